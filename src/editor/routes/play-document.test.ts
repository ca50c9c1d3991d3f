// @vitest-environment happy-dom
// The open play's id and version change one way after it loads (arrive): only for the play the
// editor holds, and a new play saved or a conflict copy reopens the editor at the play's address.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createEmptyPlayData, type PlayData } from '../../../engine';
import { libraryEditorPath, type LibraryItem } from '../../api/library/keys';
import { Editor } from '../store/editor-store';
import { arrive, editorBackPath, newPlayData, openLibraryItem, playEditorPath, takeHandedOver } from './play-document';

function opened(playId: string | null, version: number | null): Editor {
  const editor = new Editor();
  editor.load({ title: 'Horns', data: newPlayData() }, { playId, teamId: 't1', version });
  return editor;
}

describe('a play’s id and version arrive one way', () => {
  it('takes a version answered for the play it holds, and nothing for another', () => {
    const editor = opened('p1', 3);
    const went: string[] = [];
    arrive(editor, { from: 'p2', playId: 'p2', version: 9, reopen: false }, (path) => went.push(path));
    expect(editor.state.meta).toMatchObject({ playId: 'p1', version: 3 });
    arrive(editor, { from: 'p1', playId: 'p1', version: 4, reopen: false }, (path) => went.push(path));
    expect(editor.state.meta).toMatchObject({ playId: 'p1', version: 4 });
    // A temporary id swapped for the server's keeps the version.
    arrive(editor, { from: 'p1', playId: 'p7', reopen: false }, (path) => went.push(path));
    expect(editor.state.meta).toMatchObject({ playId: 'p7', version: 4 });
    expect(went).toEqual([]);
  });

  it('reopens at the new address with the same editor (a first save, a conflict copy)', () => {
    const editor = opened(null, null);
    const went: string[] = [];
    arrive(editor, { from: null, playId: 'p5', version: 1, reopen: true }, (path) => went.push(path));
    expect(editor.state.meta).toMatchObject({ playId: 'p5', version: 1 });
    expect(went).toEqual([playEditorPath('p5')]);
    arrive(editor, { from: 'p5', playId: 'p6', version: 2, title: 'Horns (copy)', reopen: true }, (path) => went.push(path));
    expect(editor.state.doc.title).toBe('Horns (copy)');
    expect(takeHandedOver('p5')).toBeNull();
    arrive(editor, { from: 'p6', playId: 'p6', version: 2, reopen: true }, () => {});
    expect(takeHandedOver('p6')).toBe(editor);
    expect(takeHandedOver('p6')).toBeNull();
  });
});

describe('a library entry in the editor (admins draw the play and drill library)', () => {
  const engine = { migratePlayWithNotes: (data: unknown) => Promise.resolve({ data: structuredClone(data) as PlayData, notes: [] }) };
  const entry = (data: PlayData): LibraryItem => ({
    library_play_id: 'lib1',
    type: 'drill',
    title: 'Shell drill',
    version: 4,
    data,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
  }) as LibraryItem;
  const clientWith = (item: LibraryItem) => {
    const client = new QueryClient();
    vi.spyOn(client, 'fetchQuery').mockResolvedValue(item);
    return client;
  };

  it('opens for an admin, as the library entry it is, with both hoops of a full court', async () => {
    const data = createEmptyPlayData('full');
    const opened = await openLibraryItem(clientWith(entry(data)), engine, 'lib1', true);
    if (opened.kind !== 'play') throw new Error(`not opened: ${JSON.stringify(opened)}`);
    expect(opened.meta).toEqual({ playId: 'lib1', teamId: null, type: 'drill', version: 4, library: true });
    expect(opened.title).toBe('Shell drill');
    expect(opened.editable).toBe(true);
    expect(opened.data.phases[0]!.objects.filter((item) => item.subType === 'hoop')).toHaveLength(2);
  });

  it('is refused, with a screen saying so, to anyone without the library permission', async () => {
    const client = clientWith(entry(newPlayData()));
    const opened = await openLibraryItem(client, engine, 'lib1', false);
    expect(opened).toEqual({ kind: 'error', title: { key: 'editor.route.libraryForbidden' }, message: { key: 'editor.route.libraryForbiddenDetail' } });
    expect(client.fetchQuery).not.toHaveBeenCalled();
  });

  it('says an entry that is not in the library could not be opened', async () => {
    const client = new QueryClient();
    vi.spyOn(client, 'fetchQuery').mockRejectedValue(new Error('Not in the library'));
    const opened = await openLibraryItem(client, engine, 'gone', true);
    expect(opened).toEqual({ kind: 'error', title: { key: 'editor.route.playNotOpened' }, message: { text: 'Not in the library' } });
  });

  it('reopens a conflict copy at the library editor, and goes back to the library', () => {
    const editor = new Editor();
    editor.load({ title: 'Shell drill', data: newPlayData() }, { playId: 'lib1', type: 'drill', version: 4, library: true });
    const went: string[] = [];
    arrive(editor, { from: 'lib1', playId: 'lib2', version: 1, title: 'Shell drill (conflict copy)', reopen: true }, (path) => went.push(path));
    expect(went).toEqual([libraryEditorPath('lib2')]);
    expect(editorBackPath(editor.state.meta)).toBe('/dashboard/admin/drill-library/lib2');
    expect(takeHandedOver('lib2')).toBe(editor);
    expect(editorBackPath({ playId: 'p1', type: 'play' })).toBe('/dashboard/play/p1');
    expect(editorBackPath({ playId: null, type: 'play' })).toBe('/dashboard/plays');
  });
});
