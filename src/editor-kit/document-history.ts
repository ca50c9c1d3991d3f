// The undo history of a document editor's store (playbook, rotation, practice plan): changes
// recorded as the running command's undo policy says, undo/redo, and the revision a save is of.
// The store keeps its document in its own state; this only reads it and hands back what changes.
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

export class DocumentHistory<Doc extends object> {
  private readonly history = new History<Doc>(DEFAULT_HISTORY_LIMIT);
  private commandUndo: CommandUndo | null = null;
  /** Counts document changes, so a save knows whether the coach changed more while it was sent. */
  revision = 0;

  constructor(
    private readonly read: () => { doc: Doc; dirty: boolean },
    private readonly write: (patch: HistoryPatch<Doc>) => void,
  ) {}

  /** Changes the document, recorded as the running command's undo policy says (one step by default). */
  change(recipe: (doc: Draft<Doc>) => void): void {
    const current = this.read();
    const mode: RecordMode = this.commandUndo === 'never' ? 'never' : this.commandUndo === 'record-on-end' ? 'typing' : 'record';
    const doc = this.history.change(current.doc, recipe, mode, undefined);
    if (doc === current.doc) return;
    this.revision++;
    this.write({ doc, dirty: mode === 'never' ? current.dirty : true, ...this.flags() });
  }

  recordAs<T>(undo: CommandUndo, perform: () => T): T {
    const outer = this.commandUndo;
    this.commandUndo = undo;
    try {
      return undo === 'record' ? this.history.batch(perform) : perform();
    } finally {
      this.commandUndo = outer;
      this.write(this.flags());
    }
  }

  /** Typing in a field ended (its blur): what it changed becomes one undo step. */
  endTyping(): void {
    this.history.end('typing');
    this.write(this.flags());
  }

  undo(): boolean {
    return this.restore(this.history.undo(this.read().doc));
  }

  redo(): boolean {
    return this.restore(this.history.redo(this.read().doc));
  }

  private restore(step: { doc: Doc } | null): boolean {
    if (!step) return false;
    this.revision++;
    this.write({ doc: step.doc, dirty: true, ...this.flags() });
    return true;
  }

  private flags(): Pick<HistoryPatch<Doc>, 'canUndo' | 'canRedo'> {
    return { canUndo: this.history.canUndo, canRedo: this.history.canRedo };
  }
}
