// Issue 16's figure: the fair-minutes planner on 15 players × 4 periods of 10 minutes with changes
// every minute; and, for scale, the checks of that plan and a replay of a whole game's events.
import { checkRotation, planRotation, replayGame, type GameEvent, type PlanRotationInput } from '../engine';
import { median, percentile, timeCalls, type BenchRow, type BenchTable } from './table';

/** Issue 16's target. */
const TARGETS = { planMs: 50 } as const;
const PLAYERS = 15;
const PERIODS = 4;
const PERIOD_LENGTH = 600;
const STEP = 60;
const CALLS = 200;

const players = Array.from({ length: PLAYERS }, (_, i) => ({ id: `player_${i + 1}`, position: (i % 5) + 1 }));
const input: PlanRotationInput = {
  periods: PERIODS,
  periodLength: PERIOD_LENGTH,
  players,
  step: STEP,
  targets: { player_1: { min: 1800 }, player_2: { min: 1500, max: 1800 }, player_15: { max: 600 } },
  locked: [{ playerId: 'player_3', period: 4, start: 300, end: 600 }],
  maxBenchStretch: 900,
};

function measurePlanner(): BenchRow[] {
  const samples = timeCalls(() => void planRotation(input), CALLS, 20);
  const plan = planRotation(input);
  const checks = timeCalls(() => void checkRotation({ ...input, stints: plan.stints }), CALLS, 20);
  return [
    {
      case: `the planner on ${PLAYERS} players × ${PERIODS} periods with changes every minute (target ≤ ${TARGETS.planMs} ms)`,
      result: median(samples),
      unit: 'ms',
      target: TARGETS.planMs,
      note: `median; ${PERIOD_LENGTH / 60}-min periods; p95 ${percentile(samples, 95).toFixed(3)} ms; ${plan.stints.length} stints, ${plan.unmet.length} unmet; bounds, a lock, a 15-min bench stretch`,
    },
    {
      case: 'checkRotation of that plan (median)',
      result: median(checks),
      unit: 'ms',
      note: `p95 ${percentile(checks, 95).toFixed(3)} ms`,
    },
  ];
}

/** A whole game as the substitution manager stores it: a start and stop a minute, subs, fouls. */
function gameEvents(): GameEvent[] {
  const events: GameEvent[] = [{ type: 'sub', at: 0, out: [], in: players.slice(0, 5).map((p) => p.id) }];
  let at = 0;
  for (let period = 1; period <= PERIODS; period++) {
    for (let minute = 0; minute < PERIOD_LENGTH / 60; minute++) {
      events.push({ type: 'start', at: (at += 5_000) });
      events.push({ type: 'stop', at: (at += 60_000) });
      events.push({ type: 'foul', at: (at += 1_000), playerId: players[minute % PLAYERS]!.id });
      events.push({ type: 'sub', at: (at += 1_000), out: [players[minute % PLAYERS]!.id], in: [players[(minute + 5) % PLAYERS]!.id] });
    }
    events.push({ type: 'next-period', at: (at += 60_000) });
  }
  return events;
}

function measureReplay(): BenchRow[] {
  const events = gameEvents();
  const end = events.at(-1)!.at;
  const samples = timeCalls(() => void replayGame({ periods: PERIODS, periodLength: PERIOD_LENGTH }, events, end), CALLS, 20);
  return [
    {
      case: `replayGame, a whole game of ${events.length} events (median)`,
      result: median(samples),
      unit: 'ms',
      note: `p95 ${percentile(samples, 95).toFixed(3)} ms; what a reload recomputes`,
    },
  ];
}

export default async function rotationBench(): Promise<BenchTable> {
  return { title: 'Rotation', rows: [...measurePlanner(), ...measureReplay()] };
}
