import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { playsKeys, type PlayType } from './keys';

export function getPlaysCount(teamId: string | undefined, type: PlayType, signal?: AbortSignal): Promise<number> {
  return api.get<{ count: number }>('/plays/count', { signal, query: { team_id: teamId, type } }).then((answer) => answer.count);
}

export const playsCountQueryOptions = (teamId: string | undefined, type: PlayType) =>
  queryOptions({ queryKey: playsKeys.count(teamId, type), queryFn: ({ signal }) => getPlaysCount(teamId, type, signal) });

export function usePlaysCount(teamId: string | undefined, type: PlayType) {
  return useQuery(playsCountQueryOptions(teamId, type));
}
