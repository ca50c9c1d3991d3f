// The select tool (tldraw-style state machine):
//   idle ─down on item→ pointing ─moved→ dragging ─up→ idle
//   idle ─down on empty→ marquee ─up→ idle            (SELECTED_MULTIPLE when several)
//   idle ─down on handle→ handle ─up→ idle            (arrow points, resize, rotate)
// Shift-click adds or removes; hover marks HOVERING. Touch drags lift the object 35 px above the finger.
import { type Arrow, type PlayObject, type Point, DEFAULT_POLYGON_RADIUS, MOBILE_DRAG_OFFSET } from '../../../engine';
import { MAX_OBJECT_SIZE } from '../../../engine/limits';
import type { Editor } from '../store/editor-store';
import { findItem, roundPoint } from '../store/document';
import { handleAt, handlesOf, type Handle } from './handles';
import { itemAt, itemsInMarquee, toLocal } from './hit-test';
import { previewSnap, settleArrowEnd } from './linking';
import { HANDLE_HIT_PX, travelled, type Tool, type ToolPointer } from './types';

type SelectState = 'idle' | 'pointing' | 'dragging' | 'marquee' | 'handle';

/** Smallest half-size a resize can leave (court units). */
const MIN_HALF_SIZE = 0.5;

export class SelectTool implements Tool {
  readonly id = 'select';
  private current: SelectState = 'idle';
  /** Every state entered, for tests of the state path. */
  readonly path: string[] = ['select.idle'];
  private origin: Point = { x: 0, y: 0 };
  private anchorId: string | null = null;
  /** Pointer-to-object offset kept while a mouse drags (touch uses the lift instead). */
  private grab: Point = { x: 0, y: 0 };
  private handle: Handle | null = null;
  private handleItemId: string | null = null;
  private pressedSelected = false;
  private shift = false;

  constructor(private readonly editor: Editor) {}

  get state(): string {
    return `select.${this.current}`;
  }

  private enter(state: SelectState): void {
    this.current = state;
    this.path.push(`select.${state}`);
  }

  onPointerDown(p: ToolPointer): void {
    const { editor } = this;
    this.origin = { x: p.x, y: p.y };
    this.shift = p.shiftKey;
    const phase = editor.phase;
    const settings = editor.state.doc.data.settings;
    // Handles of a single selection come first: they sit on top.
    if (editor.state.selection.length === 1) {
      const selected = findItem(phase, editor.state.selection[0]!);
      if (selected) {
        const handle = handleAt(handlesOf(selected, settings), p, HANDLE_HIT_PX[p.pointerType] * p.unitsPerPixel);
        if (handle) {
          this.handle = handle;
          this.handleItemId = selected.id;
          editor.beginGesture();
          editor.update((s) => void (s.interacting = [selected.id]));
          this.enter('handle');
          return;
        }
      }
    }
    const slack = p.pointerType === 'touch' ? 6 * p.unitsPerPixel : 0;
    const item = itemAt(phase, settings, p, slack);
    if (!item) {
      if (!p.shiftKey) editor.select([]);
      editor.update((s) => void (s.marquee = { x1: p.x, y1: p.y, x2: p.x, y2: p.y }));
      this.enter('marquee');
      return;
    }
    this.anchorId = item.id;
    this.pressedSelected = editor.state.selection.includes(item.id);
    if (p.shiftKey) editor.toggleSelected(item.id);
    else if (!this.pressedSelected) editor.select([item.id]);
    const at = item.type === 'object' ? item.pos : (item.points.s ?? p);
    this.grab = { x: at.x - p.x, y: at.y - p.y };
    this.enter('pointing');
  }

  onPointerMove(p: ToolPointer): void {
    const { editor } = this;
    switch (this.current) {
      case 'idle': {
        const item = itemAt(editor.phase, editor.state.doc.data.settings, p);
        editor.setHovered(item?.id ?? null);
        return;
      }
      case 'pointing':
        if (!travelled(this.origin, p, p.unitsPerPixel)) return;
        if (!editor.state.selection.includes(this.anchorId!)) editor.select([this.anchorId!]);
        editor.beginGesture();
        editor.update((s) => void (s.interacting = [...s.selection]));
        this.enter('dragging');
        this.drag(p);
        return;
      case 'dragging':
        this.drag(p);
        return;
      case 'marquee':
        editor.update((s) => {
          if (s.marquee) {
            s.marquee.x2 = p.x;
            s.marquee.y2 = p.y;
          }
        });
        return;
      case 'handle':
        this.dragHandle(p);
        return;
    }
  }

  /** Where the dragged object goes: under the mouse as grabbed, or 35 px above a finger. */
  private dragTarget(p: ToolPointer): Point {
    if (p.pointerType === 'touch') return { x: p.x, y: p.y - MOBILE_DRAG_OFFSET * p.unitsPerPixel };
    return { x: p.x + this.grab.x, y: p.y + this.grab.y };
  }

  private drag(p: ToolPointer): void {
    const { editor } = this;
    editor.moveItemsTo(editor.state.selection, this.anchorId!, roundPoint(this.dragTarget(p)), 'gesture');
  }

  private dragHandle(p: ToolPointer): void {
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

  onPointerUp(p: ToolPointer): void {
    const { editor } = this;
    switch (this.current) {
      case 'pointing':
        // A click on an already selected item in a group selects it alone.
        if (!p.shiftKey && this.pressedSelected && editor.state.selection.length > 1) editor.select([this.anchorId!]);
        break;
      case 'dragging':
        editor.endGesture();
        break;
      case 'marquee': {
        const marquee = editor.state.marquee;
        if (marquee) {
          const inside = itemsInMarquee(editor.phase, marquee);
          const ids = p.shiftKey || this.shift ? [...editor.state.selection, ...inside] : inside;
          editor.select(ids);
        }
        break;
      }
      case 'handle': {
        const kind = this.handle?.kind;
        if (this.handleItemId && (kind === 's' || kind === 'e')) settleArrowEnd(editor, this.handleItemId, kind, 'gesture');
        editor.endGesture();
        break;
      }
      case 'idle':
        return;
    }
    this.reset();
  }

  onDoubleClick(p: ToolPointer): void {
    const item = itemAt(this.editor.phase, this.editor.state.doc.data.settings, p);
    if (item && item.type === 'object' && item.subType === 'text') {
      this.editor.select([item.id]);
      this.editor.update((s) => void (s.editingId = item.id));
    }
  }

  onCancel(): void {
    if (this.current === 'dragging' || this.current === 'handle') this.editor.cancelGesture();
    this.reset();
  }

  private reset(): void {
    this.editor.update((s) => {
      s.interacting = [];
      s.marquee = null;
      s.snapGuide = null;
    });
    this.anchorId = null;
    this.handle = null;
    this.handleItemId = null;
    if (this.current !== 'idle') this.enter('idle');
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
