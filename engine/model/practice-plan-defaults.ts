// The zod-free part of the practice plan model (practice-plan.ts): its version and a new plan's
// data, for the app's offline saves on its first signed-in route.
import type { PracticePlanData } from './practice-plan';

export const PRACTICE_PLAN_VERSION = 1;

export function createEmptyPracticePlanData(date: string, startTime = '18:00'): PracticePlanData {
  return { version: PRACTICE_PLAN_VERSION, title: '', date, startTime, exercises: [] };
}
