// The substitution manager's advice (issue 16): the plan's next change, and the substitutions that
// bring the minutes actually played back towards the targets.
import { courtMoments, type RotationPlan } from './checks';

export interface PlannedChange {
  period: number;
  /** Seconds into the period. */
  at: number;
  /** The planned five from then on, in roster order. */
  lineup: string[];
  /** Who comes in and who goes out, against `onCourt` when given, else against the plan just before. */
  in: string[];
  out: string[];
}

/**
 * The first moment after `elapsed` seconds into `period` at which the plan changes who is on
 * court (a period break where the plan keeps the same five is no change), skipping any change
 * `onCourt` already matches (made early); null when none is left.
 */
export function nextPlannedChange(plan: RotationPlan, period: number, elapsed: number, onCourt?: readonly string[]): PlannedChange | null {
  const moments = courtMoments(plan);
  for (let m = 1; m < moments.length; m++) {
    const moment = moments[m]!;
    const before = moments[m - 1]!;
    const later = moment.period > period || (moment.period === period && moment.start > elapsed);
    if (!later) continue;
    const changes = before.playerIds.length !== moment.playerIds.length || before.playerIds.some((id) => !moment.playerIds.includes(id));
    if (!changes) continue;
    const current = onCourt ?? before.playerIds;
    const incoming = moment.playerIds.filter((id) => !current.includes(id));
    const out = current.filter((id) => !moment.playerIds.includes(id));
    // Made early already (the coach took the plan's change): the next one is the change to show.
    if (incoming.length === 0 && out.length === 0) continue;
    return { period: moment.period, at: moment.start, lineup: [...moment.playerIds], in: incoming, out };
  }
  return null;
}

export interface PlayerTarget {
  playerId: string;
  /** Seconds over the whole game (the plan's minutes, say). */
  seconds: number;
}

export interface SuggestSubstitutionsInput {
  /** The players who may come in, with their targets, in the order that breaks ties. */
  targets: readonly PlayerTarget[];
  /** Seconds played so far by player id. */
  played: Readonly<Record<string, number>>;
  onCourt: readonly string[];
  /** Seconds of the game elapsed, and its whole length. */
  gameElapsed: number;
  gameLength: number;
  /** Players who may not come in (fouled out, injured); on court, they are the first to go out. */
  unavailable?: readonly string[];
  /** A swap is suggested only when it evens out at least this many seconds (default one minute). */
  minGain?: number;
}

export interface SubstitutionSuggestion {
  out: string;
  in: string;
  /** Seconds the player going out is ahead of the pace to their target (negative: behind). */
  outAhead: number;
  /** Seconds the player coming in is behind that pace. */
  inBehind: number;
}

export const DEFAULT_SUGGESTION_GAIN = 60;

/**
 * Swaps that bring actual minutes back towards the targets: a player's pace is their target in
 * proportion to the game played so far; the player furthest ahead of pace on court swaps with the
 * player furthest behind on the bench, then the next pair, while a swap evens out at least `minGain`.
 */
export function suggestSubstitutions(input: SuggestSubstitutionsInput): SubstitutionSuggestion[] {
  const { targets, played, onCourt, gameElapsed, gameLength } = input;
  const minGain = input.minGain ?? DEFAULT_SUGGESTION_GAIN;
  const unavailable = new Set(input.unavailable ?? []);
  const share = gameLength > 0 ? Math.min(1, Math.max(0, gameElapsed / gameLength)) : 0;
  const targetOf = new Map(targets.map((target) => [target.playerId, target.seconds]));
  const ahead = (id: string) => (played[id] ?? 0) - (targetOf.get(id) ?? 0) * share;

  const goingOut = onCourt
    .map((id, order) => ({ id, order, ahead: ahead(id), mustGo: unavailable.has(id) }))
    .sort((a, b) => Number(b.mustGo) - Number(a.mustGo) || b.ahead - a.ahead || a.order - b.order);
  const comingIn = targets
    .filter((target) => !onCourt.includes(target.playerId) && !unavailable.has(target.playerId))
    .map((target, order) => ({ id: target.playerId, order, ahead: ahead(target.playerId) }))
    .sort((a, b) => a.ahead - b.ahead || a.order - b.order);

  const suggestions: SubstitutionSuggestion[] = [];
  for (let k = 0; k < Math.min(goingOut.length, comingIn.length); k++) {
    const out = goingOut[k]!;
    const coming = comingIn[k]!;
    if (!out.mustGo && out.ahead - coming.ahead < minGain) break;
    suggestions.push({ out: out.id, in: coming.id, outAhead: out.ahead, inBehind: 0 - coming.ahead });
  }
  return suggestions;
}
