// select.dragging: the selection follows the pointer (touch lifts it above the finger); letting go
// records the drag as one undo step, Escape puts everything back.
import type { ToolState } from '../../../editor-kit/tools/state-machine';
import type { ToolPointer } from '../types';
import type { SelectContext, SelectStateName } from './context';

export const dragging: ToolState<SelectContext, ToolPointer, SelectStateName> = {
  onPointerMove: (context, p) => context.drag(p),

  onPointerUp(context) {
    context.editor.endGesture();
    return context.reset();
  },

  onCancel(context) {
    context.editor.cancelGesture();
    return context.reset();
  },
};
