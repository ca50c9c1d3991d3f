import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { drillFilterQuery } from '../../../engine/model/drill-constants';
import { api } from '../../data/api-client';
import type { Paged } from '../../lib/paged';
import { libraryKeys, type LibraryFilter, type LibraryItem } from './keys';

export function getLibrary(filter: LibraryFilter, signal?: AbortSignal): Promise<Paged<LibraryItem>> {
  return api.get<Paged<LibraryItem>>('/library', {
    signal,
    query: { type: filter.type, search: filter.search?.trim(), page: filter.page, per_page: filter.perPage, ...drillFilterQuery(filter.drill ?? {}) },
  });
}

export const libraryQueryOptions = (filter: LibraryFilter) =>
  queryOptions({ queryKey: libraryKeys.list(filter), queryFn: ({ signal }) => getLibrary(filter, signal), placeholderData: keepPreviousData });

export function useLibrary(filter: LibraryFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...libraryQueryOptions(filter), enabled: options.enabled ?? true });
}
