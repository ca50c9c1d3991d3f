import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../data/api-client';
import type { Paged } from '../../../data/paged';

export interface DashboardCounts {
  plays: number;
  drills: number;
  playbooks: number;
}

/** The numbers on the home cards: plays and drills counted by the server, playbooks from the list total. */
export async function getCounts(signal?: AbortSignal): Promise<DashboardCounts> {
  const [plays, drills, playbooks] = await Promise.all([
    api.get<{ count: number }>('/plays/count', { signal, query: { type: 'play' } }),
    api.get<{ count: number }>('/plays/count', { signal, query: { type: 'drill' } }),
    api.get<Paged<unknown>>('/playbooks', { signal, query: { page: 1 } }),
  ]);
  return { plays: plays.count, drills: drills.count, playbooks: playbooks.total };
}

export const countsQueryOptions = queryOptions({ queryKey: ['plays', 'count', 'home'], queryFn: ({ signal }) => getCounts(signal) });

export function useCounts() {
  return useQuery(countsQueryOptions);
}
