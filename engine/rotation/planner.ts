// The fair-minutes planner (issue 16): from the available players, locked stints and per-player
// targets, a rotation with five on court at every moment, changes only at allowed moments, and
// coded reasons wherever the targets cannot all be met. Deterministic: no randomness, ties go to
// the player listed first.
import type { Stint } from '../model/rotation';
import { PLAYERS_ON_COURT, checkRotation, type RotationPlayer } from './checks';

/** A coach's bounds on one player's playing time, in seconds of the whole game. */
export interface MinutesTarget {
  min?: number;
  max?: number;
}

export interface PlanRotationInput {
  periods: number;
  /** Seconds. */
  periodLength: number;
  /** The available players, in the order that breaks ties. */
  players: readonly RotationPlayer[];
  /** Seconds between allowed changes, counted from each period's start (e.g. 120); period breaks are always allowed. */
  step: number;
  /** Bounds by player id; a player without bounds gets an equal share of what is left. */
  targets?: Readonly<Record<string, MinutesTarget>>;
  /** Stints the coach fixed: kept as they are. Their ends are allowed change moments too. */
  locked?: readonly Stint[];
  /** The longest a player may sit in a row, in seconds of game time (period breaks do not count). */
  maxBenchStretch?: number;
}

/** Why a plan falls short; numbers in seconds, for the app to phrase in the coach's language. */
export type UnmetTarget =
  | { code: 'invalid-game'; periods: number; periodLength: number }
  | { code: 'too-few-players'; available: number; needed: number }
  | { code: 'invalid-step'; step: number; used: number }
  | { code: 'duplicate-player'; playerId: string }
  | { code: 'lock-ignored'; reason: 'player-unavailable' | 'outside-game'; playerId: string; period: number; start: number; end: number }
  | { code: 'too-many-locked'; period: number; start: number; end: number; count: number }
  | { code: 'limits-conflict'; playerId: string; min: number; max: number }
  | { code: 'minimums-too-high'; totalMinimum: number; courtSeconds: number }
  | { code: 'maximums-too-low'; totalMaximum: number; courtSeconds: number }
  | { code: 'target-missed'; playerId: string; target: number; planned: number; tolerance: number }
  | { code: 'minimum-missed'; playerId: string; minimum: number; planned: number }
  | { code: 'maximum-exceeded'; playerId: string; maximum: number; planned: number }
  | { code: 'bench-stretch-exceeded'; playerId: string; longest: number; maxBenchStretch: number };

export interface PlannedMinutes {
  playerId: string;
  /** The fair share within the player's bounds, in seconds. */
  target: number;
  planned: number;
}

export interface RotationPlanResult {
  /** Sorted by period, start, then player order; one stint per unbroken stretch within a period. */
  stints: Stint[];
  /** Every available player, in the given order. */
  players: PlannedMinutes[];
  unmet: UnmetTarget[];
}

/** Slack for float comparisons of seconds. */
const EPSILON = 1e-6;
const BISECTION_ROUNDS = 100;

interface Slot {
  period: number;
  start: number;
  end: number;
  /** Indexes of players locked on court for the whole slot. */
  locked: number[];
}

/** A plan of the whole game; see the module comment. */
export function planRotation(input: PlanRotationInput): RotationPlanResult {
  const { periods, periodLength } = input;
  const unmet: UnmetTarget[] = [];
  if (!Number.isInteger(periods) || periods < 1 || !Number.isFinite(periodLength) || periodLength <= 0) {
    return { stints: [], players: [], unmet: [{ code: 'invalid-game', periods, periodLength }] };
  }
  const players = uniquePlayers(input.players, unmet);
  const step = Number.isFinite(input.step) && input.step > 0 ? input.step : periodLength;
  if (step !== input.step) unmet.push({ code: 'invalid-step', step: input.step, used: step });
  if (players.length < PLAYERS_ON_COURT) {
    unmet.push({ code: 'too-few-players', available: players.length, needed: PLAYERS_ON_COURT });
  }

  const index = new Map(players.map((player, i) => [player.id, i]));
  const locks = validLocks(input.locked ?? [], index, periods, periodLength, unmet);
  const slots = buildSlots(periods, periodLength, step, locks, index);
  const gameLength = periods * periodLength;
  const lockedSeconds = players.map(() => 0);
  for (const slot of slots) for (const i of slot.locked) lockedSeconds[i]! += slot.end - slot.start;

  const bounds = playerBounds(players, input.targets ?? {}, lockedSeconds, gameLength, unmet);
  const courtSeconds = Math.min(players.length, PLAYERS_ON_COURT) * gameLength;
  const targets = fairTargets(bounds, courtSeconds, unmet);

  const onCourt = fillSlots(slots, targets, bounds, lockedSeconds, input.maxBenchStretch, unmet);
  const stints = mergeIntoStints(slots, onCourt, players);
  const planned = players.map(() => 0);
  for (const stint of stints) planned[index.get(stint.playerId)!]! += stint.end - stint.start;

  const tolerance = Math.max(...slots.map((slot) => slot.end - slot.start));
  players.forEach((player, i) => {
    const target = targets[i]!;
    if (Math.abs(planned[i]! - target) > tolerance + EPSILON) {
      unmet.push({ code: 'target-missed', playerId: player.id, target, planned: planned[i]!, tolerance });
    }
    const asked = input.targets?.[player.id];
    if (asked?.min !== undefined && planned[i]! < asked.min - EPSILON) {
      unmet.push({ code: 'minimum-missed', playerId: player.id, minimum: asked.min, planned: planned[i]! });
    }
    if (asked?.max !== undefined && planned[i]! > asked.max + EPSILON) {
      unmet.push({ code: 'maximum-exceeded', playerId: player.id, maximum: asked.max, planned: planned[i]! });
    }
  });
  if (input.maxBenchStretch !== undefined) {
    const { players: times } = checkRotation({ periods, periodLength, players, stints });
    for (const time of times) {
      if (time.longestOnBench > input.maxBenchStretch + EPSILON) {
        unmet.push({ code: 'bench-stretch-exceeded', playerId: time.playerId, longest: time.longestOnBench, maxBenchStretch: input.maxBenchStretch });
      }
    }
  }

  return {
    stints,
    players: players.map((player, i) => ({ playerId: player.id, target: targets[i]!, planned: planned[i]! })),
    unmet,
  };
}

