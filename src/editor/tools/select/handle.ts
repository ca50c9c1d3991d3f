// select.handle: dragging a handle of the one selected item (arrow points, resize, rotate); an arrow
// end let go links where the rules allow. One undo step per handle drag.
import type { ToolState } from '../../../editor-kit/tools/state-machine';
import { settleArrowEnd } from '../linking';
import type { ToolPointer } from '../types';
import type { SelectContext, SelectStateName } from './context';

export const handle: ToolState<SelectContext, ToolPointer, SelectStateName> = {
  onPointerMove: (context, p) => context.dragHandle(p),

  onPointerUp(context) {
    const { editor } = context;
    const kind = context.handle?.kind;
    if (context.handleItemId && (kind === 's' || kind === 'e')) settleArrowEnd(editor, context.handleItemId, kind, 'gesture');
    editor.endGesture();
    return context.reset();
  },

  onCancel(context) {
    context.editor.cancelGesture();
    return context.reset();
  },
};
