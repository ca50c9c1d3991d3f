// select.dragging: the selection follows the pointer (touch lifts it above the finger); letting go
// re-links the linked ends of dragged arrows that left their player (or says they unlinked) and
// records the drag as one undo step, Escape puts everything back.
import type { ToolState } from '../../../editor-kit/tools/state-machine';
import type { Editor } from '../../store/editor-store';
import { type MovedEnds, settleMovedEnds } from '../linking';
import type { ToolPointer } from '../types';
import type { SelectContext, SelectStateName } from './context';

export const dragging: ToolState<SelectContext, ToolPointer, SelectStateName> = {
  onPointerMove: (context, p) => context.drag(p),

  onPointerUp(context) {
    const { editor } = context;
    settleMovedEnds(editor, linkedEndsLeftBehind(editor));
    editor.endGesture();
    return context.reset();
  },

  onCancel(context) {
    context.editor.cancelGesture();
    return context.reset();
  },
};

/** Linked ends of the dragged arrows whose player or hoop stayed put (it did not move with them). */
function linkedEndsLeftBehind(editor: Editor): MovedEnds[] {
  const moved = new Set(editor.state.selection);
  const ends = new Map<string, Array<'s' | 'e'>>();
  for (const link of editor.phase.links) {
    if (!moved.has(link.arrow.id) || moved.has(link.object.id)) continue;
    ends.set(link.arrow.id, [...(ends.get(link.arrow.id) ?? []), link.end]);
  }
  return [...ends].map(([arrowId, list]) => ({ arrowId, ends: list }));
}
