import { describe, expect, it } from 'vitest';
import { playCourt } from '../geometry/court';
import { playSnapDistance } from '../links/snap';
import { isArrow, isPlayObject, playDataSchema, type PlayData } from '../model/play';
import { computeNextPhase } from '../phase/next-phase';
import { samplePlay } from './sample-play';

function nextPhases(play: PlayData) {
  const options = { snapDistance: playSnapDistance(play.settings), court: playCourt(play.settings) };
  return play.phases.map((phase) => computeNextPhase(phase, options));
}

describe('samplePlay', () => {
  for (const [phases, arrowsPerPhase] of [
    [3, 30],
    [12, 30],
    [50, 30],
    [1, 40],
    [4, 3],
  ] as const) {
    it(`runs every arrow without a step error (${phases} phases of ${arrowsPerPhase} arrows)`, () => {
      const play = samplePlay({ phases, arrowsPerPhase });
      expect(playDataSchema.parse(play)).toEqual(play);
      expect(play.phases).toHaveLength(phases);
      const results = nextPhases(play);
      results.forEach((result, index) => {
        const phase = play.phases[index]!;
        expect(phase.objects.filter(isArrow)).toHaveLength(arrowsPerPhase);
        expect(result.steps.filter((step) => step.error !== undefined)).toEqual([]);
        // The next phase is the one computeNextPhase makes of this one, with arrows of its own.
        const next = play.phases[index + 1];
        if (next !== undefined) {
          expect(next.objects.filter(isPlayObject)).toEqual(result.phase.objects);
          expect({ id: next.id, title: next.title }).toEqual({ id: result.phase.id, title: result.phase.title });
        }
      });
      // The play ends on a shot.
      expect(results.at(-1)!.ball.at).toBe('hoop');
    });
  }

  it('has ten players, one ball carrier and the hoops of its view', () => {
    for (const view of ['half', 'full'] as const) {
      const play = samplePlay({ view, phases: 2 });
      for (const phase of play.phases.slice(0, -1)) {
        const objects = phase.objects.filter(isPlayObject);
        const players = objects.filter((o) => o.subType === 'player');
        expect(players).toHaveLength(10);
        expect(players.filter((p) => p.team === 'ball')).toHaveLength(1);
        expect(players.filter((p) => p.team === 'defense')).toHaveLength(5);
        expect(objects.filter((o) => o.subType === 'hoop')).toHaveLength(view === 'full' ? 2 : 1);
      }
    }
  });

  it('draws every kind of arrow, and is the same for the same seed', () => {
    const play = samplePlay();
    const kinds = new Set(play.phases[0]!.objects.filter(isArrow).map((a) => a.subType));
    expect([...kinds].sort()).toEqual(['cut', 'dribble', 'handoff', 'pass', 'screen', 'shot']);
    expect(play.phases[0]!.objects.filter(isArrow).some((a) => a.option)).toBe(true);
    expect(samplePlay({ seed: 3 })).toEqual(samplePlay({ seed: 3 }));
    expect(samplePlay({ seed: 3 })).not.toEqual(samplePlay({ seed: 4 }));
  });
});
