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
/** The size of each workload. */
const SIZES = {
  nextPhaseArrows: 40,
  migratedPlays: 1_000,
  timelinePhases: 50,
  arrowsPerPhase: 30,
  sampleCalls: 200_000,
  /** Few enough that no young-generation collection runs during a run: one would hide garbage. */
  allocationCalls: 20_000,
  allocationRuns: 5,
  /** Distinct times, boxed once beforehand (see measureSampleTimeline). */
  boxedTimes: 4096,
} as const;

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
  const least = (f: (i: number) => void) => Math.min(...Array.from({ length: SIZES.allocationRuns }, () => heapGrowth(f, calls)));
  const own = least(() => {});
  return Math.max(0, least(fn) - own) / calls;
}

function measureNextPhase(): BenchRow[] {
  const play = samplePlay({ phases: 1, arrowsPerPhase: SIZES.nextPhaseArrows, view: 'full', seed: 11 });
  const phase = play.phases[0]!;
  const options = { snapDistance: playSnapDistance(play.settings), court: playCourt(play.settings) };
  const errors = computeNextPhase(phase, options).steps.filter((s) => s.error !== undefined).length;
  const samples = timeCalls(() => void computeNextPhase(phase, options), 5000, 500);
  return [
    {
      case: `computeNextPhase, ${SIZES.nextPhaseArrows}-arrow phase (median)`,
      result: median(samples),
      unit: 'ms',
      target: TARGETS.nextPhaseMs,
      note: `p95 ${percentile(samples, 95).toFixed(3)} ms; ${phase.objects.length - SIZES.nextPhaseArrows} objects, ${phase.links.length} links, ${errors} step errors`,
    },
  ];
}

function measureMigrations(): BenchRow[] {
  const fixture = JSON.parse(readFileSync(new URL('../tests/fixtures/plays/v1.json', import.meta.url), 'utf8')) as { settings: object };
  const plays = Array.from({ length: SIZES.migratedPlays }, (_, i) => ({ ...fixture, settings: { ...fixture.settings, description: `Set ${i}` } }));
  const rounds = 15;
  const samples = timeCalls(() => plays.forEach((play) => migratePlay(play)), rounds, 3);
  return [
    {
      case: `migratePlay, ${SIZES.migratedPlays.toLocaleString('en')} version-1 plays (v1 → v11, validated)`,
      result: median(samples),
      unit: 'ms',
      target: TARGETS.migrateMs,
      note: `median of ${rounds} runs; the v1 fixture, 2 phases, 21 items`,
    },
  ];
}

function measureTimeline(): BenchRow[] {
  const play = samplePlay({ phases: SIZES.timelinePhases, arrowsPerPhase: SIZES.arrowsPerPhase, seed: 2024 });
  const build = timeCalls(() => void buildTimeline(play), 30, 5);
  const timeline = buildTimeline(play);
  const out = new Float32Array(sampleLength(timeline));
  const tracks = timeline.objectIds.length;
  const step = timeline.duration / SIZES.sampleCalls;
  const sampling = timeCalls(
    () => {
      for (let i = 0; i < SIZES.sampleCalls; i++) sampleTimeline(timeline, i * step, out);
    },
    5,
    1,
  );
  // A double argument is boxed by the caller (16 bytes) when the call is not inlined; times
  // boxed once beforehand keep that out of the figure, which is then sampleTimeline's own. The
  // list starts with an object so V8 stores its numbers boxed, not as raw doubles.
  const boxedTimes: unknown[] = [{}];
  boxedTimes.length = 0;
  for (let i = 0; i < SIZES.boxedTimes; i++) boxedTimes.push((i * timeline.duration) / SIZES.boxedTimes);
  const sampleBoxed = (i: number) => void sampleTimeline(timeline, boxedTimes[i % SIZES.boxedTimes] as number, out);
  const bytes = bytesPerCall(sampleBoxed, SIZES.allocationCalls);
  return [
    {
      case: `buildTimeline, ${SIZES.timelinePhases}-phase play (${SIZES.arrowsPerPhase} arrows each)`,
      result: median(build),
      unit: 'ms',
      target: TARGETS.buildTimelineMs,
      note: `${tracks} tracks, ${timeline.segments.length / 6} segments, ${timeline.pathPoints.length / 2} points, ${timeline.duration.toFixed(1)} s`,
    },
    {
      case: `sampleTimeline, per object (${tracks} tracks incl. ball)`,
      result: (median(sampling) * 1000) / SIZES.sampleCalls / tracks,
      unit: 'µs',
      target: TARGETS.samplePerObjectUs,
      note: `${SIZES.sampleCalls.toLocaleString('en')} calls`,
    },
    {
      case: 'sampleTimeline, allocation per call',
      result: bytes,
      unit: 'bytes',
      target: TARGETS.sampleBytes,
      note: `least heap growth of ${SIZES.allocationRuns} runs of ${SIZES.allocationCalls.toLocaleString('en')} calls, less an empty loop's`,
    },
  ];
}

function measureDrawing(): BenchRow[] {
  const play = samplePlay({ phases: 12, arrowsPerPhase: SIZES.arrowsPerPhase, seed: 2024 });
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
