// Routes pointer input to the tool the store names (editor-kit ToolManager), switching tools when the
// store changes. A viewer's pointer only hovers (HOVERING_ANIMATOR, spec §4).
import { ToolManager as KitToolManager, type ToolHost } from '../../editor-kit/tools/tool-manager';
import type { Editor } from '../store/editor-store';
import type { ToolMode } from '../store/editor-state';
import { ArrowTool } from './arrow/arrow-tool';
import { itemAt } from './hit-test';
import { PlaceTool } from './place/place-tool';
import { SelectTool } from './select/select-tool';
import type { ToolPointer } from './types';

function toolHost(editor: Editor): ToolHost<ToolMode> {
  return {
    get editable() {
      return editor.state.editable;
    },
    get toolMode() {
      return editor.state.tool.mode;
    },
    subscribe: (listener) => editor.store.subscribe(listener),
  };
}

export class ToolManager extends KitToolManager<ToolMode, ToolPointer> {
  constructor(private readonly editor: Editor) {
    super(toolHost(editor), { select: new SelectTool(editor), place: new PlaceTool(editor), arrow: new ArrowTool(editor) });
  }

  protected override beforePointerDown(): void {
    this.editor.update((s) => void (s.hint = null));
  }

  protected override onViewerPointerMove(p: ToolPointer): void {
    this.editor.setHovered(itemAt(this.editor.phase, this.editor.state.doc.data.settings, p)?.id ?? null);
  }
}
