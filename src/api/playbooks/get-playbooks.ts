import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import type { Paged } from '../../lib/paged';
import { playbooksKeys, type PlaybookRecord, type PlaybooksFilter } from './keys';

export function getPlaybooks(filter: PlaybooksFilter, signal?: AbortSignal): Promise<Paged<PlaybookRecord>> {
  return api.get<Paged<PlaybookRecord>>('/playbooks', { signal, query: { team_id: filter.teamId, search: filter.search?.trim(), page: filter.page, per_page: filter.perPage } });
}

export const playbooksQueryOptions = (filter: PlaybooksFilter) =>
  queryOptions({ queryKey: playbooksKeys.list(filter), queryFn: ({ signal }) => getPlaybooks(filter, signal), placeholderData: keepPreviousData });

export function usePlaybooks(filter: PlaybooksFilter) {
  return useQuery(playbooksQueryOptions(filter));
}
