import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Arrow, ArrowShape } from '../model/play';
import {
  BEZIER_SAMPLES,
  arrowEndPoint,
  arrowPath,
  pointAtLength,
  polylinePath,
  slicePath,
  tangentAtEnd,
  tangentAtLength,
  tangentAtStart,
} from './arrow-path';

type Points = Arrow['points'];
function shaped(shape: ArrowShape, points: Partial<Points>): Pick<Arrow, 'points' | 'shape'> {
  return { shape, points: { s: { x: 0, y: 0 }, m: { x: 5, y: 5 }, e: { x: 10, y: 0 }, h1: { x: 5, y: 10 }, h2: { x: 8, y: -10 }, ...points } };
}

const coordinate = fc.double({ min: -60, max: 150, noNaN: true });
const point = fc.record({ x: coordinate, y: coordinate });

describe('arrowPath', () => {
  it('draws a straight arrow from s to e', () => {
    const path = arrowPath(shaped(0, { e: { x: 3, y: 4 } }));
    expect(path.points).toEqual([{ x: 0, y: 0 }, { x: 3, y: 4 }]);
    expect(path.length).toBe(5);
    expect(path.cumulative).toEqual([0, 5]);
  });

  it('draws an elbow through m', () => {
    const path = arrowPath(shaped(2, { m: { x: 0, y: 10 }, e: { x: 10, y: 10 } }));
    expect(path.points).toEqual([{ x: 0, y: 0 }, { x: 0, y: 10 }, { x: 10, y: 10 }]);
    expect(path.length).toBe(20);
  });

  it('draws a curve as a quadratic with control h1', () => {
    const path = arrowPath(shaped(1, {}));
    expect(path.points).toHaveLength(BEZIER_SAMPLES + 1);
    // The quadratic's middle is (s + 2·h1 + e) / 4.
    expect(path.points[BEZIER_SAMPLES / 2]).toEqual({ x: 5, y: 5 });
    expect(path.length).toBeGreaterThan(10);
    expect(path.length).toBeLessThan(10 + 2 * 10);
  });

  it('draws a double curve as a cubic with controls h1 and h2', () => {
    const path = arrowPath(shaped(3, {}));
    expect(path.points).toHaveLength(BEZIER_SAMPLES + 1);
    const middle = path.points[BEZIER_SAMPLES / 2]!;
    // B(½) = (s + 3·h1 + 3·h2 + e) / 8
    expect(middle.x).toBeCloseTo((0 + 15 + 24 + 10) / 8);
    expect(middle.y).toBeCloseTo((0 + 30 - 30 + 0) / 8);
  });

  it('starts exactly at s and ends exactly at e for every shape', () => {
    fc.assert(
      fc.property(fc.constantFrom<ArrowShape>(0, 1, 2, 3), point, point, point, point, point, (shape, s, m, e, h1, h2) => {
        const path = arrowPath({ shape, points: { s, m, e, h1, h2 } });
        const straight = Math.hypot(e.x - s.x, e.y - s.y);
        expect(path.points[0]).toEqual(s);
        expect(path.points.at(-1)).toEqual(e);
        expect(path.cumulative.at(-1)).toBeCloseTo(path.length, 6);
        // Never shorter than the straight line, never longer than the control polygon.
        const hull = shape === 0 ? straight : shape === 2 ? Math.hypot(m.x - s.x, m.y - s.y) + Math.hypot(e.x - m.x, e.y - m.y)
          : shape === 1 ? Math.hypot(h1.x - s.x, h1.y - s.y) + Math.hypot(e.x - h1.x, e.y - h1.y)
          : Math.hypot(h1.x - s.x, h1.y - s.y) + Math.hypot(h2.x - h1.x, h2.y - h1.y) + Math.hypot(e.x - h2.x, e.y - h2.y);
        expect(path.length).toBeGreaterThanOrEqual(straight - 1e-9);
        expect(path.length).toBeLessThanOrEqual(hull + 1e-9);
      }),
    );
  });

  it('falls back to a straight line when points are missing', () => {
    const noHandles = arrowPath(shaped(3, { h1: null, h2: null }));
    expect(noHandles.length).toBeCloseTo(10);
    expect(arrowPath(shaped(1, { h1: null })).length).toBeCloseTo(10);
    expect(arrowPath(shaped(2, { m: null })).points).toHaveLength(2);
    expect(arrowPath(shaped(0, { s: null })).points).toEqual([{ x: 10, y: 0 }, { x: 10, y: 0 }]);
    expect(arrowPath(shaped(0, { s: null, e: null, m: null })).points[0]).toEqual({ x: 0, y: 0 });
    expect(arrowPath(shaped(0, { s: null, e: null })).points[0]).toEqual({ x: 5, y: 5 });
  });

  it('is deterministic', () => {
    const arrow = shaped(3, {});
    expect(arrowPath(arrow)).toEqual(arrowPath(arrow));
  });
});