function uniquePlayers(players: readonly RotationPlayer[], unmet: UnmetTarget[]): RotationPlayer[] {
  const seen = new Set<string>();
  return players.filter((player) => {
    if (!seen.has(player.id)) return seen.add(player.id);
    unmet.push({ code: 'duplicate-player', playerId: player.id });
    return false;
  });
}

function validLocks(
  locked: readonly Stint[],
  index: ReadonlyMap<string, number>,
  periods: number,
  periodLength: number,
  unmet: UnmetTarget[],
): Stint[] {
  return locked.flatMap((lock) => {
    const start = Math.max(0, lock.start);
    const end = Math.min(periodLength, lock.end);
    const { playerId, period } = lock;
    if (!index.has(playerId)) {
      unmet.push({ code: 'lock-ignored', reason: 'player-unavailable', playerId, period, start: lock.start, end: lock.end });
      return [];
    }
    if (!Number.isInteger(period) || period < 1 || period > periods || !(end > start)) {
      unmet.push({ code: 'lock-ignored', reason: 'outside-game', playerId, period, start: lock.start, end: lock.end });
      return [];
    }
    return [{ playerId, period, start, end }];
  });
}

/** Each period cut at every step and at every lock's start and end. */
function buildSlots(periods: number, periodLength: number, step: number, locks: readonly Stint[], index: ReadonlyMap<string, number>): Slot[] {
  const slots: Slot[] = [];
  for (let period = 1; period <= periods; period++) {
    const inPeriod = locks.filter((lock) => lock.period === period);
    const cuts = new Set([0, periodLength]);
    for (let k = 1; k * step < periodLength; k++) cuts.add(k * step);
    for (const lock of inPeriod) cuts.add(lock.start).add(lock.end);
    const sorted = [...cuts].sort((a, b) => a - b);
    for (let i = 0; i + 1 < sorted.length; i++) {
      const start = sorted[i]!;
      const end = sorted[i + 1]!;
      const locked = [
        ...new Set(inPeriod.filter((lock) => lock.start <= start && lock.end >= end).map((lock) => index.get(lock.playerId)!)),
      ].sort((a, b) => a - b);
      slots.push({ period, start, end, locked });
    }
  }
  return slots;
}

interface Bounds {
  min: number;
  max: number;
}

/** Each player's bounds in seconds: the coach's, widened to hold the locked time, within the game. */
function playerBounds(
  players: readonly RotationPlayer[],
  targets: Readonly<Record<string, MinutesTarget>>,
  lockedSeconds: readonly number[],
  gameLength: number,
  unmet: UnmetTarget[],
): Bounds[] {
  return players.map((player, i) => {
    const asked = Object.hasOwn(targets, player.id) ? targets[player.id]! : {};
    const min = Math.min(gameLength, Math.max(asked.min ?? 0, lockedSeconds[i]!, 0));
    const max = Math.min(gameLength, Math.max(asked.max ?? gameLength, 0));
    if (min > max + EPSILON) {
      unmet.push({ code: 'limits-conflict', playerId: player.id, min, max });
      return { min, max: min };
    }
    return { min, max };
  });
}

/**
 * Fair shares: everyone gets the same time λ, raised to their minimum or lowered to their maximum,
 * with λ chosen so that the shares fill the court exactly (water filling, found by bisection).
 */
