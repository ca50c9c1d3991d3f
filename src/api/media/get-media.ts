import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { MEDIA_POLL_INTERVAL_MS } from './get-media-list';
import { isProcessing, mediaKeys, type MediaRecord } from './keys';

export function getMedia(mediaId: string, signal?: AbortSignal): Promise<MediaRecord> {
  return api.get<MediaRecord>(`/media/${encodeURIComponent(mediaId)}`, { signal });
}

export const mediaQueryOptions = (mediaId: string) =>
  queryOptions({
    queryKey: mediaKeys.detail(mediaId),
    queryFn: ({ signal }) => getMedia(mediaId, signal),
    refetchInterval: (query) => (query.state.data && isProcessing(query.state.data) ? MEDIA_POLL_INTERVAL_MS : false),
  });

export function useMedia(mediaId: string | null) {
  return useQuery({ ...mediaQueryOptions(mediaId ?? ''), enabled: !!mediaId });
}

/** A play's uploaded video on the signed-in pages: undefined while loading, null when it cannot be had. */
export function useUploadedVideo(mediaId: string): MediaRecord | null | undefined {
  const media = useMedia(mediaId || null);
  if (!mediaId) return null;
  if (media.data) return media.data;
  return media.isError ? null : undefined;
}
