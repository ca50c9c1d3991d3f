// A playbook opened from its share link, by anyone (spec §2): its classic view, with the plays the
// server sends with it.
import { BookOpen } from 'lucide-react';
import { useParams } from 'react-router';
import { useSharedItem } from '../../../api/share/get-shared-item';
import { useTranslation } from 'react-i18next';
import type { PlayRecord } from '../../../api/plays/keys';
import { PageHeader } from '../../../ui/card';
import { PublicScreen } from '../../../ui/public-screen';
import type { PlaybookRecord } from '../../../api/playbooks/keys';
import { PlaybookClassicView } from '../components/playbook-classic-view';
import { UploadedVideoContext, publicVideoSource, type PlayVideoMedia } from '../../../ui/play-videos';
import { PrintSharedPlaybookButton } from '../components/print-playbook-button';

/** The uploaded videos of its plays come with signed URLs, by media id. */
type SharedPlaybook = Omit<PlaybookRecord, 'team_id' | 'synced'> & { plays?: Omit<PlayRecord, 'team_id' | 'synced'>[]; media?: Record<string, PlayVideoMedia> };

export default function PublicPlaybookRoute() {
  const { token = '' } = useParams();
  const shared = useSharedItem<SharedPlaybook>('playbook', token);
  const { t } = useTranslation();
  return (
    <PublicScreen shared={shared} actions={(record) => <PrintSharedPlaybookButton playbook={record} />}>
      {(record) => {
        // A play deleted since, or moved out of the team, is no longer part of what is shared.
        const plays = new Map((record.plays ?? []).map((play) => [String(play.play_id), play]));
        return (
          <>
            <PageHeader icon={<BookOpen aria-hidden="true" />} title={record.title || t('common.untitled')} description={t('playbooks.playCount', { count: plays.size })} />
            <UploadedVideoContext value={publicVideoSource(record.media)}>
              <PlaybookClassicView data={record.data} plays={plays} />
            </UploadedVideoContext>
          </>
        );
      }}
    </PublicScreen>
  );
}
