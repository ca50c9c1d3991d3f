// The engine's figures of issue 3 on realistic plays: the sample play (ten players, a ball
// carrier, the hoops, every kind of arrow, no step errors) and the version-1 play fixture.
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  buildTimeline,
  computeNextPhase,
  drawPhase,
  migratePlay,
  playCourt,
  playSnapDistance,
  sampleLength,
  samplePlay,
  sampleTimeline,
  toSvg,
} from '../engine';
import { median, percentile, timeCalls, type BenchRow, type BenchTable } from './table';

/** Issue 3's targets. */
const TARGETS = { nextPhaseMs: 0.2, migrateMs: 200, buildTimelineMs: 20, samplePerObjectUs: 1, sampleBytes: 0, drawAndSvgMs: 2 } as const;
const NEXT_PHASE_ARROWS = 40;
const MIGRATED_PLAYS = 1_000;
const TIMELINE_PHASES = 50;
const ARROWS_PER_PHASE = 30;
const SAMPLE_CALLS = 200_000;
/** Few enough that no young-generation collection runs during a run: one would hide garbage. */
const ALLOCATION_CALLS = 20_000;
const ALLOCATION_RUNS = 5;
/** Distinct times, boxed once beforehand (see measureSampleTimeline). */
const BOXED_TIMES = 4096;

/**
 * The garbage collector, to measure allocation on a clean heap. `node --expose-gc` gives it as
 * `gc`; without the flag it is switched on here, so `npm run bench` needs no node flags.
 */
function garbageCollector(): () => void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed !== undefined) return exposed;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/** Heap growth over `calls` calls of `fn`, after a collection. */
function heapGrowth(fn: (i: number) => void, calls: number): number {
  const gc = garbageCollector();
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < calls; i++) fn(i);
  return process.memoryUsage().heapUsed - before;
}

/**
 * Bytes allocated per call of `fn`: the least heap growth of a few runs (a real allocation per
 * call shows in every run; compiling code now and then does not), less an empty loop's (the
 * measurement's own few hundred bytes).
 */
function bytesPerCall(fn: (i: number) => void, calls: number): number {
  const least = (f: (i: number) => void) => Math.min(...Array.from({ length: ALLOCATION_RUNS }, () => heapGrowth(f, calls)));
  const own = least(() => {});
  return Math.max(0, least(fn) - own) / calls;
}

function measureNextPhase(): BenchRow[] {
  const play = samplePlay({ phases: 1, arrowsPerPhase: NEXT_PHASE_ARROWS, view: 'full', seed: 11 });
  const phase = play.phases[0]!;
  const options = { snapDistance: playSnapDistance(play.settings), court: playCourt(play.settings) };
  const errors = computeNextPhase(phase, options).steps.filter((s) => s.error !== undefined).length;
  const samples = timeCalls(() => void computeNextPhase(phase, options), 5000, 500);
  return [
    {
      case: `computeNextPhase, ${NEXT_PHASE_ARROWS}-arrow phase (median)`,
      result: median(samples),
      unit: 'ms',
      target: TARGETS.nextPhaseMs,
      note: `p95 ${percentile(samples, 95).toFixed(3)} ms; ${phase.objects.length - NEXT_PHASE_ARROWS} objects, ${phase.links.length} links, ${errors} step errors`,
    },
  ];
}

function measureMigrations(): BenchRow[] {
  const fixture = JSON.parse(readFileSync(new URL('../tests/fixtures/plays/v1.json', import.meta.url), 'utf8')) as { settings: object };
  const plays = Array.from({ length: MIGRATED_PLAYS }, (_, i) => ({ ...fixture, settings: { ...fixture.settings, description: `Set ${i}` } }));
  const rounds = 15;
  const samples = timeCalls(() => plays.forEach((play) => migratePlay(play)), rounds, 3);
  return [
    {
      case: `migratePlay, ${MIGRATED_PLAYS.toLocaleString('en')} version-1 plays (v1 → v11, validated)`,
      result: median(samples),
      unit: 'ms',
      target: TARGETS.migrateMs,
      note: `median of ${rounds} runs; the v1 fixture, 2 phases, 21 items`,
    },
  ];
}

function measureTimeline(): BenchRow[] {
  const play = samplePlay({ phases: TIMELINE_PHASES, arrowsPerPhase: ARROWS_PER_PHASE, seed: 2024 });
  const build = timeCalls(() => void buildTimeline(play), 30, 5);
  const timeline = buildTimeline(play);
  const out = new Float32Array(sampleLength(timeline));
  const tracks = timeline.objectIds.length;
  const step = timeline.duration / SAMPLE_CALLS;
  const sampling = timeCalls(
    () => {
      for (let i = 0; i < SAMPLE_CALLS; i++) sampleTimeline(timeline, i * step, out);
    },
    5,
    1,
  );
  // A double argument is boxed by the caller (16 bytes) when the call is not inlined; times
  // boxed once beforehand keep that out of the figure, which is then sampleTimeline's own. The
  // list starts with an object so V8 stores its numbers boxed, not as raw doubles.
  const boxedTimes: unknown[] = [{}];
  boxedTimes.length = 0;
  for (let i = 0; i < BOXED_TIMES; i++) boxedTimes.push((i * timeline.duration) / BOXED_TIMES);
  const sampleBoxed = (i: number) => void sampleTimeline(timeline, boxedTimes[i % BOXED_TIMES] as number, out);
  const bytes = bytesPerCall(sampleBoxed, ALLOCATION_CALLS);
  return [
    {
      case: `buildTimeline, ${TIMELINE_PHASES}-phase play (${ARROWS_PER_PHASE} arrows each)`,
      result: median(build),
      unit: 'ms',
      target: TARGETS.buildTimelineMs,
      note: `${tracks} tracks, ${timeline.segments.length / 6} segments, ${timeline.pathPoints.length / 2} points, ${timeline.duration.toFixed(1)} s`,
    },
    {
      case: `sampleTimeline, per object (${tracks} tracks incl. ball)`,
      result: (median(sampling) * 1000) / SAMPLE_CALLS / tracks,
      unit: 'µs',
      target: TARGETS.samplePerObjectUs,
      note: `${SAMPLE_CALLS.toLocaleString('en')} calls`,
    },
    {
      case: 'sampleTimeline, allocation per call',
      result: bytes,
      unit: 'bytes',
      target: TARGETS.sampleBytes,
      note: `least heap growth of ${ALLOCATION_RUNS} runs of ${ALLOCATION_CALLS.toLocaleString('en')} calls, less an empty loop's`,
    },
  ];
}

function measureDrawing(): BenchRow[] {
  const play = samplePlay({ phases: 12, arrowsPerPhase: ARROWS_PER_PHASE, seed: 2024 });
  let phaseIndex = 0;
  const nextPhase = () => play.phases[phaseIndex++ % play.phases.length]!;
  const samples = timeCalls(() => void toSvg(drawPhase(nextPhase(), play.settings)), 200);
  const primitives = drawPhase(play.phases[0]!, play.settings);
  return [
    {
      case: 'drawPhase + toSvg, per phase',
      result: median(samples),
      unit: 'ms',
      target: TARGETS.drawAndSvgMs,
      note: `${primitives.length} primitives (court tiles on), ${toSvg(primitives).length.toLocaleString('en')} characters`,
    },
  ];
}

export default async function engineBench(): Promise<BenchTable> {
  return {
    title: 'Engine',
    rows: [...measureNextPhase(), ...measureMigrations(), ...measureTimeline(), ...measureDrawing()],
  };
}
