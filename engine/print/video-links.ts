// Where a printed video's QR code and link lead (issue 30): paper has no session, so an uploaded
// video (whose stored `url` is a bare media id) opens the page that plays it for whoever holds the
// paper: the playbook's public share page when it has one, else the play's page in the app. A
// YouTube (or other web) link keeps its address.
import { uploadedMediaId } from '../model/video';
import type { PlayData } from '../model/play';

/** One video as printed: the address its QR code and link open, and the words the link shows. */
export interface PrintedVideoLink {
  url: string;
  label: string;
}

export interface VideoLinkContext {
  /** The app's origin (`https://host`), for the play's page. */
  appOrigin: string;
  /** The public page that shows the printed item's videos to anyone (a playbook's share link), when there is one. */
  shareUrl?: string | undefined;
  /** An uploaded video's title by its media id, when known. */
  mediaTitle?: (mediaId: string) => string | undefined;
}

/** The app's page of a play or drill (src/app/router.tsx: /dashboard/play/:playId, /dashboard/drill/:playId). */
export function playPageUrl(appOrigin: string, play: { id: string | number; type?: 'play' | 'drill' | undefined }): string {
  return `${appOrigin.replace(/\/+$/, '')}/dashboard/${play.type === 'drill' ? 'drill' : 'play'}/${encodeURIComponent(String(play.id))}`;
}

/** Each of the play's videos as printed, in the order of its settings. */
export function printedVideoLinks(play: { id: string | number; type?: 'play' | 'drill' | undefined; data: Pick<PlayData, 'settings'> }, context: VideoLinkContext): PrintedVideoLink[] {
  return play.data.settings.videos.map((video) => {
    const mediaId = uploadedMediaId(video);
    if (mediaId === null) return { url: video.url, label: video.url };
    const url = context.shareUrl ?? playPageUrl(context.appOrigin, play);
    // Without its title (not loaded, or blank) the link shows its address: someone can still type it.
    const title = context.mediaTitle?.(mediaId)?.trim();
    return { url, label: title || url };
  });
}
