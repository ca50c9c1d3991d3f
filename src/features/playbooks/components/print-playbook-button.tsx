// Print for a playbook of the team (issue 14): its plays are the playbook's plays query
// (usePlaybookPlays), fetched when the dialog opens unless the screen already holds them.
import { useQueryClient } from '@tanstack/react-query';
import { playbookPlaysQueryOptions } from '../../../api/playbooks/get-playbook-plays';
import type { PlaybookRecord } from '../../../api/playbooks/keys';
import type { PlayRecord } from '../../../api/plays/keys';
import { PrintButton } from '../../../print/print-button';
import { printPlaybook } from '../../../print/print-content';

export function PrintPlaybookButton({ playbook }: { playbook: PlaybookRecord }) {
  const queryClient = useQueryClient();
  const loadPlays = () => queryClient.ensureQueryData(playbookPlaysQueryOptions(playbook.playbook_id)).then((answer) => answer.data);
  return <PrintButton source={printPlaybook(playbook.title, playbook.data, loadPlays)} />;
}

/** Print for a playbook opened from its share link: the server sent its plays with it. */
export function PrintSharedPlaybookButton({ playbook }: { playbook: Pick<PlaybookRecord, 'title' | 'data'> & { plays?: readonly Pick<PlayRecord, 'play_id' | 'title' | 'type' | 'data'>[] | undefined } }) {
  return <PrintButton source={printPlaybook(playbook.title, playbook.data, () => playbook.plays ?? [])} />;
}
