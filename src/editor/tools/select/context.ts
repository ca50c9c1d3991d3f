// What the select tool's states share: the editor, where the press began, what it grabbed, and the
// moves every state makes (drag the selection, drag a handle, go back to rest).
import { type Arrow, type PlayObject, type Point, DEFAULT_POLYGON_RADIUS, MOBILE_DRAG_OFFSET } from '../../../../engine';
import { MAX_OBJECT_SIZE } from '../../../../engine/limits';
import type { Editor } from '../../store/editor-store';
import { findItem, roundPoint } from '../../store/document';
import type { Handle } from '../handles';
import { toLocal } from '../hit-test';
import { previewSnap } from '../linking';
import type { ToolPointer } from '../types';

export type SelectStateName = 'idle' | 'pointing' | 'dragging' | 'marquee' | 'handle';

/** Smallest half-size a resize can leave (court units). */
const MIN_HALF_SIZE = 0.5;

export class SelectContext {
  origin: Point = { x: 0, y: 0 };
  anchorId: string | null = null;
  /** Pointer-to-object offset kept while a mouse drags (touch uses the lift instead). */
  grab: Point = { x: 0, y: 0 };
  handle: Handle | null = null;
  handleItemId: string | null = null;
  pressedSelected = false;
  shift = false;

  constructor(readonly editor: Editor) {}

  /** Where the dragged object goes: under the mouse as grabbed, or 35 px above a finger. */
  private dragTarget(p: ToolPointer): Point {
    if (p.pointerType === 'touch') return { x: p.x, y: p.y - MOBILE_DRAG_OFFSET * p.unitsPerPixel };
    return { x: p.x + this.grab.x, y: p.y + this.grab.y };
  }

  drag(p: ToolPointer): void {
    const { editor } = this;
    editor.moveItemsTo(editor.state.selection, this.anchorId!, roundPoint(this.dragTarget(p)), 'gesture');
  }

  dragHandle(p: ToolPointer): void {
    const { editor } = this;
    const handle = this.handle!;
    const id = this.handleItemId!;
    const item = findItem(editor.phase, id);
    if (!item) return;
    const to = roundPoint(p.pointerType === 'touch' ? { x: p.x, y: p.y - MOBILE_DRAG_OFFSET * p.unitsPerPixel } : p);
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
      const snapped = this.shift ? Math.round(angle / 15) * 15 : Math.round(angle);
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
        const base = o.points && o.points.length >= 3 ? o.points : regularCorners(6, DEFAULT_POLYGON_RADIUS);
        const sx = hx / maxAbs(base, 'x');
        const sy = hy / maxAbs(base, 'y');
        o.points = base.map((c) => ({ x: r(c.x * sx), y: r(c.y * sy) }));
      } else {
        o.width = r(hx * 2);
        o.height = r(hy * 2);
      }
    }, 'gesture');
  }

  /** Back to rest: nothing interacting, no marquee or snap guide, nothing grabbed. */
  reset(): 'idle' {
    this.editor.update((s) => {
      s.interacting = [];
      s.marquee = null;
      s.snapGuide = null;
    });
    this.anchorId = null;
    this.handle = null;
    this.handleItemId = null;
    return 'idle';
  }
}

function maxAbs(points: readonly Point[], axis: 'x' | 'y'): number {
  let max = 0;
  for (const p of points) max = Math.max(max, Math.abs(p[axis]));
  return max || 1;
}

function regularCorners(sides: number, radius: number): Point[] {
  const points: Point[] = [];
  for (let i = 0; i < sides; i++) {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / sides;
    points.push({ x: radius * Math.cos(a), y: radius * Math.sin(a) });
  }
  return points;
}
