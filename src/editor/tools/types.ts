// What tools receive: pointer events already turned into court units by the scene.
import { MOBILE_DRAG_OFFSET, type Point } from '../../../engine';
import type { Tool as KitTool } from '../../editor-kit/tools/state-machine';

export type PointerKind = 'mouse' | 'pen' | 'touch';

export interface ToolPointer extends Point {
  pointerType: PointerKind;
  shiftKey: boolean;
  /** Court units per screen pixel at the current zoom (hit areas and the touch lift are in pixels). */
  unitsPerPixel: number;
}

/** A play editor tool (editor-kit's Tool, fed court-unit pointers). */
export type Tool = KitTool<ToolPointer>;

/** Screen pixels a pointer travels before a press becomes a drag. */
export const DRAG_THRESHOLD_PX = 3;
/** Radius of a handle's hit area in pixels: 22 makes the 44 px touch target of DESIGN.md §6. */
export const HANDLE_HIT_PX = { mouse: 8, pen: 10, touch: 22 } as const;

export function travelled(a: Point, b: Point, unitsPerPixel: number): boolean {
  return Math.hypot(b.x - a.x, b.y - a.y) / unitsPerPixel > DRAG_THRESHOLD_PX;
}

/**
 * Screen pixels a finger travels before what it drags is lifted MOBILE_DRAG_OFFSET px above it: a
 * tap (a finger wobbles a few pixels) lands exactly where it is tapped.
 */
export const TOUCH_LIFT_THRESHOLD_PX = 10;

/**
 * Where a thing dragged from `origin` goes: at the pointer, or above a finger that has moved past
 * TOUCH_LIFT_THRESHOLD_PX so the finger does not hide it.
 */
export function liftedPoint(p: ToolPointer, origin: Point): Point {
  if (p.pointerType !== 'touch' || Math.hypot(p.x - origin.x, p.y - origin.y) / p.unitsPerPixel <= TOUCH_LIFT_THRESHOLD_PX) return { x: p.x, y: p.y };
  return { x: p.x, y: p.y - MOBILE_DRAG_OFFSET * p.unitsPerPixel };
}
