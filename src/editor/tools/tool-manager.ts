// Routes pointer input to the tool the store names, switching tools when the store changes.
import type { Editor, ToolMode } from '../store/editor-store';
import { ArrowTool } from './arrow-tool';
import { itemAt } from './hit-test';
import { PlaceTool } from './place-tool';
import { SelectTool } from './select-tool';
import type { Tool, ToolPointer } from './types';

export class ToolManager {
  readonly tools: Record<ToolMode, Tool>;
  private active: ToolMode;
  private readonly unsubscribe: () => void;

  constructor(private readonly editor: Editor) {
    this.tools = { select: new SelectTool(editor), place: new PlaceTool(editor), arrow: new ArrowTool(editor) };
    this.active = editor.state.tool.mode;
    this.unsubscribe = editor.store.subscribe((state, previous) => {
      if (state.tool.mode !== previous.tool.mode) {
        this.tools[this.active].onCancel();
        this.active = state.tool.mode;
      }
    });
  }

  get tool(): Tool {
    return this.tools[this.active];
  }

  down(p: ToolPointer): void {
    if (!this.editor.state.editable) return;
    this.editor.update((s) => void (s.hint = null));
    this.tool.onPointerDown(p);
  }
  /** A viewer's pointer only hovers (HOVERING_ANIMATOR, spec §4). */
  move(p: ToolPointer): void {
    if (!this.editor.state.editable) {
      this.editor.setHovered(itemAt(this.editor.phase, this.editor.state.doc.data.settings, p)?.id ?? null);
      return;
    }
    this.tool.onPointerMove(p);
  }
  up(p: ToolPointer): void {
    if (!this.editor.state.editable) return;
    this.tool.onPointerUp(p);
  }
  doubleClick(p: ToolPointer): void {
    if (!this.editor.state.editable) return;
    this.tool.onDoubleClick?.(p);
  }
  cancel(): void {
    this.tool.onCancel();
  }
  dispose(): void {
    this.unsubscribe();
  }
}
