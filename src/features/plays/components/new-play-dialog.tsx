import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../data/api-client';
import { canEditTeam, useTeams } from '../../../data/teams';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { SelectField, TextField } from '../../../ui/field';
import { toast } from '../../../ui/toast';
import { useCreatePlay } from '../../../data/plays/create-play';
import { playPath, type PlayType } from '../../../data/plays/keys';

export function NewPlayDialog({ type, open, onClose, defaultTeamId }: { type: PlayType; open: boolean; onClose: () => void; defaultTeamId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const teams = useTeams();
  const editable = (teams.data ?? []).filter(canEditTeam);
  const [title, setTitle] = useState('');
  const [teamId, setTeamId] = useState('');
  const [viewMode, setViewMode] = useState<'half' | 'full'>('half');
  const create = useCreatePlay();
  const chosenTeam = teamId || (editable.some((team) => team.team_id === defaultTeamId) ? defaultTeamId : (editable[0]?.team_id ?? ''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { teamId: chosenTeam, type, title: title.trim(), viewMode },
      {
        onSuccess: (play) => {
          toast(t(`plays.${type}.created`), 'success');
          onClose();
          setTitle('');
          navigate(playPath(play));
        },
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title={t(`plays.${type}.new`)}>
      {teams.isSuccess && editable.length === 0 ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('plays.needTeam')}</p>
          <ButtonLink to="/dashboard/get_started" color="primary">
            {t('nav.getStarted')}
          </ButtonLink>
        </div>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={submit}>
          {create.isError && <Alert variant="error">{errorText(create.error)}</Alert>}
          <TextField label={t('common.title')} required autoFocus value={title} onChange={(event) => setTitle(event.target.value)} placeholder={t(`plays.${type}.titlePlaceholder`)} />
          <SelectField label={t('common.team')} value={chosenTeam} onChange={(event) => setTeamId(event.target.value)} required>
            {editable.map((team) => (
              <option key={team.team_id} value={team.team_id}>
                {team.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('plays.court')} value={viewMode} onChange={(event) => setViewMode(event.target.value as 'half' | 'full')}>
            <option value="half">{t('plays.halfCourt')}</option>
            <option value="full">{t('plays.fullCourt')}</option>
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
      )}
    </Dialog>
  );
}
