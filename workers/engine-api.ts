// The engine as the worker serves it and as the in-thread fallback calls it: plain functions that
// call engine/, nothing else. Add an engine entry point here and both paths get it.
import {
  buildTimeline,
  canLink,
  computeNextPhase,
  findSnapTarget,
  isLinkInRange,
  migratePlay,
  migratePlayWithNotes,
  migratePlaybook,
  migratePracticePlan,
  migratePrintSettings,
  migrateRotation,
  resolveArrowEnd,
  resolveLinkedObject,
  timelineTransferables,
  type Timeline,
} from '../engine';

/** Which thread answered: lets a page (and the end-to-end test) see the worker at work. */
function ping(): { thread: 'worker' | 'main' } {
  return { thread: typeof (globalThis as { WorkerGlobalScope?: unknown }).WorkerGlobalScope === 'undefined' ? 'main' : 'worker' };
}

export const engineApi = {
  ping,
  migratePlay,
  migratePlayWithNotes,
  migratePlaybook,
  migrateRotation,
  migratePrintSettings,
  migratePracticePlan,
  computeNextPhase,
  canLink,
  isLinkInRange,
  findSnapTarget,
  resolveLinkedObject,
  resolveArrowEnd,
  buildTimeline,
};

export type EngineApi = typeof engineApi;

/**
 * For results holding typed arrays: the buffers to move (not copy) back from the worker. Only
 * results built fresh on each call may be listed: a transferred buffer is gone from the worker.
 */
export const resultTransferables: { readonly [K in keyof EngineApi]?: (result: ReturnType<EngineApi[K]>) => Transferable[] } = {
  buildTimeline: (timeline: Timeline) => timelineTransferables(timeline),
};