describe('arrowEndPoint', () => {
  it('answers s or e', () => {
    const arrow = shaped(0, {});
    expect(arrowEndPoint(arrow as Arrow, 's')).toEqual({ x: 0, y: 0 });
    expect(arrowEndPoint(arrow as Arrow, 'e')).toEqual({ x: 10, y: 0 });
  });
});

describe('pointAtLength and tangents', () => {
  const elbow = arrowPath(shaped(2, { m: { x: 0, y: 10 }, e: { x: 10, y: 10 } }));

  it('walks along the path and clamps at the ends', () => {
    expect(pointAtLength(elbow, -1)).toEqual({ x: 0, y: 0 });
    expect(pointAtLength(elbow, 5)).toEqual({ x: 0, y: 5 });
    expect(pointAtLength(elbow, 10)).toEqual({ x: 0, y: 10 });
    expect(pointAtLength(elbow, 15)).toEqual({ x: 5, y: 10 });
    expect(pointAtLength(elbow, 99)).toEqual({ x: 10, y: 10 });
    expect(pointAtLength(polylinePath([{ x: 1, y: 1 }]), 3)).toEqual({ x: 1, y: 1 });
  });

  it('finds points at the right distance on curves', () => {
    fc.assert(
      fc.property(point, point, point, fc.double({ min: 0, max: 1, noNaN: true }), (s, h1, e, share) => {
        const path = arrowPath({ shape: 1, points: { s, m: null, e, h1, h2: null } });
        const p = pointAtLength(path, share * path.length);
        expect(Number.isFinite(p.x) && Number.isFinite(p.y)).toBe(true);
        expect(Math.hypot(p.x - s.x, p.y - s.y)).toBeLessThanOrEqual(share * path.length + 1e-6);
      }),
    );
  });

  it('points the tangents along the travel', () => {
    expect(tangentAtStart(elbow)).toEqual({ x: 0, y: 1 });
    expect(tangentAtEnd(elbow)).toEqual({ x: 1, y: 0 });
    expect(tangentAtLength(elbow, 3)).toEqual({ x: 0, y: 1 });
    expect(tangentAtLength(elbow, 12)).toEqual({ x: 1, y: 0 });
    const still = polylinePath([{ x: 1, y: 1 }, { x: 1, y: 1 }]);
    expect(tangentAtEnd(still)).toEqual({ x: 1, y: 0 });
    expect(tangentAtStart(still)).toEqual({ x: 1, y: 0 });
    expect(tangentAtLength(still, 0)).toEqual({ x: 1, y: 0 });
    // A curve whose control sits on its end still has a direction there.
    const curve = arrowPath({ shape: 1, points: { s: { x: 0, y: 0 }, m: null, e: { x: 10, y: 0 }, h1: { x: 10, y: 0 }, h2: null } });
    expect(tangentAtEnd(curve).x).toBeCloseTo(1);
    const stuck = polylinePath([{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 0 }]);
    expect(tangentAtLength(stuck, 4)).toEqual({ x: 1, y: 0 });
    const pinned = polylinePath([{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 4, y: 0 }]);
    expect(tangentAtLength(pinned, 0)).toEqual({ x: 1, y: 0 });
  });

  it('slices a path between two distances', () => {
    const slice = slicePath(elbow, 5, 15);
    expect(slice.points).toEqual([{ x: 0, y: 5 }, { x: 0, y: 10 }, { x: 5, y: 10 }]);
    expect(slice.length).toBe(10);
    expect(slicePath(elbow, 30, 40).length).toBe(0);
  });
});
