import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Stint } from '../model/rotation';
import { PLAYERS_ON_COURT, checkRotation } from './checks';
import { planRotation, type MinutesTarget, type PlanRotationInput, type UnmetTarget } from './planner';

/** Reasons that say up front the targets cannot all be met; without them, they must be. */
const INFEASIBLE: readonly UnmetTarget['code'][] = [
  'too-few-players',
  'limits-conflict',
  'minimums-too-high',
  'maximums-too-low',
  'too-many-locked',
];

const inputArb: fc.Arbitrary<PlanRotationInput> = fc
  .record({
    playerCount: fc.integer({ min: 3, max: 15 }),
    periods: fc.constantFrom(2, 4),
    periodLength: fc.integer({ min: 2, max: 24 }).map((n) => n * 30),
    stepSlots: fc.integer({ min: 1, max: 8 }),
    targetSeeds: fc.array(
      fc.record({
        min: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 3 }),
        max: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 3 }),
      }),
      { maxLength: 15 },
    ),
    lockSeeds: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })), {
      maxLength: 6,
    }),
  })
  .map(({ playerCount, periods, periodLength, stepSlots, targetSeeds, lockSeeds }) => {
    const players = Array.from({ length: playerCount }, (_, i) => ({ id: `p${i + 1}`, position: (i % 5) + 1 }));
    const gameLength = periods * periodLength;
    const targets: Record<string, MinutesTarget> = {};
    targetSeeds.forEach((seed, i) => {
      if (i >= playerCount) return;
      const target: MinutesTarget = {};
      // Minimums up to half the game; maximums at or above the minimum (the coach's own bounds agree).
      const min = seed.min === null ? 0 : Math.round(seed.min * gameLength * 0.5);
      if (seed.min !== null) target.min = min;
      if (seed.max !== null) target.max = min + Math.round(seed.max * (gameLength - min));
      targets[`p${i + 1}`] = target;
    });
    const locked: Stint[] = lockSeeds.map(([player, period, a, b]) => {
      const [start, end] = [Math.round(Math.min(a, b) * periodLength), Math.round(Math.max(a, b) * periodLength)];
      return { playerId: `p${(player % playerCount) + 1}`, period: (period % periods) + 1, start, end: Math.max(end, start + 1) };
    });
    return { periods, periodLength, players, step: stepSlots * 30, targets, locked: locked.filter((s) => s.end <= periodLength) };
  });

const covers = (stints: readonly Stint[], lock: Stint) =>
  stints.some((s) => s.playerId === lock.playerId && s.period === lock.period && s.start <= lock.start && s.end >= lock.end);

describe('planRotation properties', () => {
  it('fields exactly five at every moment, fills 5 × the game, keeps the locks, changes only where allowed', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = planRotation(input);
        const check = checkRotation({ ...input, stints: result.stints });
        const tooManyLocked = result.unmet.some((u) => u.code === 'too-many-locked');
        if (input.players.length >= PLAYERS_ON_COURT && !tooManyLocked) {
          expect(check.wrongCount).toEqual([]);
          const total = result.players.reduce((sum, p) => sum + p.planned, 0);
          expect(total).toBeCloseTo(PLAYERS_ON_COURT * input.periods * input.periodLength, 6);
        }
        expect(check.doubleBooked).toEqual([]);
        for (const lock of input.locked ?? []) expect(covers(result.stints, lock)).toBe(true);
        const allowed = (stint: Stint, at: number) =>
          at % input.step === 0 ||
          at === input.periodLength ||
          (input.locked ?? []).some((lock) => lock.period === stint.period && (lock.start === at || lock.end === at));
        for (const stint of result.stints) {
          expect(allowed(stint, stint.start)).toBe(true);
          expect(allowed(stint, stint.end)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('meets every target within a step when nothing says it cannot', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = planRotation(input);
        if (result.unmet.some((u) => INFEASIBLE.includes(u.code))) return;
        expect(result.unmet.filter((u) => u.code === 'target-missed')).toEqual([]);
        for (const player of result.players) {
          expect(Math.abs(player.planned - player.target)).toBeLessThanOrEqual(input.step + 1e-6);
          // A bound off the grid of allowed changes can be missed, by less than a step, and is then reported.
          const { min = 0, max = Infinity } = input.targets?.[player.playerId] ?? {};
          expect(player.planned).toBeGreaterThanOrEqual(min - input.step - 1e-6);
          expect(player.planned).toBeLessThanOrEqual(max + input.step + 1e-6);
          const reported = (code: UnmetTarget['code']) => result.unmet.some((u) => u.code === code && 'playerId' in u && u.playerId === player.playerId);
          expect(reported('minimum-missed')).toBe(player.planned < min - 1e-6);
          expect(reported('maximum-exceeded')).toBe(player.planned > max + 1e-6);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reports every bench stretch it could not keep', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 1, max: 20 }), (input, benchSlots) => {
        const maxBenchStretch = benchSlots * 30;
        const result = planRotation({ ...input, maxBenchStretch });
        const check = checkRotation({ ...input, stints: result.stints });
        for (const player of check.players) {
          if (player.longestOnBench > maxBenchStretch) {
            expect(result.unmet).toContainEqual({
              code: 'bench-stretch-exceeded',
              playerId: player.playerId,
              longest: player.longestOnBench,
              maxBenchStretch,
            });
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('answers the same plan for the same input', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(planRotation(input)).toEqual(planRotation(structuredClone(input)));
      }),
      { numRuns: 100 },
    );
  });
});
