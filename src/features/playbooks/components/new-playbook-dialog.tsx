import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../data/api-client';
import { canEditTeam, useTeams } from '../../../data/teams';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField, TextField } from '../../../ui/field';
import { toast } from '../../../ui/toast';
import { useCreatePlaybook } from '../api/create-playbook';

export function NewPlaybookDialog({ open, onClose, defaultTeamId }: { open: boolean; onClose: () => void; defaultTeamId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editable = (useTeams().data ?? []).filter(canEditTeam);
  const [title, setTitle] = useState('');
  const [teamId, setTeamId] = useState('');
  const create = useCreatePlaybook();
  const chosenTeam = teamId || (editable.some((team) => team.team_id === defaultTeamId) ? defaultTeamId : (editable[0]?.team_id ?? ''));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { teamId: chosenTeam, title: title.trim() },
      {
        onSuccess: (playbook) => {
          toast(t('playbooks.created'), 'success');
          onClose();
          setTitle('');
          navigate(`/dashboard/playbook/${playbook.playbook_id}`);
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('playbooks.new')}>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        {create.isError && <Alert variant="error">{errorText(create.error)}</Alert>}
        <TextField label={t('common.title')} required autoFocus value={title} onChange={(event) => setTitle(event.target.value)} />
        <SelectField label={t('common.team')} value={chosenTeam} onChange={(event) => setTeamId(event.target.value)} required>
          {editable.map((team) => (
            <option key={team.team_id} value={team.team_id}>
              {team.name}
            </option>
          ))}
        </SelectField>
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="outlined" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="primary" loading={create.isPending} disabled={!title.trim() || !chosenTeam}>
            {t('common.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
