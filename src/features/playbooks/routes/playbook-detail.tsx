// A playbook with its chapters and plays. After a delete the coach can go to the playbooks tab of
// the plays area (spec §2).
import { BookOpen, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCanEditTeam } from '../../../api/teams/get-teams';
import { shareLinks } from '../../../api/share/share-links';
import { TeamItemDetail, type TeamItemScreens } from '../../../ui/detail-screen';
import { useDeletePlaybook } from '../../../api/playbooks/delete-playbook';
import { usePlaybook } from '../../../api/playbooks/get-playbook';
import type { PlaybookRecord } from '../../../api/playbooks/keys';
import { PlaybookChapters } from '../components/playbook-chapters';
import { PrintPlaybookButton } from '../components/print-playbook-button';

const PLAYBOOK_SCREENS: TeamItemScreens<PlaybookRecord> = {
  kind: 'playbook',
  icon: <BookOpen aria-hidden="true" />,
  idOf: (record) => record.playbook_id,
  list: '/dashboard/playbooks',
  editor: (id) => `/dashboard/playbook-editor?playbook_id=${id}`,
  texts: 'playbooks',
  ownDeleteText: true,
};

export default function PlaybookDetailRoute() {
  const { t } = useTranslation();
  const { playbookId = '' } = useParams();
  return (
    <TeamItemDetail screens={PLAYBOOK_SCREENS} query={usePlaybook(playbookId)} canEdit={useCanEditTeam()} remove={useDeletePlaybook()} shareLinks={shareLinks} header={(record) => ({ title: record.title })} actions={(record) => <PrintPlaybookButton playbook={record} />}>
      {(record) => (
        <PlaybookChapters
          chapters={record.data?.chapters ?? []}
          renderPlay={(object, index) => (
            <Link to={`/dashboard/play/${object.play_id}`} className="flex items-center gap-2 rounded-card px-2 py-1.5 text-sm hover:bg-line/30">
              <ClipboardList className="size-4 text-muted" aria-hidden="true" />
              {t('playbooks.playRef', { n: index + 1 })}
            </Link>
          )}
        />
      )}
    </TeamItemDetail>
  );
}
