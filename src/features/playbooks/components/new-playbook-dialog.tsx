import { useTranslation } from 'react-i18next';
import { useTeamItemDialog } from '../../../api/teams/team-context';
import { NewItemDialog } from '../../../ui/new-item-dialog';
import { useCreatePlaybook } from '../../../api/playbooks/create-playbook';
import { playbookEditorPath } from '../playbook-links';

export function NewPlaybookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreatePlaybook();
  return (
    <NewItemDialog
      {...useTeamItemDialog(create)}
      open={open}
      onClose={onClose}
      title={t('playbooks.new')}
      created={t('playbooks.created')}
      onCreate={async ({ name, ownerId }) => playbookEditorPath((await create.mutateAsync({ teamId: ownerId, title: name })).playbook_id)}
    />
  );
}
