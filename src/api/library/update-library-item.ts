// Changing a library play or drill (admins): its title from the detail screen, its drawing from the
// play editor. A stale drawing (409) is kept as the editor keeps a play's: the server's version stays
// and the admin's goes on in a new entry, "{title} (conflict copy)".
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { conflictCopyTitle, staleUpdateCurrent } from '../../data/offline';
import { createLibraryItem } from './create-library-item';
import { libraryKeys, type LibraryItem } from './keys';

export interface LibraryItemChanges {
  itemId: string;
  title?: string;
  data?: LibraryItem['data'];
  /** The version the change was made on; a stale one answers 409 with the current record. */
  baseVersion?: number;
}

/** Needs the write:library permission. */
export function updateLibraryItem({ itemId, title, data, baseVersion }: LibraryItemChanges): Promise<LibraryItem> {
  return api.put<LibraryItem>(`/library/${encodeURIComponent(itemId)}`, { title, data, base_version: baseVersion });
}

export function useUpdateLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLibraryItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}

/** What saving the editor's drawing gave: the entry saved, or (stale) the conflict copy holding it. */
export type LibrarySave = { saved: LibraryItem; copy?: undefined } | { saved?: undefined; copy: LibraryItem };

/** The editor's save; `idempotencyKey` makes a retried conflict copy one entry. */
export async function saveLibraryItem(changes: LibraryItemChanges & { idempotencyKey: string }): Promise<LibrarySave> {
  try {
    return { saved: await updateLibraryItem(changes) };
  } catch (error) {
    const current = staleUpdateCurrent<LibraryItem>(error);
    if (!current) throw error;
    const copy = await createLibraryItem({ type: current.type, title: conflictCopyTitle(changes.title ?? current.title), data: changes.data ?? current.data, idempotencyKey: changes.idempotencyKey });
    return { copy };
  }
}

export function useSaveLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLibraryItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}
