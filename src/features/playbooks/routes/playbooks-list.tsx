import { BookOpen, ClipboardList, Dumbbell, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../../../data/paged';
import { useListParams } from '../../../lib/list-params';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { formatDate } from '../../../ui/format';
import { SearchField, TeamFilter } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RecordList } from '../../../ui/record-list';
import { NavTabs } from '../../../ui/tabs';
import { usePlaybooks } from '../api/get-playbooks';
import { NewPlaybookDialog } from '../components/new-playbook-dialog';

export default function PlaybooksListRoute() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useListParams();
  const playbooks = usePlaybooks({ teamId: params.teamId || undefined, search: params.search || undefined, page: params.page });
  const [creating, setCreating] = useState(false);
  const newButton = (
    <Button color="primary" startIcon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setCreating(true)}>
      {t('playbooks.new')}
    </Button>
  );
  return (
    <>
      <PageHeader icon={<BookOpen aria-hidden="true" />} title={t('playbooks.title')} actions={newButton} />
      <NavTabs
        label={t('plays.area')}
        items={[
          { to: '/dashboard/plays', label: t('nav.plays'), icon: ClipboardList },
          { to: '/dashboard/drills', label: t('nav.drills'), icon: Dumbbell },
          { to: '/dashboard/playbooks', label: t('nav.playbooks'), icon: BookOpen },
        ]}
      />
      <div className="mb-5 flex flex-wrap items-center gap-2">
        <SearchField label={t('playbooks.search')} value={params.search} onChange={(search) => setParams({ search })} />
        <TeamFilter value={params.teamId} onChange={(teamId) => setParams({ teamId })} />
      </div>
      <RecordList
        query={playbooks}
        dimmed={playbooks.isPlaceholderData}
        rows={(playbooks.data?.data ?? []).map((playbook) => ({
          id: playbook.playbook_id,
          to: `/dashboard/playbook/${playbook.playbook_id}`,
          title: playbook.title,
          icon: <BookOpen />,
          meta: [t('playbooks.playCount', { count: playbook.stats?.plays ?? 0 }), formatDate(playbook.updated_at, i18n.language)].filter(Boolean).join(' · '),
        }))}
        empty={
          params.search ? (
            <EmptyState icon={<BookOpen />} title={t('common.noResults')} description={t('common.noResultsFor', { search: params.search })} />
          ) : (
            <EmptyState icon={<BookOpen />} title={t('playbooks.emptyTitle')} description={t('playbooks.emptyDescription')} action={newButton} />
          )
        }
      />
      {playbooks.data && <Pagination page={params.page} pages={pageCount(playbooks.data)} onPage={(page) => setParams({ page })} />}
      <NewPlaybookDialog open={creating} onClose={() => setCreating(false)} defaultTeamId={params.teamId} />
    </>
  );
}
