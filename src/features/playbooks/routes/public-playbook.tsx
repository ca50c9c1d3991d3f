// A playbook opened from its share link, by anyone (spec §2): its chapters, each play shown in
// full from the plays the server sends with it.
import { BookOpen } from 'lucide-react';
import { useParams } from 'react-router';
import { useSharedItem } from '../../../api/share/get-shared-item';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayRecord } from '../../../api/plays/keys';
import { PageHeader } from '../../../ui/card';
import { PlayBody } from '../../../ui/play-body';
import { PublicScreen } from '../../../ui/public-screen';
import type { PlaybookRecord } from '../../../api/playbooks/keys';
import { PlaybookChapters } from '../components/playbook-chapters';
import { PrintSharedPlaybookButton } from '../components/print-playbook-button';

type SharedPlaybook = Omit<PlaybookRecord, 'team_id' | 'synced'> & { plays?: Omit<PlayRecord, 'team_id' | 'synced'>[] };

export default function PublicPlaybookRoute() {
  const { token = '' } = useParams();
  const shared = useSharedItem<SharedPlaybook>('playbook', token);
  const { t } = useTranslation();
  return (
    <PublicScreen shared={shared} actions={(record) => <PrintSharedPlaybookButton playbook={record} />}>
      {(record) => {
        const plays = new Map((record.plays ?? []).map((play) => [String(play.play_id), play]));
        return (
          <>
            <PageHeader icon={<BookOpen aria-hidden="true" />} title={record.title || t('common.untitled')} description={t('playbooks.playCount', { count: plays.size })} />
            <PlaybookChapters
              chapters={record.data?.chapters ?? []}
              renderPlay={(object) => {
                const play = plays.get(String(object.play_id));
                // A play deleted since, or moved out of the team, is no longer part of what is shared.
                if (!play) return <p className="px-2 py-1.5 text-sm text-muted">{t('publicShare.playGone')}</p>;
                return <SharedPlay play={play} />;
              }}
            />
          </>
        );
      }}
    </PublicScreen>
  );
}

/** One play of the playbook; a play may come twice, so its ids are made per place. */
function SharedPlay({ play }: { play: Pick<PlayRecord, 'title' | 'data'> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <article className="flex flex-col gap-3 py-3" aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold">
        {play.title || t('common.untitled')}
      </h3>
      <PlayBody play={play.data} title={play.title} headingLevel={4} phaseIdPrefix={`${id}-phase-`} />
    </article>
  );
}
