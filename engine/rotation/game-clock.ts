// The live game of the substitution manager (issue 16): the clock, who is on court, seconds played
// and fouls, all computed from the stored events alone. There is no interval counter: a reload
// replays the same events and lands on the same state, to the millisecond.
import type { Stint } from '../model/rotation';

/** A game's shape: 2 or 4 periods of `periodLength` seconds. */
export interface GameSettings {
  periods: number;
  periodLength: number;
}

/** Every event carries `at`, the wall-clock time it was recorded, in epoch milliseconds. */
export type GameEvent =
  | { type: 'start'; at: number }
  | { type: 'stop'; at: number }
  /** The coach corrects the clock to `elapsed` seconds into the current period. */
  | { type: 'adjust'; at: number; elapsed: number }
  | { type: 'next-period'; at: number }
  /** Players going out and coming in; the starting five come in with nobody going out. */
  | { type: 'sub'; at: number; out: readonly string[]; in: readonly string[] }
  | { type: 'foul'; at: number; playerId: string }
  /**
   * Takes back the event at index `event` of the log (a sub, a period end, a foul tapped by
   * mistake). The log only grows: the undone event stays, and every computation skips both.
   */
  | { type: 'undo'; at: number; event: number };

export type GameEventType = GameEvent['type'];

/** The state after some events: plain JSON, integer milliseconds, so replays agree exactly. */
export interface GameState {
  /** 1-based. */
  period: number;
  /** Milliseconds elapsed in the period when the clock last started, stopped or was adjusted. */
  markElapsedMs: number;
  /** When the running clock last started or was adjusted (epoch ms); null while stopped. */
  runningSince: number | null;
  /** The moment this state is at (epoch ms); later events before it count as at it. */
  at: number;
  /** After the last period ends. */
  finished: boolean;
  /** In the order they came on. */
  onCourt: string[];
  /** Milliseconds played per player id, per period (index 0 is period 1). */
  playedMs: Record<string, number[]>;
  fouls: Record<string, number>;
  /** Team fouls per period (index 0 is period 1). */
  teamFouls: number[];
}

export interface GameClock {
  period: number;
  /** Seconds into the period, and seconds left in it. */
  elapsed: number;
  remaining: number;
  /** True while the clock runs (false once the period's time is up). */
  running: boolean;
  /** The period's time is up. */
  expired: boolean;
  finished: boolean;
}

export interface PlayerGameTime {
  playerId: string;
  /** Seconds played. */
  total: number;
  perPeriod: number[];
  fouls: number;
}

const MS_PER_SECOND = 1000;

/** The state before the first event: period 1, clock stopped at 0, nobody on court. */
export function initialGameState(settings: GameSettings, at = 0): GameState {
  return {
    period: 1,
    markElapsedMs: 0,
    runningSince: null,
    at,
    finished: false,
    onCourt: [],
    playedMs: {},
    fouls: {},
    teamFouls: Array.from({ length: settings.periods }, () => 0),
  };
}

const periodMs = (settings: GameSettings) => Math.round(settings.periodLength * MS_PER_SECOND);

/** Milliseconds elapsed in the current period at `at` (not before the state's own moment). */
function elapsedMsAt(settings: GameSettings, state: GameState, at: number): number {
  const running = state.runningSince === null ? 0 : Math.max(0, at - state.runningSince);
  return Math.min(periodMs(settings), state.markElapsedMs + running);
}

function credit(settings: GameSettings, state: GameState, deltaMs: number): Record<string, number[]> {
  if (deltaMs === 0 || state.onCourt.length === 0) return state.playedMs;
  const playedMs = { ...state.playedMs };
  for (const id of state.onCourt) {
    const perPeriod = [...(playedMs[id] ?? [])];
    while (perPeriod.length < state.period) perPeriod.push(0);
    // Corrections can take time back or give it twice: a period's time stays within the period.
    perPeriod[state.period - 1] = Math.min(periodMs(settings), Math.max(0, perPeriod[state.period - 1]! + deltaMs));
    playedMs[id] = perPeriod;
  }
  return playedMs;
}

