// The plays a playbook's chapters name (GET /playbook/{id}/plays), in one call: the classic view
// and the print dialog draw them all. A play deleted or out of the team is simply not there.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import type { PlayRecord } from '../plays/keys';
import { playbooksKeys } from './keys';

export function getPlaybookPlays(playbookId: string, signal?: AbortSignal): Promise<{ data: PlayRecord[] }> {
  return api.get<{ data: PlayRecord[] }>(`/playbook/${encodeURIComponent(playbookId)}/plays`, { signal });
}

export const playbookPlaysQueryOptions = (playbookId: string) =>
  queryOptions({ queryKey: playbooksKeys.plays(playbookId), queryFn: ({ signal }) => getPlaybookPlays(playbookId, signal), select: (answer) => answer.data });

export function usePlaybookPlays(playbookId: string, enabled = true) {
  return useQuery({ ...playbookPlaysQueryOptions(playbookId), enabled });
}
