import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { libraryKeys, type LibraryItem, type LibraryType } from './keys';

export interface NewLibraryItem {
  type: LibraryType;
  title: string;
  /** One key per dialog, so a retried request never adds the entry twice. */
  idempotencyKey: string;
}

/** Needs the write:library permission; starts as an empty half court. */
export function createLibraryItem({ type, title, idempotencyKey }: NewLibraryItem): Promise<LibraryItem> {
  return api.post<LibraryItem>('/library', { type, title }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLibraryItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}
