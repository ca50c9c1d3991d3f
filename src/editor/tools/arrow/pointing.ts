// arrow.pointing: pressed; the arrow is made once the pointer has travelled (at once from a player)
// and is at least MIN_ARROW_LENGTH long. Letting go before draws nothing.
import type { ToolState } from '../../../editor-kit/tools/state-machine';
import { travelled, type ToolPointer } from '../types';
import { type ArrowContext, type ArrowStateName, MIN_ARROW_LENGTH } from './context';

export const pointing: ToolState<ArrowContext, ToolPointer, ArrowStateName> = {
  onPointerMove(context, p) {
    if (!travelled(context.start, p, p.unitsPerPixel) && context.fromId === null) return;
    if (Math.hypot(p.x - context.start.x, p.y - context.start.y) < MIN_ARROW_LENGTH) return;
    context.createArrow(p);
    return 'drawing';
  },

  onPointerUp: (context) => context.reset(),

  onCancel: (context) => context.reset(),
};
