import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../engine/model/user-settings-defaults';
import { api } from '../../data/api-client';
import type { Paged } from '../../lib/paged';

export interface DashboardCounts {
  plays: number;
  drills: number;
  playbooks: number;
  /** Whether a playbook holds at least one play: an empty playbook is not yet built (issue 13). */
  playbookBuilt: boolean;
}

/** A playbook as the list answers it: how many plays its chapters use. */
interface ListedPlaybook {
  stats?: { plays: number };
}

/**
 * The numbers on the home cards: plays and drills counted by the server, playbooks from the list
 * total; a built playbook is looked for among the most recently changed (a full page of them).
 */
export async function getCounts(signal?: AbortSignal): Promise<DashboardCounts> {
  const [plays, drills, playbooks] = await Promise.all([
    api.get<{ count: number }>('/plays/count', { signal, query: { type: 'play' } }),
    api.get<{ count: number }>('/plays/count', { signal, query: { type: 'drill' } }),
    api.get<Paged<ListedPlaybook>>('/playbooks', { signal, query: { page: 1, per_page: MAX_PAGE_SIZE } }),
  ]);
  return { plays: plays.count, drills: drills.count, playbooks: playbooks.total, playbookBuilt: playbooks.data.some((playbook) => (playbook.stats?.plays ?? 0) > 0) };
}

export const countsQueryOptions = queryOptions({ queryKey: ['plays', 'count', 'home'], queryFn: ({ signal }) => getCounts(signal) });

export function useCounts() {
  return useQuery(countsQueryOptions);
}
