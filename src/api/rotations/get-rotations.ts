import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import type { Paged } from '../../lib/paged';
import { rotationsKeys, type RotationRecord, type RotationsFilter } from './keys';

export function getRotations(filter: RotationsFilter, signal?: AbortSignal): Promise<Paged<RotationRecord>> {
  return api.get<Paged<RotationRecord>>('/rotations', { signal, query: { team_id: filter.teamId, search: filter.search?.trim(), page: filter.page, per_page: filter.perPage } });
}

export const rotationsQueryOptions = (filter: RotationsFilter) =>
  queryOptions({ queryKey: rotationsKeys.list(filter), queryFn: ({ signal }) => getRotations(filter, signal), placeholderData: keepPreviousData });

export function useRotations(filter: RotationsFilter) {
  return useQuery(rotationsQueryOptions(filter));
}
