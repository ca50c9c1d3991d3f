// Small helpers over the play document the store holds: ids, lookups, linked arrow ends.
import { type Arrow, type Phase, type PhaseItem, type PlayData, type Point, addPoint, roundPoint } from '../../../engine';

// The arrow-end helpers live in the engine (the next-phase chain moves kept arrows with them too).
export { addPoint, moveArrowEnd, roundPoint } from '../../../engine';

/** The document the editor changes: the play's data and its title (a server field). */
export interface PlayDocument {
  title: string;
  data: PlayData;
}

const OBJECT_ID = /^object_(\d+)$/;
const PHASE_ID = /^phase_(\d+)$/;

/** The next free `object_N` across every phase (ids are shared between phases). */
export function nextObjectNumber(data: PlayData): number {
  let max = 0;
  for (const phase of data.phases) {
    for (const item of phase.objects) {
      const match = OBJECT_ID.exec(item.id);
      if (match) max = Math.max(max, Number(match[1]));
    }
  }
  return max + 1;
}

export function nextPhaseNumber(data: PlayData): number {
  let max = 0;
  for (const phase of data.phases) {
    const match = PHASE_ID.exec(phase.id);
    if (match) max = Math.max(max, Number(match[1]));
  }
  return max + 1;
}

export function findItem(phase: Phase, id: string): PhaseItem | undefined {
  return phase.objects.find((item) => item.id === id);
}

export function maxDisplayOrder(phase: Phase): number {
  let max = 0;
  for (const item of phase.objects) max = Math.max(max, item.displayOrder);
  return max;
}

/** Moves every point of an arrow by (dx, dy), in place (inside an Immer recipe). */
export function translateArrow(arrow: Arrow, dx: number, dy: number): void {
  for (const key of ['s', 'm', 'e', 'h1', 'h2'] as const) {
    const point = arrow.points[key];
    if (point) arrow.points[key] = addPoint(point, dx, dy);
  }
}

/** The arrow points for a new arrow from s to e in `shape`: handles placed so each shape reads. */
export function arrowPointsFor(s: Point, e: Point, shape: Arrow['shape']): Arrow['points'] {
  const dx = e.x - s.x;
  const dy = e.y - s.y;
  const m = { x: s.x + dx / 2, y: s.y + dy / 2 };
  // Perpendicular, a quarter of the length: the bend of a curve.
  const px = -dy * 0.25;
  const py = dx * 0.25;
  const at = (t: number, bend: number): Point => roundPoint({ x: s.x + dx * t + px * bend, y: s.y + dy * t + py * bend });
  switch (shape) {
    case 1:
      return { s: roundPoint(s), m: roundPoint(m), e: roundPoint(e), h1: at(0.5, 1.6), h2: at(0.5, 1.6) };
    case 2:
      return { s: roundPoint(s), m: roundPoint({ x: s.x, y: e.y }), e: roundPoint(e), h1: at(0.25, 0), h2: at(0.75, 0) };
    case 3:
      return { s: roundPoint(s), m: roundPoint(m), e: roundPoint(e), h1: at(1 / 3, 1.4), h2: at(2 / 3, -1.4) };
    default:
      return { s: roundPoint(s), m: roundPoint(m), e: roundPoint(e), h1: at(0.25, 0), h2: at(0.75, 0) };
  }
}
