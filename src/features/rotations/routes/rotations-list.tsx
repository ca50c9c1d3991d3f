import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamItemDialog } from '../../../api/teams/team-context';
import { useTeamItemsList } from '../../../api/teams/use-team-items-list';
import { SelectField, TextField } from '../../../ui/field';
import { ListScreen } from '../../../ui/list-screen';
import { NewItemDialog } from '../../../ui/new-item-dialog';
import { useCreateRotation } from '../../../api/rotations/create-rotation';
import { useRotations } from '../../../api/rotations/get-rotations';
import { periodLengthLabel, periodsLabel } from '../components/format';
import { RotationsAreaTabs } from '../components/rotations-tabs';
import { rotationEditorPath } from '../rotation-links';

export default function RotationsListRoute() {
  const { t } = useTranslation();
  const { query: rotations, screen, canCreate } = useTeamItemsList(useRotations, 'rotations');
  const [creating, setCreating] = useState(false);
  return (
    <ListScreen
      {...screen}
      icon={<Repeat aria-hidden="true" />}
      title={t('rotations.title')}
      description={t('rotations.subtitle')}
      tabs={<RotationsAreaTabs teamId={screen.params.teamId || undefined} />}
      create={canCreate ? { label: t('rotations.new'), onClick: () => setCreating(true) } : undefined}
      searchLabel={t('rotations.search')}
      query={rotations}
      rows={(rotations.data?.data ?? []).map((rotation) => ({
        id: rotation.rotation_id,
        synced: rotation.synced,
        to: `/dashboard/rotation/${rotation.rotation_id}`,
        title: rotation.data?.title || rotation.title || '',
        icon: <Repeat />,
        meta: `${periodsLabel(rotation.data?.periods ?? 4, t)} · ${periodLengthLabel(rotation.data?.periodLength ?? 0, t)}`,
      }))}
      empty={{ icon: <Repeat />, title: t('rotations.emptyTitle'), description: t('rotations.emptyDescription') }}
    >
      <NewRotationDialog open={creating} onClose={() => setCreating(false)} />
    </ListScreen>
  );
}

function NewRotationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [periods, setPeriods] = useState<2 | 4>(4);
  const [minutes, setMinutes] = useState('10');
  const create = useCreateRotation();
  return (
    <NewItemDialog
      {...useTeamItemDialog(create)}
      open={open}
      onClose={onClose}
      title={t('rotations.new')}
      valid={Number(minutes) > 0}
      created={t('rotations.created')}
      onCreate={async ({ name, ownerId }) => rotationEditorPath((await create.mutateAsync({ teamId: ownerId, title: name, periods, periodMinutes: Number(minutes) })).rotation_id)}
    >
      <div className="grid grid-cols-2 gap-3">
        <SelectField label={t('rotations.periods')} value={periods} onChange={(event) => setPeriods(Number(event.target.value) as 2 | 4)}>
          <option value={2}>{periodsLabel(2, t)}</option>
          <option value={4}>{periodsLabel(4, t)}</option>
        </SelectField>
        <TextField label={t('rotations.periodLength')} type="number" min={1} max={60} step={0.5} required value={minutes} onChange={(event) => setMinutes(event.target.value)} />
      </div>
    </NewItemDialog>
  );
}
