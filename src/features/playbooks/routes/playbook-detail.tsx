// A playbook with its chapters and plays. After a delete the coach can go to the playbooks tab of
// the plays area (spec §2).
import { BookOpen, ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTeams } from '../../../api/teams/get-teams';
import { canEditTeam } from '../../../api/teams/permissions';
import { shareLinks } from '../../../api/share/share-links';
import { DetailHeader, DetailScreen } from '../../../ui/detail-screen';
import { useDeletePlaybook } from '../../../api/playbooks/delete-playbook';
import { usePlaybook } from '../../../api/playbooks/get-playbook';
import { PlaybookChapters } from '../components/playbook-chapters';

export default function PlaybookDetailRoute() {
  const { t } = useTranslation();
  const { playbookId = '' } = useParams();
  const playbook = usePlaybook(playbookId);
  const teams = useTeams();
  const remove = useDeletePlaybook();

  return (
    <DetailScreen query={playbook} back={{ to: '/dashboard/playbooks', label: t('playbooks.title') }}>
      {(record) => (
          <>
            <DetailHeader
              icon={<BookOpen aria-hidden="true" />}
              title={record.title}
              share={{ kind: 'playbook', id: record.playbook_id }}
              shareLinks={shareLinks}
              editable={canEditTeam(teams.data?.find((team) => team.team_id === record.team_id))}
              editTo={`/dashboard/playbook-editor?playbook_id=${encodeURIComponent(record.playbook_id)}`}
              remove={{
                title: t('playbooks.deleteTitle'),
                description: t('playbooks.deleteDescription'),
                done: t('playbooks.deleted'),
                goTo: '/dashboard/playbooks',
                busy: remove.isPending,
                run: (callbacks) => remove.mutate(record.playbook_id, callbacks),
              }}
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
