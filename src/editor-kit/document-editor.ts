// What every document editor's store (playbook, rotation, practice plan) does the same way: its
// zustand store, the undo history over the document, the notice for the coach and the save state.
// Each editor extends it with its own document changes and what a save sends.
import { produce, type Draft } from 'immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CommandHost, CommandUndo } from './commands';
import { DocumentHistory } from './document-history';

/** A text for the coach: an i18n key of the editor's texts and its values. */
export interface DocumentNotice {
  key: string;
  values?: Record<string, string | number>;
  tone: 'info' | 'error';
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

export abstract class DocumentEditor<Doc extends object, Meta extends object, State extends DocumentEditorState<Meta>> implements CommandHost {
  readonly store: StoreApi<State>;
  /** Undo/redo and the revision a save is of. */
  protected readonly edits: DocumentHistory<Doc>;

  /** `docKey`: where the state keeps the document. */
  constructor(initial: State, docKey: keyof State & string) {
    this.store = createStore<State>()(() => initial);
    this.edits = new DocumentHistory<Doc>(
      () => ({ doc: this.state[docKey] as Doc, dirty: this.state.dirty }),
      ({ doc, ...rest }) => this.store.setState((doc === undefined ? rest : { [docKey]: doc, ...rest }) as Partial<State>),
    );
  }

  get state(): State {
    return this.store.getState();
  }

  get editable(): boolean {
    return this.state.editable;
  }

  /** Changes what is not the document (save state, notice): never an undo step. */
  update(recipe: (draft: Draft<State>) => void): void {
    this.store.setState(produce(this.state, recipe), true);
  }

  notify(key: string, values?: DocumentNotice['values'], tone: DocumentNotice['tone'] = 'error'): void {
    this.update((s) => void ((s as DocumentEditorState<Meta>).notice = { key, values, tone }));
  }

  /** Changes the document, recorded as the running command's undo policy says (one step by default). */
  change(recipe: (doc: Draft<Doc>) => void): void {
    this.edits.change(recipe);
  }

  recordAs<T>(undo: CommandUndo, perform: () => T): T {
    return this.edits.recordAs(undo, perform);
  }

  /** Typing in a field ended (its blur): what it changed becomes one undo step. */
  endTyping(): void {
    this.edits.endTyping();
  }

  undo(): boolean {
    return this.edits.undo();
  }

  redo(): boolean {
    return this.edits.redo();
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
