// arrow.drawing: the arrow's end follows the pointer, with the snap guide where it would link;
// letting go links both ends where the rules allow (else the coach is told why) and records the
// arrow as one undo step. Escape removes it.
import { type Arrow, canLink } from '../../../../engine';
import type { ToolState } from '../../../editor-kit/tools/state-machine';
import { findItem } from '../../store/document';
import { settleArrowEnd } from '../linking';
import type { ToolPointer } from '../types';
import type { ArrowContext, ArrowStateName } from './context';

export const drawing: ToolState<ArrowContext, ToolPointer, ArrowStateName> = {
  onPointerMove: (context, p) => context.extend(p),

  onPointerUp(context, p) {
    const { editor } = context;
    if (context.arrowId) {
      context.extend(p);
      const id = context.arrowId;
      if (context.fromId) {
        const from = findItem(editor.phase, context.fromId);
        const arrow = findItem(editor.phase, id) as Arrow;
        if (from && canLink(arrow, 's', from).ok) editor.setLink(id, 's', from, 'gesture');
      }
      settleArrowEnd(editor, id, 'e', 'gesture');
      editor.endGesture();
      editor.update((s) => void (s.interacting = []));
    }
    return context.reset();
  },

  onCancel(context) {
    context.editor.cancelGesture();
    context.editor.update((s) => {
      s.interacting = [];
      s.snapGuide = null;
      s.selection = [];
    });
    context.arrowId = null;
    return 'idle';
  },
};
