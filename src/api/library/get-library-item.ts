import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { libraryKeys, type LibraryItem } from './keys';

export function getLibraryItem(itemId: string, signal?: AbortSignal): Promise<LibraryItem> {
  return api.get<LibraryItem>(`/library/${encodeURIComponent(itemId)}`, { signal });
}

export const libraryItemQueryOptions = (itemId: string) => queryOptions({ queryKey: libraryKeys.detail(itemId), queryFn: ({ signal }) => getLibraryItem(itemId, signal) });

export function useLibraryItem(itemId: string) {
  return useQuery(libraryItemQueryOptions(itemId));
}
