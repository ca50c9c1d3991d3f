// What tools receive: pointer events already turned into court units by the scene.
import type { Point } from '../../../engine';
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
