// A rotation opened from its share link, by anyone (spec §2): the same body as the signed-in detail.
import { Repeat } from 'lucide-react';
import { useParams } from 'react-router';
import { useSharedItem } from '../../../api/share/get-shared-item';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/card';
import { PublicScreen } from '../../../ui/public-screen';
import type { RotationRecord } from '../../../api/rotations/keys';
import { RotationBody } from '../components/rotation-body';
import { PrintButton } from '../../../print/print-button';
import { printRotation } from '../../../print/print-content';

export default function PublicRotationRoute() {
  const { token = '' } = useParams();
  const shared = useSharedItem<RotationRecord>('rotation', token);
  const { t } = useTranslation();
  return (
    <PublicScreen shared={shared} actions={(record) => <PrintButton source={printRotation(record.data?.title || record.title, record.data)} />}>
      {(record) => (
        <>
          <PageHeader icon={<Repeat aria-hidden="true" />} title={record.data?.title || record.title || t('common.untitled')} />
          <RotationBody data={record.data} />
        </>
      )}
    </PublicScreen>
  );
}
