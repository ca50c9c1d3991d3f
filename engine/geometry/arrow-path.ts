// The line an arrow follows, sampled into a polyline, for drawing, hit tests and animation.
import type { Arrow, Point } from '../model/play';

/**
 * What an arrow's points mean, per shape (spec §3 "shape 0 straight, 1 curve, 2 elbow, 3 double curve"):
 * `s` is where it starts and `e` where it ends, for every shape. 0 straight: the segment s→e.
 * 1 curve: a quadratic Bézier from s to e whose control point is h1. 2 elbow: s→m→e, m the corner.
 * 3 double curve: a cubic Bézier from s to e with controls h1 then h2. `m` is only the editor's
 * middle handle for shapes 0, 1 and 3, and h1, h2 are unused by shapes 0 and 2.
 * Missing points (an invalid arrow) fall back to the straight line so drawing never fails.
 */
export interface ArrowPath {
  /** The sampled polyline, first point s, last point e. */
  points: Point[];
  /** cumulative[i] is the distance along the polyline from points[0] to points[i]. */
  cumulative: number[];
  /** Total length in court units. */
  length: number;
}

/** Straight pieces per Bézier: enough that a half-court curve looks smooth at print size; a fixed count, so a curve costs the same whatever its size. */
export const BEZIER_SAMPLES = 32;

function lerp(a: Point, b: Point, t: number): Point {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** A path through the given points, with its cumulative lengths. */
export function polylinePath(points: Point[]): ArrowPath {
  const cumulative: number[] = [0];
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    total += Math.hypot(b.x - a.x, b.y - a.y);
    cumulative.push(total);
  }
  return { points, cumulative, length: total };
}

function quadratic(s: Point, c: Point, e: Point): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= BEZIER_SAMPLES; i++) {
    const t = i / BEZIER_SAMPLES;
    const u = 1 - t;
    points.push({ x: u * u * s.x + 2 * u * t * c.x + t * t * e.x, y: u * u * s.y + 2 * u * t * c.y + t * t * e.y });
  }
  // The ends are exact (the formula can turn -0 into 0 or drift in the last bit).
  points[0] = { x: s.x, y: s.y };
  points[BEZIER_SAMPLES] = { x: e.x, y: e.y };
  return points;
}

function cubic(s: Point, c1: Point, c2: Point, e: Point): Point[] {
  const points: Point[] = [];
  for (let i = 0; i <= BEZIER_SAMPLES; i++) {
    const t = i / BEZIER_SAMPLES;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    points.push({ x: a * s.x + b * c1.x + c * c2.x + d * e.x, y: a * s.y + b * c1.y + c * c2.y + d * e.y });
  }
  points[0] = { x: s.x, y: s.y };
  points[BEZIER_SAMPLES] = { x: e.x, y: e.y };
  return points;
}

/** The point at `end` ('s' start, 'e' end) of an arrow, or null when it has none. */
export function arrowEndPoint(arrow: Arrow, end: 's' | 'e'): Point | null {
  return end === 's' ? arrow.points.s : arrow.points.e;
}

/** The polyline an arrow follows from s to e (see ArrowPath for what each point means). */
export function arrowPath(arrow: Pick<Arrow, 'points' | 'shape'>): ArrowPath {
  const { s: rawS, m, e: rawE, h1, h2 } = arrow.points;
  const s = rawS ?? rawE ?? m ?? { x: 0, y: 0 };
  const e = rawE ?? rawS ?? m ?? s;
  const first: Point = { x: s.x, y: s.y };
  const last: Point = { x: e.x, y: e.y };
  switch (arrow.shape) {
    case 1:
      return polylinePath(quadratic(first, h1 ?? lerp(s, e, 0.5), last));
    case 2:
      return polylinePath(m ? [first, { x: m.x, y: m.y }, last] : [first, last]);
    case 3:
      return polylinePath(cubic(first, h1 ?? lerp(s, e, 1 / 3), h2 ?? lerp(s, e, 2 / 3), last));
    default:
      return polylinePath([first, last]);
  }
}

/** The point `distance` along a path, clamped to its ends. */
export function pointAtLength(path: ArrowPath, distance: number): Point {
  const { points, cumulative } = path;
  const lastIndex = points.length - 1;
  if (distance <= 0 || lastIndex <= 0) return { ...points[0]! };
  if (distance >= path.length) return { ...points[lastIndex]! };
  // Binary search for the segment that holds `distance`.
  let low = 0;
  let high = lastIndex;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (cumulative[mid]! <= distance) low = mid;
    else high = mid;
  }
  const a = points[low]!;
  const b = points[high]!;
  const span = cumulative[high]! - cumulative[low]!;
  const t = span > 0 ? (distance - cumulative[low]!) / span : 0;
  return lerp(a, b, t);
}

