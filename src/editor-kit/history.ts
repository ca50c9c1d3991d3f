// Undo and redo for any editor's document (DESIGN.md §2 editor-kit): every change is an Immer recipe;
// an undo step keeps its patches and inverse patches, so undo applies the inverse and redo the
// patches. A drag or typing in a field is a group: its changes make one step when it ends.
import { applyPatches, enablePatches, produceWithPatches, type Draft, type Patch } from 'immer';

enablePatches();

/**
 * How a change is recorded: one step now, added to the open drag (`gesture`) or field (`typing`)
 * that makes one step when it ends, or never (loads, remote updates).
 */
export type RecordMode = 'record' | 'gesture' | 'typing' | 'never';

/** The groups that coalesce many changes into one step. */
export type Coalescing = 'gesture' | 'typing';

export interface HistoryEntry<Meta> {
  patches: Patch[];
  inverse: Patch[];
  /** What the editor wants back on undo and redo (the play editor: the phase shown). */
  meta: Meta;
}

/** Most undo steps kept by default. */
export const DEFAULT_HISTORY_LIMIT = 200;

export class History<Doc extends object, Meta = undefined> {
  private past: HistoryEntry<Meta>[] = [];
  private future: HistoryEntry<Meta>[] = [];
  private readonly open: Record<Coalescing, HistoryEntry<Meta> | null> = { gesture: null, typing: null };
  /** The step a `batch` is building, and how deep batches are nested. */
  private batched: HistoryEntry<Meta> | null = null;
  private batchDepth = 0;

  constructor(readonly limit: number = DEFAULT_HISTORY_LIMIT) {}

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Undo steps kept (open groups not counted). */
  get size(): number {
    return this.past.length;
  }

  /**
   * Applies `recipe` to `doc` and records it as `mode` says; `meta` is kept with a new step (a
   * group keeps the meta of its first change). Returns the next document, `doc` itself for a no-op.
   */
  change(doc: Doc, recipe: (draft: Draft<Doc>) => void, mode: RecordMode, meta: Meta): Doc {
    const [next, patches, inverse] = produceWithPatches(doc, recipe);
    if (patches.length === 0) return doc;
    if (mode === 'record' && this.batchDepth === 0) {
      this.push({ patches, inverse, meta });
    } else if (mode !== 'never') {
      const group = mode === 'record' ? (this.batched ??= { patches: [], inverse: [], meta }) : (this.open[mode] ??= { patches: [], inverse: [], meta });
      group.patches.push(...patches);
      group.inverse.unshift(...inverse);
    }
    return next as Doc;
  }

  /** Runs `perform` so that the steps it records make one step (a command that changes twice is undone once). */
  batch<T>(perform: () => T): T {
    this.batchDepth++;
    try {
      return perform();
    } finally {
      if (--this.batchDepth === 0) {
        const entry = this.batched;
        this.batched = null;
        if (entry && entry.patches.length > 0) this.push(entry);
      }
    }
  }

  /** Whether a group has been begun or changed and not yet ended. */
  isOpen(group: Coalescing): boolean {
    return this.open[group] !== null;
  }

  /** Starts a group; one still open is recorded first. */
  begin(group: Coalescing = 'gesture'): void {
    this.end(group);
  }

  /** Ends a group: what it changed becomes one step (none when it changed nothing). */
  end(group: Coalescing = 'gesture'): void {
    const entry = this.open[group];
    this.open[group] = null;
    if (entry && entry.patches.length > 0) this.push(entry);
  }

  /** Drops an open group and returns `doc` as it was before the group (Escape during a drag). */
  cancel(doc: Doc, group: Coalescing = 'gesture'): Doc {
    const entry = this.open[group];
    this.open[group] = null;
    return entry ? applyPatches(doc, entry.inverse) : doc;
  }

  /** Undoes the last step (open groups are recorded first); null when there is none. */
  undo(doc: Doc): { doc: Doc; meta: Meta } | null {
    this.end('gesture');
    this.end('typing');
    const entry = this.past.pop();
    if (!entry) return null;
    this.future.push(entry);
    return { doc: applyPatches(doc, entry.inverse), meta: entry.meta };
  }

  redo(doc: Doc): { doc: Doc; meta: Meta } | null {
    const entry = this.future.pop();
    if (!entry) return null;
    this.past.push(entry);
    return { doc: applyPatches(doc, entry.patches), meta: entry.meta };
  }

  /** Forgets every step and open group (a new document was loaded). */
  clear(): void {
    this.past = [];
    this.future = [];
    this.open.gesture = null;
    this.open.typing = null;
  }

  /** A new step: the oldest goes past the limit, and what was undone can no longer be redone. */
  private push(entry: HistoryEntry<Meta>): void {
    this.past.push(entry);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
  }
}
