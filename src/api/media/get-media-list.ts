import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import type { Paged } from '../../lib/paged';
import { isProcessing, mediaKeys, type MediaFilter, type MediaRecord } from './keys';

/** How often a list with files still processing asks again (their status shows live). */
export const MEDIA_POLL_INTERVAL_MS = 2000;

export function getMediaList(filter: MediaFilter, signal?: AbortSignal): Promise<Paged<MediaRecord>> {
  return api.get<Paged<MediaRecord>>('/media', {
    signal,
    query: { team_id: filter.teamId, kind: filter.kind, search: filter.search?.trim(), page: filter.page, per_page: filter.perPage },
  });
}

export const mediaListQueryOptions = (filter: MediaFilter) =>
  queryOptions({
    queryKey: mediaKeys.list(filter),
    queryFn: ({ signal }) => getMediaList(filter, signal),
    placeholderData: keepPreviousData,
    // Poll while any file on the page is processing; stop when none is.
    refetchInterval: (query) => (query.state.data?.data.some(isProcessing) ? MEDIA_POLL_INTERVAL_MS : false),
  });

export function useMediaList(filter: MediaFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...mediaListQueryOptions(filter), enabled: (options.enabled ?? true) && filter.teamId !== '' });
}
