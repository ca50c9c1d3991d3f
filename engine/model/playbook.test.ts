import { describe, expect, it } from 'vitest';
import { MAX_DESCRIPTION_LENGTH } from '../limits';
import { migratePlaybook } from '../migrate/documents';
import { playbookDataSchema, playbookVersionOf } from './playbook';
import { createEmptyPlaybookData } from './playbook-defaults';

describe('playbook model', () => {
  it('creates a valid empty classic playbook', () => {
    const playbook = createEmptyPlaybookData();
    expect(playbookDataSchema.parse(playbook)).toEqual(playbook);
    expect(playbook.settings).toMatchObject({ playbookModelVersion: 4, type: 'classic', advancedEditor: [] });
    expect(playbook.settings.classic.layout).toBe('grid-2');
  });

  it('reads the version from the settings, if any', () => {
    expect(playbookVersionOf({ settings: { playbookModelVersion: 3 } })).toBe(3);
    expect(playbookVersionOf({})).toBeUndefined();
  });

  it('holds plays (with an optional error) and text pages', () => {
    const playbook = createEmptyPlaybookData();
    playbook.chapters[0]!.objects.push(
      { type: 'play', play_id: 12 },
      { type: 'play', play_id: 'abc', data: { error: 'This play was deleted.' } },
      { type: 'text', text: 'Notes' },
    );
    expect(playbookDataSchema.safeParse(playbook).success).toBe(true);
  });

  it('may have a description, within its limit', () => {
    const playbook = createEmptyPlaybookData();
    expect(playbook.settings.description).toBeUndefined();
    playbook.settings.description = 'Our half-court sets for the season.';
    expect(playbookDataSchema.parse(playbook).settings.description).toBe('Our half-court sets for the season.');
    playbook.settings.description = 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1);
    expect(playbookDataSchema.safeParse(playbook).success).toBe(false);
  });

  it('brings a too long stored description inside its limit', () => {
    const playbook = { ...createEmptyPlaybookData() };
    playbook.settings = { ...playbook.settings, description: 'x'.repeat(MAX_DESCRIPTION_LENGTH + 5) };
    expect(migratePlaybook(playbook).settings.description).toHaveLength(MAX_DESCRIPTION_LENGTH);
  });
});
