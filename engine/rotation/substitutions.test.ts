import { describe, expect, it } from 'vitest';
import type { RotationPlan } from './checks';
import { stint, twoHalves } from './fixtures';
import { planRotation } from './planner';
import { nextPlannedChange, suggestSubstitutions } from './substitutions';

const players = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({ id, position: null }));
const plan: RotationPlan = twoHalves(players, [
  ...['a', 'b', 'c', 'd'].map((id) => stint(id, 1, 0, 600)),
  stint('e', 1, 0, 300),
  stint('f', 1, 300, 600),
  ...['a', 'b', 'c', 'd', 'f'].map((id) => stint(id, 2, 0, 300)),
  ...['a', 'b', 'c', 'e', 'g'].map((id) => stint(id, 2, 300, 600)),
]);

describe('nextPlannedChange', () => {
  it('answers the next moment the plan changes the five, with who comes in and goes out', () => {
    expect(nextPlannedChange(plan, 1, 120)).toEqual({ period: 1, at: 300, lineup: ['a', 'b', 'c', 'd', 'f'], in: ['f'], out: ['e'] });
    // The break keeps the same five: the next change is in the second half.
    expect(nextPlannedChange(plan, 1, 300)).toMatchObject({ period: 2, at: 300, in: ['e', 'g'], out: ['d', 'f'] });
    expect(nextPlannedChange(plan, 2, 300)).toBeNull();
  });

  it('compares with who is actually on court when told', () => {
    expect(nextPlannedChange(plan, 1, 120, ['a', 'b', 'c', 'g', 'e'])).toMatchObject({ in: ['d', 'f'], out: ['g', 'e'] });
  });

  it('shows the change after a planned change made early, or none when no other is left (issue 32)', () => {
    // The half-time change made at 2:00: the card moves on to the second half's change.
    expect(nextPlannedChange(plan, 1, 120, ['a', 'b', 'c', 'd', 'f'])).toMatchObject({ period: 2, at: 300, in: ['e', 'g'], out: ['d', 'f'] });
    expect(nextPlannedChange(plan, 1, 400, ['a', 'b', 'c', 'e', 'g'])).toBeNull();
  });
});

describe('suggestSubstitutions', () => {
  const targets = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((playerId) => ({ playerId, seconds: 600 }));

  it('swaps the player furthest ahead of pace for the one furthest behind', () => {
    // Halfway through a 20-minute game: the pace is 300 s each.
    const played = { a: 600, b: 420, c: 330, d: 300, e: 300, f: 0, g: 120 };
    const suggestions = suggestSubstitutions({ targets, played, onCourt: ['a', 'b', 'c', 'd', 'e'], gameElapsed: 600, gameLength: 1200 });
    expect(suggestions).toEqual([
      { out: 'a', in: 'f', outAhead: 300, inBehind: 300 },
      { out: 'b', in: 'g', outAhead: 120, inBehind: 180 },
    ]);
  });

  it('suggests nothing when the minutes are even', () => {
    const played = { a: 300, b: 300, c: 300, d: 300, e: 300, f: 280, g: 290 };
    expect(suggestSubstitutions({ targets, played, onCourt: ['a', 'b', 'c', 'd', 'e'], gameElapsed: 600, gameLength: 1200 })).toEqual([]);
  });

  it('takes out a fouled-out player first and never brings one in', () => {
    const played = { a: 300, b: 300, c: 300, d: 300, e: 300, f: 0, g: 300 };
    const suggestions = suggestSubstitutions({
      targets,
      played,
      onCourt: ['a', 'b', 'c', 'd', 'e'],
      gameElapsed: 600,
      gameLength: 1200,
      unavailable: ['c', 'f'],
    });
    expect(suggestions).toEqual([{ out: 'c', in: 'g', outAhead: 0, inBehind: 0 }]);
  });

  it('follows a plan: targets from the planned minutes', () => {
    const roster = players.slice(0, 7);
    const planned = planRotation({ periods: 2, periodLength: 600, players: roster, step: 120 });
    const suggestions = suggestSubstitutions({
      targets: planned.players.map((p) => ({ playerId: p.playerId, seconds: p.planned })),
      played: { a: 600, b: 600, c: 600, d: 600, e: 600 },
      onCourt: ['a', 'b', 'c', 'd', 'e'],
      gameElapsed: 600,
      gameLength: 1200,
    });
    expect(suggestions.map((s) => s.in)).toEqual(['f', 'g']);
  });
});