/** A unit vector; (1, 0) for a path with no length. */
function unit(dx: number, dy: number): Point {
  const length = Math.hypot(dx, dy);
  return length > 0 ? { x: dx / length, y: dy / length } : { x: 1, y: 0 };
}

/** The direction the path travels as it reaches e (an arrowhead points this way). */
export function tangentAtEnd(path: ArrowPath): Point {
  const { points } = path;
  const end = points[points.length - 1]!;
  for (let i = points.length - 2; i >= 0; i--) {
    const p = points[i]!;
    if (p.x !== end.x || p.y !== end.y) return unit(end.x - p.x, end.y - p.y);
  }
  return unit(0, 0);
}

/** The direction the path leaves s. */
export function tangentAtStart(path: ArrowPath): Point {
  const { points } = path;
  const start = points[0]!;
  for (let i = 1; i < points.length; i++) {
    const p = points[i]!;
    if (p.x !== start.x || p.y !== start.y) return unit(p.x - start.x, p.y - start.y);
  }
  return unit(0, 0);
}

/** The direction of travel at `distance` along the path. */
export function tangentAtLength(path: ArrowPath, distance: number): Point {
  const { points, cumulative } = path;
  if (points.length < 2 || path.length === 0) return unit(0, 0);
  let index = 1;
  while (index < points.length - 1 && cumulative[index]! < distance) index++;
  // Skip zero-length pieces (a curve whose control sits on an end).
  let from = index - 1;
  while (from > 0 && cumulative[index]! - cumulative[from]! === 0) from--;
  const a = points[from]!;
  const b = points[index]!;
  if (a.x === b.x && a.y === b.y) return tangentAtEnd(path);
  return unit(b.x - a.x, b.y - a.y);
}

/** The part of a path between two distances along it (clamped), as a new path. */
export function slicePath(path: ArrowPath, from: number, to: number): ArrowPath {
  const start = Math.max(0, Math.min(path.length, from));
  const end = Math.max(start, Math.min(path.length, to));
  const points: Point[] = [pointAtLength(path, start)];
  for (let i = 0; i < path.points.length; i++) {
    const d = path.cumulative[i]!;
    if (d > start && d < end) points.push({ ...path.points[i]! });
  }
  points.push(pointAtLength(path, end));
  return polylinePath(points);
}

/** A circle on the court (a player's disc), to trim an arrow to its edge. */
export interface Disc {
  x: number;
  y: number;
  r: number;
}

function inside(p: Point, disc: Disc): boolean {
  return Math.hypot(p.x - disc.x, p.y - disc.y) < disc.r;
}

/** Where (0..1) the segment a→b crosses the disc's edge: the first crossing, or the last with `last`. */
function crossing(a: Point, b: Point, disc: Disc, last: boolean): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const fx = a.x - disc.x;
  const fy = a.y - disc.y;
  const qa = dx * dx + dy * dy;
  const qb = 2 * (fx * dx + fy * dy);
  const qc = fx * fx + fy * fy - disc.r * disc.r;
  const root = Math.sqrt(Math.max(0, qb * qb - 4 * qa * qc));
  const t = (-qb + (last ? root : -root)) / (2 * qa);
  return Math.max(0, Math.min(1, t));
}

/**
 * The path without what lies inside the disc at its start and the disc at its end, cut along the
 * path (arc length), so a curved arrow keeps its curve up to the disc's edge. A path that leaves
 * no visible part between the discs is kept whole.
 */
export function trimPathToDiscs(path: ArrowPath, start: Disc | null, end: Disc | null): ArrowPath {
  const { points, cumulative } = path;
  let from = 0;
  if (start !== null && inside(points[0]!, start)) {
    from = path.length;
    for (let i = 1; i < points.length; i++) {
      if (inside(points[i]!, start)) continue;
      from = cumulative[i - 1]! + crossing(points[i - 1]!, points[i]!, start, true) * (cumulative[i]! - cumulative[i - 1]!);
      break;
    }
  }
  let to = path.length;
  if (end !== null && inside(points[points.length - 1]!, end)) {
    to = 0;
    for (let i = points.length - 2; i >= 0; i--) {
      if (inside(points[i]!, end)) continue;
      to = cumulative[i]! + crossing(points[i]!, points[i + 1]!, end, false) * (cumulative[i + 1]! - cumulative[i]!);
      break;
    }
  }
  if (from === 0 && to === path.length) return path;
  return to > from ? slicePath(path, from, to) : path;
}