function fairTargets(bounds: readonly Bounds[], courtSeconds: number, unmet: UnmetTarget[]): number[] {
  const totalMinimum = bounds.reduce((sum, b) => sum + b.min, 0);
  const totalMaximum = bounds.reduce((sum, b) => sum + b.max, 0);
  if (totalMinimum > courtSeconds + EPSILON) {
    unmet.push({ code: 'minimums-too-high', totalMinimum, courtSeconds });
    return bounds.map((b) => b.min);
  }
  if (totalMaximum < courtSeconds - EPSILON) {
    unmet.push({ code: 'maximums-too-low', totalMaximum, courtSeconds });
    return bounds.map((b) => b.max);
  }
  const sharesAt = (level: number) => bounds.map((b) => Math.min(b.max, Math.max(b.min, level)));
  const sum = (shares: readonly number[]) => shares.reduce((total, share) => total + share, 0);
  let low = 0;
  let high = Math.max(0, ...bounds.map((b) => b.max));
  for (let round = 0; round < BISECTION_ROUNDS; round++) {
    const middle = (low + high) / 2;
    if (sum(sharesAt(middle)) < courtSeconds) low = middle;
    else high = middle;
  }
  return sharesAt(high);
}

/**
 * Slot by slot, in game order: locked players first; then whoever would otherwise sit longer than
 * allowed or miss their minimum; then, preferring players who stay under their maximum, those who
 * would fall short of their target by sitting now (least slack first), then the most owed time
 * (target less time played and locked later); ties go to who is already on court (fewer
 * changes), then to the player listed first.
 */
function fillSlots(
  slots: readonly Slot[],
  targets: readonly number[],
  bounds: readonly Bounds[],
  lockedSeconds: readonly number[],
  maxBenchStretch: number | undefined,
  unmet: UnmetTarget[],
): number[][] {
  const count = targets.length;
  const played = targets.map(() => 0);
  const lockedLater = [...lockedSeconds];
  const benchRun = targets.map(() => 0);
  let remaining = slots.reduce((sum, slot) => sum + slot.end - slot.start, 0);
  let previous = new Set<number>();
  const lineups: number[][] = [];
  for (const slot of slots) {
    const length = slot.end - slot.start;
    remaining -= length;
    for (const i of slot.locked) lockedLater[i]! -= length;
    if (slot.locked.length > PLAYERS_ON_COURT) {
      unmet.push({ code: 'too-many-locked', period: slot.period, start: slot.start, end: slot.end, count: slot.locked.length });
    }
    const chosen = new Set(slot.locked);
    const wanted = Math.min(PLAYERS_ON_COURT, count);
    if (chosen.size < wanted) {
      const candidates: { i: number; urgency: number; overMax: boolean; short: boolean; slack: number; owed: number; stays: boolean }[] = [];
      for (let i = 0; i < count; i++) {
        if (chosen.has(i)) continue;
        const committed = played[i]! + lockedLater[i]!;
        const mustForBench = maxBenchStretch !== undefined && benchRun[i]! + length > maxBenchStretch + EPSILON;
        // Time left after this slot that is not locked for the player already.
        const free = remaining - lockedLater[i]!;
        const mustForMinimum = bounds[i]!.min - committed > free + EPSILON;
        const owed = targets[i]! - committed;
        // Free time less time owed: below zero, sitting now falls short of the target.
        const slack = free - owed;
        candidates.push({
          i,
          urgency: mustForBench ? 2 + benchRun[i]! : mustForMinimum ? 1 : 0,
          overMax: committed + length > bounds[i]!.max + EPSILON,
          short: slack < -EPSILON,
          slack,
          owed,
          stays: previous.has(i),
        });
      }
      candidates.sort(
        (a, b) =>
          b.urgency - a.urgency ||
          Number(a.overMax) - Number(b.overMax) ||
          Number(b.short) - Number(a.short) ||
          (a.short ? a.slack - b.slack : 0) ||
          (Math.abs(a.owed - b.owed) > EPSILON ? b.owed - a.owed : 0) ||
          Number(b.stays) - Number(a.stays) ||
          a.i - b.i,
      );
      for (const candidate of candidates.slice(0, wanted - chosen.size)) chosen.add(candidate.i);
    }
    const lineup = [...chosen].sort((a, b) => a - b);
    for (let i = 0; i < count; i++) {
      if (chosen.has(i)) {
        played[i]! += length;
        benchRun[i] = 0;
      } else {
        benchRun[i]! += length;
      }
    }
    lineups.push(lineup);
    previous = chosen;
  }
  return lineups;
}

/** One stint per player per unbroken stretch within a period. */
function mergeIntoStints(slots: readonly Slot[], lineups: readonly number[][], players: readonly RotationPlayer[]): Stint[] {
  const stints: Stint[] = [];
  const open = new Map<number, Stint>();
  slots.forEach((slot, s) => {
    const newPeriod = s === 0 || slots[s - 1]!.period !== slot.period;
    if (newPeriod) open.clear();
    const next = new Map<number, Stint>();
    for (const i of lineups[s]!) {
      const current = open.get(i);
      if (current !== undefined) {
        current.end = slot.end;
        next.set(i, current);
      } else {
        const stint = { playerId: players[i]!.id, period: slot.period, start: slot.start, end: slot.end };
        stints.push(stint);
        next.set(i, stint);
      }
    }
    open.clear();
    for (const [i, stint] of next) open.set(i, stint);
  });
  const rank = new Map(players.map((player, i) => [player.id, i]));
  return stints.sort((a, b) => a.period - b.period || a.start - b.start || rank.get(a.playerId)! - rank.get(b.playerId)!);
}
