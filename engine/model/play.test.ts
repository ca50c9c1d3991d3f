import { describe, expect, it } from 'vitest';
import { migratePlay } from '../migrate/documents';
import { courtColorPreset } from './court-colors';
import { playCourt } from '../geometry/court';
import { isArrow, isPlayObject, PLAY_MIGRATION_STEPS, playDataSchema, playVersionOf, type PhaseItem } from './play';
import { PLAY_VERSION } from './play-constants';
import { copyTitle, createEmptyPlayData, createNewPlayData } from './play-defaults';

describe('createEmptyPlayData', () => {
  it.each(['half', 'full'] as const)('gives a valid version-11 %s-court play with one empty phase', (viewMode) => {
    const play = createEmptyPlayData(viewMode);
    expect(playDataSchema.parse(play)).toEqual(play);
    expect(play.phases).toEqual([{ id: 'phase_1', title: '', note: '', objects: [], links: [] }]);
    expect(play.settings).toEqual({
      version: PLAY_VERSION,
      courtColor: courtColorPreset('wood'),
      description: '',
      objectSizeFactor: 1,
      videos: [],
      viewMode,
    });
    expect(migratePlay(play)).toEqual(play);
  });

  it('gives each play its own settings', () => {
    const first = createEmptyPlayData('half');
    first.settings.courtColor.lineColor = '#000000';
    expect(createEmptyPlayData('half').settings.courtColor.lineColor).not.toBe('#000000');
  });
});

describe('createNewPlayData', () => {
  it.each(['half', 'full'] as const)('places each hoop of the %s court in the first phase of an otherwise bare play', (viewMode) => {
    const play = createNewPlayData(viewMode);
    expect(playDataSchema.parse(play)).toEqual(play);
    expect(migratePlay(play)).toEqual(play);
    expect(play.settings).toEqual(createEmptyPlayData(viewMode).settings);
    const hoops = playCourt(play.settings).hoops;
    expect(hoops).toHaveLength(viewMode === 'full' ? 2 : 1);
    expect(play.phases).toHaveLength(1);
    expect(play.phases[0]!.objects).toEqual(
      hoops.map((at, index) => ({ type: 'object', subType: 'hoop', id: `object_${index + 1}`, pos: at, status: 'NOT_SELECTED', displayOrder: index, animationOrder: 0, pause: 1, animationType: 'end' })),
    );
    expect(play.phases[0]!.links).toEqual([]);
  });

  it('gives each play its own hoop, so moving one leaves the next new play as it was', () => {
    const hoop = (play: ReturnType<typeof createNewPlayData>) => play.phases[0]!.objects.find(isPlayObject)!;
    const first = createNewPlayData('half');
    hoop(first).pos.x = 30;
    expect(hoop(createNewPlayData('half')).pos.x).not.toBe(30);
  });
});

describe('play model', () => {
  it('tells arrows from objects', () => {
    const hoop: PhaseItem = { id: 'object_0', type: 'object', subType: 'hoop', pos: { x: 5.25, y: 25 }, status: 'NOT_SELECTED', displayOrder: 0, animationOrder: 0, pause: 1, animationType: 'end' };
    expect(isPlayObject(hoop)).toBe(true);
    expect(isArrow(hoop)).toBe(false);
  });

  it('reads the version from the settings, if any', () => {
    expect(playVersionOf({ settings: { version: 7 } })).toBe(7);
    expect(playVersionOf({ settings: 'junk' })).toBeUndefined();
    expect(playVersionOf({})).toBeUndefined();
  });

  it('documents every step in one line', () => {
    for (const step of PLAY_MIGRATION_STEPS) expect(step.description).not.toContain('\n');
  });

  it('keeps newer fields when an older step meets them', () => {
    // A version-1 document that already has later fields (hand-edited, or version lost) keeps them.
    const [renameName, , toViewMode, toShape] = PLAY_MIGRATION_STEPS;
    expect(renameName!.up({ phases: [{ name: 'old', title: 'new' }] }).phases).toEqual([{ title: 'new' }]);
    expect(toViewMode!.up({ settings: { halfCourt: true, viewMode: 'full' } }).settings).toEqual({ viewMode: 'full', version: 4 });
    const arrow = { type: 'arrow', curved: true, shape: 3 };
    expect(toShape!.up({ phases: [{ objects: [arrow, 'junk'] }] }).phases).toEqual([{ objects: [{ type: 'arrow', shape: 3 }, 'junk'] }]);
  });
});

describe('copyTitle', () => {
  it('names a duplicate "… (copy)" within the 200 characters a title may have', () => {
    expect(copyTitle('Horns')).toBe('Horns (copy)');
    expect(copyTitle('x'.repeat(200))).toHaveLength(200);
  });
});
