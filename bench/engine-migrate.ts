// Times migratePlay on 1,000 version-1 plays (the oldest format, so every step runs).
// The lead wires `measureMigrations` into the engine bench table.
import { migratePlay } from '../engine/migrate/documents';
import { median, timeCalls, type BenchRow } from './table';

const PLAYS = 1_000;
/** Target for the whole batch, in ms. */
const TARGET_MS = 200;
const ROUNDS = 15;

/** A realistic version-1 play: two phases of five offense, three defense, a hoop, a pass, a cut, a dribble. */
function versionOnePlay(seed: number): Record<string, unknown> {
  const at = (x: number, y: number) => ({ x: Math.round((x + (seed % 7) * 0.13) * 100) / 100, y });
  const player = (id: number, team: string, number: number, x: number, y: number) => ({
    id: `object_${id}`, type: 'object', subType: 'player', pos: at(x, y), status: 'NOT_SELECTED', displayOrder: id, team, number,
  });
  const arrow = (id: number, subType: string, s: [number, number], m: [number, number], e: [number, number], curved: boolean) => ({
    id: `object_${id}`, type: 'arrow', subType, points: { s: at(...s), m: at(...m), e: at(...e) }, curved, sameTime: false, option: false,
    ends: true, displayOrder: id,
  });
  const players = (ball: number) => [
    { id: 'object_0', type: 'object', subType: 'hoop', pos: { x: 5.25, y: 25 }, status: 'NOT_SELECTED', displayOrder: 0 },
    ...[1, 2, 3, 4, 5].map((n) => player(n, n === ball ? 'ball' : 'offense', n, 18 + n * 2, 5 + n * 8)),
    ...[1, 2, 3].map((n) => player(5 + n, 'defense', n, 14 + n * 2, 8 + n * 9)),
  ];
  return {
    phases: [
      {
        id: 'phase_1',
        name: 'Entry',
        objects: [...players(1), arrow(9, 'pass', [20, 13], [21, 17], [22, 21], false), arrow(10, 'cut', [24, 29], [12, 30], [4, 40], true)],
      },
      { id: 'phase_2', name: 'Attack', objects: [...players(2), arrow(11, 'dribble', [22, 21], [14, 22], [8, 24], true)] },
    ],
    settings: { description: `Set ${seed}`, youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', halfCourt: true },
  };
}

export function measureMigrations(): BenchRow[] {
  const plays = Array.from({ length: PLAYS }, (_, seed) => versionOnePlay(seed));
  const samples = timeCalls(() => {
    for (const play of plays) migratePlay(play);
  }, ROUNDS, 3);
  return [
    {
      case: 'migratePlay, 1,000 version-1 plays (v1 → v11, validated)',
      result: median(samples),
      unit: 'ms',
      target: TARGET_MS,
      note: `median of ${ROUNDS} runs; ${PLAYS} plays of 2 phases, 21 items`,
    },
  ];
}
