// Handles of a single selected item: arrow points (s, m, e, h1, h2), and resize and rotate for
// shapes and text. Positions in court units; the scene draws them, the select tool picks them.
import type { Arrow, PhaseItem, PlayObject, PlaySettings, Point } from '../../../engine';
import { halfSize, toWorld } from './hit-test';

export type HandleKind = 's' | 'm' | 'e' | 'h1' | 'h2' | 'resize' | 'rotate';

export interface Handle {
  kind: HandleKind;
  at: Point;
}

/** How far above a shape its rotate handle sits (court units). */
export const ROTATE_HANDLE_GAP = 3;

const RESIZABLE = new Set<PlayObject['subType']>(['text', 'rectangle', 'circle', 'polygon', 'triangle']);

export function isResizable(item: PhaseItem): item is PlayObject {
  return item.type === 'object' && RESIZABLE.has(item.subType);
}

/** The point handles an arrow shape uses: m is the elbow's corner (and bends a straight arrow), h1 and h2 bend curves. */
export function arrowHandleKinds(arrow: Pick<Arrow, 'shape'>): HandleKind[] {
  switch (arrow.shape) {
    case 1:
      return ['s', 'h1', 'e'];
    case 3:
      return ['s', 'h1', 'h2', 'e'];
    default:
      return ['s', 'm', 'e'];
  }
}

export function handlesOf(item: PhaseItem, settings: PlaySettings): Handle[] {
  if (item.type === 'arrow') {
    return arrowHandleKinds(item)
      .map((kind) => ({ kind, at: item.points[kind as 's' | 'm' | 'e' | 'h1' | 'h2'] }))
      .filter((h): h is Handle => h.at !== null);
  }
  if (!isResizable(item)) return [];
  const half = halfSize(item, settings);
  return [
    { kind: 'resize', at: toWorld(item, { x: half.x, y: half.y }) },
    { kind: 'rotate', at: toWorld(item, { x: 0, y: -half.y - ROTATE_HANDLE_GAP }) },
  ];
}

export function handleAt(handles: readonly Handle[], point: Point, radius: number): Handle | null {
  let best: Handle | null = null;
  let bestDistance = radius;
  for (const handle of handles) {
    const d = Math.hypot(handle.at.x - point.x, handle.at.y - point.y);
    if (d <= bestDistance) {
      best = handle;
      bestDistance = d;
    }
  }
  return best;
}
