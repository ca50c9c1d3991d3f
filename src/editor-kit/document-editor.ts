// What every document editor's store (play, playbook, rotation, practice plan) does the same way:
// its zustand store, the undo history over the document (with drags and a step meta), the notice
// for the coach and the save state. Each editor extends it with its own document changes and what
// a save sends.
import { produce, type Draft } from 'immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CommandHost, CommandUndo } from './commands';
import { DocumentHistory } from './document-history';
import type { RecordMode } from './history';

/**
 * A text for the coach from code without React: an i18n key and its values (the screen translates
 * it), or a text already in the coach's words (a server's or worker's error message).
 */
export type DocumentMessage = { key: string; values?: Record<string, string | number>; text?: undefined } | { text: string; key?: undefined };

export type NoticeTone = 'info' | 'error' | 'success';

export type DocumentNotice = DocumentMessage & { tone: NoticeTone };

/** The message in the coach's language (`t`: i18next's). */
export function messageText(t: (key: string, values?: Record<string, string | number>) => string, message: DocumentMessage): string {
  return message.key === undefined ? message.text : t(message.key, message.values);
}

export interface DocumentEditorState<Meta> {
  meta: Meta;
  /** False for a team's viewers: everything shows, nothing changes. */
  editable: boolean;
  /** Changed since the last save was handed to the queue. */
  dirty: boolean;
  saving: boolean;
  canUndo: boolean;
  canRedo: boolean;
  notice: DocumentNotice | null;
}

/**
 * `StepMeta`: what an undo step remembers besides the document (the play editor: the phase shown),
 * given back on undo and redo through `restoring`.
 */
export abstract class DocumentEditor<Doc extends object, Meta extends object, State extends DocumentEditorState<Meta>, StepMeta = undefined> implements CommandHost {
  readonly store: StoreApi<State>;
  /** Undo/redo and the revision a save is of. */
  protected readonly edits: DocumentHistory<Doc, StepMeta>;

  /** `docKey`: where the state keeps the document. */
  constructor(
    initial: State,
    private readonly docKey: keyof State & string,
  ) {
    this.store = createStore<State>()(() => initial);
    this.edits = new DocumentHistory<Doc, StepMeta>({
      read: () => ({ doc: this.document, dirty: this.state.dirty }),
      write: ({ doc, ...rest }) => this.store.setState((doc === undefined ? rest : { [docKey]: doc, ...rest }) as Partial<State>),
      stepMeta: () => this.stepMeta(),
    });
  }

  get state(): State {
    return this.store.getState();
  }

  get editable(): boolean {
    return this.state.editable;
  }

  /** The revision of the document now: a save of it leaves the editor clean unless more changed since. */
  get revision(): number {
    return this.edits.revision;
  }

  private get document(): Doc {
    return this.state[this.docKey] as Doc;
  }

  /** What a new undo step remembers besides the document. */
  protected stepMeta(): StepMeta {
    return undefined as StepMeta;
  }

  /** What else changes when undo or redo brings `doc` back, given the step's meta. */
  protected restoring(_doc: Doc, _meta: StepMeta): Partial<State> {
    return {};
  }

  /** Changes what is not the document (save state, notice, selection): never an undo step. */
  update(recipe: (draft: Draft<State>) => void): void {
    this.store.setState(produce(this.state, recipe), true);
  }

  notify(message: DocumentMessage, tone: NoticeTone = 'info'): void {
    this.update((s) => void ((s as DocumentEditorState<Meta>).notice = { ...message, tone }));
  }

  /**
   * Changes the document, recorded as `mode` asks (one step by default; `gesture`: with the open
   * drag; `never`: a load) or as the running command's undo policy says.
   */
  change(recipe: (doc: Draft<Doc>) => void, mode: RecordMode = 'record'): void {
    this.edits.change(recipe, mode);
  }

  /** Runs a command's work under its undo policy (editor-kit runCommand calls this, and only this). */
  recordAs<T>(undo: CommandUndo, perform: () => T): T {
    return this.edits.recordAs(undo, perform);
  }

  /** Starts a drag: its changes become one undo step when it ends. */
  beginGesture(): void {
    this.edits.beginGesture();
  }

  endGesture(): void {
    this.edits.endGesture();
  }

  /** Undoes the open drag (Escape during it). */
  cancelGesture(): void {
    this.edits.cancelGesture();
  }

  /** Typing in a field ended (its blur): what it changed becomes one undo step. */
  endTyping(): void {
    this.edits.endTyping();
  }

  undo(): boolean {
    return this.restore(this.edits.undo());
  }

  redo(): boolean {
    return this.restore(this.edits.redo());
  }

  private restore(step: { doc: Doc; meta: StepMeta } | null): boolean {
    if (!step) return false;
    this.store.setState({ [this.docKey]: step.doc, dirty: true, ...this.edits.flags(), ...this.restoring(step.doc, step.meta) } as Partial<State>);
    return true;
  }

  /** Opens `state` as a new document: no undo step, history cleared. */
  protected reset(state: State): void {
    this.edits.clear();
    this.store.setState(state, true);
  }

  markSaving(saving: boolean): void {
    this.update((s) => void ((s as DocumentEditorState<Meta>).saving = saving));
  }

  /** A save of `revision` was handed to the queue: clean unless the coach changed more since. */
  markSaved(revision: number): void {
    this.update((s) => {
      const state = s as DocumentEditorState<Meta>;
      state.saving = false;
      if (revision === this.edits.revision) state.dirty = false;
    });
  }

  setMeta(meta: Partial<Meta>): void {
    this.update((s) => void Object.assign((s as DocumentEditorState<Meta>).meta, meta));
  }
}
