// Which item is under a point, and which handle of the selection. Court units throughout.
import { type Arrow, type Phase, type PhaseItem, type PlayObject, type PlaySettings, type Point, arrowPath, ARROW_STROKE_WIDTH, DEFAULT_CIRCLE_RADIUS, DEFAULT_POLYGON_RADIUS, DEFAULT_RECTANGLE, DEFAULT_TEXT_BOX, HANDOFF_AND_CONE_WIDTH, PLAYER_BOX_WIDTH, itemsInDrawOrder } from '../../../engine';
import type { Marquee } from '../store/editor-state';

/** An arrow is picked within this many stroke widths of its line (a thin line needs room). */
const ARROW_PICK_STROKES = 5;
/** Hoops are picked a little outside the rim. */
const HOOP_PICK_RADIUS = 1.5;

function rotate(point: Point, degrees: number): Point {
  if (!degrees) return point;
  const a = (degrees * Math.PI) / 180;
  return { x: point.x * Math.cos(a) - point.y * Math.sin(a), y: point.x * Math.sin(a) + point.y * Math.cos(a) };
}

/** The point in the object's own frame (centre at 0, unrotated). */
export function toLocal(object: PlayObject, point: Point): Point {
  return rotate({ x: point.x - object.pos.x, y: point.y - object.pos.y }, -(object.angle ?? 0));
}

export function toWorld(object: PlayObject, local: Point): Point {
  const r = rotate(local, object.angle ?? 0);
  return { x: object.pos.x + r.x, y: object.pos.y + r.y };
}

/** Half the width and height of an object's box before rotation. */
export function halfSize(object: PlayObject, settings: Pick<PlaySettings, 'viewMode' | 'objectSizeFactor'>): Point {
  switch (object.subType) {
    case 'player': {
      const r = (PLAYER_BOX_WIDTH[settings.viewMode] * settings.objectSizeFactor) / 2;
      return { x: r, y: r };
    }
    case 'cone': {
      const r = (HANDOFF_AND_CONE_WIDTH[settings.viewMode] * settings.objectSizeFactor) / 2;
      return { x: r, y: r };
    }
    case 'hoop':
      return { x: HOOP_PICK_RADIUS, y: HOOP_PICK_RADIUS };
    case 'text':
      return { x: (object.width ?? DEFAULT_TEXT_BOX.width) / 2, y: (object.height ?? DEFAULT_TEXT_BOX.height) / 2 };
    case 'rectangle':
      return { x: (object.width ?? DEFAULT_RECTANGLE.width) / 2, y: (object.height ?? DEFAULT_RECTANGLE.height) / 2 };
    case 'circle': {
      const rx = object.rx ?? DEFAULT_CIRCLE_RADIUS;
      return { x: rx, y: object.ry ?? rx };
    }
    case 'triangle':
      if (object.width !== undefined && object.height !== undefined) return { x: object.width / 2, y: object.height / 2 };
      return { x: DEFAULT_POLYGON_RADIUS, y: DEFAULT_POLYGON_RADIUS };
    case 'polygon': {
      if (object.points && object.points.length >= 3) {
        let x = 0;
        let y = 0;
        for (const p of object.points) {
          x = Math.max(x, Math.abs(p.x));
          y = Math.max(y, Math.abs(p.y));
        }
        return { x, y };
      }
      return { x: DEFAULT_POLYGON_RADIUS, y: DEFAULT_POLYGON_RADIUS };
    }
  }
}

function hitsObject(object: PlayObject, point: Point, settings: PlaySettings, slack: number): boolean {
  const half = halfSize(object, settings);
  const local = toLocal(object, point);
  if (object.subType === 'player' || object.subType === 'hoop' || object.subType === 'cone') {
    return Math.hypot(local.x, local.y) <= half.x + slack;
  }
  if (object.subType === 'circle') {
    const nx = local.x / (half.x + slack);
    const ny = local.y / (half.y + slack);
    return nx * nx + ny * ny <= 1;
  }
  return Math.abs(local.x) <= half.x + slack && Math.abs(local.y) <= half.y + slack;
}

/** Distance from a point to an arrow's line. */
export function distanceToArrow(arrow: Arrow, point: Point): number {
  const pts = arrowPath(arrow).points;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1]!;
    const b = pts[i]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared > 0 ? Math.max(0, Math.min(1, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared)) : 0;
    best = Math.min(best, Math.hypot(point.x - (a.x + dx * t), point.y - (a.y + dy * t)));
  }
  return best;
}

/** The topmost item under `point`; `slack` widens every hit area (court units). */
export function itemAt(phase: Phase, settings: PlaySettings, point: Point, slack = 0): PhaseItem | null {
  const items = itemsInDrawOrder(phase.objects);
  // Players, cones and hoops first: they sit on top of shapes and are what a coach grabs.
  const small = (item: PhaseItem) => item.type === 'object' && (item.subType === 'player' || item.subType === 'cone' || item.subType === 'hoop');
  for (const pass of [small, (item: PhaseItem) => !small(item)]) {
    for (let i = items.length - 1; i >= 0; i--) {
      const item = items[i]!;
      if (!pass(item)) continue;
      if (item.type === 'object' ? hitsObject(item, point, settings, slack) : distanceToArrow(item, point) <= ARROW_STROKE_WIDTH[settings.viewMode] * ARROW_PICK_STROKES + slack) {
        return item;
      }
    }
  }
  return null;
}

export function normaliseMarquee(m: Marquee): { minX: number; minY: number; maxX: number; maxY: number } {
  return { minX: Math.min(m.x1, m.x2), minY: Math.min(m.y1, m.y2), maxX: Math.max(m.x1, m.x2), maxY: Math.max(m.y1, m.y2) };
}

/** Items inside a marquee: objects by their centre, arrows by both ends. */
export function itemsInMarquee(phase: Phase, marquee: Marquee): string[] {
  const box = normaliseMarquee(marquee);
  const inside = (p: Point | null) => p !== null && p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY;
  return phase.objects
    .filter((item) => (item.type === 'object' ? inside(item.pos) : inside(item.points.s) && inside(item.points.e)))
    .map((item) => item.id);
}
