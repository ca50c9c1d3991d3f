import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catchMigrationError } from './fixtures';
import { formatPath } from './migration-error';
import { readVersion, runMigrations, type MigrationPlan } from './run';

// A two-step toy format: v1 { n }, v2 renames n to count, v3 adds a list of tags.
const latestSchema = z.object({ version: z.literal(3), count: z.number(), tags: z.array(z.string()) });
const plan: MigrationPlan<z.infer<typeof latestSchema>> = {
  latest: 3,
  steps: [
    {
      from: 1,
      to: 2,
      description: 'n renamed count',
      up: ({ n, ...rest }) => ({ ...rest, count: n, version: 2 }),
    },
    { from: 2, to: 3, description: 'tags added', up: (doc) => ({ tags: [], ...doc, version: 3 }) },
  ],
  schema: latestSchema,
  versionOf: (doc) => doc.version,
  versionPath: ['version'],
  label: 'counter',
};

describe('runMigrations', () => {
  it('goes version by version to the latest', () => {
    expect(runMigrations({ version: 1, n: 4 }, plan)).toEqual({ version: 3, count: 4, tags: [] });
    expect(runMigrations({ version: 2, count: 4, tags: ['a'] }, plan)).toEqual({ version: 3, count: 4, tags: ['a'] });
    expect(runMigrations({ version: 3, count: 4, tags: [] }, plan)).toEqual({ version: 3, count: 4, tags: [] });
  });

  it('treats a missing (or null) version as version 1', () => {
    expect(runMigrations({ n: 4 }, plan)).toEqual({ version: 3, count: 4, tags: [] });
    expect(runMigrations({ n: 4, version: null }, plan)).toEqual({ version: 3, count: 4, tags: [] });
  });

  it('never changes its input', () => {
    const input = { version: 1, n: 4, extra: { deep: [1] } };
    const before = structuredClone(input);
    runMigrations(input, plan);
    expect(input).toEqual(before);
    // Steps that mutate get a private copy, so the caller's document is still safe.
    const mutating: MigrationPlan<unknown> = {
      ...plan,
      steps: [
        { from: 1, to: 2, description: 'mutates', up: (doc) => Object.assign(doc, { count: doc.n, version: 2 }) },
        plan.steps[1]!,
      ],
      schema: z.unknown(),
    };
    runMigrations(input, mutating);
    expect(input).toEqual(before);
  });

  it('rejects versions above the latest', () => {
    const error = catchMigrationError(() => runMigrations({ version: 4, count: 1 }, plan));
    expect(error.code).toBe('too-new');
    expect(error.path).toEqual(['version']);
    expect(error.message).toMatch(/newer version of Courtside/);
    expect(error.values).toEqual({ version: 4, latest: 3 });
  });

  it.each([0, -1, 1.5, '2', true, [], {}, Number.NaN])('rejects the version %j', (version) => {
    const error = catchMigrationError(() => runMigrations({ version, n: 1 }, plan));
    expect(error.code).toBe('bad-version');
    expect(error.path).toEqual(['version']);
    expect(error.message).toMatch(/damaged version number/);
    expect(error.message).toContain(`(${error.values.found})`);
  });

  it.each([null, undefined, 3, 'text', [1, 2]])('rejects %j as not a document', (doc) => {
    expect(catchMigrationError(() => runMigrations(doc, plan)).code).toBe('not-an-object');
  });

  it('rejects a document that refers to itself', () => {
    const doc: Record<string, unknown> = { version: 3 };
    doc.self = doc;
    expect(catchMigrationError(() => runMigrations(doc, plan)).code).toBe('not-an-object');
  });

  it('names the path of the first bad field', () => {
    const error = catchMigrationError(() => runMigrations({ version: 2, count: 1, tags: ['a', 7] }, plan));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('MigrationError');
    expect(error.code).toBe('invalid');
    expect(error.path).toEqual(['tags', 1]);
    expect(error.message).toMatch(/^This counter could not be opened: the field tags\[1\] is not valid \(.+\)\.$/);
  });

  it('reports a problem with the whole document at the root', () => {
    const strict: MigrationPlan<unknown> = { ...plan, schema: z.object({}).refine(() => false, 'never') };
    const error = catchMigrationError(() => runMigrations({ version: 3 }, strict));
    expect(error.path).toEqual([]);
    expect(error.message).toMatch(/the document is not valid \(never\)/);
  });

  it('turns a step that throws into a MigrationError', () => {
    const broken: MigrationPlan<unknown> = {
      ...plan,
      steps: [{ from: 1, to: 2, description: 'broken', up: () => { throw new TypeError('oops'); } }, plan.steps[1]!],
    };
    const error = catchMigrationError(() => runMigrations({ n: 1 }, broken));
    expect(error.code).toBe('step-failed');
    expect(error.values).toEqual({ from: 1, to: 2 });
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('refuses a plan with a missing step (a programming error)', () => {
    const gap: MigrationPlan<unknown> = { ...plan, steps: [plan.steps[1]!] };
    expect(() => runMigrations({ version: 1 }, gap)).toThrow(/No counter migration step from version 1 to 2/);
  });

  it('describes damaged versions briefly', () => {
    expect(catchMigrationError(() => readVersion({ version: 'x'.repeat(50) }, plan)).message).toContain(`"${'x'.repeat(20)}"`);
    expect(catchMigrationError(() => readVersion({ version: [] }, plan)).message).toContain('(a list)');
    expect(catchMigrationError(() => readVersion({ version: {} }, plan)).message).toContain('(an object)');
    expect(catchMigrationError(() => readVersion({ version: true }, plan)).message).toContain('(true)');
  });
});

describe('formatPath', () => {
  it('reads like code', () => {
    expect(formatPath(['phases', 0, 'objects', 2, 'pos', 'x'])).toBe('phases[0].objects[2].pos.x');
    expect(formatPath([])).toBe('');
    expect(formatPath([3, 'a'])).toBe('[3].a');
  });
});
