// Routes an editor's pointer input to the tool its state names, and drops what the old tool had
// under way when the tool changes. Viewers' input goes to `onViewerPointer` instead (a viewer
// changes nothing; an editor may let them hover).
import type { Tool } from './state-machine';

export interface ToolHost<Mode extends string> {
  /** False for a viewer. */
  readonly editable: boolean;
  /** The tool the editor's state names now. */
  readonly toolMode: Mode;
  /** Calls `listener` whenever the editor's state changes; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export class ToolManager<Mode extends string, Pointer> {
  private active: Mode;
  private readonly unsubscribe: () => void;

  constructor(
    protected readonly host: ToolHost<Mode>,
    readonly tools: Record<Mode, Tool<Pointer>>,
  ) {
    this.active = host.toolMode;
    this.unsubscribe = host.subscribe(() => {
      if (host.toolMode === this.active) return;
      const previous = this.tools[this.active];
      // Switched first: the old tool's cancel changes the state again, and must not cancel twice.
      this.active = host.toolMode;
      previous.onCancel();
    });
  }

  get tool(): Tool<Pointer> {
    return this.tools[this.active];
  }

  /** Before an editor's press reaches the tool (the play editor clears its hint). */
  protected beforePointerDown(_pointer: Pointer): void {}

  /** A viewer's pointer moved. */
  protected onViewerPointerMove(_pointer: Pointer): void {}

  down(pointer: Pointer): void {
    if (!this.host.editable) return;
    this.beforePointerDown(pointer);
    this.tool.onPointerDown(pointer);
  }

  move(pointer: Pointer): void {
    if (!this.host.editable) return this.onViewerPointerMove(pointer);
    this.tool.onPointerMove(pointer);
  }

  up(pointer: Pointer): void {
    if (!this.host.editable) return;
    this.tool.onPointerUp(pointer);
  }

  doubleClick(pointer: Pointer): void {
    if (!this.host.editable) return;
    this.tool.onDoubleClick?.(pointer);
  }

  cancel(): void {
    this.tool.onCancel();
  }

  dispose(): void {
    this.unsubscribe();
  }
}
