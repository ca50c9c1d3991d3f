// A play or drill opened from its share link, by anyone (spec §2): the same body as the signed-in detail.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSharedItem } from '../../../api/share/get-shared-item';
import type { PlayRecord } from '../../../api/plays/keys';
import { PageHeader } from '../../../ui/card';
import { PlayBody } from '../../../ui/play-body';
import { UploadedVideoContext, publicVideoSource, type PlayVideoMedia } from '../../../ui/play-videos';
import { PublicScreen } from '../../../ui/public-screen';
import { PrintButton } from '../../../print/print-button';
import { printPlay } from '../../../print/print-content';
import { sharedVideoLinks } from '../../../print/video-link-sources';

export default function PublicPlayRoute() {
  const { token = '' } = useParams();
  // The uploaded videos come with signed URLs, by media id.
  const shared = useSharedItem<PlayRecord & { media?: Record<string, PlayVideoMedia> }>('play', token);
  const { t } = useTranslation();
  return (
    <PublicScreen shared={shared} actions={(record) => <PrintButton source={printPlay(record, sharedVideoLinks(record.media))} />}>
      {(record) => (
        <>
          <PageHeader title={record.title || t('common.untitled')} />
          <UploadedVideoContext value={publicVideoSource(record.media)}>
            <PlayBody play={record.data} title={record.title} />
          </UploadedVideoContext>
        </>
      )}
    </PublicScreen>
  );
}
