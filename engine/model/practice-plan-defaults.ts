// The zod-free part of the practice plan model (practice-plan.ts): a new plan's data, for the app's
// offline saves on its first signed-in route. The version lives in practice-plan-constants.ts, which
// practice-plan.ts imports too: practice-plan.ts never imports this file.
import type { DrillDetails } from './drill-constants';
import type { Exercise, PracticePlanData } from './practice-plan';
import { PRACTICE_PLAN_VERSION } from './practice-plan-constants';

/** A new plan's start when the coach names none (stored 24-hour; shown in the coach's format). */
export const DEFAULT_PRACTICE_START_TIME = '18:00';
/** A new block's minutes. */
export const DEFAULT_BLOCK_MINUTES = 10;

export function createEmptyPracticePlanData(date: string, startTime = DEFAULT_PRACTICE_START_TIME): PracticePlanData {
  return { version: PRACTICE_PLAN_VERSION, title: '', date, startTime, plannedMinutes: null, location: '', focus: '', notes: '', template: false, exercises: [] };
}

/** What a block takes from its drill when the drill is added (issue 32); the block's own from then on. */
export type BlockDetails = Pick<Exercise, 'players' | 'equipment' | 'coachingPoints'>;

/** A new block: a linked drill when `drillId` is given, else free text; with the drill's details when given. */
export function createBlock(id: string, title: string, drillId: string | number | null = null, duration = DEFAULT_BLOCK_MINUTES, details: BlockDetails = {}): Exercise {
  const block: Exercise = { id, title, duration, drillId, coach: '', notes: '', stations: [] };
  if (details.players !== undefined) block.players = details.players;
  if (details.equipment?.length) block.equipment = [...details.equipment];
  if (details.coachingPoints) block.coachingPoints = details.coachingPoints;
  return block;
}

/** A block's start from a drill's details: its own minutes (else the default), players, equipment and coaching points. */
export function blockStartFromDrill(drill: DrillDetails | undefined): BlockDetails & { minutes: number } {
  return {
    minutes: drill?.minutes ?? DEFAULT_BLOCK_MINUTES,
    ...(drill?.players !== undefined && { players: drill.players }),
    ...(drill?.equipment?.length && { equipment: [...drill.equipment] }),
    ...(drill?.coachingPoints && { coachingPoints: drill.coachingPoints }),
  };
}
