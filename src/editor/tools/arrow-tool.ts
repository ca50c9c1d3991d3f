// The arrow tool: idle ─down→ pointing ─moved→ drawing ─up→ idle. Drawn from a player, the arrow
// starts at the player and links to it; its end snaps to a player or hoop in reach when the rules
// allow (the snap guide shows where), else the coach is told why. One undo step per arrow.
import { type Arrow, type Point, canLink, linkAnchor } from '../../../engine';
import type { Editor } from '../store/editor-store';
import { arrowPointsFor, findItem, maxDisplayOrder, roundPoint } from '../store/document';
import { itemAt } from './hit-test';
import { previewSnap, settleArrowEnd } from './linking';
import { travelled, type Tool, type ToolPointer } from './types';

type ArrowState = 'idle' | 'pointing' | 'drawing';

/** Arrows shorter than this (court units) are dropped as slips. */
export const MIN_ARROW_LENGTH = 1;

export class ArrowTool implements Tool {
  readonly id = 'arrow';
  private current: ArrowState = 'idle';
  readonly path: string[] = ['arrow.idle'];
  private start: Point = { x: 0, y: 0 };
  private fromId: string | null = null;
  private arrowId: string | null = null;

  constructor(private readonly editor: Editor) {}

  get state(): string {
    return `arrow.${this.current}`;
  }

  private enter(state: ArrowState): void {
    this.current = state;
    this.path.push(`arrow.${state}`);
  }

  onPointerDown(p: ToolPointer): void {
    const { editor } = this;
    const slack = p.pointerType === 'touch' ? 6 * p.unitsPerPixel : 0;
    const item = itemAt(editor.phase, editor.state.doc.data.settings, p, slack);
    const from = item && item.type === 'object' && item.subType === 'player' ? item : null;
    // An arrow drawn from a pass's or cut's end continues from there (a link to that arrow).
    const fromArrow = !from && item && item.type === 'arrow' && item.points.e && Math.hypot(item.points.e.x - p.x, item.points.e.y - p.y) < 2 ? item : null;
    this.fromId = from?.id ?? fromArrow?.id ?? null;
    this.start = roundPoint(from ? from.pos : fromArrow ? linkAnchor(fromArrow)! : p);
    this.enter('pointing');
  }

  onPointerMove(p: ToolPointer): void {
    const { editor } = this;
    if (this.current === 'idle') {
      const item = itemAt(editor.phase, editor.state.doc.data.settings, p);
      editor.setHovered(item && item.type === 'object' && item.subType === 'player' ? item.id : null);
      return;
    }
    if (this.current === 'pointing') {
      if (!travelled(this.start, p, p.unitsPerPixel) && this.fromId === null) return;
      if (Math.hypot(p.x - this.start.x, p.y - this.start.y) < MIN_ARROW_LENGTH) return;
      this.createArrow(p);
      this.enter('drawing');
      return;
    }
    if (this.current === 'drawing') this.extend(p);
  }

  private createArrow(p: Point): void {
    const { editor } = this;
    const { arrowKind, arrowShape } = editor.state.tool;
    const id = editor.newObjectId();
    const arrow: Arrow = {
      id,
      type: 'arrow',
      subType: arrowKind,
      points: arrowPointsFor(this.start, roundPoint(p), arrowShape),
      shape: arrowShape,
      sameTime: false,
      option: false,
      ends: true,
      displayOrder: maxDisplayOrder(editor.phase) + 1,
      animationOrder: nextAnimationOrder(editor),
      pause: 0.2,
      status: 'NOT_SELECTED',
    };
    editor.beginGesture();
    editor.addItem(arrow, 'gesture');
    this.arrowId = id;
    editor.select([id]);
    editor.update((s) => {
      s.interacting = [id];
      s.hint = null;
    });
  }

  private extend(p: Point): void {
    const { editor } = this;
    const id = this.arrowId!;
    const shape = editor.state.tool.arrowShape;
    editor.updateArrow(id, (arrow) => void (arrow.points = arrowPointsFor(this.start, roundPoint(p), shape)), 'gesture');
    const arrow = findItem(editor.phase, id) as Arrow;
    const preview = previewSnap(editor.phase, arrow, 'e', editor.snapDistance);
    editor.update((s) => void (s.snapGuide = preview.at));
  }

  onPointerUp(p: ToolPointer): void {
    const { editor } = this;
    if (this.current === 'drawing' && this.arrowId) {
      this.extend(p);
      const id = this.arrowId;
      if (this.fromId) {
        const from = findItem(editor.phase, this.fromId);
        const arrow = findItem(editor.phase, id) as Arrow;
        if (from && canLink(arrow, 's', from).ok) editor.setLink(id, 's', from, 'gesture');
      }
      settleArrowEnd(editor, id, 'e', 'gesture');
      editor.endGesture();
      editor.update((s) => void (s.interacting = []));
    }
    this.arrowId = null;
    this.fromId = null;
    if (this.current !== 'idle') this.enter('idle');
  }

  onCancel(): void {
    if (this.current === 'drawing') {
      this.editor.cancelGesture();
      this.editor.update((s) => {
        s.interacting = [];
        s.snapGuide = null;
        s.selection = [];
      });
    }
    this.arrowId = null;
    if (this.current !== 'idle') this.enter('idle');
  }
}

/** New arrows run after the ones already drawn (spec §4 "Arrows are stepped in order"). */
function nextAnimationOrder(editor: Editor): number {
  let max = -1;
  for (const item of editor.phase.objects) if (item.type === 'arrow') max = Math.max(max, item.animationOrder);
  return max + 1;
}
