import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundCoordinate } from '../geometry/round';
import { ARROW_KINDS, phaseSchema, PLAYER_TEAMS, type Arrow, type Link, type Phase, type PhaseItem, type PlayObject } from '../model/play';
import { arrowFrom, hoopAt, phaseOf, playerAt } from './fixtures';
import { computeNextPhase } from './next-phase';
import { arrowsInOrder } from './order';
import { STEP_ERRORS } from './step-errors';

// Anywhere a play may hold a point (COORDINATE_LIMITS), sidelines included.
const coordinate = (max: number) => fc.double({ min: -6, max, noNaN: true, noDefaultInfinity: true });
const point = fc.record({ x: coordinate(100), y: coordinate(60) });
const maybePoint = fc.option(point, { freq: 8, nil: null });

const playerArb = fc.record({
  number: fc.integer({ min: 0, max: 5 }),
  team: fc.constantFrom(...PLAYER_TEAMS),
  pos: point,
});
const arrowArb = fc.record({
  kind: fc.constantFrom(...ARROW_KINDS),
  s: maybePoint,
  e: maybePoint,
  sameTime: fc.boolean(),
  option: fc.boolean(),
  animationOrder: fc.integer({ min: 0, max: 3 }),
  displayOrder: fc.integer({ min: 0, max: 3 }),
  /** Who starts it: a player (most often) or an earlier arrow; none sometimes. */
  start: fc.option(fc.tuple(fc.boolean(), fc.nat()), { freq: 6, nil: null }),
  /** What its end links to: any item; none sometimes. */
  end: fc.option(fc.nat(), { freq: 2, nil: null }),
});

/** A random phase whose links point anywhere: players, hoops, cones, arrows, itself, missing ids. */
const phaseArb = fc
  .record({
    players: fc.array(playerArb, { maxLength: 10 }),
    hoops: fc.array(point, { maxLength: 2 }),
    cones: fc.array(point, { maxLength: 2 }),
    arrows: fc.array(arrowArb, { maxLength: 14 }),
    linkSeeds: fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.nat()), { maxLength: 6 }),
    snapToEnds: fc.boolean(),
  })
  .map(({ players, hoops, cones, arrows, linkSeeds, snapToEnds }) => {
    const objects: PhaseItem[] = [];
    let n = 0;
    const nextId = () => `object_${++n}`;
    for (const p of players) objects.push(playerAt(nextId(), p.number, p.pos, p.team));
    for (const h of hoops) objects.push(hoopAt(nextId(), h));
    for (const c of cones) objects.push({ ...hoopAt(nextId(), c), subType: 'cone' } satisfies PlayObject);
    const placed: Arrow[] = arrows.map((a) => {
      const { kind, s, e, sameTime, option, animationOrder, displayOrder } = a;
      return arrowFrom(nextId(), kind, s, e, { sameTime, option, animationOrder, displayOrder });
    });
    const playerCount = objects.filter((o) => o.type === 'object' && o.subType === 'player').length;
    const links: Link[] = [];
    const ref = (item: PhaseItem) => ({ id: item.id, subType: item.subType, type: item.type });
    placed.forEach((arrow, i) => {
      const { start, end } = arrows[i]!;
      const arrowRef = { id: arrow.id, subType: arrow.subType, type: 'arrow' as const };
      if (start !== null) {
        const [fromPlayer, seed] = start;
        const from = fromPlayer || i === 0 ? objects[seed % Math.max(1, playerCount)] : placed[seed % i];
        if (from !== undefined) links.push({ arrow: arrowRef, end: 's', object: ref(from) });
      }
      const all = [...objects, ...placed];
      if (end !== null) links.push({ arrow: arrowRef, end: 'e', object: ref(all[end % all.length]!) });
    });
    objects.push(...placed);
    if (placed.length > 0) {
      for (const [arrowSeed, atStart, targetSeed] of linkSeeds) {
        const arrow = placed[arrowSeed % placed.length]!;
        const target = targetSeed % (objects.length + 1);
        const object = objects[target];
        links.push({
          arrow: { id: arrow.id, subType: arrow.subType, type: 'arrow' },
          end: atStart ? 's' : 'e',
          object: object === undefined ? { id: 'missing', subType: 'player', type: 'object' } : { id: object.id, subType: object.subType, type: object.type },
        });
      }
    }
    // Half the time, pull every linked arrow end onto what it links to, so links hold.
    const snapped = snapToEnds ? snapLinks(objects, links) : objects;
    return deepFreeze(phaseOf(snapped, links));
  });

