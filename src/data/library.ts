// The public play and drill library (spec §1, §2 "Admin"): read by every coach, who copies entries
// into their teams; written by admins (the admin-library feature).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayData } from '../../engine/model/play';
import { api } from './api-client';
import type { Paged } from './paged';
import { playsKeys, type PlayRecord } from './plays/keys';

export type LibraryType = 'play' | 'drill';

/** A library entry: a play or drill curated by admins. */
export interface LibraryItem {
  library_play_id: string;
  type: LibraryType;
  title: string;
  version: number;
  created_at?: string;
  updated_at?: string;
  data?: PlayData;
  /** The SVG of the first phase, drawn by the server. */
  thumbnail?: string | null;
}

export interface LibraryFilter {
  type: LibraryType;
  search?: string;
  page: number;
  /** Items a page; the server's default when left out. */
  perPage?: number;
}

export const libraryKeys = {
  all: ['library'] as const,
  list: (filter: LibraryFilter) => ['library', 'list', filter] as const,
  detail: (itemId: string) => ['library', 'item', itemId] as const,
};

export function getLibrary(filter: LibraryFilter, signal?: AbortSignal): Promise<Paged<LibraryItem>> {
  return api.get<Paged<LibraryItem>>('/library', {
    signal,
    query: { type: filter.type, search: filter.search?.trim(), page: filter.page, per_page: filter.perPage },
  });
}

export const libraryQueryOptions = (filter: LibraryFilter) =>
  queryOptions({ queryKey: libraryKeys.list(filter), queryFn: ({ signal }) => getLibrary(filter, signal), placeholderData: keepPreviousData });

export function useLibrary(filter: LibraryFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...libraryQueryOptions(filter), enabled: options.enabled ?? true });
}

export interface CopyFromLibrary {
  itemId: string;
  teamId: string;
  /** One key per coach's click, so a retried request never makes two copies. */
  idempotencyKey: string;
}

/** POST /library/{id}/copy: the entry as an ordinary play or drill of the team. */
export function copyLibraryItem({ itemId, teamId, idempotencyKey }: CopyFromLibrary): Promise<PlayRecord> {
  return api.post<PlayRecord>(`/library/${encodeURIComponent(itemId)}/copy`, { team_id: teamId }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCopyLibraryItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyLibraryItem, onSuccess: () => queryClient.invalidateQueries({ queryKey: playsKeys.all }) });
}
