import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { drillFilterQuery } from '../../../engine/model/drill-constants';
import { api } from '../../data/api-client';
import type { Paged } from '../../lib/paged';
import { playsKeys, type PlayRecord, type PlaysFilter } from './keys';

export function getPlays(filter: PlaysFilter, signal?: AbortSignal): Promise<Paged<PlayRecord>> {
  return api.get<Paged<PlayRecord>>('/plays', {
    signal,
    query: { team_id: filter.teamId, type: filter.type, search: filter.search?.trim(), page: filter.page, per_page: filter.perPage, ...drillFilterQuery(filter.drill ?? {}) },
  });
}

export const playsQueryOptions = (filter: PlaysFilter) =>
  queryOptions({
    queryKey: playsKeys.list(filter),
    queryFn: ({ signal }) => getPlays(filter, signal),
    placeholderData: keepPreviousData,
  });

export function usePlays(filter: PlaysFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...playsQueryOptions(filter), enabled: options.enabled ?? true });
}
