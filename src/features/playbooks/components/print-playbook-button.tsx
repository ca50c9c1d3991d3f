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

export function PrintPlaybookButton({ playbook }: { playbook: PlaybookRecord }) {
  const queryClient = useQueryClient();
  const loadPlays = () => queryClient.ensureQueryData(playbookPlaysQueryOptions(playbook.playbook_id)).then((answer) => answer.data);
  // A team image as the cover prints from its signed URL.
  const loadCoverUrl = async (imageUrl: string) => {
    const mediaId = mediaIdOfPath(imageUrl);
    return mediaId ? (await queryClient.fetchQuery(mediaQueryOptions(mediaId))).content_url : imageUrl;
  };
  return <PrintButton source={printPlaybook(playbook.title, playbook.data, loadPlays, loadCoverUrl)} />;
}

/** Print for a playbook opened from its share link: the server sent its plays with it. */
export function PrintSharedPlaybookButton({
  playbook,
}: {
  playbook: Pick<PlaybookRecord, 'title' | 'data'> & { plays?: readonly Pick<PlayRecord, 'play_id' | 'title' | 'type' | 'data'>[] | undefined; media?: Readonly<Record<string, { content_url: string }>> };
}) {
  // A team image as the cover: the share answer carries its signed URL.
  const loadCoverUrl = (imageUrl: string) => {
    const mediaId = mediaIdOfPath(imageUrl);
    return mediaId ? playbook.media?.[mediaId]?.content_url : imageUrl;
  };
  return <PrintButton source={printPlaybook(playbook.title, playbook.data, () => playbook.plays ?? [], loadCoverUrl)} />;
}
