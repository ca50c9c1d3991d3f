import { useTranslation } from 'react-i18next';
import { useTeamItemDialog } from '../../../api/teams/get-teams';
import { NewItemDialog } from '../../../ui/new-item-dialog';
import { useCreatePlaybook } from '../../../api/playbooks/create-playbook';
import { playbookEditorPath } from '../playbook-links';

export function NewPlaybookDialog({ open, onClose, defaultTeamId }: { open: boolean; onClose: () => void; defaultTeamId: string }) {
  const { t } = useTranslation();
  const create = useCreatePlaybook();
  return (
    <NewItemDialog
      {...useTeamItemDialog(create, defaultTeamId)}
      open={open}
      onClose={onClose}
      title={t('playbooks.new')}
      created={t('playbooks.created')}
      onCreate={async ({ name, ownerId }) => playbookEditorPath((await create.mutateAsync({ teamId: ownerId, title: name })).playbook_id)}
    />
  );
}
