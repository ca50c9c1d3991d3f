// A game played with the substitution manager (issue 16), as saved to the team: who played (a
// snapshot of the roster, so an old game still reads right after the roster changes), the game's
// shape and every event the coach tapped. Minutes are never sent: they are computed from the events
// (engine/rotation/game-clock.ts), on the device and again by the server.
import { z } from 'zod';
import { MAX_GAME_EVENTS, MAX_PERIOD_SECONDS, MAX_ROSTER_PLAYERS, MAX_TITLE_LENGTH, MAX_TOKEN_LENGTH } from '../limits';
import { PLAYERS_ON_COURT } from '../rotation/checks';
import { playerGameTimes, replayGame, type GameEvent, type GameSettings } from '../rotation/game-clock';
import { rosterPlayerSchema, type RosterPlayer } from './rotation';

/** Epoch milliseconds, as Date.now() gives them. */
const momentSchema = z.number().int('expected whole milliseconds').min(0).max(8.64e15);
const playerIdsSchema = z.array(rosterPlayerSchema.shape.id).max(PLAYERS_ON_COURT, `at most ${PLAYERS_ON_COURT} players at once`).readonly();

export const gameEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), at: momentSchema }),
  z.object({ type: z.literal('stop'), at: momentSchema }),
  z.object({ type: z.literal('adjust'), at: momentSchema, elapsed: z.number().min(0).max(MAX_PERIOD_SECONDS) }),
  z.object({ type: z.literal('next-period'), at: momentSchema }),
  z.object({ type: z.literal('sub'), at: momentSchema, out: playerIdsSchema, in: playerIdsSchema }),
  z.object({ type: z.literal('foul'), at: momentSchema, playerId: rosterPlayerSchema.shape.id }),
  z.object({
    type: z.literal('undo'),
    at: momentSchema,
    event: z
      .number()
      .int('expected the index of an event')
      .min(0)
      .max(MAX_GAME_EVENTS - 1, `expected the index of an event, below ${MAX_GAME_EVENTS}`)
      .describe('The index in `events` of the earlier event taken back'),
  }),
]);

/** 'YYYY-MM-DD', the day the game is played. */
export const gameDateSchema = z.iso.date({ error: 'expected a date as YYYY-MM-DD' });

/** What a device sends of a game: everything but the minutes. */
export const gameInputSchema = z
  .object({
    opponent: z.string().trim().max(MAX_TITLE_LENGTH, `Use at most ${MAX_TITLE_LENGTH} characters for the opponent`),
    date: gameDateSchema,
    rotation_id: z.string().max(MAX_TOKEN_LENGTH).nullable().optional().describe('The rotation the game was planned with, if any (its players are in `players`)'),
    periods: z.union([z.literal(2), z.literal(4)], { error: 'expected 2 or 4 periods' }),
    period_length: z.number().int('expected whole seconds').min(1).max(MAX_PERIOD_SECONDS).describe('Seconds in one period'),
    players: z.array(rosterPlayerSchema).max(MAX_ROSTER_PLAYERS, `at most ${MAX_ROSTER_PLAYERS} players`),
    events: z.array(gameEventSchema).max(MAX_GAME_EVENTS, `at most ${MAX_GAME_EVENTS} events`),
  })
  .superRefine((game, context) => {
    const ids = new Set<string>();
    game.players.forEach((player, index) => {
      if (ids.has(player.id)) context.addIssue({ code: 'custom', path: ['players', index, 'id'], message: 'two players have this id' });
      ids.add(player.id);
    });
    game.events.forEach((event, index) => {
      const named = event.type === 'sub' ? [...event.in, ...event.out] : event.type === 'foul' ? [event.playerId] : [];
      if (named.some((id) => !ids.has(id))) context.addIssue({ code: 'custom', path: ['events', index], message: 'names a player who is not in `players`' });
    });
    // An undo takes back one earlier event, once; an undo itself is not undone (the log stays readable).
    const undone = new Set<number>();
    game.events.forEach((event, index) => {
      if (event.type !== 'undo') return;
      const path = ['events', index, 'event'];
      if (event.event >= index) context.addIssue({ code: 'custom', path, message: 'an undo takes back an earlier event' });
      else if (game.events[event.event]?.type === 'undo') context.addIssue({ code: 'custom', path, message: 'an undo cannot be undone' });
      else if (undone.has(event.event)) context.addIssue({ code: 'custom', path, message: 'this event is undone already' });
      undone.add(event.event);
    });
  });
export type GameInput = z.infer<typeof gameInputSchema>;

/** One player's game: seconds on court in total and per period, and fouls. */
export interface GameMinutes {
  player_id: string;
  seconds: number;
  per_period: number[];
  fouls: number;
}

export interface GameSummary {
  finished: boolean;
  minutes: GameMinutes[];
}

/** Seconds are kept to the tenth: a season's sums stay exact enough and the JSON short. */
const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

/** The minutes of a game from its events alone, in roster order; players who never played count 0. */
export function summarizeGame(settings: GameSettings, players: readonly Pick<RosterPlayer, 'id'>[], events: readonly GameEvent[]): GameSummary {
  const state = replayGame(settings, events);
  const minutes = playerGameTimes(settings, state, players.map((player) => player.id)).map((time) => ({
    player_id: time.playerId,
    seconds: tenths(time.total),
    per_period: time.perPeriod.map(tenths),
    fouls: time.fouls,
  }));
  return { finished: state.finished, minutes };
}