function snapLinks(objects: PhaseItem[], links: Link[]): PhaseItem[] {
  const byId = new Map(objects.map((o) => [o.id, o]));
  for (const link of links) {
    const arrow = byId.get(link.arrow.id) as Arrow;
    const target = byId.get(link.object.id);
    const anchor = target === undefined ? null : target.type === 'arrow' ? target.points.e : target.pos;
    if (anchor !== null) byId.set(arrow.id, { ...arrow, points: { ...arrow.points, [link.end]: anchor } });
  }
  return objects.map((o) => byId.get(o.id)!);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const options = fc.record({ snapDistance: fc.double({ min: 0, max: 12, noNaN: true }) });
const MESSAGES = new Set<string>(Object.values(STEP_ERRORS));

function ballHolders(phase: Phase): number {
  return phase.objects.filter((o) => o.type === 'object' && o.team === 'ball').length;
}

describe('computeNextPhase on random phases', () => {
  it('never throws, never changes its input, and answers one step per arrow in order', () => {
    fc.assert(
      fc.property(phaseArb, options, (phase, opts) => {
        const before = JSON.stringify(phase);
        const result = computeNextPhase(phase, opts);
        expect(JSON.stringify(phase)).toBe(before);
        expect(result.steps.map((s) => s.arrowId)).toEqual(arrowsInOrder(phase).map((a) => a.id));
        const moments = result.steps.map((s) => s.moment);
        expect(moments).toEqual([...moments].sort((a, b) => a - b));
        for (const step of result.steps) {
          expect(step.description.length).toBeGreaterThan(0);
          if (step.error !== undefined) expect(MESSAGES.has(step.error)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('keeps every object but the arrows under its id, with no arrows and no links, valid for the schema', () => {
    fc.assert(
      fc.property(phaseArb, options, (phase, opts) => {
        const { phase: next } = computeNextPhase(phase, opts);
        expect(next.links).toEqual([]);
        expect(next.objects.map((o) => o.id)).toEqual(phase.objects.filter((o) => o.type === 'object').map((o) => o.id));
        expect(phaseSchema.safeParse(next).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('moves only players, each to where it stood or to the rounded end of an arrow', () => {
    fc.assert(
      fc.property(phaseArb, options, (phase, opts) => {
        const { phase: next } = computeNextPhase(phase, opts);
        const ends = new Set(
          phase.objects.flatMap((o) => (o.type === 'arrow' && o.points.e !== null ? [`${roundCoordinate(o.points.e.x)},${roundCoordinate(o.points.e.y)}`] : [])),
        );
        next.objects.forEach((o, i) => {
          const was = phase.objects.filter((p) => p.type === 'object')[i]!;
          if (o.type !== 'object' || was.type !== 'object') throw new Error('arrow in the next phase');
          const stayed = o.pos.x === was.pos.x && o.pos.y === was.pos.y;
          if (was.subType !== 'player') expect(o).toEqual({ ...was, status: 'NOT_SELECTED' });
          else expect(stayed || ends.has(`${o.pos.x},${o.pos.y}`)).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('never makes a second ball, and is deterministic', () => {
    fc.assert(
      fc.property(phaseArb, options, (phase, opts) => {
        const first = computeNextPhase(phase, opts);
        expect(ballHolders(first.phase)).toBeLessThanOrEqual(ballHolders(phase));
        expect(computeNextPhase(phase, opts)).toEqual(first);
      }),
      { numRuns: 200 },
    );
  });

  it('assigns no action when nothing is linked', () => {
    fc.assert(
      fc.property(phaseArb, options, (phase, opts) => {
        const unlinked = { ...phase, links: [] };
        for (const step of computeNextPhase(unlinked, opts).steps) expect(step.error).toBe(STEP_ERRORS.notAssigned);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the random phases', () => {
  it('carry out actions often enough to test something', () => {
    const counts = { steps: 0, done: 0 };
    for (const phase of fc.sample(phaseArb, { numRuns: 300, seed: 42 })) {
      for (const step of computeNextPhase(phase, { snapDistance: 2 }).steps) {
        counts.steps++;
        if (step.error === undefined) counts.done++;
      }
    }
    expect(counts.done).toBeGreaterThan(counts.steps / 20);
  });
});
