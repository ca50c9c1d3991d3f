// Timings of the display list, the SVG writer and the animation timeline on realistic plays:
// ten players, a ball carrier, a hoop and 30 arrows of every kind per phase.
import { samplePlay } from '../engine/animate/sample-play';
import { buildTimeline, sampleLength, sampleTimeline } from '../engine/animate/timeline';
import { drawPhase } from '../engine/draw/draw-phase';
import { toSvg } from '../engine/draw/svg';
import { median, timeCalls, type BenchRow } from './table';

const PHASES = 50;
const ARROWS_PER_PHASE = 30;
const SAMPLE_CALLS = 200_000;
const BOXED_TIMES = 4096;

/** Bytes the heap grew per call over `calls` calls (after a GC, where node runs with --expose-gc). */
function bytesPerCall(fn: (i: number) => void, calls: number): { bytes: number; gc: boolean } {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 1000; i++) fn(i);
  gc?.();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < calls; i++) fn(i);
  const after = process.memoryUsage().heapUsed;
  return { bytes: Math.max(0, after - before) / calls, gc: gc !== undefined };
}

export function measureDrawAndTimeline(): BenchRow[] {
  const play = samplePlay({ phases: PHASES, arrowsPerPhase: ARROWS_PER_PHASE, seed: 2024 });
  const rows: BenchRow[] = [];

  const build = timeCalls(() => void buildTimeline(play), 30, 5);
  const timeline = buildTimeline(play);
  rows.push({
    case: `buildTimeline, ${PHASES}-phase play (${ARROWS_PER_PHASE} arrows each)`,
    result: median(build),
    unit: 'ms',
    target: 20,
    note: `${timeline.objectIds.length} tracks, ${timeline.segments.length / 6} segments, ${timeline.pathPoints.length / 2} points, ${timeline.duration.toFixed(1)} s`,
  });

  const out = new Float32Array(sampleLength(timeline));
  const tracks = timeline.objectIds.length;
  const step = timeline.duration / SAMPLE_CALLS;
  const sampleRuns = timeCalls(
    () => {
      for (let i = 0; i < SAMPLE_CALLS; i++) sampleTimeline(timeline, i * step, out);
    },
    5,
    1,
  );
  // A double argument is boxed by the caller (16 bytes) when the call is not inlined; times
  // boxed once beforehand keep that out of the figure, which is then sampleTimeline's own.
  const boxedTimes: unknown[] = [{}];
  boxedTimes.length = 0;
  for (let i = 0; i < BOXED_TIMES; i++) boxedTimes.push((i * timeline.duration) / BOXED_TIMES);
  const sampleBoxed = (i: number) => void sampleTimeline(timeline, boxedTimes[i % BOXED_TIMES] as number, out);
  bytesPerCall(sampleBoxed, SAMPLE_CALLS);
  const allocation = bytesPerCall(sampleBoxed, SAMPLE_CALLS);
  rows.push({
    case: `sampleTimeline, per object (${tracks} tracks incl. ball)`,
    result: (median(sampleRuns) * 1000) / SAMPLE_CALLS / tracks,
    unit: 'µs',
    target: 1,
    note: `${allocation.bytes.toFixed(3)} bytes allocated per call${allocation.gc ? '' : ' (run node with --expose-gc for a clean figure)'}`,
  });

  let phaseIndex = 0;
  const nextPhase = () => play.phases[phaseIndex++ % play.phases.length]!;
  const draw = timeCalls(() => void drawPhase(nextPhase(), play.settings), 200);
  const drawAndSvg = timeCalls(() => void toSvg(drawPhase(nextPhase(), play.settings)), 200);
  const primitives = drawPhase(play.phases[0]!, play.settings).length;
  rows.push({ case: 'drawPhase, per phase', result: median(draw), unit: 'ms', note: `${primitives} primitives, tiles on` });
  rows.push({ case: 'drawPhase + toSvg, per phase', result: median(drawAndSvg), unit: 'ms', target: 2, note: `${toSvg(drawPhase(play.phases[0]!, play.settings)).length} characters` });
  return rows;
}
