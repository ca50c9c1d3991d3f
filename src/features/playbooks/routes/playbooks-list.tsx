import { BookOpen, PenTool } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanEditTeam } from '../../../api/teams/get-teams';
import { useTeamItemsList } from '../../../api/teams/use-team-items-list';
import { ButtonLink } from '../../../ui/button';
import { formatDate } from '../../../ui/format';
import { ListScreen } from '../../../ui/list-screen';
import { PlaysAreaTabs } from '../../../ui/tabs';
import { usePlaybooks } from '../../../api/playbooks/get-playbooks';
import { NewPlaybookDialog } from '../components/new-playbook-dialog';
import { playbookEditorPath } from '../playbook-links';

export default function PlaybooksListRoute() {
  const { t, i18n } = useTranslation();
  const { query: playbooks, screen, canCreate } = useTeamItemsList(usePlaybooks, 'playbooks');
  const [creating, setCreating] = useState(false);
  const canEdit = useCanEditTeam();
  return (
    <ListScreen
      {...screen}
      icon={<BookOpen aria-hidden="true" />}
      title={t('playbooks.title')}
      create={canCreate ? { label: t('playbooks.new'), onClick: () => setCreating(true) } : undefined}
      tabs={<PlaysAreaTabs />}
      searchLabel={t('playbooks.search')}
      query={playbooks}
      rows={(playbooks.data?.data ?? []).map((playbook) => ({
        id: playbook.playbook_id,
        synced: playbook.synced,
        to: `/dashboard/playbook/${playbook.playbook_id}`,
        title: playbook.title,
        // Its first play's drawing; a playbook saved offline has none yet.
        thumbnail: playbook.synced ? (playbook.thumbnail ?? null) : null,
        meta: [t('playbooks.playCount', { count: playbook.stats?.plays ?? 0 }), formatDate(playbook.updated_at, i18n.language)].filter(Boolean).join(' · '),
        actions: canEdit(playbook.team_id) ? (
          <ButtonLink to={playbookEditorPath(playbook.playbook_id)} size="small" variant="soft" startIcon={<PenTool className="size-4" aria-hidden="true" />}>
            {t('common.edit')}
          </ButtonLink>
        ) : undefined,
      }))}
      empty={{ icon: <BookOpen />, title: t('playbooks.emptyTitle'), description: t('playbooks.emptyDescription') }}
    >
      <NewPlaybookDialog open={creating} onClose={() => setCreating(false)} />
    </ListScreen>
  );
}
