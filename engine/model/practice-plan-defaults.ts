// The zod-free part of the practice plan model (practice-plan.ts): a new plan's data, for the app's
// offline saves on its first signed-in route. The version lives in practice-plan-constants.ts, which
// practice-plan.ts imports too: practice-plan.ts never imports this file.
import type { PracticePlanData } from './practice-plan';
import { PRACTICE_PLAN_VERSION } from './practice-plan-constants';

export function createEmptyPracticePlanData(date: string, startTime = '18:00'): PracticePlanData {
  return { version: PRACTICE_PLAN_VERSION, title: '', date, startTime, exercises: [] };
}
