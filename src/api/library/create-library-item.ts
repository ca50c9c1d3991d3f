import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { libraryKeys, type LibraryItem, type LibraryType } from './keys';

export interface NewLibraryItem {
  type: LibraryType;
  title: string;
  /** The drawing (an empty half court when left out). */
  data?: LibraryItem['data'];
  /** One key per dialog, so a retried request never adds the entry twice. */
  idempotencyKey: string;
}

/** Needs the write:library permission; starts as an empty half court unless `data` is given. */
export function createLibraryItem({ type, title, data, idempotencyKey }: NewLibraryItem): Promise<LibraryItem> {
  return api.post<LibraryItem>('/library', { type, title, data }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createLibraryItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }) });
}
