// arrow.idle: hovering a player marks it; a press starts an arrow at the player under it (linked to
// it), at the end of a pass or cut (continuing it), or on the floor.
import { linkAnchor } from '../../../../engine';
import type { ToolState } from '../../../editor-kit/tools/state-machine';
import { roundPoint } from '../../store/document';
import { itemAt } from '../hit-test';
import type { ToolPointer } from '../types';
import type { ArrowContext, ArrowStateName } from './context';

export const idle: ToolState<ArrowContext, ToolPointer, ArrowStateName> = {
  onPointerDown(context, p) {
    const { editor } = context;
    const slack = p.pointerType === 'touch' ? 6 * p.unitsPerPixel : 0;
    const item = itemAt(editor.phase, editor.state.doc.data.settings, p, slack);
    const from = item && item.type === 'object' && item.subType === 'player' ? item : null;
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
