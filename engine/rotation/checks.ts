// Live checks of a rotation (issue 16): five on court at every moment, minutes per player in total
// and per period, the longest stretch on court and on the bench, positions on court per moment.
// Everything is plain data in seconds, for an editor to highlight.
import type { RosterPlayer, Stint } from '../model/rotation';

/** Players on court for one team at every moment of a game. */
export const PLAYERS_ON_COURT = 5;

/** Positions that bring the ball up: the point guard and the shooting guard. */
export const BALL_HANDLER_POSITIONS: readonly number[] = [1, 2];

/** What the checks read of a roster player. */
export type RotationPlayer = Pick<RosterPlayer, 'id' | 'position'>;

/** What the checks read of a rotation: `RotationData` fits, and so does a planner's answer. */
export interface RotationPlan {
  periods: number;
  /** Length of one period, in seconds. */
  periodLength: number;
  players: readonly RotationPlayer[];
  stints: readonly Stint[];
}

/** A stretch of one period during which the same players are on court. */
export interface CourtMoment {
  period: number;
  /** Seconds into the period. */
  start: number;
  end: number;
  /** Who is on court, in roster order (ids the roster lacks come last). */
  playerIds: string[];
  /** Their positions, in the same order (null: not set). */
  positions: (number | null)[];
  count: number;
  hasBallHandler: boolean;
}

/** Two stints of one player that overlap: the player is counted once there. */
export interface DoubleBooking {
  playerId: string;
  period: number;
  start: number;
  end: number;
}

/** One player's time, in seconds. */
export interface PlayerTime {
  playerId: string;
  total: number;
  /** Index 0 is period 1. */
  perPeriod: number[];
  /** Game time runs on across period breaks: a player on court at the end of one period and the start of the next plays one stretch. */
  longestOnCourt: number;
  longestOnBench: number;
}

export interface RotationCheck {
  /** The whole game, moment by moment, in order; they tile every period from 0 to its length. */
  moments: CourtMoment[];
  /** Moments with more or fewer than five on court. */
  wrongCount: CourtMoment[];
  /** Moments with someone on court but no ball handler (position 1 or 2). */
  noBallHandler: CourtMoment[];
  /** Moments with nobody on court (a period without stints is one): no role can be checked there. */
  empty: CourtMoment[];
  /** Every roster player, in roster order. */
  players: PlayerTime[];
  doubleBooked: DoubleBooking[];
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The moments of a game: each period cut wherever a stint starts or ends, equal neighbours merged. */
export function courtMoments(plan: RotationPlan): CourtMoment[] {
  const order = new Map(plan.players.map((player, index) => [player.id, index]));
  const positionOf = new Map(plan.players.map((player) => [player.id, player.position]));
  const rank = (id: string) => order.get(id) ?? plan.players.length;
  const moments: CourtMoment[] = [];
  for (let period = 1; period <= plan.periods; period++) {
    const stints = plan.stints
      .filter((stint) => stint.period === period)
      .map((stint) => ({ ...stint, start: clamp(stint.start, 0, plan.periodLength), end: clamp(stint.end, 0, plan.periodLength) }))
      .filter((stint) => stint.end > stint.start);
    const cuts = [...new Set([0, plan.periodLength, ...stints.flatMap((stint) => [stint.start, stint.end])])].sort((a, b) => a - b);
    for (let i = 0; i + 1 < cuts.length; i++) {
      const start = cuts[i]!;
      const end = cuts[i + 1]!;
      const ids = [...new Set(stints.filter((stint) => stint.start <= start && stint.end >= end).map((stint) => stint.playerId))];
      // A stable sort keeps ids the roster lacks in stint order.
      ids.sort((a, b) => rank(a) - rank(b));
      const previous = moments.at(-1);
      if (previous !== undefined && previous.period === period && sameIds(previous.playerIds, ids)) {
        previous.end = end;
        continue;
      }
      const positions = ids.map((id) => positionOf.get(id) ?? null);
      moments.push({
        period,
        start,
        end,
        playerIds: ids,
        positions,
        count: ids.length,
        hasBallHandler: positions.some((position) => position !== null && BALL_HANDLER_POSITIONS.includes(position)),
      });
    }
  }
  return moments;
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Overlapping stints of the same player, one entry per overlap. */
export function doubleBookings(stints: readonly Stint[]): DoubleBooking[] {
  const found: DoubleBooking[] = [];
  const byPlayerPeriod = new Map<string, Stint[]>();
  for (const stint of stints) {
    const key = `${stint.period}\u0000${stint.playerId}`;
    const list = byPlayerPeriod.get(key) ?? [];
    list.push(stint);
    byPlayerPeriod.set(key, list);
  }
  for (const list of byPlayerPeriod.values()) {
    const sorted = [...list].sort((a, b) => a.start - b.start || a.end - b.end);
    let reach = sorted[0]!.end;
    for (const stint of sorted.slice(1)) {
      if (stint.start < reach) {
        found.push({ playerId: stint.playerId, period: stint.period, start: stint.start, end: Math.min(reach, stint.end) });
      }
      reach = Math.max(reach, stint.end);
    }
  }
  return found.sort((a, b) => a.period - b.period || a.start - b.start);
}

/** Each roster player's seconds in total and per period, and longest stretches on court and on the bench. */
export function playingTime(plan: RotationPlan, moments: readonly CourtMoment[] = courtMoments(plan)): PlayerTime[] {
  return plan.players.map((player) => {
    const perPeriod = Array.from({ length: plan.periods }, () => 0);
    let onCourt = 0;
    let onBench = 0;
    let longestOnCourt = 0;
    let longestOnBench = 0;
    for (const moment of moments) {
      const length = moment.end - moment.start;
      if (moment.playerIds.includes(player.id)) {
        perPeriod[moment.period - 1]! += length;
        onCourt += length;
        onBench = 0;
        longestOnCourt = Math.max(longestOnCourt, onCourt);
      } else {
        onBench += length;
        onCourt = 0;
        longestOnBench = Math.max(longestOnBench, onBench);
      }
    }
    const total = perPeriod.reduce((sum, seconds) => sum + seconds, 0);
    return { playerId: player.id, total, perPeriod, longestOnCourt, longestOnBench };
  });
}

/** Every check at once, for the rotation editor. */
export function checkRotation(plan: RotationPlan): RotationCheck {
  const moments = courtMoments(plan);
  return {
    moments,
    wrongCount: moments.filter((moment) => moment.count !== PLAYERS_ON_COURT),
    noBallHandler: moments.filter((moment) => moment.count > 0 && !moment.hasBallHandler),
    empty: moments.filter((moment) => moment.count === 0),
    players: playingTime(plan, moments),
    doubleBooked: doubleBookings(plan.stints),
  };
}

/**
 * The ball handler check: passed only where it could have failed, so never while some moment has
 * nobody on court (an empty period would otherwise pass it).
 */
export function ballHandlerStatus(check: Pick<RotationCheck, 'noBallHandler' | 'empty'>): 'passed' | 'failed' | 'notApplicable' {
  if (check.noBallHandler.length > 0) return 'failed';
  return check.empty.length > 0 ? 'notApplicable' : 'passed';
}

/** Who is on court at `seconds` into `period` (a change at that very second counts as done). */
export function onCourtAt(moments: readonly CourtMoment[], period: number, seconds: number): string[] {
  const inPeriod = moments.filter((moment) => moment.period === period);
  const moment = inPeriod.find((m) => seconds >= m.start && seconds < m.end) ?? inPeriod.at(-1);
  return moment === undefined ? [] : [...moment.playerIds];
}
