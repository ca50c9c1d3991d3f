// Property tests: whatever was stored, of any version and however damaged, migration answers a
// document the latest schema accepts or throws a MigrationError naming the problem; nothing else.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARROW_KINDS, OBJECT_STATUSES, PLAY_MIGRATION_STEPS, PLAYER_TEAMS, playDataSchema } from '../model/play';
import { PLAY_VERSION } from '../model/play-constants';
import { PLAYBOOK_MIGRATION_STEPS } from '../model/playbook';
import { PLAYBOOK_VERSION } from '../model/playbook-constants';
import { PRINT_SETTINGS_MIGRATION_STEPS, PRINT_SETTINGS_VERSION } from '../model/print-settings';
import { ROTATION_MIGRATION_STEPS } from '../model/rotation';
import { ROTATION_VERSION } from '../model/rotation-constants';
import { PLAY_MIGRATIONS, PLAYBOOK_MIGRATIONS, PRINT_SETTINGS_MIGRATIONS, ROTATION_MIGRATIONS } from './documents';
import { cloneJson, isRecord, type JsonRecord } from './json';
import { MigrationError } from './migration-error';
import { runMigrations, type MigrationPlan, type MigrationStep } from './run';

const round2 = (value: number) => Math.round(value * 100) / 100;
const coordinate = (max: number) => fc.double({ min: 0, max, noNaN: true }).map(round2);
const pointArb = fc.record({ x: coordinate(94), y: coordinate(50) });
const sizeArb = fc.double({ min: 0.5, max: 40, noNaN: true }).map(round2);
const colorArb = fc.constantFrom('#212b36', '#e53935', '#1e88e53d');

/** A phase object as version 1 stored it (no animation fields yet). */
const objectV1Arb = fc.oneof(
  fc.record({
    subType: fc.constant('player'),
    team: fc.constantFrom(...PLAYER_TEAMS),
    number: fc.integer({ min: 0, max: 5 }),
    color: colorArb,
  }),
  fc.record({ subType: fc.constantFrom('hoop', 'cone') }),
  fc.record({
    subType: fc.constant('text'),
    text: fc.string({ maxLength: 40 }),
    width: sizeArb,
    height: sizeArb,
    fontSize: sizeArb,
    alignment: fc.constantFrom('left', 'center', 'right'),
    formats: fc.subarray(['bold', 'italic', 'underline']),
  }),
  fc.record({ subType: fc.constantFrom('rectangle', 'triangle'), width: sizeArb, height: sizeArb, backgroundColor: colorArb, angle: fc.integer({ min: 0, max: 359 }) }),
  fc.record({ subType: fc.constant('circle'), rx: sizeArb, ry: sizeArb, backgroundColor: colorArb }),
  fc.record({ subType: fc.constant('polygon'), points: fc.array(pointArb, { minLength: 3, maxLength: 6 }), backgroundColor: colorArb }),
).chain((shape) =>
  fc.record({ pos: pointArb, status: fc.constantFrom(...OBJECT_STATUSES) }).map((common) => ({ type: 'object', ...common, ...shape })),
);

/** An arrow as version 1 stored it: `curved`, points s, m, e only. */
const arrowV1Arb = fc.record(
  {
    type: fc.constant('arrow'),
    subType: fc.constantFrom(...ARROW_KINDS),
    points: fc.record({ s: fc.option(pointArb), m: fc.option(pointArb), e: fc.option(pointArb) }),
    curved: fc.boolean(),
    sameTime: fc.boolean(),
    option: fc.boolean(),
    ends: fc.boolean(),
    text: fc.string({ maxLength: 20 }),
  },
  { requiredKeys: ['type', 'subType', 'points', 'curved', 'sameTime', 'option', 'ends'] },
);

const phaseV1Arb = fc
  .record({ name: fc.string({ maxLength: 30 }), items: fc.array(fc.oneof(objectV1Arb, arrowV1Arb), { maxLength: 12 }) })
  .map(({ name, items }) => ({ name, items: items.map((item, index) => ({ id: `object_${index}`, displayOrder: index, ...item })) }));

