// What the arrow tool's states share: the editor, where the arrow starts and what from, the arrow
// being drawn or the handle dragged, and the moves its states make (create it, extend it to the pointer).
import { type Arrow, type Point } from '../../../../engine';
import type { Editor } from '../../store/editor-store';
import { arrowPointsFor, findItem, maxDisplayOrder, roundPoint } from '../../store/document';
import type { HandleGrab } from '../handle-drag';
import { previewSnap } from '../linking';

export type ArrowStateName = 'idle' | 'pointing' | 'drawing' | 'handle';

/** Arrows shorter than this (court units) are dropped as slips. */
export const MIN_ARROW_LENGTH = 1;

export class ArrowContext {
  start: Point = { x: 0, y: 0 };
  fromId: string | null = null;
  arrowId: string | null = null;
  /** A handle of the arrow just drawn (still selected), being dragged. */
  handle: HandleGrab | null = null;

  constructor(readonly editor: Editor) {}

  createArrow(p: Point): void {
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

  extend(p: Point): void {
    const { editor } = this;
    const id = this.arrowId!;
    const shape = editor.state.tool.arrowShape;
    editor.updateArrow(id, (arrow) => void (arrow.points = arrowPointsFor(this.start, roundPoint(p), shape)), 'gesture');
    const arrow = findItem(editor.phase, id) as Arrow;
    const preview = previewSnap(editor.phase, arrow, 'e', editor.snapDistance);
    editor.update((s) => void (s.snapGuide = preview.at));
  }

  /**
   * Nothing drawn, nothing pressed, nothing hovered: the ring on the player the arrow started from
   * would otherwise stay after drawing, until the pointer next moves over the floor.
   */
  reset(): 'idle' {
    this.editor.setHovered(null);
    this.arrowId = null;
    this.fromId = null;
    this.handle = null;
    return 'idle';
  }
}

/** New arrows run after the ones already drawn (spec §4 "Arrows are stepped in order"). */
function nextAnimationOrder(editor: Editor): number {
  let max = -1;
  for (const item of editor.phase.objects) if (item.type === 'arrow') max = Math.max(max, item.animationOrder);
  return max + 1;
}
