// Issue 35's figure: making a round of study questions from a whole playbook, on the device, when a
// player opens "Study". The plays are sample plays (ten players, every kind of arrow, no step
// errors) of a coach's size: four phases of ten arrows.
import { MAX_QUESTIONS_PER_ROUND, generateQuestions, samplePlay, type StudyPlay } from '../engine';
import { median, percentile, timeCalls, type BenchRow, type BenchTable } from './table';

/** Issue 35's target. */
const TARGETS = { generateMs: 50 } as const;
const SIZES = { plays: 100, phases: 4, arrowsPerPhase: 10, runs: 25 } as const;

function playbook(): StudyPlay[] {
  return Array.from({ length: SIZES.plays }, (_, i) => ({
    id: `play-${i + 1}`,
    title: `Set ${i + 1}`,
    data: samplePlay({ phases: SIZES.phases, arrowsPerPhase: SIZES.arrowsPerPhase, seed: i + 1 }),
  }));
}

function measureGenerate(): BenchRow[] {
  const plays = playbook();
  let seed = 0;
  const rows: BenchRow[] = [];
  for (const [label, options] of [
    ['default count', {}],
    [`${MAX_QUESTIONS_PER_ROUND} questions, position 3 favoured`, { count: MAX_QUESTIONS_PER_ROUND, player: { position: 3 as const } }],
  ] as const) {
    const questions = generateQuestions(plays, { seed, ...options });
    const samples = timeCalls(() => void generateQuestions(plays, { seed: ++seed, ...options }), SIZES.runs, 3);
    const kinds = new Map<string, number>();
    for (const question of questions) kinds.set(question.kind, (kinds.get(question.kind) ?? 0) + 1);
    rows.push({
      case: `generateQuestions, ${SIZES.plays}-play × ${SIZES.phases}-phase playbook, ${label} (median)`,
      result: median(samples),
      unit: 'ms',
      target: TARGETS.generateMs,
      note: `p95 ${percentile(samples, 95).toFixed(1)} ms over ${SIZES.runs} seeds; ${SIZES.arrowsPerPhase} arrows a phase; ${[...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ')}`,
    });
  }
  return rows;
}

export default async function studyBench(): Promise<BenchTable> {
  return { title: 'Study quizzes', rows: measureGenerate() };
}
