import { describe, expect, it } from 'vitest';
import { HANDOFF_SNAP_DISTANCE } from '../geometry/court';
import { arrowFrom, hoopAt, phaseOf, playerAt } from '../phase/fixtures';
import { findSnapTarget, isLinkInRange, linkAnchor, linkSnapDistance, refOf } from './snap';

describe('linkSnapDistance', () => {
  it('is 10 for handoffs and the given distance otherwise', () => {
    expect(linkSnapDistance(arrowFrom('a', 'handoff', null, null), 2)).toBe(HANDOFF_SNAP_DISTANCE);
    expect(HANDOFF_SNAP_DISTANCE).toBe(10);
    expect(linkSnapDistance(arrowFrom('a', 'pass', null, null), 2)).toBe(2);
  });
});

describe('isLinkInRange', () => {
  const pass = arrowFrom('a1', 'pass', { x: 10, y: 10 }, { x: 30, y: 10 });

  it('holds while the arrow end and the player are within the snap distance', () => {
    expect(isLinkInRange(pass, 's', playerAt('p1', 1, { x: 13, y: 14 }), 5)).toBe(true); // exactly 5 away
    expect(isLinkInRange(pass, 's', playerAt('p1', 1, { x: 13, y: 14.01 }), 5)).toBe(false);
    expect(isLinkInRange(pass, 'e', playerAt('p2', 2, { x: 31, y: 10 }), 2)).toBe(true);
    expect(isLinkInRange(pass, 'e', playerAt('p2', 2, { x: 33, y: 10 }), 2)).toBe(false);
  });

  it('uses 10 for handoffs whatever the caller passes', () => {
    const handoff = arrowFrom('a1', 'handoff', { x: 10, y: 10 }, { x: 12, y: 10 });
    expect(isLinkInRange(handoff, 'e', playerAt('p2', 2, { x: 21, y: 10 }), 1)).toBe(true);
    expect(isLinkInRange(handoff, 'e', playerAt('p2', 2, { x: 22.5, y: 10 }), 50)).toBe(false);
  });

  it('measures a link to an arrow from where that arrow ends', () => {
    const cut = arrowFrom('a2', 'cut', { x: 0, y: 0 }, { x: 30, y: 11 });
    expect(linkAnchor(cut)).toEqual({ x: 30, y: 11 });
    expect(isLinkInRange(pass, 'e', cut, 2)).toBe(true);
    expect(isLinkInRange(pass, 's', cut, 2)).toBe(false);
  });

  it('never holds for a missing point', () => {
    expect(isLinkInRange(arrowFrom('a', 'pass', null, { x: 1, y: 1 }), 's', playerAt('p', 1, { x: 0, y: 0 }), 100)).toBe(false);
    const open = arrowFrom('a2', 'cut', { x: 0, y: 0 }, null);
    expect(isLinkInRange(pass, 'e', open, 100)).toBe(false);
  });
});

describe('findSnapTarget', () => {
  const p1 = playerAt('p1', 1, { x: 10, y: 10 });
  const p2 = playerAt('p2', 2, { x: 12, y: 10 });
  const hoop = hoopAt('h1', { x: 5.25, y: 25 });

  it('answers the nearest item the rules accept, in range', () => {
    const pass = arrowFrom('a1', 'pass', { x: 11.5, y: 10 }, { x: 6, y: 24 });
    const phase = phaseOf([p1, p2, hoop, pass]);
    expect(findSnapTarget(phase, pass, 's', 3)?.id).toBe('p2');
    // The hoop is nearest the pass's end, but a pass cannot end on a hoop.
    expect(findSnapTarget(phase, pass, 'e', 3)).toBeNull();
    const shot = arrowFrom('a2', 'shot', { x: 10, y: 10 }, { x: 6, y: 24 });
    expect(findSnapTarget(phaseOf([p1, hoop, shot]), shot, 'e', 3)?.id).toBe('h1');
  });

  it('prefers a player to an arrow end at the same distance, and skips the arrow itself', () => {
    const cut = arrowFrom('a2', 'cut', { x: 40, y: 40 }, { x: 10, y: 10 });
    const pass = arrowFrom('a1', 'pass', { x: 10, y: 12 }, { x: 30, y: 30 });
    expect(findSnapTarget(phaseOf([cut, p1, pass]), pass, 's', 3)?.id).toBe('p1');
    expect(findSnapTarget(phaseOf([cut, pass]), pass, 's', 3)?.id).toBe('a2');
    const alone = arrowFrom('a3', 'cut', { x: 10, y: 10 }, { x: 10, y: 10 });
    expect(findSnapTarget(phaseOf([alone]), alone, 's', 3)).toBeNull();
  });

  it('finds nothing for a missing point or nothing in range', () => {
    const open = arrowFrom('a1', 'pass', null, null);
    expect(findSnapTarget(phaseOf([p1, open]), open, 's', 100)).toBeNull();
    const far = arrowFrom('a1', 'pass', { x: 40, y: 40 }, null);
    expect(findSnapTarget(phaseOf([p1, far]), far, 's', 3)).toBeNull();
  });
});

describe('refOf', () => {
  it('is what a link stores', () => {
    expect(refOf(playerAt('p1', 1, { x: 0, y: 0 }))).toEqual({ id: 'p1', subType: 'player', type: 'object' });
    expect(refOf(arrowFrom('a1', 'cut', null, null))).toEqual({ id: 'a1', subType: 'cut', type: 'arrow' });
  });
});
