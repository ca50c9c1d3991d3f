// select.idle: hovering marks HOVERING; a press on a handle of the one selected item, or on an
// arrow's head, grabs the handle; on an item points at it (shift adds or removes), on the empty court starts a marquee.
import type { ToolState } from '../../../editor-kit/tools/state-machine';
import { beginHandleDrag, type HandleGrab, selectedHandleAt } from '../handle-drag';
import { itemAt } from '../hit-test';
import { HANDLE_HIT_PX, type ToolPointer } from '../types';
import type { SelectContext, SelectStateName } from './context';

function grabHandle(context: SelectContext, grab: HandleGrab): 'handle' {
  context.handle = grab;
  beginHandleDrag(context.editor, grab);
  return 'handle';
}

export const idle: ToolState<SelectContext, ToolPointer, SelectStateName> = {
  onPointerDown(context, p) {
    const { editor } = context;
    context.origin = { x: p.x, y: p.y };
    context.shift = p.shiftKey;
    const phase = editor.phase;
    const settings = editor.state.doc.data.settings;
    // Handles of a single selection come first: they sit on top.
    const grab = selectedHandleAt(editor, p);
    if (grab) return grabHandle(context, grab);
    const slack = p.pointerType === 'touch' ? 6 * p.unitsPerPixel : 0;
    const item = itemAt(phase, settings, p, slack);
    if (!item) {
      if (!p.shiftKey) editor.select([]);
      editor.update((s) => void (s.marquee = { x1: p.x, y1: p.y, x2: p.x, y2: p.y }));
      return 'marquee';
    }
    // An arrow pressed on its head drags that end, not the whole arrow (which would leave its link behind).
    const radius = HANDLE_HIT_PX[p.pointerType] * p.unitsPerPixel;
    if (!p.shiftKey && item.type === 'arrow' && item.points.e && Math.hypot(item.points.e.x - p.x, item.points.e.y - p.y) <= radius) {
      editor.select([item.id]);
      return grabHandle(context, { itemId: item.id, handle: { kind: 'e', at: item.points.e }, origin: { x: p.x, y: p.y } });
    }
    context.anchorId = item.id;
    context.pressedSelected = editor.state.selection.includes(item.id);
    if (p.shiftKey) editor.toggleSelected(item.id);
    else if (!context.pressedSelected) editor.select([item.id]);
    const at = item.type === 'object' ? item.pos : (item.points.s ?? p);
    context.grab = { x: at.x - p.x, y: at.y - p.y };
    return 'pointing';
  },

  onPointerMove({ editor }, p) {
    const item = itemAt(editor.phase, editor.state.doc.data.settings, p);
    editor.setHovered(item?.id ?? null);
  },

  /** A double click on a text box edits its text. */
  onDoubleClick({ editor }, p) {
    const item = itemAt(editor.phase, editor.state.doc.data.settings, p);
    if (item && item.type === 'object' && item.subType === 'text') {
      editor.select([item.id]);
      editor.update((s) => void (s.editingId = item.id));
    }
  },

  onCancel: (context) => context.reset(),
};
