// Video links (spec §5) and video processing status (spec §3 "Video processing").

/**
 * An optional http(s) scheme, an optional `www.` (or `m.`, YouTube's phone site), then
 * youtube.com/watch?v=ID (v may follow other query parameters), /embed/ID, /shorts/ID, /live/ID
 * or youtu.be/ID. ID is 11 letters, digits, underscores or hyphens, and ends the path.
 */
const YOUTUBE_URL =
  /^(?:https?:\/\/)?(?:(?:www|m)\.)?(?:youtube\.com\/(?:watch\?(?:[^#]*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([A-Za-z0-9_-]{11})(?=$|[?&#/])/i;

/** The YouTube video id of `url`, or null when it is not a YouTube video link. */
export function parseVideoUrl(url: string): string | null {
  const match = YOUTUBE_URL.exec(url.trim());
  return match?.[1] ?? null;
}

/** Uploaded media waiting for its processing job (server/media/jobs.ts). */
export const MEDIA_STATUS_QUEUED = 0;
/** A worker is making its thumbnail, poster, duration or playable MP4. */
export const MEDIA_STATUS_PROCESSING = 1;
export const VIDEO_STATUS_FINISHED = 3;
/** Processing gave up: the file could not be read as the kind it was sniffed to be. */
export const MEDIA_STATUS_PROCESSING_FAILED = 5;
/** The stored upload is missing or unreadable. */
export const MEDIA_STATUS_UPLOAD_MISSING = 8;
/** Statuses that mean the upload failed; every other status from 0 to 9 is still processing. */
export const VIDEO_STATUSES_FAILED: readonly number[] = [5, 8];

export type VideoStatusName = 'Finished' | 'Upload Failed' | 'Processing';

export function videoStatusName(status: number): VideoStatusName {
  if (status === VIDEO_STATUS_FINISHED) return 'Finished';
  if (VIDEO_STATUSES_FAILED.includes(status)) return 'Upload Failed';
  return 'Processing';
}

/**
 * Where a play's video comes from (settings.videos[].source): a YouTube link, or a file uploaded to
 * the team's media (issue 18), whose `url` is then the media id; the server finds the plays using
 * a file by that id (DELETE /media/{id} answers 409 naming them). Other sources from older data stay
 * as they are.
 */
export const PLAY_VIDEO_SOURCES = ['youtube', 'upload'] as const;
export type PlayVideoSource = (typeof PLAY_VIDEO_SOURCES)[number];

interface PlayVideo {
  url: string;
  source: string;
  note: string;
}

const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The play video entry of an uploaded file. */
export function uploadedVideo(mediaId: string, note = ''): PlayVideo {
  return { url: mediaId, source: 'upload', note };
}

/** The media id of an uploaded play video; null for a link or a damaged entry. */
export function uploadedMediaId(video: PlayVideo): string | null {
  return video.source === 'upload' && MEDIA_ID.test(video.url) ? video.url.toLowerCase() : null;
}
