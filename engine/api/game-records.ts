// The games of the substitution manager as the API answers them (issue 16): declared once, for the
// server's routes and OpenAPI document and for the app's types (`z.infer`, type-only).
import { z } from 'zod';
import { gameEventSchema } from '../model/game';
import { rosterPlayerSchema } from '../model/rotation';
import { dateTimeSchema, documentedAs, idSchema } from './records';

export const GAME_STATUSES = ['in_progress', 'finished'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const gameMinutesSchema = documentedAs(
  'GameMinutes',
  z.object({
    player_id: z.string(),
    seconds: z.number().describe('Seconds on court, to the tenth'),
    per_period: z.array(z.number()).describe('Seconds on court per period (index 0 is period 1)'),
    fouls: z.number().int(),
  }),
);

/** What a list answers of a game: everything but its events. */
const gameListFields = {
  game_id: idSchema.describe("The game's id, made by the device that recorded it"),
  team_id: idSchema,
  rotation_id: z.string().nullable(),
  opponent: z.string(),
  date: z.iso.date(),
  periods: z.number().int(),
  period_length: z.number().int().describe('Seconds in one period'),
  status: z.enum(GAME_STATUSES).describe('finished once the last period has ended'),
  players: z.array(rosterPlayerSchema).describe('The roster as it was for this game'),
  minutes: z.array(gameMinutesSchema).describe('Computed by the server from the events, in roster order'),
  event_count: z.number().int(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
};

export const gameListRecordSchema = documentedAs('GameSummary', z.object(gameListFields));
export type GameListRecord = z.infer<typeof gameListRecordSchema>;

export const gameRecordSchema = documentedAs('Game', z.object({ ...gameListFields, events: z.array(gameEventSchema) }));
export type GameRecord = z.infer<typeof gameRecordSchema>;
