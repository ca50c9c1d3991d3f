import { describe, expect, it } from 'vitest';
import { playCourt } from '../geometry/court';
import { findSnapTarget } from '../links/snap';
import type { PlayData, PlayObject } from '../model/play';
import { createNewPlayData } from '../model/play-defaults';
import { nextPhaseInPlay, stalePhases } from './chain';
import { fitHoopsToCourt, HOOP_MATCH_DISTANCE } from './court-hoops';
import { arrowFrom, linkOf, phaseOf, playerAt } from './fixtures';
import { computeNextPhase } from './next-phase';

const hoopsOf = (data: PlayData, phase = 0) => data.phases[phase]!.objects.filter((item): item is PlayObject => item.type === 'object' && item.subType === 'hoop');

/** A half-court play with a second phase (as "Next phase" leaves it), switched to full court. */
function switchedToFull(): PlayData {
  const data = createNewPlayData('half');
  data.phases.push({ ...structuredClone(data.phases[0]!), id: 'phase_2', title: 'Phase 2' });
  data.settings.viewMode = 'full';
  return data;
}

describe('fitHoopsToCourt', () => {
  it('places both hoops of a new full-court play', () => {
    const data = createNewPlayData('full');
    expect(hoopsOf(data).map((hoop) => hoop.pos)).toEqual(playCourt(data.settings).hoops);
    expect(fitHoopsToCourt(data)).toBe(false);
  });

  it('adds the far basket to every phase, under one id, when the court becomes full', () => {
    const data = switchedToFull();
    expect(fitHoopsToCourt(data)).toBe(true);
    const far = playCourt(data.settings).hoops[1]!;
    for (const phase of [0, 1]) {
      expect(hoopsOf(data, phase)).toHaveLength(2);
      expect(hoopsOf(data, phase)[1]).toMatchObject({ id: 'object_2', pos: far });
    }
    expect(fitHoopsToCourt(data)).toBe(false);
  });

  it('keeps a hoop a coach nudged as that hoop and numbers the new one after every object', () => {
    const data = createNewPlayData('half');
    const near = hoopsOf(data)[0]!;
    near.pos = { x: near.pos.x + HOOP_MATCH_DISTANCE / 2, y: near.pos.y };
    data.phases[0]!.objects.push(playerAt('object_7', 1, { x: 20, y: 20 }));
    data.settings.viewMode = 'full';
    fitHoopsToCourt(data);
    expect(hoopsOf(data).map((hoop) => hoop.id)).toEqual(['object_1', 'object_8']);
  });

  it('leaves a phase computed from the one before up to date (a hoop moves no one)', () => {
    const data = createNewPlayData('half');
    const handler = playerAt('object_2', 1, { x: 20, y: 20 }, 'ball');
    data.phases[0]!.objects.push(handler);
    data.phases.push(nextPhaseInPlay(data, 0).phase);
    data.settings.viewMode = 'full';
    expect(fitHoopsToCourt(data)).toBe(true);
    expect(stalePhases(data)).toEqual([]);
    // One out of date already stays so.
    handler.pos = { x: 30, y: 30 };
    data.settings.viewMode = 'half';
    expect(fitHoopsToCourt(data)).toBe(true);
    expect(stalePhases(data)).toEqual([1]);
  });

  it('removes the far basket going back to half court, unless a shot ends on it', () => {
    const data = switchedToFull();
    fitHoopsToCourt(data);
    const far = hoopsOf(data, 1)[1]!;
    const shooter = playerAt('object_3', 1, { x: 70, y: 25 }, 'ball');
    const shot = arrowFrom('object_4', 'shot', shooter.pos, far.pos);
    data.phases[1]!.objects.push(shooter, shot);
    data.phases[1]!.links.push(linkOf(shot, 's', shooter), linkOf(shot, 'e', far));
    data.settings.viewMode = 'half';
    expect(fitHoopsToCourt(data)).toBe(true);
    expect(hoopsOf(data, 0)).toHaveLength(1);
    expect(hoopsOf(data, 1)).toHaveLength(2);
  });
});

describe('the far basket as a shot target', () => {
  const data = createNewPlayData('full');
  const [near, far] = hoopsOf(data);
  const shooter = playerAt('object_3', 1, { x: 75, y: 30 }, 'ball');

  it('is the snap target of a shot ending near it, not the near basket', () => {
    const shot = arrowFrom('object_4', 'shot', shooter.pos, { x: far!.pos.x + 0.5, y: far!.pos.y });
    const phase = phaseOf([near!, far!, shooter, shot]);
    expect(findSnapTarget(phase, shot, 'e', 2)).toBe(far);
  });

  it('takes the ball in the next phase', () => {
    const shot = arrowFrom('object_4', 'shot', shooter.pos, far!.pos);
    const phase = phaseOf([near!, far!, shooter, shot], [linkOf(shot, 's', shooter), linkOf(shot, 'e', far!)]);
    const { steps, ball } = computeNextPhase(phase, { snapDistance: 2 });
    expect(steps.map((step) => step.error ?? null)).toEqual([null]);
    expect(ball).toEqual({ at: 'hoop', id: far!.id });
  });
});
