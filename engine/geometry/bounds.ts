// Where things are relative to the court: in view, in bounds, clamped (spec §5).
import type { Arrow, PhaseItem, Point } from '../model/play';
import { COURT_EDGE_INSET, type CourtDimensions } from './court';
import { roundCoordinate } from './round';

function isInsideDrawable(point: Point, court: CourtDimensions): boolean {
  const area = court.drawable;
  return point.x >= area.minX && point.x <= area.maxX && point.y >= area.minY && point.y <= area.maxY;
}

/**
 * Spec §5: items outside the court area plus sidelines are out of view; hoops never are.
 * An object is judged by its position; an arrow is out of view only when every point it has is.
 */
export function isOutOfView(item: PhaseItem, court: CourtDimensions): boolean {
  if (item.type === 'object') {
    if (item.subType === 'hoop') return false;
    return !isInsideDrawable(item.pos, court);
  }
  const points = [item.points.s, item.points.m, item.points.e].filter((p): p is Point => p !== null);
  return points.length > 0 && points.every((p) => !isInsideDrawable(p, court));
}

/**
 * Whether a point is off the playing area, i.e. on (or beyond) the sidelines and baselines: the
 * boundary lines themselves are out, as in the rule book. In the half-court view the far side is
 * the half-court line, and beyond it is the backcourt, which is in bounds.
 * Used by the next-phase rule "a cut by a ball holder is allowed only when out of bounds" (spec §5).
 */
export function isOutOfBounds(point: Point, court: CourtDimensions): boolean {
  if (point.x <= 0 || point.y <= 0 || point.y >= court.width) return true;
  return court.view === 'full' && point.x >= court.length;
}

/** Spec §5: court bounds keep x and y 0.5 unit inside the edge of the drawable area. */
export function clampToCourt(point: Point, court: CourtDimensions): Point {
  const area = court.drawable;
  return {
    x: roundCoordinate(Math.min(area.maxX - COURT_EDGE_INSET, Math.max(area.minX + COURT_EDGE_INSET, point.x))),
    y: roundCoordinate(Math.min(area.maxY - COURT_EDGE_INSET, Math.max(area.minY + COURT_EDGE_INSET, point.y))),
  };
}

/** An arrow whose points all hold a value (spec §5: a null in s, m, e, h1 or h2 is invalid). */
export type ValidArrow = Arrow & { points: { s: Point; m: Point; e: Point; h1: Point; h2: Point } };

/** Spec §5: arrows with a null in s, m, e, h1 or h2 are invalid. */
export function isArrowValid(arrow: Arrow): arrow is ValidArrow {
  const p = arrow.points;
  return p.s !== null && p.m !== null && p.e !== null && p.h1 !== null && p.h2 !== null;
}

/** Straight-line distance between two points, in court units. */
export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}
