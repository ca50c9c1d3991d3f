import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTeamItemDialog } from '../../../api/teams/get-teams';
import { NewItemDialog } from '../../../ui/new-item-dialog';
import { toast } from '../../../ui/toast';
import { useCreatePlaybook } from '../../../api/playbooks/create-playbook';

export function NewPlaybookDialog({ open, onClose, defaultTeamId }: { open: boolean; onClose: () => void; defaultTeamId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePlaybook();
  const forTeam = useTeamItemDialog(create, defaultTeamId);
  return (
    <NewItemDialog
      {...forTeam}
      open={open}
      onClose={onClose}
      title={t('playbooks.new')}
      onCreate={({ name, ownerId }, clearName) =>
        create.mutate(
          { teamId: ownerId, title: name },
          {
            onSuccess: (playbook) => {
              toast(t('playbooks.created'), 'success');
              onClose();
              clearName();
              navigate(`/dashboard/playbook/${playbook.playbook_id}`);
            },
          },
        )
      }
    />
  );
}
