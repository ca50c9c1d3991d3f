import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { libraryKeys, type LibraryItem } from './keys';

/** Needs the write:library permission. */
export function updateLibraryItem({ itemId, title, baseVersion }: { itemId: string; title: string; baseVersion?: number }): Promise<LibraryItem> {
  return api.put<LibraryItem>(`/library/${encodeURIComponent(itemId)}`, { title, base_version: baseVersion });
}

export function useUpdateLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLibraryItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}
