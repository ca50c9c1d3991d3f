// @vitest-environment happy-dom
// Opening a library entry in the play editor, and where the editor's back button leads. Saving,
// and the play following its id, is editor-kit's save path (use-document-save.test.tsx).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createEmptyPlayData, type PlayData } from '../../../engine';
import type { LibraryItem } from '../../api/library/keys';
import { editorBackPath, newPlayData, openLibraryItem } from './play-document';

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

  it('goes back to the library entry, the play, or the list', () => {
    expect(editorBackPath({ playId: 'lib2', type: 'drill', library: true })).toBe('/dashboard/admin/drill-library/lib2');
    expect(editorBackPath({ playId: 'p1', type: 'play' })).toBe('/dashboard/play/p1');
    expect(editorBackPath({ playId: null, type: 'play' })).toBe('/dashboard/plays');
  });
});
