// Where the screens find what a printed video link needs (print-content.ts VideoLinkLoader): a team
// item asks the API for its share link and its videos' titles; a share page is itself the public
// page, and its answer carries the videos' titles.
import { useQueryClient } from '@tanstack/react-query';
import { mediaQueryOptions } from '../api/media/get-media';
import { shareLinksQueryOptions } from '../api/share/get-share-links';
import type { SharedItem } from '../api/share/keys';
import type { VideoLinkLoader } from './print-content';

/** A team item's links: its share link when it has one (a viewer may not list them: then none), titles from the media API. */
export function useTeamVideoLinks(item: SharedItem): VideoLinkLoader {
  const queryClient = useQueryClient();
  return {
    shareUrl: async () => (await queryClient.fetchQuery(shareLinksQueryOptions(item))).data[0]?.url,
    mediaTitle: async (mediaId) => (await queryClient.fetchQuery(mediaQueryOptions(mediaId))).title,
  };
}

/** A share page's links: the page itself, titles from its answer's media. */
export function sharedVideoLinks(media: Readonly<Record<string, { title: string }>> | undefined): VideoLinkLoader {
  return {
    shareUrl: () => `${window.location.origin}${window.location.pathname}`,
    mediaTitle: (mediaId) => media?.[mediaId]?.title,
  };
}
