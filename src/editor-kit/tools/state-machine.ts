// Tools as small state machines (tldraw's habit, DESIGN.md §2 editor-kit): a tool is a set of named
// states, each a handful of pointer handlers that call the editor's API and answer the state to go
// to next. The machine keeps the current state and the path of states entered, which tests assert.

/** What an editor's canvas hands every tool. */
export interface Tool<Pointer> {
  readonly id: string;
  /** The current state's name, e.g. "select.dragging". */
  readonly state: string;
  /** Every state entered, oldest first (tests assert the state path). */
  readonly path: readonly string[];
  onPointerDown(pointer: Pointer): void;
  onPointerMove(pointer: Pointer): void;
  onPointerUp(pointer: Pointer): void;
  onDoubleClick?(pointer: Pointer): void;
  /** Escape, a lost pointer, or a tool switch: drop what is under way. */
  onCancel(): void;
}

/**
 * One state of a tool. `Context` is what the tool's states share (the editor, where the press
 * began); a handler answers the name of the state to enter, or nothing to stay.
 */
export interface ToolState<Context, Pointer, Name extends string> {
  onPointerDown?(context: Context, pointer: Pointer): Name | void;
  onPointerMove?(context: Context, pointer: Pointer): Name | void;
  onPointerUp?(context: Context, pointer: Pointer): Name | void;
  onDoubleClick?(context: Context, pointer: Pointer): Name | void;
  onCancel?(context: Context): Name | void;
}

export class StateMachineTool<Context, Pointer, Name extends string> implements Tool<Pointer> {
  private current: Name;
  private readonly entered: string[];

  constructor(
    readonly id: string,
    private readonly states: Record<Name, ToolState<Context, Pointer, Name>>,
    initial: Name,
    readonly context: Context,
  ) {
    this.current = initial;
    this.entered = [`${id}.${initial}`];
  }

  get state(): string {
    return `${this.id}.${this.current}`;
  }

  get path(): readonly string[] {
    return this.entered;
  }

  onPointerDown(pointer: Pointer): void {
    this.go(this.states[this.current].onPointerDown?.(this.context, pointer));
  }

  onPointerMove(pointer: Pointer): void {
    this.go(this.states[this.current].onPointerMove?.(this.context, pointer));
  }

  onPointerUp(pointer: Pointer): void {
    this.go(this.states[this.current].onPointerUp?.(this.context, pointer));
  }

  onDoubleClick(pointer: Pointer): void {
    this.go(this.states[this.current].onDoubleClick?.(this.context, pointer));
  }

  onCancel(): void {
    this.go(this.states[this.current].onCancel?.(this.context));
  }

  private go(next: Name | void): void {
    if (next === undefined || next === this.current) return;
    this.current = next;
    this.entered.push(`${this.id}.${next}`);
  }
}
