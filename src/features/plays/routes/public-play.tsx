// A play or drill opened from its share link, by anyone (spec §2): the same body as the signed-in detail.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSharedItem } from '../../../api/share/get-shared-item';
import type { PlayRecord } from '../../../api/plays/keys';
import { PageHeader } from '../../../ui/card';
import { PlayBody } from '../../../ui/play-body';
import { PublicScreen } from '../../../ui/public-screen';
import { PrintButton } from '../../../print/print-button';
import { printPlay } from '../../../print/print-content';

export default function PublicPlayRoute() {
  const { token = '' } = useParams();
  const shared = useSharedItem<PlayRecord>('play', token);
  const { t } = useTranslation();
  return (
    <PublicScreen shared={shared} actions={(record) => <PrintButton source={printPlay(record)} />}>
      {(record) => (
        <>
          <PageHeader title={record.title || t('common.untitled')} />
          <PlayBody play={record.data} title={record.title} />
        </>
      )}
    </PublicScreen>
  );
}
