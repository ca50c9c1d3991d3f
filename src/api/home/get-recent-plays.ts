import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayData } from '../../../engine/model/play';
import { api } from '../../data/api-client';
import type { Paged } from '../../lib/paged';

export interface RecentPlay {
  play_id: string;
  team_id: string;
  type: 'play' | 'drill';
  title: string;
  updated_at: string;
  data?: PlayData;
  synced?: boolean;
  /** The SVG of the first phase, drawn by the server. */
  thumbnail?: string | null;
}

/** The first page of plays: the server lists the most recently changed first. */
export function getRecentPlays(signal?: AbortSignal): Promise<Paged<RecentPlay>> {
  return api.get<Paged<RecentPlay>>('/plays', { signal, query: { type: 'play', page: 1 } });
}

export const recentPlaysQueryOptions = queryOptions({ queryKey: ['plays', 'list', { type: 'play', page: 1 }, 'home'], queryFn: ({ signal }) => getRecentPlays(signal) });

export function useRecentPlays() {
  return useQuery(recentPlaysQueryOptions);
}
