import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTeams } from '../../../api/teams/get-teams';
import { canEditTeam } from '../../../api/teams/permissions';
import { shareLinks } from '../../../api/share/share-links';
import { DetailHeader, DetailScreen } from '../../../ui/detail-screen';
import { useDeleteRotation } from '../../../api/rotations/delete-rotation';
import { useRotation } from '../../../api/rotations/get-rotation';
import { RotationBody } from '../components/rotation-body';

export default function RotationDetailRoute() {
  const { t } = useTranslation();
  const { rotationId = '' } = useParams();
  const rotation = useRotation(rotationId);
  const teams = useTeams();
  const remove = useDeleteRotation();

  return (
    <DetailScreen query={rotation} back={{ to: '/dashboard/rotations', label: t('rotations.title') }}>
      {(record) => {
        const data = record.data;
        return (
          <>
            <DetailHeader
              icon={<Repeat aria-hidden="true" />}
              title={data?.title || record.title}
              share={{ kind: 'rotation', id: record.rotation_id }}
              shareLinks={shareLinks}
              editable={canEditTeam(teams.data?.find((team) => team.team_id === record.team_id))}
              editTo={`/dashboard/rotation-editor?rotation_id=${encodeURIComponent(record.rotation_id)}`}
              remove={{
                title: t('rotations.deleteTitle'),
                description: t('common.cannotUndo'),
                done: t('rotations.deleted'),
                goTo: '/dashboard/rotations',
                busy: remove.isPending,
                run: (callbacks) => remove.mutate(record.rotation_id, callbacks),
              }}
            />
            <RotationBody data={data} />
          </>
        );
      }}
    </DetailScreen>
  );
}
