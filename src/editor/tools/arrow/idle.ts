// arrow.idle: hovering a player marks it; a press on a handle of the selected arrow (but its end) grabs it, else
// starts an arrow at the player under it (linked to it), at the end of a pass or cut (continuing
// it), or on the floor.
import { linkAnchor, type Phase } from '../../../../engine';
import type { ToolState } from '../../../editor-kit/tools/state-machine';
import { roundPoint } from '../../store/document';
import { beginHandleDrag, type HandleGrab, selectedHandleAt } from '../handle-drag';
import { itemAt } from '../hit-test';
import type { ToolPointer } from '../types';
import type { ArrowContext, ArrowStateName } from './context';

export const idle: ToolState<ArrowContext, ToolPointer, ArrowStateName> = {
  onPointerDown(context, p) {
    const { editor } = context;
    const slack = p.pointerType === 'touch' ? 6 * p.unitsPerPixel : 0;
    const item = itemAt(editor.phase, editor.state.doc.data.settings, p, slack);
    const from = item && item.type === 'object' && item.subType === 'player' ? item : null;
    // The handles of the arrow just drawn (still selected) come first: dragging them bends it or
    // moves its start. Its end yields, as does an end linked to the player pressed: a press there
    // draws the next arrow (a pass after the cut), chaining being what the arrow tool is for; the
    // select tool moves ends.
    const grab = selectedHandleAt(editor, p);
    if (grab && grab.handle.kind !== 'e' && !(from && isEndLinkedTo(editor.phase, grab, from.id))) {
      context.handle = grab;
      beginHandleDrag(editor, grab);
      return 'handle';
    }
    // An arrow drawn from a pass's or cut's end continues from there (a link to that arrow).
    const fromArrow = !from && item && item.type === 'arrow' && item.points.e && Math.hypot(item.points.e.x - p.x, item.points.e.y - p.y) < 2 ? item : null;
    context.fromId = from?.id ?? fromArrow?.id ?? null;
    context.start = roundPoint(from ? from.pos : fromArrow ? linkAnchor(fromArrow)! : p);
    return 'pointing';
  },

  onPointerMove({ editor }, p) {
    const item = itemAt(editor.phase, editor.state.doc.data.settings, p);
    editor.setHovered(item && item.type === 'object' && item.subType === 'player' ? item.id : null);
  },

  onCancel: (context) => void context.reset(),
};

function isEndLinkedTo(phase: Phase, grab: HandleGrab, objectId: string): boolean {
  const { kind } = grab.handle;
  return phase.links.some((link) => link.arrow.id === grab.itemId && link.end === kind && link.object.id === objectId);
}
