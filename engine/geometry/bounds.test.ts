import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Arrow, PlayObject } from '../model/play';
import { clampToCourt, distance, isArrowValid, isOutOfBounds, isOutOfView } from './bounds';
import { courtDimensions } from './court';

const full = courtDimensions('nba', 'full');
const half = courtDimensions('nba', 'half');

function object(subType: PlayObject['subType'], x: number, y: number): PlayObject {
  return { id: 'object_1', type: 'object', subType, pos: { x, y }, status: 'NOT_SELECTED', displayOrder: 0, animationOrder: 0, pause: 1, animationType: 'end' };
}
function arrow(points: Partial<Arrow['points']>): Arrow {
  const p = { x: 10, y: 10 };
  return {
    id: 'object_2', type: 'arrow', subType: 'cut', shape: 0, sameTime: false, option: false, ends: true, displayOrder: 1, animationOrder: 0, pause: 1,
    points: { s: p, m: p, e: p, h1: p, h2: p, ...points },
  };
}

describe('isOutOfView', () => {
  it('keeps the court and the sidelines in view', () => {
    expect(isOutOfView(object('player', 10, 10), full)).toBe(false);
    expect(isOutOfView(object('player', -4.9, 54.9), full)).toBe(false);
    expect(isOutOfView(object('player', -5.1, 10), full)).toBe(true);
    expect(isOutOfView(object('player', 10, 55.5), full)).toBe(true);
    expect(isOutOfView(object('cone', 60, 10), half)).toBe(true);
    expect(isOutOfView(object('cone', 51, 10), half)).toBe(false);
  });

  it('never puts a hoop out of view', () => {
    expect(isOutOfView(object('hoop', 500, -500), full)).toBe(false);
    fc.assert(fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (x, y) => !isOutOfView(object('hoop', x, y), half)));
  });

  it('puts an arrow out of view only when all of it is', () => {
    expect(isOutOfView(arrow({ s: { x: -20, y: 0 }, m: { x: -20, y: 0 }, e: { x: 10, y: 10 } }), full)).toBe(false);
    expect(isOutOfView(arrow({ s: { x: -20, y: 0 }, m: { x: -30, y: 0 }, e: { x: -10, y: 10 } }), full)).toBe(true);
    expect(isOutOfView(arrow({ s: null, m: null, e: null }), full)).toBe(false);
  });
});

describe('isOutOfBounds', () => {
  it('is true on and beyond the boundary lines', () => {
    expect(isOutOfBounds({ x: 10, y: 10 }, full)).toBe(false);
    expect(isOutOfBounds({ x: 0, y: 10 }, full)).toBe(true);
    expect(isOutOfBounds({ x: -2, y: 10 }, full)).toBe(true);
    expect(isOutOfBounds({ x: 10, y: -1 }, full)).toBe(true);
    expect(isOutOfBounds({ x: 10, y: 50 }, full)).toBe(true);
    expect(isOutOfBounds({ x: 95, y: 10 }, full)).toBe(true);
  });

  it('treats the backcourt beyond the half-court line as in bounds', () => {
    expect(isOutOfBounds({ x: 50, y: 10 }, half)).toBe(false);
    expect(isOutOfBounds({ x: 50, y: 51 }, half)).toBe(true);
  });
});

describe('clampToCourt', () => {
  it('keeps points 0.5 unit inside the drawable area', () => {
    expect(clampToCourt({ x: -100, y: 100 }, full)).toEqual({ x: -4.5, y: 54.5 });
    expect(clampToCourt({ x: 200, y: -100 }, half)).toEqual({ x: 51.5, y: -4.5 });
    expect(clampToCourt({ x: 12.345, y: 20 }, full)).toEqual({ x: 12.35, y: 20 });
  });

  it('always lands in view', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (x, y) => {
        const p = clampToCourt({ x, y }, full);
        return !isOutOfView(object('player', p.x, p.y), full);
      }),
    );
  });
});

describe('isArrowValid', () => {
  it('rejects a null in any point', () => {
    expect(isArrowValid(arrow({}))).toBe(true);
    for (const key of ['s', 'm', 'e', 'h1', 'h2'] as const) expect(isArrowValid(arrow({ [key]: null }))).toBe(false);
  });
});

describe('distance', () => {
  it('is Euclidean', () => {
    expect(distance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
  });
});
