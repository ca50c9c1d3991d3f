// The game on this device (issue 16): everything the coach set up and every event tapped, kept in
// IndexedDB at once (one completed write per event, the drafts' DraftKeeper), so a reload, a locked
// screen or a dead battery reopens the game where it was: the clock is replayed from the stored
// timestamps (engine/rotation/game-clock.ts), never counted by a timer.
import { playingTime } from '../../../engine/rotation/checks';
import {
  gameSecondsElapsed,
  playerGameTimes,
  readClock,
  replayGame,
  type GameClock,
  type GameEvent,
  type GameSettings,
  type GameState,
  type PlayerGameTime,
  undoneEventIndexes,
} from '../../../engine/rotation/game-clock';
import { nextPlannedChange, suggestSubstitutions, type PlannedChange, type PlayerTarget, type SubstitutionSuggestion } from '../../../engine/rotation/substitutions';
import type { GameInput } from '../../../engine/model/game';
import type { RosterPlayer, Stint } from '../../../engine/model/rotation';
import { DraftKeeper } from '../../data/drafts';

/** Fouls that put a player out of the game (FIBA's five): no longer suggested to come in. */
export const FOULS_TO_FOUL_OUT = 5;

export interface LocalGame {
  /** Made on this device (a UUID): every save of the game goes to the one server record. */
  id: string;
  teamId: string;
  rotationId: string | null;
  opponent: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  periods: 2 | 4;
  /** Seconds in one period. */
  periodLength: number;
  /** Who is dressed for this game: the roster as it was (a snapshot). */
  players: RosterPlayer[];
  /** The plan's stints (empty without a rotation): the next change and the minutes targets. */
  stints: Stint[];
  events: GameEvent[];
}

export type NewGame = Omit<LocalGame, 'id' | 'events'> & { starters: readonly string[] };

/** A new game with its starting five on court (the first event), the clock not started. */
export function createGame(input: NewGame, at: number, id: string = crypto.randomUUID()): LocalGame {
  const { starters, ...rest } = input;
  return { ...rest, id, events: [{ type: 'sub', at, out: [], in: [...starters] }] };
}

/**
 * The moment of a new event: the device's time, never before the last event (a clock set back
 * mid-game must not reorder the log).
 */
export function eventTime(game: Pick<LocalGame, 'events'>, now: number = Date.now()): number {
  return Math.max(now, game.events.at(-1)?.at ?? 0);
}

/** Whether the game clock runs as of the last event (the screen then redraws it as time passes). */
export function clockRunning(game: LocalGame): boolean {
  const state = replayGame(settingsOf(game), game.events);
  return state.runningSince !== null && !state.finished;
}

/** The game with one more event: the log only grows. */
export function recordEvent(game: LocalGame, event: GameEvent): LocalGame {
  return { ...game, events: [...game.events, event] };
}

/** What the undo control takes back: the coach's last sub, foul or period end. */
export interface UndoableEvent {
  /** Its index in the log (what the undo event names). */
  index: number;
  event: Extract<GameEvent, { type: 'sub' | 'foul' | 'next-period' }>;
}

/**
 * The event an undo would take back: the last sub, foul or period end still standing (not the
 * starting five). Clock taps after a sub or a foul are stepped over, as they do not depend on it;
 * a period end is offered only while nothing came after it (a clock started in the next period
 * would otherwise run on in the period before).
 */
export function lastUndoable(game: Pick<LocalGame, 'events'>): UndoableEvent | null {
  const undone = undoneEventIndexes(game.events);
  let clockTapped = false;
  for (let index = game.events.length - 1; index > 0; index--) {
    const event = game.events[index]!;
    if (event.type === 'undo' || undone.has(index)) continue;
    if (event.type === 'start' || event.type === 'stop' || event.type === 'adjust') {
      clockTapped = true;
      continue;
    }
    if (event.type === 'next-period' && clockTapped) return null;
    return { index, event };
  }
  return null;
}

export const settingsOf = (game: Pick<LocalGame, 'periods' | 'periodLength'>): GameSettings => ({ periods: game.periods, periodLength: game.periodLength });

/** What the server is sent (engine/model/game.ts): the minutes it computes itself. */
export function gameInput(game: LocalGame): GameInput {
  return { opponent: game.opponent, date: game.date, rotation_id: game.rotationId, periods: game.periods, period_length: game.periodLength, players: game.players, events: game.events };
}

/**
 * Seconds each player should play in the whole game: the plan's minutes with a rotation, else an
 * equal share of the five places on court.
 */
export function gameTargets(game: Pick<LocalGame, 'players' | 'stints' | 'periods' | 'periodLength'>): PlayerTarget[] {
  if (game.stints.length > 0) {
    const planned = playingTime({ periods: game.periods, periodLength: game.periodLength, players: game.players, stints: game.stints });
    return planned.map((time) => ({ playerId: time.playerId, seconds: time.total }));
  }
  const share = game.players.length > 0 ? (5 * game.periods * game.periodLength) / game.players.length : 0;
  return game.players.map((player) => ({ playerId: player.id, seconds: Math.min(game.periods * game.periodLength, share) }));
}

/** Everything the screen shows at `now`, from the events alone. */
export interface LiveGame {
  state: GameState;
  clock: GameClock;
  times: PlayerGameTime[];
  onCourt: string[];
  bench: string[];
  fouledOut: string[];
  targets: PlayerTarget[];
  nextChange: PlannedChange | null;
  suggestions: SubstitutionSuggestion[];
}

export function liveGame(game: LocalGame, now: number): LiveGame {
  const settings = settingsOf(game);
  const state = replayGame(settings, game.events, Math.max(now, game.events.at(-1)?.at ?? now));
  const clock = readClock(settings, state);
  const times = playerGameTimes(settings, state, game.players.map((player) => player.id));
  const onCourt = state.onCourt;
  const bench = game.players.map((player) => player.id).filter((id) => !onCourt.includes(id));
  const fouledOut = times.filter((time) => time.fouls >= FOULS_TO_FOUL_OUT).map((time) => time.playerId);
  const targets = gameTargets(game);
  const plan = { periods: game.periods, periodLength: game.periodLength, players: game.players, stints: game.stints };
  const nextChange = game.stints.length > 0 && !clock.finished ? nextPlannedChange(plan, clock.period, clock.elapsed, onCourt) : null;
  const suggestions = clock.finished
    ? []
    : suggestSubstitutions({
        targets,
        played: Object.fromEntries(times.map((time) => [time.playerId, time.total])),
        onCourt,
        gameElapsed: gameSecondsElapsed(settings, state),
        gameLength: game.periods * game.periodLength,
        unavailable: fouledOut,
      });
  return { state, clock, times, onCourt, bench, fouledOut, targets, nextChange, suggestions };
}

/** The device's games in progress: one per team, so a coach of two teams loses neither. */
export const gameKeeper = new DraftKeeper<LocalGame>('game');
export const currentGameKey = (teamId: string) => `current:${teamId}`;
