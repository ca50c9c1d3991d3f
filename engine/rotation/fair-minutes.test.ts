import { describe, expect, it } from 'vitest';
import type { RotationData } from '../model/rotation';
import { createEmptyRotationData } from '../model/rotation-defaults';
import { checkRotation } from './checks';
import { DEFAULT_CHANGE_STEP, planFairMinutes, planInputOf } from './fair-minutes';

const MINUTE = 60;

/** 4 × 8 minutes with `count` players: issue 16's game. */
function game(count: number, changes: Partial<RotationData> = {}): RotationData {
  return {
    ...createEmptyRotationData('Game'),
    periodLength: 8 * MINUTE,
    players: Array.from({ length: count }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, number: String(i), position: (i % 5) + 1 })),
    ...changes,
  };
}

describe('planInputOf', () => {
  it('asks for the available players with their bounds, the locked stints of available players, the step and the bench stretch', () => {
    const data = game(7, { changeStep: MINUTE, maxBenchStretch: 6 * MINUTE });
    data.players[1]!.available = false;
    data.players[2]!.minSeconds = 20 * MINUTE;
    data.players[3]!.maxSeconds = 10 * MINUTE;
    data.stints = [
      { playerId: 'p1', period: 1, start: 0, end: 90, locked: true },
      { playerId: 'p2', period: 1, start: 0, end: 90, locked: true },
      { playerId: 'p5', period: 2, start: 0, end: 90 },
    ];
    expect(planInputOf(data)).toEqual({
      periods: 4,
      periodLength: 480,
      players: ['p1', 'p3', 'p4', 'p5', 'p6', 'p7'].map((id) => ({ id, position: data.players.find((p) => p.id === id)!.position })),
      step: MINUTE,
      targets: { p3: { min: 20 * MINUTE }, p4: { max: 10 * MINUTE } },
      locked: [{ playerId: 'p1', period: 1, start: 0, end: 90 }],
      maxBenchStretch: 6 * MINUTE,
    });
    expect(planInputOf(game(5)).step).toBe(DEFAULT_CHANGE_STEP);
    expect(planInputOf(game(5))).not.toHaveProperty('maxBenchStretch');
  });
});

describe('planFairMinutes', () => {
  it('plans ten players for 16 minutes each with five on court throughout', () => {
    const { stints, result } = planFairMinutes(game(10));
    expect(result.unmet).toEqual([]);
    const check = checkRotation({ ...game(10), stints });
    expect(check.wrongCount).toEqual([]);
    for (const player of check.players) expect(Math.abs(player.total - 16 * MINUTE)).toBeLessThanOrEqual(DEFAULT_CHANGE_STEP);
    expect(stints.some((stint) => stint.locked)).toBe(false);
  });

  it('keeps a locked stint as it was, apart and still locked, and plans around it', () => {
    const data = game(10, { stints: [{ playerId: 'p10', period: 2, start: 30, end: 300, locked: true }] });
    const { stints } = planFairMinutes(data);
    expect(stints.filter((stint) => stint.locked)).toEqual([{ playerId: 'p10', period: 2, start: 30, end: 300, locked: true }]);
    // Nothing else of p10 overlaps the lock; five on court at every moment still.
    const overlaps = stints.filter((s) => s.playerId === 'p10' && s.period === 2 && !s.locked && s.start < 300 && s.end > 30);
    expect(overlaps).toEqual([]);
    expect(checkRotation({ ...data, stints }).wrongCount).toEqual([]);
    expect(checkRotation({ ...data, stints }).doubleBooked).toEqual([]);
  });

  it('says why when too few players are available', () => {
    const data = game(6);
    data.players[0]!.available = false;
    data.players[1]!.available = false;
    expect(planFairMinutes(data).result.unmet).toContainEqual({ code: 'too-few-players', available: 4, needed: 5 });
  });
});
