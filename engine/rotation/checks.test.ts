import { describe, expect, it } from 'vitest';
import { ballHandlerStatus, checkRotation, courtMoments, doubleBookings, onCourtAt, playingTime, type RotationPlan } from './checks';
import { stint, twoHalves } from './fixtures';

const players = [
  { id: 'pg', position: 1 },
  { id: 'sg', position: 2 },
  { id: 'sf', position: 3 },
  { id: 'pf', position: 4 },
  { id: 'c', position: 5 },
  { id: 'six', position: 3 },
  { id: 'seven', position: null },
];

/** Two 10-minute halves: the starting five play the first half; 'six' replaces 'pg' at 5:00 of the second, 'sg' leaves at 8:00. */
const plan: RotationPlan = twoHalves(players, [
  ...['pg', 'sg', 'sf', 'pf', 'c'].map((id) => stint(id, 1, 0, 600)),
  stint('pg', 2, 0, 300),
  stint('sg', 2, 0, 480),
  ...['sf', 'pf', 'c'].map((id) => stint(id, 2, 0, 600)),
  stint('six', 2, 300, 600),
]);

describe('courtMoments', () => {
  it('cuts each period where the five changes and merges the rest', () => {
    const moments = courtMoments(plan);
    expect(moments.map((m) => [m.period, m.start, m.end, m.count])).toEqual([
      [1, 0, 600, 5],
      [2, 0, 300, 5],
      [2, 300, 480, 5],
      [2, 480, 600, 4],
    ]);
    expect(moments[2]!.playerIds).toEqual(['sg', 'sf', 'pf', 'c', 'six']);
    expect(moments[2]!.positions).toEqual([2, 3, 4, 5, 3]);
  });

  it('covers an empty period with one empty moment', () => {
    const moments = courtMoments({ ...plan, stints: plan.stints.filter((s) => s.period === 1) });
    expect(moments.at(-1)).toMatchObject({ period: 2, start: 0, end: 600, count: 0, playerIds: [] });
  });

  it('counts a player with overlapping stints once', () => {
    const moments = courtMoments({ ...plan, stints: [...plan.stints, stint('pg', 1, 100, 200)] });
    expect(moments[0]).toMatchObject({ start: 0, end: 600, count: 5 });
  });
});

describe('checkRotation', () => {
  it('highlights moments with more or fewer than five, and without a ball handler', () => {
    const check = checkRotation(plan);
    expect(check.wrongCount.map((m) => [m.period, m.start, m.end, m.count])).toEqual([[2, 480, 600, 4]]);
    expect(check.noBallHandler.map((m) => [m.period, m.start, m.end])).toEqual([[2, 480, 600]]);
    expect(check.doubleBooked).toEqual([]);
  });

  it('passes the ball handler check only where it could fail: never beside a moment with nobody on court', () => {
    const starters = ['pg', 'sg', 'sf', 'pf', 'c'];
    expect(ballHandlerStatus(checkRotation(twoHalves(players, [1, 2].flatMap((period) => starters.map((id) => stint(id, period, 0, 600))))))).toBe('passed');
    expect(ballHandlerStatus(checkRotation(plan))).toBe('failed');
    const nobody = checkRotation(twoHalves(players, []));
    expect(nobody.noBallHandler).toEqual([]);
    expect(nobody.empty.map((m) => [m.period, m.start, m.end])).toEqual([[1, 0, 600], [2, 0, 600]]);
    expect(ballHandlerStatus(nobody)).toBe('notApplicable');
    // One half played with a ball handler, the other empty: still not passed.
    const half = checkRotation(twoHalves(players, starters.map((id) => stint(id, 1, 0, 600))));
    expect(half.empty.map((m) => m.period)).toEqual([2]);
    expect(ballHandlerStatus(half)).toBe('notApplicable');
  });

  it('reports double bookings of one player', () => {
    expect(doubleBookings([stint('pg', 1, 0, 300), stint('pg', 1, 200, 400), stint('pg', 2, 0, 100)])).toEqual([
      { playerId: 'pg', period: 1, start: 200, end: 300 },
    ]);
  });
});

describe('playingTime', () => {
  it('answers seconds in total and per period for every roster player', () => {
    const times = playingTime(plan);
    expect(times.map((t) => t.playerId)).toEqual(players.map((p) => p.id));
    const byId = Object.fromEntries(times.map((t) => [t.playerId, t]));
    expect(byId.pg).toMatchObject({ total: 900, perPeriod: [600, 300] });
    expect(byId.sg).toMatchObject({ total: 1080, perPeriod: [600, 480] });
    expect(byId.six).toMatchObject({ total: 300, perPeriod: [0, 300] });
    expect(byId.seven).toMatchObject({ total: 0, perPeriod: [0, 0], longestOnCourt: 0, longestOnBench: 1200 });
  });

  it('runs stretches on across the period break', () => {
    const byId = Object.fromEntries(playingTime(plan).map((t) => [t.playerId, t]));
    expect(byId.c).toMatchObject({ longestOnCourt: 1200, longestOnBench: 0 });
    expect(byId.pg).toMatchObject({ longestOnCourt: 900, longestOnBench: 300 });
    expect(byId.six).toMatchObject({ longestOnCourt: 300, longestOnBench: 900 });
  });
});

describe('onCourtAt', () => {
  it('answers the five at a moment; a change at that second counts as done', () => {
    const moments = courtMoments(plan);
    expect(onCourtAt(moments, 2, 299)).toContain('pg');
    expect(onCourtAt(moments, 2, 300)).toContain('six');
    expect(onCourtAt(moments, 2, 600)).toEqual(['sf', 'pf', 'c', 'six']);
    expect(onCourtAt(moments, 3, 0)).toEqual([]);
  });
});
