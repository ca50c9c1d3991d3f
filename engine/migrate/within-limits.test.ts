import { describe, expect, it } from 'vitest';
import {
  MAX_CHAPTERS_PER_PLAYBOOK,
  MAX_DESCRIPTION_LENGTH,
  MAX_PERIOD_SECONDS,
  MAX_PRINT_FONT_SIZE,
  MAX_ROSTER_PLAYERS,
  MAX_TITLE_LENGTH,
  OBJECT_SIZE_FACTOR_LIMITS,
} from '../limits';
import { createEmptyPlaybookData } from '../model/playbook-defaults';
import { createEmptyPracticePlanData } from '../model/practice-plan-defaults';
import { createDefaultPrintSettings } from '../model/print-settings';
import { createEmptyRotationData } from '../model/rotation-defaults';
import { migratePlaybook, migratePracticePlan, migratePrintSettings, migrateRotation, PLAYBOOK_MIGRATIONS } from './documents';
import { migrateWithNotes } from './run';
import { withinSpec, emptyTally } from './within-limits';

describe('documents beyond engine/limits.ts open brought inside them', () => {
  it('keeps a playbook’s first chapters and shortens its texts, without touching the input', () => {
    const playbook = createEmptyPlaybookData();
    playbook.chapters = Array.from({ length: MAX_CHAPTERS_PER_PLAYBOOK + 2 }, (_, i) => ({ title: i === 0 ? 't'.repeat(MAX_TITLE_LENGTH + 9) : `C${i}`, objects: [{ type: 'text' as const, text: 'x'.repeat(MAX_DESCRIPTION_LENGTH * 2) }] }));
    const before = structuredClone(playbook);
    const { data, notes } = migrateWithNotes(playbook, PLAYBOOK_MIGRATIONS);
    expect(playbook).toEqual(before);
    expect(data.chapters).toHaveLength(MAX_CHAPTERS_PER_PLAYBOOK);
    expect(data.chapters[0]!.title).toHaveLength(MAX_TITLE_LENGTH);
    expect(notes).toEqual([
      { kind: 'shortened', code: 'textsShortened', count: 1 + MAX_CHAPTERS_PER_PLAYBOOK },
      { kind: 'dropped', code: 'entriesDropped', count: 2 },
    ]);
    expect(migratePlaybook(createEmptyPlaybookData())).toEqual(createEmptyPlaybookData());
  });

  it('keeps a rotation’s roster and periods within bounds, dropping the stints of players left out', () => {
    const rotation = createEmptyRotationData();
    rotation.periodLength = 1e9;
    rotation.players = Array.from({ length: MAX_ROSTER_PLAYERS + 1 }, (_, i) => ({ id: `p${i}`, name: `Player ${i}`, number: String(i % 100), position: null }));
    rotation.stints = [
      { playerId: 'p0', period: 1, start: 0, end: 1e9 },
      { playerId: `p${MAX_ROSTER_PLAYERS}`, period: 1, start: 0, end: 60 },
      { playerId: 'p1', period: 1, start: 1e8, end: 1e9 },
    ];
    const migrated = migrateRotation(rotation);
    expect(migrated.periodLength).toBe(MAX_PERIOD_SECONDS);
    expect(migrated.players).toHaveLength(MAX_ROSTER_PLAYERS);
    expect(migrated.stints).toEqual([{ playerId: 'p0', period: 1, start: 0, end: MAX_PERIOD_SECONDS }]);
    expect(migrateRotation(createEmptyRotationData())).toEqual(createEmptyRotationData());
  });

  it('shortens a practice plan’s texts and brings print settings within range', () => {
    const plan = createEmptyPracticePlanData('2026-11-24');
    plan.title = 'p'.repeat(MAX_TITLE_LENGTH * 2);
    expect(migratePracticePlan(plan).title).toHaveLength(MAX_TITLE_LENGTH);
    const print = createDefaultPrintSettings();
    print.fontSizes.play = 1e6;
    print.sections.play.objectSizeFactor = 1e-6;
    const migrated = migratePrintSettings(print);
    expect(migrated.fontSizes.play).toBe(MAX_PRINT_FONT_SIZE);
    expect(migrated.sections.play.objectSizeFactor).toBe(OBJECT_SIZE_FACTOR_LIMITS.min);
    expect(migratePrintSettings(createDefaultPrintSettings())).toEqual(createDefaultPrintSettings());
  });

  it('answers the very record it was given when nothing is beyond a limit', () => {
    const doc = { title: 'short', list: [{ n: 1 }] };
    expect(withinSpec(doc, { texts: { title: 10 }, lists: { list: { max: 2, item: { numbers: { n: [0, 5] } } } } }, emptyTally())).toBe(doc);
  });
});
