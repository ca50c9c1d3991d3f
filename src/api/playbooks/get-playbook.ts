import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { playbooksKeys, type PlaybookRecord } from './keys';

export function getPlaybook(playbookId: string, signal?: AbortSignal): Promise<PlaybookRecord> {
  return api.get<PlaybookRecord>(`/playbook/${encodeURIComponent(playbookId)}`, { signal });
}

export const playbookQueryOptions = (playbookId: string) =>
  queryOptions({ queryKey: playbooksKeys.detail(playbookId), queryFn: ({ signal }) => getPlaybook(playbookId, signal) });

export function usePlaybook(playbookId: string) {
  return useQuery(playbookQueryOptions(playbookId));
}
