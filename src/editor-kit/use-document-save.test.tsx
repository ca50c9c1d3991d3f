// @vitest-environment happy-dom
// The one save path of the four editors: a new document's first save moves it (and its address)
// to its id, saves go one at a time on the version the last was answered with, autosave follows
// the coach's changes, and a temporary id or a conflict copy moves the open document along.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { replaceTemporaryId } from '../data/offline';
import { DocumentEditor, type DocumentEditorState } from './document-editor';
import { useDocumentSave, type DocumentSaveOptions, type SaveCallbacks } from './use-document-save';

interface Note {
  text: string;
}
interface NoteMeta {
  id: string | null;
  version: number | null;
}
interface NoteState extends DocumentEditorState<NoteMeta> {
  doc: Note;
}
interface SavedNote {
  id: string;
  version: number;
}

class NoteEditor extends DocumentEditor<Note, NoteMeta, NoteState> {
  constructor(meta: NoteMeta) {
    super({ doc: { text: '' }, meta, editable: true, dirty: false, saving: false, canUndo: false, canRedo: false, notice: null }, 'doc');
  }
  write(text: string): void {
    this.change((doc) => void (doc.text = text));
  }
}

/** Each save sent, answered by the test. */
function sender() {
  const sent: { text: string; baseVersion: number | null; callbacks: SaveCallbacks<SavedNote> }[] = [];
  return { sent, answer: (index: number, saved: SavedNote) => act(() => sent[index]!.callbacks.onSuccess(saved)) };
}

