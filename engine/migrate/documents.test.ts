import { describe, expect, it } from 'vitest';
import { courtColorPreset } from '../model/court-colors';
import { playDataSchema } from '../model/play';
import { PLAY_VERSION } from '../model/play-constants';
import { playbookDataSchema } from '../model/playbook';
import { PLAYBOOK_VERSION } from '../model/playbook-constants';
import { practicePlanDataSchema } from '../model/practice-plan';
import { DEFAULT_PRINT_SETTINGS, printSettingsSchema, PRINT_SETTINGS_VERSION } from '../model/print-settings';
import { rotationDataSchema } from '../model/rotation';
import { ROTATION_VERSION } from '../model/rotation-constants';
import {
  migratePlay,
  migratePlaybook,
  migratePracticePlan,
  migratePrintSettings,
  migrateRotation,
  PLAY_MIGRATIONS,
  PLAYBOOK_MIGRATIONS,
  PRACTICE_PLAN_MIGRATIONS,
  PRINT_SETTINGS_MIGRATIONS,
  ROTATION_MIGRATIONS,
} from './documents';
import { cloneJson, type JsonRecord } from './json';
import { catchMigrationError } from './fixtures';
import type { MigrationPlan } from './run';

type Fixtures = Map<number, JsonRecord>;

const fixtureFiles: Record<string, unknown> = import.meta.glob('../../tests/fixtures/*/v*.json', { eager: true, import: 'default' });

/** Fixtures by version, from tests/fixtures/<kind>/v<N>.json. */
function byVersion(kind: string): Fixtures {
  const fixtures: Fixtures = new Map();
  for (const [path, doc] of Object.entries(fixtureFiles)) {
    const match = /\/([a-z-]+)\/v(\d+)\.json$/.exec(path);
    if (match?.[1] === kind) fixtures.set(Number(match[2]), doc as JsonRecord);
  }
  return fixtures;
}

const playFixtures = byVersion('plays');
const playbookFixtures = byVersion('playbooks');
const rotationFixtures = byVersion('rotations');
const printFixtures = byVersion('print-settings');
const practicePlanFixtures = byVersion('practice-plans');

const fixture = (fixtures: Fixtures, version: number): JsonRecord => {
  const doc = fixtures.get(version);
  if (doc === undefined) throw new Error(`no fixture for version ${version}`);
  return cloneJson(doc) as JsonRecord;
};

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const kinds: { name: string; plan: MigrationPlan<unknown>; fixtures: Fixtures; migrate: (doc: unknown) => unknown }[] = [
  { name: 'play', plan: PLAY_MIGRATIONS, fixtures: playFixtures, migrate: migratePlay },
  { name: 'playbook', plan: PLAYBOOK_MIGRATIONS, fixtures: playbookFixtures, migrate: migratePlaybook },
  { name: 'rotation', plan: ROTATION_MIGRATIONS, fixtures: rotationFixtures, migrate: migrateRotation },
  { name: 'print settings', plan: PRINT_SETTINGS_MIGRATIONS, fixtures: printFixtures, migrate: migratePrintSettings },
  { name: 'practice plan', plan: PRACTICE_PLAN_MIGRATIONS, fixtures: practicePlanFixtures, migrate: migratePracticePlan },
];

it('has the latest versions of spec §4', () => {
  expect([PLAY_VERSION, PLAYBOOK_VERSION, ROTATION_VERSION, PRINT_SETTINGS_VERSION]).toEqual([11, 4, 2, 4]);
});

