// The editor benchmark's play (issue 6): 12 phases, 10 players (one of them the ball carrier) and
// 30 arrows in all, from the engine's sample-play generator (3 arrows in six phases, 2 in the others).
import { samplePlay, type PlayData } from '../engine';

export const BENCH_PHASES = 12;
export const BENCH_ARROWS = 30;

export function benchPlay(): PlayData {
  const play = samplePlay({ phases: BENCH_PHASES, arrowsPerPhase: 3, seed: 11 });
  let surplus = BENCH_PHASES * 3 - BENCH_ARROWS;
  for (const phase of play.phases) {
    if (surplus === 0) break;
    if (play.phases.indexOf(phase) % 2 === 0) continue;
    const arrows = phase.objects.filter((item) => item.type === 'arrow');
    const last = arrows[arrows.length - 1];
    if (!last) continue;
    phase.objects = phase.objects.filter((item) => item.id !== last.id);
    phase.links = phase.links.filter((link) => link.arrow.id !== last.id && link.object.id !== last.id);
    surplus--;
  }
  return play;
}
