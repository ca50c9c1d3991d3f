// Small builders for rotation plans in tests: a stint, and a plan of two 10-minute halves.
import type { Stint } from '../model/rotation';
import type { RotationPlan } from './checks';

export function stint(playerId: string, period: number, start: number, end: number): Stint {
  return { playerId, period, start, end };
}

/** A plan of two 10-minute halves (600 s each) for these players and stints. */
export function twoHalves(players: RotationPlan['players'], stints: RotationPlan['stints']): RotationPlan {
  return { periods: 2, periodLength: 600, players, stints };
}