describe.each(kinds)('$name migrations', ({ plan, fixtures, migrate }) => {
  it('has one step per version, each going up by exactly one', () => {
    expect(plan.steps).toHaveLength(plan.latest - 1);
    plan.steps.forEach((step, index) => {
      expect(step.from).toBe(index + 1);
      expect(step.to).toBe(step.from + 1);
      expect(step.description.length).toBeGreaterThan(10);
    });
  });

  it('has one fixture per version', () => {
    expect([...fixtures.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: plan.latest }, (_, i) => i + 1));
  });

  it.each(plan.steps.map((step) => [step.from, step] as const))('step %i never mutates its input and sets the next version', (from, step) => {
    const input = fixture(fixtures, from);
    const before = cloneJson(input);
    const output = step.up(deepFreeze(input));
    expect(input).toEqual(before);
    expect(output).not.toBe(input);
    expect(plan.versionOf(output)).toBe(step.to);
    expect(plan.versionOf(fixture(fixtures, step.to))).toBe(step.to);
  });

  it.each(Array.from({ length: plan.latest }, (_, i) => i + 1))('fixture v%i migrates to a valid latest document', (version) => {
    const input = fixture(fixtures, version);
    const before = cloneJson(input);
    const migrated = migrate(input);
    expect(plan.schema.safeParse(migrated).success).toBe(true);
    expect(plan.versionOf(migrated as JsonRecord)).toBe(plan.latest);
    expect(input).toEqual(before);
  });

  it('leaves a latest document as it is', () => {
    const latest = fixture(fixtures, plan.latest);
    expect(migrate(latest)).toEqual(latest);
  });

  it('reads a document from a newer app as too new', () => {
    const future = fixture(fixtures, plan.latest);
    const error = catchMigrationError(() => migrate(setAt(future, plan.versionPath, plan.latest + 1)));
    expect(error.code).toBe('too-new');
    expect(error.path).toEqual(plan.versionPath);
  });
});

function setAt(doc: JsonRecord, path: readonly (string | number)[], value: unknown): JsonRecord {
  const copy = cloneJson(doc) as JsonRecord;
  let target: Record<string | number, unknown> = copy;
  path.slice(0, -1).forEach((key) => {
    target = target[key] as Record<string | number, unknown>;
  });
  target[path[path.length - 1]!] = value;
  return copy;
}

