// Dragging one handle of an item (arrow points, resize, rotate), shared by the select tool and the
// arrow tool (whose new arrow keeps its handles): grab, follow the pointer, let go (an arrow end
// links where the rules allow, else the coach is told it unlinked), one undo step per drag.
import { type Arrow, type PlayObject, type Point, DEFAULT_POLYGON_RADIUS, DEFAULT_POLYGON_SIDES, regularPolygon } from '../../../engine';
import { MAX_OBJECT_SIZE } from '../../../engine/limits';
import type { ToolState } from '../../editor-kit/tools/state-machine';
import type { Editor } from '../store/editor-store';
import { findItem, roundPoint } from '../store/document';
import { type Handle, handleAt, handlesOf } from './handles';
import { toLocal } from './hit-test';
import { previewSnap, settleMovedEnds } from './linking';
import { HANDLE_HIT_PX, liftedPoint, type ToolPointer } from './types';

/** Smallest half-size a resize can leave (court units). */
const MIN_HALF_SIZE = 0.5;

export interface HandleGrab {
  itemId: string;
  handle: Handle;
  /** Where the press began: the finger lift waits until a touch has moved away from it. */
  origin: Point;
}

/** The handle of the one selected item under the pointer, if any. */
export function selectedHandleAt(editor: Editor, p: ToolPointer): HandleGrab | null {
  if (editor.state.selection.length !== 1) return null;
  const selected = findItem(editor.phase, editor.state.selection[0]!);
  if (!selected) return null;
  const handle = handleAt(handlesOf(selected, editor.state.doc.data.settings), p, HANDLE_HIT_PX[p.pointerType] * p.unitsPerPixel);
  return handle ? { itemId: selected.id, handle, origin: { x: p.x, y: p.y } } : null;
}

/** Starts the drag: one undo step, the item INTERACTING meanwhile. */
export function beginHandleDrag(editor: Editor, grab: HandleGrab): void {
  editor.beginGesture();
  editor.update((s) => void (s.interacting = [grab.itemId]));
}

export function dragHandle(editor: Editor, grab: HandleGrab, p: ToolPointer, shift: boolean): void {
  const { handle, itemId: id } = grab;
  const item = findItem(editor.phase, id);
  if (!item) return;
  const to = roundPoint(liftedPoint(p, grab.origin));
  if (item.type === 'arrow') {
    const kind = handle.kind as 's' | 'm' | 'e' | 'h1' | 'h2';
    editor.updateArrow(id, (arrow) => {
      if (kind === 'm' && arrow.shape === 0) {
        // Bending a straight arrow by its middle makes a curve through that point.
        const s = arrow.points.s!;
        const e = arrow.points.e!;
        arrow.shape = 1;
        arrow.points.h1 = roundPoint({ x: 2 * to.x - (s.x + e.x) / 2, y: 2 * to.y - (s.y + e.y) / 2 });
      }
      arrow.points[kind] = to;
    }, 'gesture');
    if (kind === 's' || kind === 'e') {
      const moved = findItem(editor.phase, id) as Arrow;
      const preview = previewSnap(editor.phase, moved, kind, editor.snapDistance);
      editor.update((s) => void (s.snapGuide = preview.at));
    }
    return;
  }
  const object = item as PlayObject;
  if (handle.kind === 'rotate') {
    const angle = (Math.atan2(to.y - object.pos.y, to.x - object.pos.x) * 180) / Math.PI + 90;
    const snapped = shift ? Math.round(angle / 15) * 15 : Math.round(angle);
    editor.updateItem(id, (draft) => void ((draft as PlayObject).angle = ((snapped % 360) + 360) % 360), 'gesture');
    return;
  }
  const local = toLocal(object, to);
  // Half of MAX_OBJECT_SIZE at most: the largest width, radius and polygon corner the schema allows.
  const hx = Math.min(MAX_OBJECT_SIZE / 2, Math.max(MIN_HALF_SIZE, Math.abs(local.x)));
  const hy = Math.min(MAX_OBJECT_SIZE / 2, Math.max(MIN_HALF_SIZE, Math.abs(local.y)));
  editor.updateItem(id, (draft) => {
    const o = draft as PlayObject;
    const r = (n: number) => Math.round(n * 100) / 100;
    if (o.subType === 'circle') {
      o.rx = r(hx);
      o.ry = r(hy);
    } else if (o.subType === 'polygon') {
      const base = o.points && o.points.length >= 3 ? o.points : regularPolygon(DEFAULT_POLYGON_SIDES, DEFAULT_POLYGON_RADIUS);
      const sx = hx / maxAbs(base, 'x');
      const sy = hy / maxAbs(base, 'y');
      o.points = base.map((c) => ({ x: r(c.x * sx), y: r(c.y * sy) }));
    } else {
      o.width = r(hx * 2);
      o.height = r(hy * 2);
    }
  }, 'gesture');
}

/** Lets go: an arrow end links where it lands (or the coach is told it unlinked); one undo step. */
export function endHandleDrag(editor: Editor, grab: HandleGrab): void {
  const kind = grab.handle.kind;
  if (kind === 's' || kind === 'e') settleMovedEnds(editor, [{ arrowId: grab.itemId, ends: [kind] }]);
  editor.endGesture();
}

/** What a tool holds while one of its states drags a handle. */
export interface HandleDragContext {
  readonly editor: Editor;
  handle: HandleGrab | null;
  /** Shift held at the press: rotation snaps to 15°. */
  shift?: boolean;
  reset(): 'idle';
}

/** The state that drags a grabbed handle, for every tool that offers handles. */
export const handleDragState: ToolState<HandleDragContext, ToolPointer, 'idle'> = {
  onPointerMove: (context, p) => void (context.handle && dragHandle(context.editor, context.handle, p, context.shift ?? false)),

  onPointerUp(context) {
    if (context.handle) endHandleDrag(context.editor, context.handle);
    return release(context);
  },

  onCancel(context) {
    context.editor.cancelGesture();
    return release(context);
  },
};

function release(context: HandleDragContext): 'idle' {
  context.editor.update((s) => {
    s.interacting = [];
    s.snapGuide = null;
  });
  context.handle = null;
  return context.reset();
}

function maxAbs(points: readonly Point[], axis: 'x' | 'y'): number {
  let max = 0;
  for (const p of points) max = Math.max(max, Math.abs(p[axis]));
  return max || 1;
}

