// Moving an arrow's points the way a coach expects: shared by the editor (a dragged end, a moved
// linked player) and the next-phase chain (arrows kept in a recomputed phase follow their players).
import { COORDINATE_LIMITS } from '../limits';
import type { Arrow, Point } from '../model/play';
import { roundCoordinate } from './round';

/**
 * A point as the play stores it: rounded to 2 decimals, inside COORDINATE_LIMITS (a handle dragged
 * past the court, or an arrow nudged far off it, stops at the edge the schema allows).
 */
export function roundPoint(point: Point): Point {
  const { minX, maxX, minY, maxY } = COORDINATE_LIMITS;
  return { x: roundCoordinate(Math.min(maxX, Math.max(minX, point.x))), y: roundCoordinate(Math.min(maxY, Math.max(minY, point.y))) };
}

export function addPoint(point: Point, dx: number, dy: number): Point {
  return roundPoint({ x: point.x + dx, y: point.y + dy });
}

/**
 * Moves one end of an arrow to `to`, in place. A straight arrow keeps its middle handle halfway;
 * curve handles move half as far so the bend keeps its look.
 */
export function moveArrowEnd(arrow: Arrow, end: 's' | 'e', to: Point): void {
  const from = arrow.points[end];
  arrow.points[end] = roundPoint(to);
  const { s, e } = arrow.points;
  if (!s || !e) return;
  if (arrow.shape === 0 || arrow.shape === 1 || arrow.shape === 3) {
    arrow.points.m = roundPoint({ x: (s.x + e.x) / 2, y: (s.y + e.y) / 2 });
  }
  if (from && (arrow.shape === 1 || arrow.shape === 3)) {
    const dx = (to.x - from.x) / 2;
    const dy = (to.y - from.y) / 2;
    if (arrow.points.h1) arrow.points.h1 = addPoint(arrow.points.h1, dx, dy);
    if (arrow.points.h2) arrow.points.h2 = addPoint(arrow.points.h2, dx, dy);
  }
}