/** The state moved on to `at` (epoch ms) with no event: the running clock credits those on court. */
export function advanceGame(settings: GameSettings, state: GameState, at: number): GameState {
  const to = Math.max(state.at, Math.round(at));
  if (to === state.at) return state;
  const deltaMs = elapsedMsAt(settings, state, to) - elapsedMsAt(settings, state, state.at);
  return { ...state, at: to, playedMs: credit(settings, state, deltaMs) };
}

/**
 * One event applied: the state is first moved on to the event's moment (an event stamped earlier
 * than the state, from a device clock set back, counts as happening at the state's moment).
 */
export function applyGameEvent(settings: GameSettings, state: GameState, event: GameEvent): GameState {
  const moved = advanceGame(settings, state, event.at);
  const at = moved.at;
  switch (event.type) {
    case 'start':
      if (moved.finished || moved.runningSince !== null || moved.markElapsedMs >= periodMs(settings)) return moved;
      return { ...moved, runningSince: at };
    case 'stop':
      if (moved.runningSince === null) return moved;
      return { ...moved, markElapsedMs: elapsedMsAt(settings, moved, at), runningSince: null };
    case 'adjust': {
      if (moved.finished || !Number.isFinite(event.elapsed)) return moved;
      const target = Math.min(periodMs(settings), Math.max(0, Math.round(event.elapsed * MS_PER_SECOND)));
      // A corrected clock corrects the time of those on court: a forgotten stop is taken back.
      const deltaMs = target - elapsedMsAt(settings, moved, at);
      return {
        ...moved,
        markElapsedMs: target,
        runningSince: moved.runningSince === null ? null : at,
        playedMs: credit(settings, moved, deltaMs),
      };
    }
    case 'next-period':
      if (moved.finished) return moved;
      if (moved.period >= settings.periods) {
        return { ...moved, finished: true, runningSince: null, markElapsedMs: elapsedMsAt(settings, moved, at) };
      }
      return { ...moved, period: moved.period + 1, markElapsedMs: 0, runningSince: null };
    case 'sub': {
      const out = new Set(event.out);
      const staying = moved.onCourt.filter((id) => !out.has(id));
      const coming = [...new Set(event.in)].filter((id) => !staying.includes(id));
      return { ...moved, onCourt: [...staying, ...coming] };
    }
    // Undone events are left out before replaying (activeGameEvents): nothing to apply here.
    case 'undo':
      return moved;
    case 'foul': {
      const teamFouls = [...moved.teamFouls];
      teamFouls[moved.period - 1] = (teamFouls[moved.period - 1] ?? 0) + 1;
      return { ...moved, fouls: { ...moved.fouls, [event.playerId]: (moved.fouls[event.playerId] ?? 0) + 1 }, teamFouls };
    }
  }
}

/** Indexes of the events an undo takes back (an undo of an undo, or of a later event, takes back nothing). */
export function undoneEventIndexes(events: readonly GameEvent[]): Set<number> {
  const undone = new Set<number>();
  events.forEach((event, index) => {
    if (event.type === 'undo' && event.event < index && events[event.event]?.type !== 'undo') undone.add(event.event);
  });
  return undone;
}

/** The events that count: neither an undo nor an event undone (as if the mistaken tap never happened). */
export function activeGameEvents(events: readonly GameEvent[]): GameEvent[] {
  const undone = undoneEventIndexes(events);
  return events.filter((event, index) => event.type !== 'undo' && !undone.has(index));
}

/**
 * The game at `at` (epoch ms) from the stored events, applied in the order they were recorded, up
 * to the first one stamped after `at`. Without `at`, as of the last event. Undone events and
 * undos are skipped, so an undo corrects the game from the undone event's moment on.
 */
export function replayGame(settings: GameSettings, logged: readonly GameEvent[], at?: number): GameState {
  const events = activeGameEvents(logged);
  let state = initialGameState(settings, events[0] === undefined ? 0 : Math.round(events[0].at));
  for (const event of events) {
    if (at !== undefined && Math.round(event.at) > at) break;
    state = applyGameEvent(settings, state, event);
  }
  return at === undefined ? state : advanceGame(settings, state, at);
}