describe('migratePlay', () => {
  const v1 = () => fixture(playFixtures, 1);

  it('turns the legacy youtubeUrl into a videos entry', () => {
    const play = migratePlay(v1());
    expect(play.settings.videos).toEqual([{ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', source: 'youtube', note: '' }]);
    expect(play.settings).not.toHaveProperty('youtubeUrl');
  });

  it('puts the legacy video before videos already there, and drops an empty one', () => {
    const v10 = fixture(playFixtures, 10);
    const settings = v10.settings as JsonRecord;
    settings.videos = [{ url: 'https://youtu.be/aqz-KE-bpKQ', source: 'youtube', note: 'film' }];
    expect(migratePlay(v10).settings.videos.map((video) => video.url)).toEqual([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/aqz-KE-bpKQ',
    ]);
    expect(migratePlay(fixture(playFixtures, 5)).settings.videos).toEqual([]);
    settings.youtubeUrl = null;
    delete settings.videos;
    expect(migratePlay(v10).settings.videos).toEqual([]);
  });

  it('reads a play without a version as version 1', () => {
    const play = v1();
    expect((play.settings as JsonRecord).version).toBeUndefined();
    const migrated = migratePlay(play);
    expect(migrated.settings.version).toBe(PLAY_VERSION);
    expect(migrated.phases.map((phase) => phase.title)).toEqual(['Horns entry', 'Drive and kick']);
  });

  it('upgrades every version-1 field to its latest form', () => {
    const play = migratePlay(v1());
    const [first] = play.phases;
    expect(first).toMatchObject({ note: '', links: [] });
    expect(play.settings).toMatchObject({ viewMode: 'half', objectSizeFactor: 1, courtColor: courtColorPreset('wood') });
    const cut = first!.objects.find((item) => item.id === 'object_10');
    // The v1 cut was curved, from (22,4) through (10,2) to (3,3).
    expect(cut).toMatchObject({ shape: 1, points: { h1: { x: 16, y: 3 }, h2: { x: 6.5, y: 2.5 } }, animationOrder: 0, pause: 1 });
    expect(cut).not.toHaveProperty('curved');
    const pass = first!.objects.find((item) => item.id === 'object_9');
    expect(pass).toMatchObject({ shape: 0 });
    const hoop = first!.objects.find((item) => item.id === 'object_0');
    expect(hoop).toMatchObject({ animationOrder: 0, pause: 1, animationType: 'end' });
  });

  it('turns halfCourt false into a full-court view', () => {
    expect(migratePlay(fixture(playFixtures, 4)).settings.viewMode).toBe('full');
  });

  it('leaves curve handles null where the arrow has no middle point', () => {
    const play = v1();
    const phases = play.phases as JsonRecord[];
    const arrow = (phases[0]!.objects as JsonRecord[]).find((item) => item.id === 'object_9')!;
    (arrow.points as JsonRecord).m = null;
    const migrated = migratePlay(play).phases[0]!.objects.find((item) => item.id === 'object_9');
    expect(migrated).toMatchObject({ points: { m: null, h1: null, h2: null } });
  });

  it('keeps the v1 fixture and the v11 fixture the same play', () => {
    const fromV1 = migratePlay(v1());
    const v11 = migratePlay(fixture(playFixtures, 11));
    const ids = (play: typeof v11) => play.phases.map((phase) => phase.objects.map((item) => item.id));
    expect(ids(fromV1)).toEqual(ids(v11));
    expect(fromV1.phases[1]!.objects).toEqual(v11.phases[1]!.objects);
  });

  it('names the first bad field of a damaged play', () => {
    const play = fixture(playFixtures, 11);
    const phases = play.phases as JsonRecord[];
    ((phases[1]!.objects as JsonRecord[])[2]!.pos as JsonRecord).x = 'left';
    const error = catchMigrationError(() => migratePlay(play));
    expect(error.code).toBe('invalid');
    expect(error.path).toEqual(['phases', 1, 'objects', 2, 'pos', 'x']);
    expect(error.message).toContain('phases[1].objects[2].pos.x');
  });

  it('names a bad field that an old version carried through its steps', () => {
    const play = v1();
    (play.settings as JsonRecord).halfCourt = 'yes';
    expect(catchMigrationError(() => migratePlay(play)).path).toEqual(['settings', 'viewMode']);
    const noSettings = v1();
    delete noSettings.settings;
    expect(catchMigrationError(() => migratePlay(noSettings)).path).toEqual(['settings']);
  });

  it('rejects a damaged version', () => {
    const play = fixture(playFixtures, 6);
    (play.settings as JsonRecord).version = 'six';
    const error = catchMigrationError(() => migratePlay(play));
    expect(error.code).toBe('bad-version');
    expect(error.path).toEqual(['settings', 'version']);
  });

  it('answers plays the latest schema accepts', () => {
    expect(playDataSchema.safeParse(migratePlay(v1())).success).toBe(true);
  });
});

describe('migratePlaybook', () => {
  it('turns bare play ids into play objects, keeping order', () => {
    const playbook = migratePlaybook(fixture(playbookFixtures, 1));
    expect(playbook.chapters[0]!.objects).toEqual([
      { type: 'play', play_id: '1001' },
      { type: 'play', play_id: '1002' },
      { type: 'play', play_id: '1003' },
    ]);
    expect(playbook.chapters[2]!.objects).toEqual([]);
    expect(playbook.settings).toMatchObject({ playbookModelVersion: 4, type: 'classic', advancedEditor: [] });
    // Two plays a row and every switch of the classic view on, each named.
    const { layout, ...switches } = playbook.settings.classic;
    expect(layout).toBe('grid-2');
    expect(Object.keys(switches).sort()).toEqual(['showAnimationButton', 'showPhaseDescription', 'showPhaseTitles', 'showPlayDescription', 'showPlayTitle', 'showVideos']);
    expect(Object.values(switches).every((on) => on === true)).toBe(true);
  });

  it('keeps a play error and splits the old description switch in two', () => {
    const playbook = migratePlaybook(fixture(playbookFixtures, 3));
    expect(playbook.chapters[0]!.objects[1]).toEqual({ type: 'play', play_id: '1002', data: { error: 'This play was deleted.' } });
    expect(playbook.settings.classic).toMatchObject({ showPlayDescription: false, showPhaseDescription: false, showPlayTitle: true });
  });

  it('gives chapters without plays an empty list and names bad play lists', () => {
    const playbook = fixture(playbookFixtures, 1);
    const chapters = playbook.chapters as JsonRecord[];
    delete chapters[2]!.plays;
    expect(migratePlaybook(playbook).chapters[2]!.objects).toEqual([]);
    chapters[1]!.plays = 'all';
    expect(catchMigrationError(() => migratePlaybook(playbook)).path).toEqual(['chapters', 1, 'objects']);
  });

  it('passes the latest schema', () => {
    expect(playbookDataSchema.safeParse(migratePlaybook(fixture(playbookFixtures, 2))).success).toBe(true);
  });
});

describe('migrateRotation', () => {
  it('turns minutes into seconds', () => {
    const rotation = migrateRotation(fixture(rotationFixtures, 1));
    expect(rotation.periodLength).toBe(480);
    expect(rotation.stints[0]).toEqual({ playerId: 'p1', period: 1, start: 0, end: 240 });
    expect(rotation.stints.at(-1)).toEqual({ playerId: 'p5', period: 3, start: 0, end: 150 });
    expect(rotationDataSchema.safeParse(rotation).success).toBe(true);
  });

  it('names the stint that does not fit the game', () => {
    const rotation = fixture(rotationFixtures, 2);
    const stints = rotation.stints as JsonRecord[];
    stints[3] = { playerId: 'nobody', period: 1, start: 0, end: 60 };
    expect(catchMigrationError(() => migrateRotation(rotation)).path).toEqual(['stints', 3, 'playerId']);
    stints[3] = { playerId: 'p1', period: 1, start: 60, end: 60 };
    expect(catchMigrationError(() => migrateRotation(rotation)).path).toEqual(['stints', 3, 'end']);
    stints[3] = { playerId: 'p1', period: 1, start: 0, end: 481 };
    expect(catchMigrationError(() => migrateRotation(rotation)).message).toContain('cannot end after its period');
    rotation.periods = 2;
    stints[3] = { playerId: 'p1', period: 1, start: 0, end: 60 };
    expect(catchMigrationError(() => migrateRotation(rotation)).path).toEqual(['stints', 15, 'period']);
  });

  it('leaves junk times for the schema to name', () => {
    const rotation = fixture(rotationFixtures, 1);
    rotation.periodLength = 'ten';
    expect(catchMigrationError(() => migrateRotation(rotation)).path).toEqual(['periodLength']);
  });
});

describe('migratePrintSettings', () => {
  it('copies the single v1 object size onto every section', () => {
    const settings = migratePrintSettings(fixture(printFixtures, 1));
    expect(settings.sections).toEqual({
      play: { objectSizeFactor: 1.2, overwriteScaling: true },
      playbook: { objectSizeFactor: 1.2, overwriteScaling: true },
      rotation: { objectSizeFactor: 1.2, overwriteScaling: true },
      practicePlan: { objectSizeFactor: 1.2, overwriteScaling: true },
    });
    expect(settings).not.toHaveProperty('objectSizeFactor');
    expect(printSettingsSchema.safeParse(settings).success).toBe(true);
  });

  it('gives v1 settings without sizes the default sections', () => {
    const { sections: _sections, version: _version, ...v1 } = DEFAULT_PRINT_SETTINGS;
    expect(migratePrintSettings(v1)).toEqual(DEFAULT_PRINT_SETTINGS);
  });
});

describe('migratePracticePlan', () => {
  it('reads version 1 and names bad fields', () => {
    const plan = fixture(practicePlanFixtures, 1);
    expect(practicePlanDataSchema.safeParse(migratePracticePlan(plan)).success).toBe(true);
    plan.date = '2025-02-30';
    expect(catchMigrationError(() => migratePracticePlan(plan)).path).toEqual(['date']);
  });

  it('gives version-1 plans empty new fields and keeps their blocks', () => {
    const plan = migratePracticePlan(fixture(practicePlanFixtures, 1));
    expect(plan).toMatchObject({ version: 2, plannedMinutes: null, location: '', focus: '', notes: '', template: false });
    expect(plan.exercises.map((block) => [block.id, block.duration, block.coach, block.stations])).toEqual([
      ['ex_1', 10, '', []],
      ['ex_2', 15, '', []],
      ['ex_3', 20, '', []],
      ['ex_4', 5, '', []],
    ]);
  });
});
