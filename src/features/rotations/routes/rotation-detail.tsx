import { Repeat } from 'lucide-react';
import { useParams } from 'react-router';
import { useCanEditTeam } from '../../../api/teams/get-teams';
import { shareLinks } from '../../../api/share/share-links';
import { TeamItemDetail, type TeamItemScreens } from '../../../ui/detail-screen';
import { useDeleteRotation } from '../../../api/rotations/delete-rotation';
import { useRotation } from '../../../api/rotations/get-rotation';
import type { RotationRecord } from '../../../api/rotations/keys';
import { RotationBody } from '../components/rotation-body';
import { rotationEditorPath } from '../rotation-links';
import { PrintButton } from '../../../print/print-button';
import { printRotation } from '../../../print/print-content';

const ROTATION_SCREENS: TeamItemScreens<RotationRecord> = {
  kind: 'rotation',
  icon: <Repeat aria-hidden="true" />,
  idOf: (record) => record.rotation_id,
  list: '/dashboard/rotations',
  editor: rotationEditorPath,
  texts: 'rotations',
};

export default function RotationDetailRoute() {
  const { rotationId = '' } = useParams();
  return (
    <TeamItemDetail screens={ROTATION_SCREENS} query={useRotation(rotationId)} canEdit={useCanEditTeam()} remove={useDeleteRotation()} shareLinks={shareLinks} header={(record) => ({ title: record.data?.title || record.title })}
      actions={(record) => <PrintButton source={printRotation(record.data?.title || record.title, record.data)} />}
    >
      {(record) => <RotationBody data={record.data} />}
    </TeamItemDetail>
  );
}
