// The persisted practice plan data: a dated session of timed exercises, each maybe a drill.
import { z } from 'zod';
import { updateListAt, withDefault, type JsonRecord } from '../migrate/json';
import type { MigrationStep } from '../migrate/run';
import { MAX_DESCRIPTION_LENGTH, MAX_DRILL_EQUIPMENT, MAX_DRILL_LABEL_LENGTH, MAX_DRILL_PLAYERS, MAX_LIST_LENGTH, MAX_TITLE_LENGTH, MAX_TOKEN_LENGTH } from '../limits';
import type { LimitSpec } from '../migrate/within-limits';
import { PRACTICE_PLAN_VERSION } from './practice-plan-constants';

// The zod-free part lives apart, so the app can create a practice plan offline without loading zod:
// the version in practice-plan-constants.ts, a new plan's data in practice-plan-defaults.ts (which
// imports this file's types, so this file imports it not at all).

/** `YYYY-MM-DD`, a real calendar day. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date written YYYY-MM-DD')
  .refine((text) => {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'expected a real calendar date');

/** `HH:MM` on a 24-hour clock. */
export const clockTimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'expected a time written HH:MM');

/** A whole practice fits in a day. */
export const MAX_EXERCISE_MINUTES = 24 * 60;

/** Groups or stations run side by side in one block (a gym has room for a handful). */
export const MAX_STATIONS_PER_BLOCK = 12;

const drillIdSchema = z.union([z.string().min(1).max(MAX_TOKEN_LENGTH), z.number().int()]).nullable();

/** One group or station of a block: it starts with the block and runs its own minutes. */
export const stationSchema = z.object({
  title: z.string().max(MAX_TITLE_LENGTH),
  /** Minutes. */
  minutes: z.number().int().min(1).max(MAX_EXERCISE_MINUTES),
  drillId: drillIdSchema.default(null),
  coach: z.string().max(MAX_TITLE_LENGTH).default(''),
  notes: z.string().max(MAX_DESCRIPTION_LENGTH).default(''),
});
export type PracticeStationData = z.infer<typeof stationSchema>;

/** A block of the plan: a linked drill (drillId) or free text (drillId null: its title and notes say it). */
export const exerciseSchema = z.object({
  id: z.string().min(1).max(MAX_TOKEN_LENGTH),
  title: z.string().max(MAX_TITLE_LENGTH),
  /** Minutes (with stations, the block lasts as long as the longest). */
  duration: z.number().int().min(1).max(MAX_EXERCISE_MINUTES),
  /** The drill (a play of type drill) this exercise runs, or null. */
  drillId: drillIdSchema,
  notes: z.string().max(MAX_DESCRIPTION_LENGTH),
  /** Who runs it. Defaults keep clients that send version-1 blocks under version 2 valid. */
  coach: z.string().max(MAX_TITLE_LENGTH).default(''),
  stations: z.array(stationSchema).max(MAX_STATIONS_PER_BLOCK).default([]),
  // A drill's own details, copied onto the block when the drill is added (issue 32), then the block's
  // own: changing them never changes the drill. Optional, so plans saved before them open as they were
  // (no version step), within the drill's bounds (play.ts drillDetailsSchema).
  /** Players the block needs. */
  players: z.number().int().min(1).max(MAX_DRILL_PLAYERS).optional(),
  equipment: z.array(z.string().min(1).max(MAX_DRILL_LABEL_LENGTH)).max(MAX_DRILL_EQUIPMENT).optional(),
  coachingPoints: z.string().max(MAX_DESCRIPTION_LENGTH).optional(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const practicePlanDataSchema = z.object({
  version: z.literal(PRACTICE_PLAN_VERSION),
  title: z.string().max(MAX_TITLE_LENGTH),
  date: isoDateSchema,
  startTime: clockTimeSchema,
  /** The length the coach planned, in minutes; null when not set. */
  plannedMinutes: z.number().int().min(1).max(MAX_EXERCISE_MINUTES).nullable().default(null),
  location: z.string().max(MAX_TITLE_LENGTH).default(''),
  focus: z.string().max(MAX_TITLE_LENGTH).default(''),
  notes: z.string().max(MAX_DESCRIPTION_LENGTH).default(''),
  /** A template: a plan kept to start others from (practice plans of the team flagged so; no table of their own). */
  template: z.boolean().default(false),
  exercises: z.array(exerciseSchema).max(MAX_LIST_LENGTH),
});

const STATION_TEXTS = { title: MAX_TITLE_LENGTH, drillId: MAX_TOKEN_LENGTH, coach: MAX_TITLE_LENGTH, notes: MAX_DESCRIPTION_LENGTH };

/** The bounds of engine/limits.ts a stored practice plan is brought inside (migratePracticePlan). */
export const PRACTICE_PLAN_LIMITS: LimitSpec = {
  texts: { title: MAX_TITLE_LENGTH, location: MAX_TITLE_LENGTH, focus: MAX_TITLE_LENGTH, notes: MAX_DESCRIPTION_LENGTH },
  lists: {
    exercises: {
      max: MAX_LIST_LENGTH,
      item: {
        texts: { id: MAX_TOKEN_LENGTH, title: MAX_TITLE_LENGTH, drillId: MAX_TOKEN_LENGTH, notes: MAX_DESCRIPTION_LENGTH, coach: MAX_TITLE_LENGTH, coachingPoints: MAX_DESCRIPTION_LENGTH },
        numbers: { players: [1, MAX_DRILL_PLAYERS] },
        lists: { stations: { max: MAX_STATIONS_PER_BLOCK, item: { texts: STATION_TEXTS } }, equipment: { max: MAX_DRILL_EQUIPMENT } },
      },
    },
  },
};
export type PracticePlanData = z.infer<typeof practicePlanDataSchema>;


/** Minutes from the plan's start to the end of its last exercise. */
export function practicePlanMinutes(plan: Pick<PracticePlanData, 'exercises'>): number {
  return plan.exercises.reduce((total, exercise) => total + exercise.duration, 0);
}

export const PRACTICE_PLAN_VERSION_PATH = ['version'];

export function practicePlanVersionOf(doc: JsonRecord): unknown {
  return doc.version;
}

export const PRACTICE_PLAN_MIGRATION_STEPS: readonly MigrationStep[] = [
  {
    from: 1,
    to: 2,
    description: 'Plans gain a planned length, location, focus, notes and a template flag; blocks a coach and stations.',
    up: (doc) => {
      let next = withDefault(doc, 'plannedMinutes', null);
      for (const field of ['location', 'focus', 'notes'] as const) next = withDefault(next, field, '');
      next = withDefault(next, 'template', false);
      next = updateListAt(next, 'exercises', (block) => withDefault(withDefault(block, 'coach', ''), 'stations', []));
      return { ...next, version: 2 };
    },
  },
];
