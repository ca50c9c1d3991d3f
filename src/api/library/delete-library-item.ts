import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { libraryKeys } from './keys';

/** Needs the write:library permission. */
export function deleteLibraryItem(itemId: string): Promise<void> {
  return api.delete<void>(`/library/${encodeURIComponent(itemId)}`);
}

export function useDeleteLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLibraryItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}