/** `onDrawn`: run once the screen is drawn, before any passive effect (where the autosave subscribes). */
function renderSave(editor: NoteEditor, options: Partial<DocumentSaveOptions<NoteState, SavedNote>> = {}, onDrawn?: () => void) {
  const { sent, answer } = sender();
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/notes/${editor.state.meta.id ?? 'new'}`]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const { result, unmount } = renderHook(
    () => ({
      save: useDocumentSave<NoteState, SavedNote>({
        editor,
        saves: 'when-asked',
        documentOf: (state) => state.doc,
        prepare: () => {
          const { doc, meta } = editor.state;
          return { send: (callbacks) => void sent.push({ text: doc.text, baseVersion: meta.version, callbacks }) };
        },
        answeredBy: [['notes', 'update']],
        failed: 'notes.saveFailed',
        openId: () => editor.state.meta.id,
        savedId: (saved) => saved.id,
        followId: (id) => editor.setMeta({ id }),
        pathOf: (id) => `/notes/${id}`,
        ...options,
      }),
      path: useLocation().pathname,
      // Once, as the screen is first drawn.
      drawn: useLayoutEffect(() => onDrawn?.(), []),
    }),
    { wrapper },
  );
  return { result, unmount, sent, answer, client };
}

describe('saving an open document', () => {
  it('moves a new document to the id its first save gives, address and version too, keeping its history', async () => {
    const editor = new NoteEditor({ id: null, version: null });
    editor.write('Horns');
    const { result, sent, answer } = renderSave(editor);
    let saved!: Promise<void>;
    act(() => void (saved = result.current.save()));
    expect(editor.state.saving).toBe(true);
    await answer(0, { id: 'n1', version: 1 });
    await saved;
    expect(editor.state).toMatchObject({ meta: { id: 'n1', version: 1 }, dirty: false, saving: false, canUndo: true });
    expect(result.current.path).toBe('/notes/n1');
    expect(sent).toHaveLength(1);
  });

  it('sends one save at a time, the next on the version the last was answered with', async () => {
    const editor = new NoteEditor({ id: 'n1', version: 3 });
    const { result, sent, answer } = renderSave(editor);
    editor.write('one');
    act(() => void result.current.save());
    editor.write('two');
    act(() => void result.current.save());
    expect(sent.map((save) => save.text)).toEqual(['one']);
    await answer(0, { id: 'n1', version: 4 });
    // Changed again while the first was on its way: still unsaved until the second is answered.
    expect(editor.state.dirty).toBe(true);
    await waitFor(() => expect(sent.map((save) => [save.text, save.baseVersion])).toEqual([['one', 3], ['two', 4]]));
    await answer(1, { id: 'n1', version: 5 });
    expect(editor.state).toMatchObject({ meta: { version: 5 }, dirty: false });
  });

  it('saves by itself a while after the last change, and only then', async () => {
    vi.useFakeTimers();
    try {
      const editor = new NoteEditor({ id: 'n1', version: 1 });
      const { sent } = renderSave(editor, { saves: 'after-each-change' });
      editor.write('a');
      await act(() => vi.advanceTimersByTimeAsync(500));
      editor.write('ab');
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(sent).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(sent.map((save) => save.text)).toEqual(['ab']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('autosaves a change made as the editor was drawn, before its autosave was listening (a paste on a busy machine)', async () => {
    vi.useFakeTimers();
    try {
      const editor = new NoteEditor({ id: 'n1', version: 1 });
      const { sent } = renderSave(editor, { saves: 'after-each-change' }, () => editor.write('pasted'));
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(sent.map((save) => save.text)).toEqual(['pasted']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows a temporary id to the server’s, and a conflict copy with its title, never back', async () => {
    const editor = new NoteEditor({ id: 'tmp-1', version: null });
    const conflicts = new Set<(from: string, copy: SavedNote, title: string) => void>();
    const titles: (string | undefined)[] = [];
    const { result, client, sent, answer } = renderSave(editor, {
      followId: (id, title) => {
        editor.setMeta({ id });
        titles.push(title);
      },
      onConflictCopy: (listener) => {
        conflicts.add(listener);
        return () => conflicts.delete(listener);
      },
    });
    act(() => replaceTemporaryId(client, 'tmp-1', 'n9'));
    expect(editor.state.meta.id).toBe('n9');
    expect(result.current.path).toBe('/notes/n9');

    editor.write('mine');
    act(() => void result.current.save());
    // The server kept its version: the coach's work goes on in the copy; the save is answered with the server's record.
    act(() => conflicts.forEach((listener) => listener('n9', { id: 'c1', version: 1 }, 'Notes (conflict copy)')));
    await answer(0, { id: 'n9', version: 7 });
    expect(editor.state.meta).toEqual({ id: 'c1', version: 1 });
    expect(titles).toEqual([undefined, 'Notes (conflict copy)']);
    expect(result.current.path).toBe('/notes/c1');
    expect(sent).toHaveLength(1);
  });

  it('follows the version a queued save is answered with later: a create’s always, an update’s when made on the version held', async () => {
    const editor = new NoteEditor({ id: 'n1', version: 0 });
    const { client } = renderSave(editor, { answeredBy: [['notes', 'create'], ['notes', 'update']] });
    const answered = (mutationKey: string[], variables: object, saved: SavedNote) =>
      act(() => client.getMutationCache().build(client, { mutationKey, mutationFn: () => Promise.resolve(saved) }).execute(variables));
    await answered(['notes', 'create'], { title: 'Horns' }, { id: 'n1', version: 1 });
    expect(editor.state.meta.version).toBe(1);
    await answered(['notes', 'update'], { baseVersion: 0 }, { id: 'n1', version: 7 });
    expect(editor.state.meta.version).toBe(1);
    await answered(['notes', 'update'], { baseVersion: 1 }, { id: 'n1', version: 2 });
    await answered(['notes', 'update'], { baseVersion: 2 }, { id: 'other', version: 9 });
    await answered(['drills', 'update'], { baseVersion: 2 }, { id: 'n1', version: 9 });
    expect(editor.state.meta.version).toBe(2);
  });

  it('says why a save failed, or hands the failure to the editor, and stays unsaved', async () => {
    const editor = new NoteEditor({ id: 'n1', version: 1 });
    editor.write('x');
    const { result, sent } = renderSave(editor);
    act(() => void result.current.save());
    act(() => sent[0]!.callbacks.onError(new Error('The server is busy')));
    await waitFor(() => expect(editor.state.notice).toEqual({ key: 'notes.saveFailed', values: { error: 'The server is busy' }, tone: 'error' }));
    expect(editor.state).toMatchObject({ dirty: true, saving: false });

    const failed = vi.fn();
    const refused = renderSave(editor, { failed, prepare: () => { throw new Error('Pick a team first'); } });
    await act(() => refused.result.current.save());
    expect(failed).toHaveBeenCalledWith(new Error('Pick a team first'));
    expect(editor.state.saving).toBe(false);
  });

  it('does not save for a viewer', async () => {
    const editor = new NoteEditor({ id: 'n1', version: 1 });
    editor.write('x');
    editor.update((s) => void (s.editable = false));
    const { result, sent } = renderSave(editor);
    await act(() => result.current.save());
    expect(sent).toHaveLength(0);
  });
});
