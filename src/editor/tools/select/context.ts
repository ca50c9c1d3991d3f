// What the select tool's states share: the editor, where the press began, what it grabbed, and the
// moves every state makes (drag the selection, go back to rest).
import type { Point } from '../../../../engine';
import type { Editor } from '../../store/editor-store';
import { roundPoint } from '../../store/document';
import type { HandleGrab } from '../handle-drag';
import { liftedPoint, type ToolPointer } from '../types';

export type SelectStateName = 'idle' | 'pointing' | 'dragging' | 'marquee' | 'handle';

export class SelectContext {
  origin: Point = { x: 0, y: 0 };
  anchorId: string | null = null;
  /** Pointer-to-object offset kept while a mouse drags (touch uses the lift instead). */
  grab: Point = { x: 0, y: 0 };
  handle: HandleGrab | null = null;
  pressedSelected = false;
  shift = false;

  constructor(readonly editor: Editor) {}

  /** Where the dragged object goes: under the mouse as grabbed, or 35 px above a finger once it has moved. */
  private dragTarget(p: ToolPointer): Point {
    if (p.pointerType === 'touch') return liftedPoint(p, this.origin);
    return { x: p.x + this.grab.x, y: p.y + this.grab.y };
  }

  drag(p: ToolPointer): void {
    const { editor } = this;
    editor.moveItemsTo(editor.state.selection, this.anchorId!, roundPoint(this.dragTarget(p)), 'gesture');
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
    return 'idle';
  }
}