const youtubeUrlArb = fc.oneof(
  fc.constant(''),
  fc.constant('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
  fc.stringMatching(/^https:\/\/youtu\.be\/[A-Za-z0-9_-]{11}$/),
  fc.webUrl(),
);

const refArb = fc.record({
  id: fc.integer({ min: 0, max: 11 }).map((n) => `object_${n}`),
  subType: fc.constantFrom('player', 'hoop', ...ARROW_KINDS),
  type: fc.constantFrom('object', 'arrow'),
});
const linkArb = fc.record({ arrow: refArb, end: fc.constantFrom('s', 'e'), object: refArb });

/** A plausible play of a random version: generated as version 1, raised by the real steps. */
const oldPlayArb = fc
  .record({
    phases: fc.array(fc.record({ phase: phaseV1Arb, links: fc.array(linkArb, { maxLength: 3 }) }), { minLength: 1, maxLength: 4 }),
    description: fc.string({ maxLength: 60 }),
    youtubeUrl: fc.option(youtubeUrlArb, { nil: undefined }),
    halfCourt: fc.option(fc.boolean(), { nil: undefined }),
    version: fc.integer({ min: 1, max: PLAY_VERSION }),
  })
  .map(({ phases, description, youtubeUrl, halfCourt, version }) => {
    const v1: JsonRecord = {
      phases: phases.map(({ phase }, index) => ({ id: `phase_${index + 1}`, name: phase.name, objects: phase.items })),
      settings: { description, youtubeUrl, halfCourt },
    };
    let doc = upTo(v1, PLAY_MIGRATION_STEPS, version);
    if (version >= 3) {
      doc = { ...doc, phases: (doc.phases as JsonRecord[]).map((phase, index) => ({ ...phase, links: phases[index]!.links })) };
    }
    return { doc, version };
  });

function upTo(doc: JsonRecord, steps: readonly MigrationStep[], version: number): JsonRecord {
  return steps.filter((step) => step.to <= version).reduce((current, step) => step.up(current), doc);
}

/** Every path in a document, the root included. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (isRecord(value)) Object.entries(value).forEach(([key, item]) => paths.push(...pathsOf(item, [...prefix, key])));
  return paths;
}

type Mutation = { at: number; kind: 'replace' | 'delete' | 'retype'; value: unknown };

const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('replace', 'delete', 'retype'),
  value: fc.oneof(fc.anything({ maxDepth: 2 }), fc.integer({ min: -2, max: 14 }), fc.constantFrom(null, '', [], {}, 'junk')),
});

/** Junk: replace, delete or stringify one field somewhere in the document (root included). */
function mutate(doc: unknown, mutation: Mutation): unknown {
  const paths = pathsOf(doc);
  const path = paths[mutation.at % paths.length]!;
  if (path.length === 0) return mutation.kind === 'delete' ? undefined : mutation.value;
  const copy = cloneJson(doc);
  let parent = copy as Record<string | number, unknown>;
  path.slice(0, -1).forEach((key) => {
    parent = parent[key] as Record<string | number, unknown>;
  });
  const key = path[path.length - 1]!;
  if (mutation.kind === 'delete' && Array.isArray(parent)) parent.splice(key as number, 1);
  else if (mutation.kind === 'delete') delete parent[key];
  else if (mutation.kind === 'retype') parent[key] = JSON.stringify(parent[key]) ?? null;
  else parent[key] = mutation.value;
  return copy;
}

/** The one outcome we allow: a valid latest document, or a MigrationError that a step did not cause. */
function expectValidOrMigrationError<T>(doc: unknown, plan: MigrationPlan<T>): 'valid' | 'rejected' {
  const before = cloneJson(doc);
  let outcome: 'valid' | 'rejected';
  try {
    const migrated = runMigrations(doc, plan);
    expect(plan.schema.safeParse(migrated).success).toBe(true);
    expect(plan.versionOf(migrated as JsonRecord)).toBe(plan.latest);
    outcome = 'valid';
  } catch (error) {
    if (!(error instanceof MigrationError)) throw error;
    expect(error.code).not.toBe('step-failed');
    expect(error.message.length).toBeGreaterThan(20);
    expect(Array.isArray(error.path)).toBe(true);
    outcome = 'rejected';
  }
  expect(cloneJson(doc)).toEqual(before);
  return outcome;
}

describe('migratePlay, property', () => {
  it('migrates every plausible play of any version to a valid version-11 play', () => {
    fc.assert(
      fc.property(oldPlayArb, ({ doc }) => {
        const before = cloneJson(doc);
        const migrated = runMigrations(doc, PLAY_MIGRATIONS);
        expect(playDataSchema.safeParse(migrated).success).toBe(true);
        expect(migrated.settings.version).toBe(PLAY_VERSION);
        expect(cloneJson(doc)).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it('answers a valid play or a MigrationError for damaged plays of any version', () => {
    const outcomes = { valid: 0, rejected: 0 };
    fc.assert(
      fc.property(oldPlayArb, fc.array(mutationArb, { minLength: 1, maxLength: 3 }), ({ doc }, mutations) => {
        const damaged = mutations.reduce<unknown>(mutate, doc);
        outcomes[expectValidOrMigrationError(damaged, PLAY_MIGRATIONS)]++;
      }),
      { numRuns: 500 },
    );
    // Both outcomes happen: some junk is harmless (a changed description), most is not.
    expect(outcomes.valid).toBeGreaterThan(0);
    expect(outcomes.rejected).toBeGreaterThan(0);
  });

  it('answers a MigrationError for anything at all that is not a play', () => {
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expectValidOrMigrationError(junk, PLAY_MIGRATIONS);
      }),
      { numRuns: 300 },
    );
  });
});

// Other documents start from realistic hand-written seeds of every version (tests/fixtures).
const seeds: Record<string, unknown> = import.meta.glob('../../tests/fixtures/*/v*.json', { eager: true, import: 'default' });
const seedsOf = (kind: string) =>
  Object.entries(seeds)
    .filter(([path]) => path.includes(`/${kind}/`))
    .map(([, doc]) => doc as JsonRecord);

describe.each([
  { kind: 'playbooks', plan: PLAYBOOK_MIGRATIONS as MigrationPlan<unknown>, latest: PLAYBOOK_VERSION, steps: PLAYBOOK_MIGRATION_STEPS },
  { kind: 'rotations', plan: ROTATION_MIGRATIONS as MigrationPlan<unknown>, latest: ROTATION_VERSION, steps: ROTATION_MIGRATION_STEPS },
  {
    kind: 'print-settings',
    plan: PRINT_SETTINGS_MIGRATIONS as MigrationPlan<unknown>,
    latest: PRINT_SETTINGS_VERSION,
    steps: PRINT_SETTINGS_MIGRATION_STEPS,
  },
])('$kind, property', ({ kind, plan, latest, steps }) => {
  const docs = seedsOf(kind);

  it('has a seed for every version', () => {
    expect(docs).toHaveLength(latest);
    expect(steps).toHaveLength(latest - 1);
  });

  it('answers a valid document or a MigrationError for damaged documents of any version', () => {
    fc.assert(
      fc.property(fc.constantFrom(...docs), fc.array(mutationArb, { minLength: 1, maxLength: 3 }), (doc, mutations) => {
        expectValidOrMigrationError(mutations.reduce<unknown>(mutate, doc), plan);
      }),
      { numRuns: 300 },
    );
  });
});
