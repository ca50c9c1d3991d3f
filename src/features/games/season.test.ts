import { describe, expect, it } from 'vitest';
import { seasonOf } from './season';

const player = (id: string, name = id) => ({ id, name, number: id.slice(1), position: null });
const game = (id: string, date: string, minutes: Record<string, number>, dressed = Object.keys(minutes)) => ({
  game_id: id,
  date,
  opponent: `Opp ${id}`,
  created_at: `${date}T20:00:00.000Z`,
  players: dressed.map((playerId) => player(playerId)),
  minutes: Object.entries(minutes).map(([player_id, seconds]) => ({ player_id, seconds, per_period: [seconds], fouls: 0 })),
});

describe('season minutes', () => {
  it('sums minutes per player over the games, oldest first, with each share of the team average', () => {
    const season = seasonOf([
      game('g2', '2026-11-27', { p1: 600, p2: 1200, p3: 600 }),
      game('g1', '2026-11-20', { p1: 1200, p2: 600 }),
    ]);
    expect(season.games.map((g) => g.gameId)).toEqual(['g1', 'g2']);
    const byId = Object.fromEntries(season.players.map((p) => [p.playerId, p]));
    expect(byId.p1).toMatchObject({ perGame: [1200, 600], total: 1800, games: 2 });
    // p3 was not dressed for the first game: no minutes there, not zero.
    expect(byId.p3).toMatchObject({ perGame: [null, 600], total: 600, games: 1 });
    expect(season.averageTotal).toBe(1400);
    expect(byId.p1!.share).toBeCloseTo(1800 / 1400);
    expect(byId.p3!.share).toBeCloseTo(600 / 1400);
    expect(season.players.map((p) => p.playerId)).toEqual(['p1', 'p2', 'p3']);
  });

  it('counts a dressed player who never played as zero, and is empty without games', () => {
    const season = seasonOf([game('g1', '2026-11-20', { p1: 600 }, ['p1', 'p9'])]);
    expect(season.players.find((p) => p.playerId === 'p9')).toMatchObject({ perGame: [0], total: 0, share: 0 });
    expect(seasonOf([])).toEqual({ games: [], players: [], averageTotal: 0 });
  });
});
