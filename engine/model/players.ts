// Player labels and position names (spec §3 "Player labels", "Positions").
import type { PlayerTeam } from './play';

/** Basketball positions by player number. */
export const POSITIONS: Readonly<Record<1 | 2 | 3 | 4 | 5, string>> = {
  1: 'Point Guard',
  2: 'Shooting Guard',
  3: 'Small Forward',
  4: 'Power Forward',
  5: 'Center',
};

/** What the palette says after a position, by team. */
export const TEAM_SUFFIXES: Readonly<Record<PlayerTeam, string>> = {
  ball: 'with Ball',
  offense: 'on Offense',
  defense: 'on Defense',
  defense_alt: 'on Defense',
};

/** The number drawn on a player: '1'..'5', and '?' for 0 (a player not yet numbered). */
export function playerLabel(number: number): string {
  return Number.isInteger(number) && number >= 1 && number <= 5 ? String(number) : '?';
}

/** "1 Point Guard with Ball", "5 Center on Defense"; an unnumbered player is "? Player on Offense". */
export function positionName(number: number, team: PlayerTeam): string {
  const label = playerLabel(number);
  const position = label === '?' ? 'Player' : POSITIONS[number as 1 | 2 | 3 | 4 | 5];
  return `${label} ${position} ${TEAM_SUFFIXES[team]}`;
}
