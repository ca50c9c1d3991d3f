// select.marquee: a box drawn from the empty court; letting go selects what it holds (added to the
// selection with shift), SELECTED_MULTIPLE when several.
import type { ToolState } from '../../../editor-kit/tools/state-machine';
import { itemsInMarquee } from '../hit-test';
import type { ToolPointer } from '../types';
import type { SelectContext, SelectStateName } from './context';

export const marquee: ToolState<SelectContext, ToolPointer, SelectStateName> = {
  onPointerMove({ editor }, p) {
    editor.update((s) => {
      if (s.marquee) {
        s.marquee.x2 = p.x;
        s.marquee.y2 = p.y;
      }
    });
  },

  onPointerUp(context, p) {
    const { editor } = context;
    const box = editor.state.marquee;
    if (box) {
      const inside = itemsInMarquee(editor.phase, box);
      editor.select(p.shiftKey || context.shift ? [...editor.state.selection, ...inside] : inside);
    }
    return context.reset();
  },

  onCancel: (context) => context.reset(),
};
