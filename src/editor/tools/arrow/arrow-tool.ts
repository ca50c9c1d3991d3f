// The arrow tool (state machine, one state per file): idle ─down→ pointing ─moved→ drawing ─up→ idle,
// and idle ─down on a handle of the arrow just drawn→ handle ─up→ idle (bend it, move an end).
// Drawn from a player, the arrow starts at the player and links to it; its end snaps to a player or
// hoop in reach when the rules allow (the snap guide shows where), else the coach is told why. One
// undo step per arrow.
import { StateMachineTool } from '../../../editor-kit/tools/state-machine';
import type { Editor } from '../../store/editor-store';
import { handleDragState } from '../handle-drag';
import type { ToolPointer } from '../types';
import { ArrowContext, type ArrowStateName } from './context';
import { drawing } from './drawing';
import { idle } from './idle';
import { pointing } from './pointing';

export class ArrowTool extends StateMachineTool<ArrowContext, ToolPointer, ArrowStateName> {
  constructor(editor: Editor) {
    super('arrow', { idle, pointing, drawing, handle: handleDragState }, 'idle', new ArrowContext(editor));
  }
}
