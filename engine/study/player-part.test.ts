import { describe, expect, it } from 'vitest';
import { courtDimensions } from '../geometry/court';
import { createEmptyPlayData } from '../model/play-defaults';
import { arrowFrom, hornsPlay, linkOf, phaseOf, playerAt } from '../phase/fixtures';
import { computeNextPhase } from '../phase/next-phase';
import { courtSpot, markerOf, playerPart } from './player-part';

const half = courtDimensions('nba', 'half');
const full = courtDimensions('nba', 'full');

describe('courtSpot', () => {
  it('names the spots of a half court from the basket out', () => {
    expect(courtSpot({ x: 6, y: 25 }, half)).toBe('paint');
    expect(courtSpot({ x: 7, y: 17 }, half)).toBe('block');
    expect(courtSpot({ x: 19, y: 33 }, half)).toBe('elbow');
    expect(courtSpot({ x: 4, y: 12 }, half)).toBe('short-corner');
    expect(courtSpot({ x: 15, y: 14 }, half)).toBe('mid-range');
    expect(courtSpot({ x: 3, y: 2 }, half)).toBe('corner');
    expect(courtSpot({ x: 24, y: 6 }, half)).toBe('wing');
    expect(courtSpot({ x: 31, y: 27 }, half)).toBe('top');
    expect(courtSpot({ x: 45, y: 25 }, half)).toBe('half-court');
  });

  it('reads a full court by the basket nearest to the point', () => {
    // The far basket's corner mirrors the near one's.
    expect(courtSpot({ x: 91, y: 2 }, full)).toBe('corner');
    expect(courtSpot({ x: 3, y: 2 }, full)).toBe('corner');
    expect(courtSpot({ x: 88, y: 25 }, full)).toBe('paint');
    expect(courtSpot({ x: 47, y: 25 }, full)).toBe('half-court');
  });
});

describe('markerOf', () => {
  it("finds the offensive marker of the player's first position the play has", () => {
    const play = hornsPlay();
    expect(markerOf(play, [3])).toBe('object_3');
    expect(markerOf(play, [7, 4, 3])).toBe('object_4');
    // The ball carrier is on offense too.
    expect(markerOf(play, [1])).toBe('object_1');
  });

  it('finds none for a position the play does not have, or a defender only', () => {
    const play = createEmptyPlayData('half');
    play.phases = [phaseOf([playerAt('object_1', 2, { x: 10, y: 10 }, 'defense')])];
    expect(markerOf(play, [2])).toBeNull();
    expect(markerOf(hornsPlay(), [])).toBeNull();
  });
});

describe('playerPart', () => {
  it("writes out each marker's moves, passes and catches, phase by phase, from the engine's actions", () => {
    const play = hornsPlay();
    expect(playerPart(play, 'object_4')).toEqual([
      { phaseIndex: 0, steps: [{ kind: 'cut', moment: 0, spot: 'wing' }, { kind: 'receive', moment: 4, via: 'pass', from: '1' }] },
      { phaseIndex: 1, steps: [{ kind: 'handoff', moment: 0, to: '3' }] },
    ]);
    expect(playerPart(play, 'object_1')).toEqual([
      { phaseIndex: 0, steps: [{ kind: 'pass', moment: 4, to: '4' }] },
      { phaseIndex: 1, steps: [] },
    ]);
    expect(playerPart(play, 'object_5')[0]!.steps).toEqual([{ kind: 'cut', moment: 1, spot: 'paint' }]);
    expect(playerPart(play, 'object_2')[0]!.steps).toEqual([{ kind: 'cut', moment: 2, spot: 'corner' }]);
    expect(playerPart(play, 'object_3')).toEqual([
      { phaseIndex: 0, steps: [{ kind: 'cut', moment: 3, spot: 'wing' }] },
      { phaseIndex: 1, steps: [{ kind: 'receive', moment: 0, via: 'handoff', from: '4' }] },
    ]);
  });

  it('leaves out an arrow the engine refused: it does nothing in the play', () => {
    const play = createEmptyPlayData('half');
    const one = playerAt('object_1', 1, { x: 30, y: 25 });
    // A pass from a player without the ball is a step error.
    const pass = arrowFrom('object_2', 'pass', one.pos, { x: 20, y: 10 });
    play.phases = [phaseOf([one, pass], [linkOf(pass, 's', one)])];
    expect(computeNextPhase(play.phases[0]!, { snapDistance: 3.5, court: half }).steps[0]!.error).toBeDefined();
    expect(playerPart(play, 'object_1')).toEqual([{ phaseIndex: 0, steps: [] }]);
  });
});
