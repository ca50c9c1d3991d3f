// The persisted practice plan data: a dated session of timed exercises, each maybe a drill.
import { z } from 'zod';
import type { JsonRecord } from '../migrate/json';
import type { MigrationStep } from '../migrate/run';
import { MAX_DESCRIPTION_LENGTH, MAX_LIST_LENGTH, MAX_TITLE_LENGTH, MAX_TOKEN_LENGTH } from '../limits';
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

export const exerciseSchema = z.object({
  id: z.string().min(1).max(MAX_TOKEN_LENGTH),
  title: z.string().max(MAX_TITLE_LENGTH),
  /** Minutes. */
  duration: z.number().int().min(1).max(MAX_EXERCISE_MINUTES),
  /** The drill (a play of type drill) this exercise runs, or null. */
  drillId: z.union([z.string().min(1).max(MAX_TOKEN_LENGTH), z.number().int()]).nullable(),
  notes: z.string().max(MAX_DESCRIPTION_LENGTH),
});
export type Exercise = z.infer<typeof exerciseSchema>;

export const practicePlanDataSchema = z.object({
  version: z.literal(PRACTICE_PLAN_VERSION),
  title: z.string().max(MAX_TITLE_LENGTH),
  date: isoDateSchema,
  startTime: clockTimeSchema,
  exercises: z.array(exerciseSchema).max(MAX_LIST_LENGTH),
});

/** The bounds of engine/limits.ts a stored practice plan is brought inside (migratePracticePlan). */
export const PRACTICE_PLAN_LIMITS: LimitSpec = {
  texts: { title: MAX_TITLE_LENGTH },
  lists: { exercises: { max: MAX_LIST_LENGTH, item: { texts: { id: MAX_TOKEN_LENGTH, title: MAX_TITLE_LENGTH, drillId: MAX_TOKEN_LENGTH, notes: MAX_DESCRIPTION_LENGTH } } } },
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

/** Version 1 is the first; steps come here as the format changes. */
export const PRACTICE_PLAN_MIGRATION_STEPS: readonly MigrationStep[] = [];
