// A playbook with its chapters and plays. After a delete the coach can go to the playbooks tab of
// the plays area (spec §2).
import { BookOpen, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCanEditTeam } from '../../../api/teams/get-teams';
import { shareLinks } from '../../../api/share/share-links';
import { DetailScreen, TeamItemHeader, type TeamItemScreens } from '../../../ui/detail-screen';
import { useDeletePlaybook } from '../../../api/playbooks/delete-playbook';
import { usePlaybook } from '../../../api/playbooks/get-playbook';
import { PlaybookChapters } from '../components/playbook-chapters';

const PLAYBOOK_SCREENS: TeamItemScreens = { kind: 'playbook', list: '/dashboard/playbooks', editor: (id) => `/dashboard/playbook-editor?playbook_id=${id}`, texts: 'playbooks', ownDeleteText: true };

export default function PlaybookDetailRoute() {
  const { t } = useTranslation();
  const { playbookId = '' } = useParams();
  const playbook = usePlaybook(playbookId);
  const canEdit = useCanEditTeam();
  const remove = useDeletePlaybook();

  return (
    <DetailScreen query={playbook} back={{ to: PLAYBOOK_SCREENS.list, label: t(`${PLAYBOOK_SCREENS.texts}.title`) }}>
      {(record) => (
          <>
            <TeamItemHeader
              icon={<BookOpen aria-hidden="true" />}
              title={record.title}
              shareLinks={shareLinks}
              screens={PLAYBOOK_SCREENS}
              id={record.playbook_id}
              editable={canEdit(record.team_id)}
              remove={remove}
            />
            <PlaybookChapters
              chapters={record.data?.chapters ?? []}
              renderPlay={(object, index) => (
                <Link to={`/dashboard/play/${object.play_id}`} className="flex items-center gap-2 rounded-card px-2 py-1.5 text-sm hover:bg-line/30">
                  <ClipboardList className="size-4 text-muted" aria-hidden="true" />
                  {t('playbooks.playRef', { n: index + 1 })}
                </Link>
              )}
            />
          </>
      )}
    </DetailScreen>
  );
}
