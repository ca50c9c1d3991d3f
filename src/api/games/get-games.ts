// A team's games for the season view: the finished ones, with their minutes (no events).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../engine/model/user-settings-defaults';
import { api } from '../../data/api-client';
import type { Paged } from '../../lib/paged';
import { gamesKeys, type GameListRecord } from './keys';

export function getFinishedGames(teamId: string, signal?: AbortSignal): Promise<Paged<GameListRecord>> {
  return api.get<Paged<GameListRecord>>(`/teams/${encodeURIComponent(teamId)}/games`, { signal, query: { status: 'finished', per_page: MAX_PAGE_SIZE } });
}

export const finishedGamesQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: gamesKeys.list(teamId), queryFn: ({ signal }) => getFinishedGames(teamId, signal), enabled: teamId !== '' });

export function useFinishedGames(teamId: string) {
  return useQuery(finishedGamesQueryOptions(teamId));
}
