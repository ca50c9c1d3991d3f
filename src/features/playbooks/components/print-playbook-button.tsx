// Print for a playbook of the team (issue 14): its plays are the playbook's plays query
// (usePlaybookPlays), fetched when the dialog opens unless the screen already holds them.
import { useQueryClient } from '@tanstack/react-query';
import { mediaIdOfPath } from '../../../../engine/api/media';
import { mediaQueryOptions } from '../../../api/media/get-media';
import { playbookPlaysQueryOptions } from '../../../api/playbooks/get-playbook-plays';
import type { PlaybookRecord } from '../../../api/playbooks/keys';
import type { PlayRecord } from '../../../api/plays/keys';
import { PrintButton } from '../../../print/print-button';
import { printPlaybook } from '../../../print/print-content';
import { sharedVideoLinks, useTeamVideoLinks } from '../../../print/video-link-sources';

export function PrintPlaybookButton({ playbook }: { playbook: Pick<PlaybookRecord, 'playbook_id' | 'title' | 'data'> }) {
  const queryClient = useQueryClient();
  const loadPlays = () => queryClient.ensureQueryData(playbookPlaysQueryOptions(playbook.playbook_id)).then((answer) => answer.data);
  // Team images (the cover, text pages') print from their printable URLs (PNG or JPEG, what a PDF
  // embeds, made once by the server); a picture without one (still processing, or too large) is left out.
  const loadMediaUrl = async (mediaId: string) => (await queryClient.fetchQuery(mediaQueryOptions(mediaId))).print_url;
  const loadCoverUrl = (imageUrl: string) => {
    const mediaId = mediaIdOfPath(imageUrl);
    return mediaId ? loadMediaUrl(mediaId) : imageUrl;
  };
  // A video printed opens the playbook's share page when it has one, else its play's page.
  const videoLinks = useTeamVideoLinks({ kind: 'playbook', id: playbook.playbook_id });
  return <PrintButton source={printPlaybook(playbook.title, playbook.data, loadPlays, loadCoverUrl, loadMediaUrl, videoLinks)} />;
}

/** Print for a playbook opened from its share link: the server sent its plays with it. */
export function PrintSharedPlaybookButton({
  playbook,
}: {
  playbook: Pick<PlaybookRecord, 'title' | 'data'> & {
    plays?: readonly Pick<PlayRecord, 'play_id' | 'title' | 'type' | 'data'>[] | undefined;
    media?: Readonly<Record<string, { title: string; content_url: string; print_url?: string | null }>>;
  };
}) {
  // Team images (the cover, text pages'): the share answer carries their signed URLs.
  const loadMediaUrl = (mediaId: string) => playbook.media?.[mediaId]?.print_url;
  const loadCoverUrl = (imageUrl: string) => {
    const mediaId = mediaIdOfPath(imageUrl);
    return mediaId ? loadMediaUrl(mediaId) : imageUrl;
  };
  return <PrintButton source={printPlaybook(playbook.title, playbook.data, () => playbook.plays ?? [], loadCoverUrl, loadMediaUrl, sharedVideoLinks(playbook.media))} />;
}
