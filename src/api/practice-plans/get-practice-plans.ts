import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import type { Paged } from '../../lib/paged';
import { practicePlansKeys, type PracticePlanRecord, type PracticePlansFilter } from './keys';

export function getPracticePlans(filter: PracticePlansFilter, signal?: AbortSignal): Promise<Paged<PracticePlanRecord>> {
  return api.get<Paged<PracticePlanRecord>>('/practice-plans', {
    signal,
    query: {
      team_id: filter.teamId,
      search: filter.search?.trim(),
      page: filter.page,
      per_page: filter.perPage,
      template: filter.template === undefined ? undefined : String(filter.template),
    },
  });
}

export const practicePlansQueryOptions = (filter: PracticePlansFilter) =>
  queryOptions({ queryKey: practicePlansKeys.list(filter), queryFn: ({ signal }) => getPracticePlans(filter, signal), placeholderData: keepPreviousData });

export function usePracticePlans(filter: PracticePlansFilter) {
  return useQuery(practicePlansQueryOptions(filter));
}

/** The practice plans list's two tabs: the plans that are not templates, and the templates. */
export function usePlansNotTemplates(filter: PracticePlansFilter) {
  return usePracticePlans({ ...filter, template: false });
}

export function usePracticePlanTemplates(filter: PracticePlansFilter) {
  return usePracticePlans({ ...filter, template: true });
}
