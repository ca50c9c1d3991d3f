import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { playsKeys, type PlayRecord } from './keys';

export function getPlay(playId: string, signal?: AbortSignal): Promise<PlayRecord> {
  return api.get<PlayRecord>(`/play/${encodeURIComponent(playId)}`, { signal });
}

export const playQueryOptions = (playId: string) =>
  queryOptions({ queryKey: playsKeys.detail(playId), queryFn: ({ signal }) => getPlay(playId, signal) });

export function usePlay(playId: string) {
  return useQuery(playQueryOptions(playId));
}
