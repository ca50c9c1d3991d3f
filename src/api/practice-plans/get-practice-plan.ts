import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { practicePlansKeys, type PracticePlanRecord } from './keys';

export function getPracticePlan(practicePlanId: string, signal?: AbortSignal): Promise<PracticePlanRecord> {
  return api.get<PracticePlanRecord>(`/practice-plan/${encodeURIComponent(practicePlanId)}`, { signal });
}

export const practicePlanQueryOptions = (practicePlanId: string) =>
  queryOptions({ queryKey: practicePlansKeys.detail(practicePlanId), queryFn: ({ signal }) => getPracticePlan(practicePlanId, signal) });

export function usePracticePlan(practicePlanId: string) {
  return useQuery(practicePlanQueryOptions(practicePlanId));
}
