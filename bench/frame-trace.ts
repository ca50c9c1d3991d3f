// Main-thread work per frame, read from a Chromium trace (categories below): whatever thread draws
// the court (the page's main thread, or the playback worker), its frames are its FireAnimationFrame
// events; each frame is charged with the main thread's scripting (DevTools' "Scripting": script run
// by tasks, events, timers, animation frames and microtasks, and garbage collection) and its whole
// busy time (every task) between its start and the next frame's.

export const FRAME_TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

interface TraceEvent {
  pid: number;
  tid: number;
  ph: string;
  name: string;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** DevTools counts these as scripting; nested ones are merged, so nothing counts twice. */
const SCRIPTING = new Set(['FunctionCall', 'EvaluateScript', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'RunMicrotasks', 'MinorGC', 'MajorGC', 'HandlePostMessage']);
const TASK = 'RunTask';

export interface FrameWork {
  /** Which thread drew the frames. */
  drawnBy: 'main thread' | 'worker';
  frames: number;
  /** Milliseconds of main-thread scripting charged to each frame. */
  scripting: number[];
  /** Milliseconds of main-thread tasks of any kind charged to each frame. */
  busy: number[];
}

type Interval = [start: number, end: number];

function merged(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: Interval[] = [];
  for (const [start, end] of sorted) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** Milliseconds of `intervals` (merged, sorted, µs) inside each [frames[i], frames[i + 1]). */
function perFrame(intervals: Interval[], frames: number[]): number[] {
  const out: number[] = [];
  let from = 0;
  for (let i = 0; i + 1 < frames.length; i++) {
    const start = frames[i]!;
    const end = frames[i + 1]!;
    let sum = 0;
    while (from < intervals.length && intervals[from]![1] <= start) from++;
    for (let j = from; j < intervals.length && intervals[j]![0] < end; j++) {
      sum += Math.max(0, Math.min(end, intervals[j]![1]) - Math.max(start, intervals[j]![0]));
    }
    out.push(sum / 1000);
  }
  return out;
}

export function frameWork(trace: { traceEvents: TraceEvent[] } | TraceEvent[]): FrameWork {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const threadNames = new Map<string, string>();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const complete = events.filter((e) => e.ph === 'X' && e.dur !== undefined);
  // The drawing thread: the one with the most animation frames.
  const frameCounts = new Map<string, number>();
  for (const e of complete) if (e.name === 'FireAnimationFrame') frameCounts.set(`${e.pid}:${e.tid}`, (frameCounts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const [drawing] = [...frameCounts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!drawing) throw new Error('The trace holds no animation frame.');
  const pid = Number(drawing.split(':')[0]);
  const main = [...threadNames].find(([key, name]) => name === 'CrRendererMain' && Number(key.split(':')[0]) === pid)?.[0];
  if (!main) throw new Error('The trace holds no main thread for the drawing renderer.');
  const frames = complete.filter((e) => `${e.pid}:${e.tid}` === drawing && e.name === 'FireAnimationFrame').map((e) => e.ts).sort((a, b) => a - b);
  const onMain = complete.filter((e) => `${e.pid}:${e.tid}` === main);
  const scripting = merged(onMain.filter((e) => SCRIPTING.has(e.name)).map((e): Interval => [e.ts, e.ts + e.dur!]));
  const busy = merged(onMain.filter((e) => e.name === TASK).map((e): Interval => [e.ts, e.ts + e.dur!]));
  return { drawnBy: drawing === main ? 'main thread' : 'worker', frames: frames.length, scripting: perFrame(scripting, frames), busy: perFrame(busy, frames) };
}
