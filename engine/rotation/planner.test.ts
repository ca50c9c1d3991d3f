import { describe, expect, it } from 'vitest';
import { checkRotation } from './checks';
import { planRotation, type PlanRotationInput } from './planner';

const roster = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, position: (i % 5) + 1 }));
const MINUTE = 60;

/** 10 players, 4 × 8 minutes, changes every 2 minutes: issue 16's example. */
const tenPlayers: PlanRotationInput = { periods: 4, periodLength: 8 * MINUTE, players: roster(10), step: 2 * MINUTE };

describe('planRotation', () => {
  it('gives ten players 16 minutes each, five on court throughout, changes every 2 minutes', () => {
    const result = planRotation(tenPlayers);
    expect(result.unmet).toEqual([]);
    for (const player of result.players) {
      expect(player.target).toBeCloseTo(16 * MINUTE);
      expect(Math.abs(player.planned - 16 * MINUTE)).toBeLessThanOrEqual(2 * MINUTE);
    }
    const check = checkRotation({ ...tenPlayers, stints: result.stints });
    expect(check.wrongCount).toEqual([]);
    for (const stint of result.stints) {
      expect(stint.start % (2 * MINUTE)).toBe(0);
      expect(stint.end % (2 * MINUTE)).toBe(0);
    }
  });

  it('is deterministic', () => {
    const input: PlanRotationInput = { ...tenPlayers, players: roster(13), step: MINUTE, maxBenchStretch: 6 * MINUTE };
    expect(planRotation(input)).toEqual(planRotation(structuredClone(input)));
  });

  it('keeps no one on the bench longer than the set stretch', () => {
    const result = planRotation({ ...tenPlayers, players: roster(12), maxBenchStretch: 4 * MINUTE });
    expect(result.unmet).toEqual([]);
    const check = checkRotation({ ...tenPlayers, players: roster(12), stints: result.stints });
    for (const player of check.players) expect(player.longestOnBench).toBeLessThanOrEqual(4 * MINUTE);
  });

  it('honours minimum and maximum minutes and shares the rest equally', () => {
    const result = planRotation({
      ...tenPlayers,
      targets: { p1: { min: 28 * MINUTE }, p2: { max: 6 * MINUTE }, p3: { min: 20 * MINUTE, max: 20 * MINUTE } },
    });
    expect(result.unmet).toEqual([]);
    const byId = Object.fromEntries(result.players.map((p) => [p.playerId, p]));
    expect(byId.p1!.target).toBeCloseTo(28 * MINUTE);
    expect(byId.p2!.target).toBeCloseTo(6 * MINUTE);
    expect(byId.p3!.target).toBeCloseTo(20 * MINUTE);
    // 160 court minutes less 54 leaves 106 for seven players.
    expect(byId.p4!.target).toBeCloseTo((106 / 7) * MINUTE);
    expect(byId.p1!.planned).toBeGreaterThanOrEqual(28 * MINUTE);
    expect(byId.p2!.planned).toBeLessThanOrEqual(6 * MINUTE);
    expect(byId.p3!.planned).toBe(20 * MINUTE);
  });

  it('keeps locked stints, even off the step grid, and changes there', () => {
    const locked = [
      { playerId: 'p7', period: 1, start: 0, end: 8 * MINUTE },
      { playerId: 'p8', period: 3, start: 90, end: 400 },
    ];
    const result = planRotation({ ...tenPlayers, locked });
    expect(result.unmet).toEqual([]);
    const check = checkRotation({ ...tenPlayers, stints: result.stints });
    expect(check.wrongCount).toEqual([]);
    for (const lock of locked) {
      expect(
        result.stints.some((s) => s.playerId === lock.playerId && s.period === lock.period && s.start <= lock.start && s.end >= lock.end),
      ).toBe(true);
    }
  });

  it('explains when there are fewer than five players, and plays everyone', () => {
    const result = planRotation({ ...tenPlayers, players: roster(4) });
    expect(result.unmet).toContainEqual({ code: 'too-few-players', available: 4, needed: 5 });
    expect(result.players.every((p) => p.planned === 32 * MINUTE)).toBe(true);
  });

  it('explains minimums that do not fit in the game', () => {
    const targets = Object.fromEntries(roster(10).map((p) => [p.id, { min: 20 * MINUTE }]));
    const result = planRotation({ ...tenPlayers, targets });
    expect(result.unmet).toContainEqual({ code: 'minimums-too-high', totalMinimum: 200 * MINUTE, courtSeconds: 160 * MINUTE });
    expect(checkRotation({ ...tenPlayers, stints: result.stints }).wrongCount).toEqual([]);
    expect(result.unmet.filter((u) => u.code === 'minimum-missed').length).toBeGreaterThan(0);
  });

  it('explains maximums that leave the court short, and still fields five', () => {
    const targets = Object.fromEntries(roster(10).map((p) => [p.id, { max: 10 * MINUTE }]));
    const result = planRotation({ ...tenPlayers, targets });
    expect(result.unmet).toContainEqual({ code: 'maximums-too-low', totalMaximum: 100 * MINUTE, courtSeconds: 160 * MINUTE });
    expect(checkRotation({ ...tenPlayers, stints: result.stints }).wrongCount).toEqual([]);
  });

  it('explains a lock over a maximum, six locked at once, a lock of an absent player, a bad step', () => {
    const sixLocked = roster(6).map((p) => ({ playerId: p.id, period: 2, start: 0, end: 2 * MINUTE }));
    const result = planRotation({
      ...tenPlayers,
      step: 0,
      targets: { p9: { max: MINUTE } },
      locked: [...sixLocked, { playerId: 'p9', period: 1, start: 0, end: 4 * MINUTE }, { playerId: 'ghost', period: 1, start: 0, end: 60 }],
    });
    const codes = result.unmet.map((u) => u.code);
    expect(codes).toContain('invalid-step');
    expect(codes).toContain('too-many-locked');
    expect(codes).toContain('maximum-exceeded');
    expect(result.unmet).toContainEqual({ code: 'limits-conflict', playerId: 'p9', min: 4 * MINUTE, max: MINUTE });
    expect(result.unmet).toContainEqual({ code: 'lock-ignored', reason: 'player-unavailable', playerId: 'ghost', period: 1, start: 0, end: 60 });
  });

  it('explains a bench stretch that cannot be kept', () => {
    const result = planRotation({ ...tenPlayers, players: roster(15), maxBenchStretch: 2 * MINUTE });
    expect(result.unmet.some((u) => u.code === 'bench-stretch-exceeded')).toBe(true);
  });

  it('plans nothing for a game without time', () => {
    expect(planRotation({ ...tenPlayers, periodLength: 0 }).unmet).toEqual([{ code: 'invalid-game', periods: 4, periodLength: 0 }]);
  });

  it('drops a player listed twice', () => {
    const result = planRotation({ ...tenPlayers, players: [...roster(10), { id: 'p1', position: 1 }] });
    expect(result.unmet).toEqual([{ code: 'duplicate-player', playerId: 'p1' }]);
    expect(result.players).toHaveLength(10);
  });
});
