// The select tool (tldraw-style state machine, one state per file; the handle state is handle-drag.ts, shared with the arrow tool):
//   idle ─down on item→ pointing ─moved→ dragging ─up→ idle
//   idle ─down on empty→ marquee ─up→ idle            (SELECTED_MULTIPLE when several)
//   idle ─down on handle→ handle ─up→ idle            (arrow points, resize, rotate; an arrow's head)
// Shift-click adds or removes; hover marks HOVERING. Touch drags lift the object 35 px above the finger.
import { StateMachineTool } from '../../../editor-kit/tools/state-machine';
import type { Editor } from '../../store/editor-store';
import { handleDragState } from '../handle-drag';
import type { ToolPointer } from '../types';
import { SelectContext, type SelectStateName } from './context';
import { dragging } from './dragging';
import { idle } from './idle';
import { marquee } from './marquee';
import { pointing } from './pointing';

export class SelectTool extends StateMachineTool<SelectContext, ToolPointer, SelectStateName> {
  constructor(editor: Editor) {
    super('select', { idle, pointing, dragging, marquee, handle: handleDragState }, 'idle', new SelectContext(editor));
  }
}
