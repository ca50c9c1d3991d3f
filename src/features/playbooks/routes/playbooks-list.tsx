import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeams } from '../../../api/teams/get-teams';
import { canEditTeam } from '../../../api/teams/permissions';
import { useListParams } from '../../../lib/list-params';
import { useRowsPerPage } from '../../../lib/settings';
import { formatDate } from '../../../ui/format';
import { ListScreen } from '../../../ui/list-screen';
import { PlaysAreaTabs } from '../../../ui/tabs';
import { usePlaybooks } from '../../../api/playbooks/get-playbooks';
import { NewPlaybookDialog } from '../components/new-playbook-dialog';

export default function PlaybooksListRoute() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useListParams();
  const teams = useTeams();
  const [perPage, setPerPage] = useRowsPerPage('playbooks');
  const playbooks = usePlaybooks({ teamId: params.teamId || undefined, search: params.search || undefined, page: params.page, perPage });
  const [creating, setCreating] = useState(false);
  return (
    <ListScreen
      teams={teams.data}
      icon={<BookOpen aria-hidden="true" />}
      title={t('playbooks.title')}
      // New only for a coach who may write in one of the teams (a viewer creates nowhere).
      create={(teams.data ?? []).some(canEditTeam) ? { label: t('playbooks.new'), onClick: () => setCreating(true) } : undefined}
      tabs={<PlaysAreaTabs />}
      searchLabel={t('playbooks.search')}
      params={params}
      onParams={setParams}
      query={playbooks}
      rows={(playbooks.data?.data ?? []).map((playbook) => ({
        id: playbook.playbook_id,
        synced: playbook.synced,
        to: `/dashboard/playbook/${playbook.playbook_id}`,
        title: playbook.title,
        // Its first play's drawing; a playbook saved offline has none yet.
        thumbnail: playbook.synced ? (playbook.thumbnail ?? null) : null,
        meta: [t('playbooks.playCount', { count: playbook.stats?.plays ?? 0 }), formatDate(playbook.updated_at, i18n.language)].filter(Boolean).join(' · '),
      }))}
      empty={{ icon: <BookOpen />, title: t('playbooks.emptyTitle'), description: t('playbooks.emptyDescription') }}
      perPage={{ value: perPage, onChange: setPerPage }}
    >
      <NewPlaybookDialog open={creating} onClose={() => setCreating(false)} defaultTeamId={params.teamId} />
    </ListScreen>
  );
}
