// Saving the editor's drawing of a library entry: on its version, and a stale one kept as a
// conflict copy (as a play's is), never lost.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../data/api-client';
import { saveLibraryItem } from './update-library-item';
import type { LibraryItem } from './keys';

const current = { library_play_id: 'lib1', type: 'play', title: 'Horns', version: 5 } as LibraryItem;
const drawing = { phases: [], settings: {} } as unknown as LibraryItem['data'];

afterEach(() => vi.restoreAllMocks());

describe('saveLibraryItem', () => {
  it('saves the drawing and title on the version it was made on', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...current, version: 6 });
    const saved = await saveLibraryItem({ itemId: 'lib1', title: 'Horns', data: drawing, baseVersion: 5, idempotencyKey: 'k' });
    expect(put).toHaveBeenCalledWith('/library/lib1', { title: 'Horns', data: drawing, base_version: 5 });
    expect(saved).toEqual({ saved: { ...current, version: 6 } });
  });

  it('keeps a stale drawing as a conflict copy in the library', async () => {
    vi.spyOn(api, 'put').mockRejectedValue(Object.assign(new Error('stale'), { status: 409, data: { error: 'stale', current } }));
    const copy = { ...current, library_play_id: 'lib2', title: 'Horns (conflict copy)', version: 1 };
    const post = vi.spyOn(api, 'post').mockResolvedValue(copy);
    const saved = await saveLibraryItem({ itemId: 'lib1', title: 'Horns', data: drawing, baseVersion: 4, idempotencyKey: 'k' });
    expect(post).toHaveBeenCalledWith('/library', { type: 'play', title: 'Horns (conflict copy)', data: drawing }, { headers: { 'Idempotency-Key': 'k' } });
    expect(saved).toEqual({ copy });
  });

  it('passes any other failure on', async () => {
    vi.spyOn(api, 'put').mockRejectedValue(Object.assign(new Error('forbidden'), { status: 403 }));
    await expect(saveLibraryItem({ itemId: 'lib1', data: drawing, idempotencyKey: 'k' })).rejects.toThrow('forbidden');
  });
});
