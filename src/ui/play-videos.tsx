// A play's videos, each with its note: a play's page, a playbook's classic view and their share pages
// show them alike. An uploaded one (issue 18) plays in the browser's own player from its signed URL;
// the page says how to find those URLs (UploadedVideoSource: the signed-in app asks the media API,
// a share page reads the public answer). A YouTube link is a link-out card (no external script
// loads); any other web address a plain link. Only web addresses become links: the stored URL is the
// coach's text, and a `javascript:` one must never run on a shared page.
import './media-texts';
import { ExternalLink, Film } from 'lucide-react';
import { createContext, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayData } from '../../engine/index';
import { parseVideoUrl, uploadedMediaId } from '../../engine/model/video';

/** What the player needs of an uploaded video (a subset of the media record). */
export interface PlayVideoMedia {
  title: string;
  status_name: 'Finished' | 'Upload Failed' | 'Processing';
  content_url: string;
  thumbnail_url: string | null;
  /** An image's picture as PNG or JPEG, for the PDF (a playbook's team images). */
  print_url?: string | null;
}

/** The uploaded video `mediaId` as the page knows it: undefined while loading, null when unavailable. */
export type UploadedVideoSource = (mediaId: string) => PlayVideoMedia | null | undefined;

/**
 * How the page finds an uploaded file (a play's video, a playbook's cover image): a hook, called once by
 * each player or picture, with '' when there is none to find (answering null); none by default.
 */
export const UploadedVideoContext = createContext<UploadedVideoSource>(() => null);

/** A share page's uploaded videos: those the public answer carries, by media id. */
export function publicVideoSource(media: Readonly<Record<string, PlayVideoMedia>> | undefined): UploadedVideoSource {
  return (mediaId) => (mediaId ? (media?.[mediaId] ?? null) : null);
}

function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

export function UploadedVideoPlayer({ media }: { media: PlayVideoMedia | null | undefined }) {
  const { t } = useTranslation();
  if (media === undefined) return <div className="aspect-video w-full animate-pulse rounded-card bg-line/40" />;
  if (media === null || media.status_name === 'Upload Failed') return <p className="text-muted">{t('media.player.unavailable')}</p>;
  if (media.status_name === 'Processing') return <p className="text-muted">{t('media.player.processing')}</p>;
  return <video controls preload="metadata" src={media.content_url} poster={media.thumbnail_url ?? undefined} aria-label={media.title} className="aspect-video w-full rounded-card bg-black" />;
}

function UploadedVideo({ mediaId }: { mediaId: string }) {
  const useSource = use(UploadedVideoContext);
  return <UploadedVideoPlayer media={useSource(mediaId)} />;
}

export function PlayVideos({ videos }: { videos: PlayData['settings']['videos'] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3 text-sm">
      {videos.map((video, index) => {
        const mediaId = uploadedMediaId(video);
        const youtube = mediaId ? null : parseVideoUrl(video.url);
        return (
          <li key={`${video.url}-${index}`} className="flex flex-col gap-1">
            {mediaId ? (
              <UploadedVideo mediaId={mediaId} />
            ) : isWebAddress(video.url) ? (
              <a
                href={video.url}
                target="_blank"
                rel="noreferrer noopener"
                className="flex items-center gap-3 rounded-card border border-line p-3 font-medium text-primary-ink hover:bg-primary-soft/60"
              >
                <Film className="size-5 shrink-0" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block">{youtube ? t('media.player.youtube') : t('media.player.link')}</span>
                  <span className="block truncate text-xs text-muted">{video.url}</span>
                </span>
                <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
              </a>
            ) : (
              <span className="font-medium break-all">{video.url}</span>
            )}
            {video.note && <p className="text-muted">{video.note}</p>}
          </li>
        );
      })}
    </ul>
  );
}
