// select.pointing: pressed on an item; moving past the drag threshold starts a drag, letting go is a
// click (a click on an already selected item of a group selects it alone).
import type { ToolState } from '../../../editor-kit/tools/state-machine';
import { travelled, type ToolPointer } from '../types';
import type { SelectContext, SelectStateName } from './context';

export const pointing: ToolState<SelectContext, ToolPointer, SelectStateName> = {
  onPointerMove(context, p) {
    const { editor } = context;
    if (!travelled(context.origin, p, p.unitsPerPixel)) return;
    if (!editor.state.selection.includes(context.anchorId!)) editor.select([context.anchorId!]);
    editor.beginGesture();
    editor.update((s) => void (s.interacting = [...s.selection]));
    context.drag(p);
    return 'dragging';
  },

  onPointerUp(context, p) {
    const { editor } = context;
    if (!p.shiftKey && context.pressedSelected && editor.state.selection.length > 1) editor.select([context.anchorId!]);
    return context.reset();
  },

  onCancel: (context) => context.reset(),
};
