// Practice mode (issue 17): a big countdown per block, computed from timestamped events alone, like
// the game clock (engine/rotation/game-clock.ts). No interval counter: a reload or a locked screen
// replays the same events and lands on the same block and the same second.
import { blockMinutes, type PracticeBlock } from './clock-times';

/** Every event carries `at`, the wall-clock time it was recorded, in epoch milliseconds. */
export type PracticeEvent =
  | { type: 'start'; at: number }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number }
  /** The current block ends now; the next starts with its full time. */
  | { type: 'skip'; at: number };

export type PracticeEventType = PracticeEvent['type'];

export type PracticeStatus = 'notStarted' | 'running' | 'paused' | 'finished';

/**
 * The state after some events, settled at `at`: plain JSON, integer milliseconds, so replays agree
 * exactly. A block whose time is up hands over to the next by itself while the clock runs.
 */
export interface PracticeState {
  status: PracticeStatus;
  /** The block running or paused (0 before the start; the block count once finished). */
  blockIndex: number;
  /** Milliseconds into that block at `at`. */
  blockElapsedMs: number;
  /** The moment this state is settled at (epoch ms). */
  at: number;
}

export interface PracticeClock {
  status: PracticeStatus;
  finished: boolean;
  /** The block on the countdown (the first before the start); null once finished or with no blocks. */
  blockIndex: number | null;
  blockId: string | null;
  /** Milliseconds left in the block, and the countdown's seconds (rounded up: 10:00 at its start, 0:00 at its end). */
  msLeft: number;
  secondsLeft: number;
  /** Whole seconds into the block. */
  secondsElapsed: number;
  nextBlockIndex: number | null;
  nextBlockId: string | null;
}

type Blocks = readonly Pick<PracticeBlock, 'id' | 'duration' | 'stations'>[];

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;

const blockMs = (blocks: Blocks, index: number) => {
  const block = blocks[index];
  return block === undefined ? 0 : Math.round(blockMinutes(block) * MS_PER_MINUTE);
};

/** Before the first event: not started, on the first block. */
export function initialPracticeState(at = 0): PracticeState {
  return { status: 'notStarted', blockIndex: 0, blockElapsedMs: 0, at: Math.round(at) };
}

/** Blocks whose time is up handed over, from `index` with `elapsedMs` into it. */
function settle(blocks: Blocks, index: number, elapsedMs: number): { blockIndex: number; blockElapsedMs: number; finished: boolean } {
  let blockIndex = index;
  let blockElapsedMs = elapsedMs;
  while (blockIndex < blocks.length && blockElapsedMs >= blockMs(blocks, blockIndex)) {
    blockElapsedMs -= blockMs(blocks, blockIndex);
    blockIndex += 1;
  }
  return blockIndex >= blocks.length ? { blockIndex: blocks.length, blockElapsedMs: 0, finished: true } : { blockIndex, blockElapsedMs, finished: false };
}

/** The state moved on to `at` with no event: a running clock runs through blocks, and may finish. */
export function advancePractice(blocks: Blocks, state: PracticeState, at: number): PracticeState {
  const to = Math.max(state.at, Math.round(at));
  if (to === state.at || state.status !== 'running') return to === state.at ? state : { ...state, at: to };
  const settled = settle(blocks, state.blockIndex, state.blockElapsedMs + (to - state.at));
  return { status: settled.finished ? 'finished' : 'running', blockIndex: settled.blockIndex, blockElapsedMs: settled.blockElapsedMs, at: to };
}

/**
 * One event applied: the state is first moved on to the event's moment (an event stamped earlier
 * than the state, from a device clock set back, counts as happening at the state's moment).
 * Events that make no sense where the practice is (a pause while paused) change nothing.
 */
export function applyPracticeEvent(blocks: Blocks, state: PracticeState, event: PracticeEvent): PracticeState {
  const moved = advancePractice(blocks, state, event.at);
  switch (event.type) {
    case 'start': {
      if (moved.status !== 'notStarted') return moved;
      const settled = settle(blocks, 0, 0);
      return { ...moved, status: settled.finished ? 'finished' : 'running', blockIndex: settled.blockIndex, blockElapsedMs: 0 };
    }
    case 'pause':
      return moved.status === 'running' ? { ...moved, status: 'paused' } : moved;
    case 'resume':
      return moved.status === 'paused' ? { ...moved, status: 'running' } : moved;
    case 'skip': {
      if (moved.status !== 'running' && moved.status !== 'paused') return moved;
      const settled = settle(blocks, moved.blockIndex + 1, 0);
      return { ...moved, status: settled.finished ? 'finished' : moved.status, blockIndex: settled.blockIndex, blockElapsedMs: 0 };
    }
  }
}

/**
 * The practice at `at` (epoch ms) from the stored events, applied in the order they were recorded,
 * up to the first one stamped after `at`. Without `at`, as of the last event.
 */
export function replayPractice(blocks: Blocks, events: readonly PracticeEvent[], at?: number): PracticeState {
  let state = initialPracticeState(events[0]?.at ?? 0);
  for (const event of events) {
    if (at !== undefined && Math.round(event.at) > at) break;
    state = applyPracticeEvent(blocks, state, event);
  }
  return at === undefined ? state : advancePractice(blocks, state, at);
}

/** The countdown of a state, read at `at` (not before the state's moment). */
export function readPracticeClock(blocks: Blocks, state: PracticeState, at = state.at): PracticeClock {
  const now = advancePractice(blocks, state, at);
  const finished = now.status === 'finished' || blocks.length === 0;
  const blockIndex = finished ? null : now.blockIndex;
  const msLeft = blockIndex === null ? 0 : blockMs(blocks, blockIndex) - now.blockElapsedMs;
  const next = blockIndex === null || blockIndex + 1 >= blocks.length ? null : blockIndex + 1;
  return {
    status: finished ? 'finished' : now.status,
    finished,
    blockIndex,
    blockId: blockIndex === null ? null : blocks[blockIndex]!.id,
    msLeft,
    secondsLeft: Math.ceil(msLeft / MS_PER_SECOND),
    secondsElapsed: Math.floor(now.blockElapsedMs / MS_PER_SECOND),
    nextBlockIndex: next,
    nextBlockId: next === null ? null : blocks[next]!.id,
  };
}

/** Practice mode's countdown at `at` from the plan's blocks and the events alone. */
export function practiceClock(plan: { exercises: Blocks }, events: readonly PracticeEvent[], at: number): PracticeClock {
  return readPracticeClock(plan.exercises, replayPractice(plan.exercises, events, at), at);
}
