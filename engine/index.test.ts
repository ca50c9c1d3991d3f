import { describe, expect, it } from 'vitest';
import * as engine from './index';

/** The public names of issue 3 that other code and tests rely on. */
const REQUIRED_FUNCTIONS = [
  'migratePlay',
  'migratePlaybook',
  'migrateRotation',
  'migratePrintSettings',
  'computeNextPhase',
  'canLink',
  'resolveLinkedObject',
  'parseVideoUrl',
  'isOutOfView',
  'isArrowValid',
  'courtDimensions',
  'arrowPath',
  'drawPhase',
  'toSvg',
  'paintPrimitives',
  'buildTimeline',
  'sampleTimeline',
  'checkRotation',
  'planRotation',
  'replayGame',
  'gameClockAt',
  'suggestSubstitutions',
] as const;

describe('engine/index', () => {
  it('exports the latest versions', () => {
    expect(engine.PLAY_VERSION).toBe(11);
    expect(engine.PLAYBOOK_VERSION).toBe(4);
    expect(engine.ROTATION_VERSION).toBe(2);
    expect(engine.PRINT_SETTINGS_VERSION).toBe(4);
  });

  it('exports every required function', () => {
    for (const name of REQUIRED_FUNCTIONS) expect(engine[name], name).toBeTypeOf('function');
    expect(new engine.MigrationError('x', { code: 'invalid' })).toBeInstanceOf(Error);
  });

  it('exports the ten step errors of spec §5', () => {
    expect(Object.values(engine.STEP_ERRORS)).toHaveLength(10);
    expect(engine.STEP_ERRORS.notAssigned).toBe('notAssigned');
  });

  it('exports the constants the app and editor need, once each', () => {
    expect(engine.COURT_COLOR_PRESETS).toHaveLength(4);
    expect(engine.COLOR_PALETTE).toHaveLength(11);
    expect(engine.positionName(1, 'ball')).toBe('1 Point Guard with Ball');
    expect(engine.playerLabel(0)).toBe('?');
    expect([3, 5, 8, 0].map(engine.videoStatusName)).toEqual(['Finished', 'Upload Failed', 'Upload Failed', 'Processing']);
    expect(engine.PLAYER_BOX_WIDTH).toEqual({ half: 3.5, full: 4 });
    expect(engine.HANDOFF_SNAP_DISTANCE).toBe(10);
    expect(engine.KEYBOARD_NUDGE).toBe(1);
    expect(engine.MOBILE_DRAG_OFFSET).toBe(35);
    expect([engine.SCALE_FACTOR_MIN, engine.SCALE_FACTOR_MAX]).toEqual([6, 12]);
    expect(engine.DEFAULT_USER_SETTINGS.themeMode).toBe('light');
    expect(engine.createDefaultPrintSettings()).toEqual(engine.DEFAULT_PRINT_SETTINGS);
  });

  it('makes empty documents that pass their own schemas', () => {
    expect(engine.playDataSchema.parse(engine.createEmptyPlayData('half'))).toBeTruthy();
    expect(engine.playbookDataSchema.parse(engine.createEmptyPlaybookData())).toBeTruthy();
    expect(engine.rotationDataSchema.parse(engine.createEmptyRotationData('Game'))).toBeTruthy();
    expect(engine.practicePlanDataSchema.parse(engine.createEmptyPracticePlanData('2024-09-01'))).toBeTruthy();
    expect(engine.userSettingsSchema.parse(engine.createDefaultUserSettings())).toEqual(engine.DEFAULT_USER_SETTINGS);
  });

  it('runs a play through the engine end to end', () => {
    const play = engine.migratePlay(engine.samplePlay({ phases: 2, arrowsPerPhase: 6 }));
    const next = engine.computeNextPhase(play.phases[0]!, { snapDistance: engine.playSnapDistance(play.settings) });
    expect(next.steps.every((step) => step.error === undefined)).toBe(true);
    const timeline = engine.buildTimeline(play);
    const out = engine.sampleTimeline(timeline, timeline.duration / 2, new Float32Array(engine.sampleLength(timeline)));
    expect(out.some(Number.isFinite)).toBe(true);
    expect(engine.toSvg(engine.drawPhase(play.phases[0]!, play.settings))).toMatch(/^<svg /);
  });
});
