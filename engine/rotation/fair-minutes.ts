// "Plan fair minutes" on a rotation as the editor keeps it (issue 16): the planner's input read
// from the rotation's data (available players, locked stints, each player's bounds, the change
// step and the longest bench stretch), and its answer put back as stints, locked ones kept apart
// and still locked so that the next plan keeps them too.
import type { RosterPlayer, RotationData, Stint } from '../model/rotation';
import { planRotation, type MinutesTarget, type PlanRotationInput, type RotationPlanResult } from './planner';

/** Changes every 2 minutes unless the coach says otherwise (issue 16's example). */
export const DEFAULT_CHANGE_STEP = 120;
/** The timeline snaps to whole minutes unless the coach says otherwise. */
export const DEFAULT_SNAP_STEP = 60;
/** The steps a coach picks from, in seconds: changes and snapping. */
export const STEP_CHOICES: readonly number[] = [30, 60, 120, 240];

/** Available for this game unless marked otherwise. */
export const isAvailable = (player: Pick<RosterPlayer, 'available'>): boolean => player.available !== false;

/** What the planner is asked for this rotation. */
export function planInputOf(data: RotationData): PlanRotationInput {
  const players = data.players.filter(isAvailable);
  const available = new Set(players.map((player) => player.id));
  const targets: Record<string, MinutesTarget> = {};
  for (const player of players) {
    if (player.minSeconds === undefined && player.maxSeconds === undefined) continue;
    targets[player.id] = { ...(player.minSeconds !== undefined ? { min: player.minSeconds } : {}), ...(player.maxSeconds !== undefined ? { max: player.maxSeconds } : {}) };
  }
  return {
    periods: data.periods,
    periodLength: data.periodLength,
    players: players.map((player) => ({ id: player.id, position: player.position })),
    step: data.changeStep ?? DEFAULT_CHANGE_STEP,
    targets,
    locked: data.stints.filter((stint) => stint.locked && available.has(stint.playerId)).map(({ playerId, period, start, end }) => ({ playerId, period, start, end })),
    ...(data.maxBenchStretch !== undefined ? { maxBenchStretch: data.maxBenchStretch } : {}),
  };
}

/** `stint` less the parts `cuts` cover (same player and period), as the pieces left. */
function subtract(stint: Stint, cuts: readonly Stint[]): Stint[] {
  let pieces = [stint];
  for (const cut of cuts) {
    if (cut.playerId !== stint.playerId || cut.period !== stint.period) continue;
    pieces = pieces.flatMap((piece) => {
      if (cut.end <= piece.start || cut.start >= piece.end) return [piece];
      return [
        ...(cut.start > piece.start ? [{ ...piece, end: cut.start }] : []),
        ...(cut.end < piece.end ? [{ ...piece, start: cut.end }] : []),
      ];
    });
  }
  return pieces;
}

const byTime = (a: Stint, b: Stint) => a.period - b.period || a.start - b.start || a.end - b.end;

/** The planner's rotation for `data`: its stints with the locked ones kept as they were, and why targets were not met. */
export function planFairMinutes(data: RotationData): { stints: Stint[]; result: RotationPlanResult } {
  const input = planInputOf(data);
  const result = planRotation(input);
  const locked = (input.locked ?? []).map((stint) => ({ ...stint, locked: true }));
  const planned = result.stints.flatMap((stint) => subtract(stint, locked));
  return { stints: [...planned, ...locked].sort(byTime), result };
}
