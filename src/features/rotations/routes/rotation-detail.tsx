import { Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCanEditTeam } from '../../../api/teams/get-teams';
import { shareLinks } from '../../../api/share/share-links';
import { DetailScreen, TeamItemHeader, type TeamItemScreens } from '../../../ui/detail-screen';
import { useDeleteRotation } from '../../../api/rotations/delete-rotation';
import { useRotation } from '../../../api/rotations/get-rotation';
import { RotationBody } from '../components/rotation-body';

const ROTATION_SCREENS: TeamItemScreens = { kind: 'rotation', list: '/dashboard/rotations', editor: (id) => `/dashboard/rotation-editor?rotation_id=${id}`, texts: 'rotations' };

export default function RotationDetailRoute() {
  const { t } = useTranslation();
  const { rotationId = '' } = useParams();
  const rotation = useRotation(rotationId);
  const canEdit = useCanEditTeam();
  const remove = useDeleteRotation();

  return (
    <DetailScreen query={rotation} back={{ to: ROTATION_SCREENS.list, label: t(`${ROTATION_SCREENS.texts}.title`) }}>
      {(record) => {
        const data = record.data;
        return (
          <>
            <TeamItemHeader
              icon={<Repeat aria-hidden="true" />}
              title={data?.title || record.title}
              shareLinks={shareLinks}
              screens={ROTATION_SCREENS}
              id={record.rotation_id}
              editable={canEdit(record.team_id)}
              remove={remove}
            />
            <RotationBody data={data} />
          </>
        );
      }}
    </DetailScreen>
  );
}
