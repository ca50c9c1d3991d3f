// The undo history of a document editor's store (all four editors): changes recorded as asked or
// as the running command's undo policy says, drags (gestures) that make one step when they end,
// undo/redo, and the revision a save is of. Each step keeps the editor's step meta (the play
// editor: the phase shown), handed back on undo and redo. The store keeps its document in its own
// state; this only reads it and hands back what changes.
import type { Draft } from 'immer';
import type { CommandUndo } from './commands';
import { DEFAULT_HISTORY_LIMIT, History, type RecordMode } from './history';

/** What a history step changes in the store's state (the document under the store's own name). */
export interface HistoryPatch<Doc> {
  doc?: Doc;
  dirty?: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

export interface HistoryAccess<Doc, StepMeta> {
  read: () => { doc: Doc; dirty: boolean };
  write: (patch: HistoryPatch<Doc>) => void;
  /** What a new step remembers besides the document. */
  stepMeta: () => StepMeta;
}

export class DocumentHistory<Doc extends object, StepMeta = undefined> {
  private readonly history = new History<Doc, StepMeta>(DEFAULT_HISTORY_LIMIT);
  private commandUndo: CommandUndo | null = null;
  /** Counts document changes, so a save knows whether the coach changed more while it was sent. */
  revision = 0;

  constructor(private readonly access: HistoryAccess<Doc, StepMeta>) {}

  /** Changes the document: one step by default, or as `mode` asks, or as the running command's undo policy says. */
  change(recipe: (doc: Draft<Doc>) => void, mode: RecordMode = 'record'): void {
    const current = this.access.read();
    const recorded = this.inCommand(mode);
    const doc = this.history.change(current.doc, recipe, recorded, this.access.stepMeta());
    if (doc === current.doc) return;
    this.revision++;
    this.access.write({ doc, dirty: recorded === 'never' ? current.dirty : true, ...this.flags() });
  }

  /** How a change asked to be recorded inside a running command is recorded. */
  private inCommand(mode: RecordMode): RecordMode {
    if (mode !== 'record' || this.commandUndo === null || this.commandUndo === 'record') return mode;
    // A command that changes nothing records nothing; one recorded on end joins the open drag, else the field being typed in.
    if (this.commandUndo === 'never') return 'never';
    return this.history.isOpen('gesture') ? 'gesture' : 'typing';
  }

  recordAs<T>(undo: CommandUndo, perform: () => T): T {
    const outer = this.commandUndo;
    this.commandUndo = undo;
    try {
      return undo === 'record' ? this.history.batch(perform) : perform();
    } finally {
      this.commandUndo = outer;
      this.access.write(this.flags());
    }
  }

  /** Starts a drag: its changes become one step when it ends (an unfinished one is kept first). */
  beginGesture(): void {
    this.history.begin('gesture');
  }

  /** Ends a drag, recording what it changed as one step (nothing when it changed nothing). */
  endGesture(): void {
    this.history.end('gesture');
    this.access.write(this.flags());
  }

  /** Undoes the open drag (Escape during it). */
  cancelGesture(): void {
    const current = this.access.read().doc;
    const doc = this.history.cancel(current, 'gesture');
    if (doc === current) return;
    this.revision++;
    this.access.write({ doc, ...this.flags() });
  }

  /** Typing in a field ended (its blur): what it changed becomes one undo step. */
  endTyping(): void {
    this.history.end('typing');
    this.access.write(this.flags());
  }

  /** The step undone (its document and meta), or null when there is none. */
  undo(): { doc: Doc; meta: StepMeta } | null {
    return this.stepped(this.history.undo(this.access.read().doc));
  }

  redo(): { doc: Doc; meta: StepMeta } | null {
    return this.stepped(this.history.redo(this.access.read().doc));
  }

  /** Forgets every step (a document was loaded). */
  clear(): void {
    this.history.clear();
  }

  /** Whether undo and redo have a step, as the store shows them. */
  flags(): Pick<HistoryPatch<Doc>, 'canUndo' | 'canRedo'> {
    return { canUndo: this.history.canUndo, canRedo: this.history.canRedo };
  }

  private stepped(step: { doc: Doc; meta: StepMeta } | null): { doc: Doc; meta: StepMeta } | null {
    if (step) this.revision++;
    return step;
  }
}
