import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeams } from '../../../api/teams/get-teams';
import { useTeamItemDialog } from '../../../api/teams/team-context';
import { SelectField } from '../../../ui/field';
import { NewItemDialog } from '../../../ui/new-item-dialog';
import { useCreatePlay } from '../../../api/plays/create-play';
import { playEditorPath, type PlayType } from '../../../api/plays/keys';

export function NewPlayDialog({ type, open, onClose }: { type: PlayType; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [viewMode, setViewMode] = useState<'half' | 'full'>('half');
  const create = useCreatePlay();
  const teams = useTeams();
  return (
    <NewItemDialog
      {...useTeamItemDialog(create)}
      open={open}
      onClose={onClose}
      title={t(`plays.${type}.new`)}
      namePlaceholder={t(`plays.${type}.titlePlaceholder`)}
      noOwners={{ known: teams.isSuccess, message: t('plays.needTeam') }}
      created={t(`plays.${type}.created`)}
      onCreate={async ({ name, ownerId }) => playEditorPath((await create.mutateAsync({ teamId: ownerId, type, title: name, viewMode })).play_id)}
    >
      <SelectField label={t('plays.court')} value={viewMode} onChange={(event) => setViewMode(event.target.value as 'half' | 'full')}>
        <option value="half">{t('plays.halfCourt')}</option>
        <option value="full">{t('plays.fullCourt')}</option>
      </SelectField>
    </NewItemDialog>
  );
}