/** The clock of a state, read at `at` (epoch ms; not before the state's moment). */
export function readClock(settings: GameSettings, state: GameState, at = state.at): GameClock {
  const elapsedMs = elapsedMsAt(settings, state, Math.max(state.at, at));
  const expired = elapsedMs >= periodMs(settings);
  return {
    period: state.period,
    elapsed: elapsedMs / MS_PER_SECOND,
    remaining: (periodMs(settings) - elapsedMs) / MS_PER_SECOND,
    running: state.runningSince !== null && !expired && !state.finished,
    expired,
    finished: state.finished,
  };
}

/** The clock at `at` from the events alone. */
export function gameClockAt(settings: GameSettings, events: readonly GameEvent[], at: number): GameClock {
  return readClock(settings, replayGame(settings, events, at), at);
}

/** Who is on court at `at`, in the order they came on. */
export function onCourtAtTime(settings: GameSettings, events: readonly GameEvent[], at: number): string[] {
  return replayGame(settings, events, at).onCourt;
}

/** Seconds played and fouls per player: `playerIds` first (the roster, in order), then anyone else who played or fouled, by id. */
export function playerGameTimes(settings: GameSettings, state: GameState, playerIds: readonly string[] = []): PlayerGameTime[] {
  const listed = new Set(playerIds);
  const others = [...new Set([...Object.keys(state.playedMs), ...Object.keys(state.fouls)])].filter((id) => !listed.has(id)).sort();
  const ids = [...listed, ...others];
  return ids.map((playerId) => {
    const perPeriod = Array.from({ length: settings.periods }, (_, i) => (state.playedMs[playerId]?.[i] ?? 0) / MS_PER_SECOND);
    return {
      playerId,
      total: perPeriod.reduce((sum, seconds) => sum + seconds, 0),
      perPeriod,
      fouls: state.fouls[playerId] ?? 0,
    };
  });
}

/** Seconds of the whole game elapsed at the state's moment: full periods before, plus the current one. */
export function gameSecondsElapsed(settings: GameSettings, state: GameState, at = state.at): number {
  const clock = readClock(settings, state, at);
  return (clock.period - 1) * settings.periodLength + clock.elapsed;
}

/**
 * The game as played, as rotation stints in game-clock seconds (the plan's own shape), so the
 * rotation checks read a live game too: five on court, minutes per period, stretches. Stints still
 * open end at `at` (or the last event). A correction of the clock ends every open stint where the
 * clock was and opens it again where it was set.
 */
export function playedStints(settings: GameSettings, logged: readonly GameEvent[], at?: number): Stint[] {
  const events = activeGameEvents(logged);
  const stints: Stint[] = [];
  const open = new Map<string, number>();
  const close = (period: number, end: number, ids: Iterable<string>) => {
    for (const playerId of ids) {
      const start = open.get(playerId);
      open.delete(playerId);
      if (start !== undefined && end > start) stints.push({ playerId, period, start, end });
    }
  };
  let state = initialGameState(settings, events[0] === undefined ? 0 : Math.round(events[0].at));
  for (const event of events) {
    if (at !== undefined && Math.round(event.at) > at) break;
    const before = advanceGame(settings, state, event.at);
    const after = applyGameEvent(settings, before, event);
    const from = readClock(settings, before);
    const to = readClock(settings, after);
    if (from.period !== to.period || from.elapsed !== to.elapsed || to.finished !== from.finished) {
      close(from.period, from.elapsed, [...open.keys()]);
      if (!to.finished) for (const id of after.onCourt) open.set(id, to.elapsed);
    } else {
      close(from.period, from.elapsed, before.onCourt.filter((id) => !after.onCourt.includes(id)));
      for (const id of after.onCourt) if (!open.has(id) && !after.finished) open.set(id, to.elapsed);
    }
    state = after;
  }
  const last = at === undefined ? state : advanceGame(settings, state, at);
  const clock = readClock(settings, last);
  close(clock.period, clock.elapsed, [...open.keys()]);
  const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return stints.sort((a, b) => a.period - b.period || a.start - b.start || byId(a.playerId, b.playerId));
}
