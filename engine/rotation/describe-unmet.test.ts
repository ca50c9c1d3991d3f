import { describe, expect, it } from 'vitest';
import { describeUnmet, formatGameTime } from './describe-unmet';
import { planRotation } from './planner';

describe('formatGameTime', () => {
  it('reads like a game clock', () => {
    expect([0, 59.6, 75.4, 960, 2400].map(formatGameTime)).toEqual(['0:00', '1:00', '1:15', '16:00', '40:00']);
  });
});

describe('describeUnmet', () => {
  it('says what went wrong with names and times a coach reads', () => {
    const names: Record<string, string> = { p1: 'Ana', p2: 'Bea' };
    const nameOf = (id: string) => names[id] ?? id;
    expect(describeUnmet({ code: 'too-few-players', available: 4, needed: 5 })).toMatch(/^Only 4 players are available/);
    expect(describeUnmet({ code: 'minimum-missed', playerId: 'p1', minimum: 900, planned: 840 }, nameOf)).toBe(
      'Ana is planned for 14:00, under the minimum of 15:00: allow more frequent changes or lower the minimum.',
    );
  });

  it('has a sentence for every reason the planner gives', () => {
    const result = planRotation({
      periods: 2,
      periodLength: 600,
      players: [1, 2, 3, 4].map((n) => ({ id: `p${n}`, position: null })),
      step: -1,
      targets: { p1: { min: 900, max: 300 } },
      locked: [{ playerId: 'ghost', period: 1, start: 0, end: 60 }],
      maxBenchStretch: 0,
    });
    expect(result.unmet.length).toBeGreaterThan(3);
    for (const reason of result.unmet) expect(describeUnmet(reason, (id) => `Player ${id}`)).toMatch(/^[A-Z0-9].*\.$/);
  });
});
