// A team's videos, images and audio clips (issue 18): the record (engine/api/media.ts), query keys and
// the kind each screen lists.
import type { MediaKind, MediaRecord } from '../../../engine/api/media';
import { VIDEO_STATUS_FINISHED, VIDEO_STATUSES_FAILED } from '../../../engine/model/video';
import type { PagedList } from '../../../engine/model/user-settings-defaults';

export type { MediaKind, MediaRecord };
export { mediaInUseSchema } from '../../../engine/api/media';

/** The screens' routes (videos, images, audio) and the record kind each lists. */
export type MediaScreen = 'videos' | 'images' | 'audio';
export const MEDIA_SCREEN_KINDS: Readonly<Record<MediaScreen, MediaKind>> = { videos: 'video', images: 'image', audio: 'audio' };
/** The per-page count of the coach's settings (spec §3) each screen uses. */
export const MEDIA_SCREEN_PAGE_LISTS: Readonly<Record<MediaScreen, PagedList>> = { videos: 'videos', images: 'images', audio: 'audioClips' };

export interface MediaFilter {
  teamId: string;
  kind: MediaKind;
  search?: string;
  page: number;
  perPage?: number;
}

export const mediaKeys = {
  all: ['media'] as const,
  lists: () => ['media', 'list'] as const,
  list: (filter: MediaFilter) => ['media', 'list', filter] as const,
  detail: (mediaId: string) => ['media', 'item', mediaId] as const,
};

/** Spec §3: anything neither finished nor failed is still processing (the list polls meanwhile). */
export function isProcessing(record: Pick<MediaRecord, 'status'>): boolean {
  return record.status !== VIDEO_STATUS_FINISHED && !VIDEO_STATUSES_FAILED.includes(record.status);
}
