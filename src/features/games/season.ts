// The season view's numbers (issue 16): minutes per player per game and in total, and each
// player's share against the team's average, the fairness coaches are asked about. Pure, from the
// games' records as the server answers them (their minutes computed from the events).
import type { GameListRecord } from '../../api/games/keys';

export interface SeasonGame {
  gameId: string;
  date: string;
  opponent: string;
}

export interface SeasonPlayer {
  playerId: string;
  name: string;
  number: string;
  /** Seconds per game, in the order of `games`; null where the player was not dressed. */
  perGame: (number | null)[];
  total: number;
  /** Games the player was dressed for. */
  games: number;
  /** Total against the team's average total: 1 is the average, 0.5 half of it. */
  share: number;
}

export interface Season {
  /** Oldest first. */
  games: SeasonGame[];
  /** In the order of the latest roster, then anyone else by name. */
  players: SeasonPlayer[];
  /** The average player's total seconds. */
  averageTotal: number;
}

export function seasonOf(records: readonly Pick<GameListRecord, 'game_id' | 'date' | 'opponent' | 'players' | 'minutes' | 'created_at'>[]): Season {
  const ordered = [...records].sort((a, b) => a.date.localeCompare(b.date) || a.created_at.localeCompare(b.created_at));
  const players = new Map<string, SeasonPlayer>();
  // The latest game names a player: the roster's newest name and number.
  for (const game of ordered) {
    for (const player of game.players) {
      const known = players.get(player.id);
      if (known) Object.assign(known, { name: player.name, number: player.number });
      else players.set(player.id, { playerId: player.id, name: player.name, number: player.number, perGame: Array.from({ length: ordered.length }, () => null), total: 0, games: 0, share: 0 });
    }
  }
  ordered.forEach((game, index) => {
    const dressed = new Set(game.players.map((player) => player.id));
    for (const minutes of game.minutes) {
      const player = players.get(minutes.player_id);
      if (!player) continue;
      player.perGame[index] = minutes.seconds;
    }
    for (const id of dressed) {
      const player = players.get(id)!;
      player.perGame[index] ??= 0;
      player.games++;
    }
  });
  const list = [...players.values()];
  for (const player of list) player.total = player.perGame.reduce<number>((sum, seconds) => sum + (seconds ?? 0), 0);
  const averageTotal = list.length > 0 ? list.reduce((sum, player) => sum + player.total, 0) / list.length : 0;
  for (const player of list) player.share = averageTotal > 0 ? player.total / averageTotal : 0;
  const latest = ordered.at(-1)?.players.map((player) => player.id) ?? [];
  const rank = (id: string) => {
    const at = latest.indexOf(id);
    return at === -1 ? latest.length : at;
  };
  list.sort((a, b) => rank(a.playerId) - rank(b.playerId) || a.name.localeCompare(b.name));
  return { games: ordered.map((game) => ({ gameId: game.game_id, date: game.date, opponent: game.opponent })), players: list, averageTotal };
}
