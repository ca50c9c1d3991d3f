// Plays and drills (spec §2): one screen by type. Paged 20 at a time, team filter, search, grid or
// list view, create, copy from the library, duplicate, share, and multi-select delete with the in-use flow.
// Each is offered only where the coach's role allows it (api/teams/permissions.ts): a viewer reads.
import { ClipboardList, Dumbbell, Library, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { pageCount } from '../../../lib/paged';
import { useCanEditTeam, useTeams } from '../../../api/teams/get-teams';
import { canEditTeam } from '../../../api/teams/permissions';
import { useTeamListParams } from '../../../api/teams/use-team-items-list';
import { useDrillFilterParams } from '../../../lib/drill-params';
import { hasDrillFilter } from '../../../../engine/model/drill-constants';
import { LazyDrillFilterBar } from '../../../ui/lazy-drill-filter-bar';
import { useRowsPerPage, useSettings, useSettingsStore } from '../../../lib/settings';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/card';
import { cn } from '../../../ui/cn';
import { ItemThumbnail } from '../../../ui/item-thumbnail';
import { EmptyState } from '../../../ui/empty-state';
import { formatDate } from '../../../ui/format';
import { SearchField, TeamFilter, ViewToggle } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { CardGridSkeleton, RowsSkeleton } from '../../../ui/skeleton';
import { PlaysAreaTabs } from '../../../ui/tabs';
import { usePlays } from '../../../api/plays/get-plays';
import { playPath, playThumbnail, type PlayRecord, type PlayType } from '../../../api/plays/keys';
import { onFirstOpen } from '../../../ui/on-first-open';
import { PlayActions } from '../components/play-actions';
import { USER_TEXT, UserText } from '../../../ui/user-text';

const DeletePlaysDialog = onFirstOpen(() => import('../components/delete-plays-dialog').then((module) => module.DeletePlaysDialog));
const LibraryDialog = onFirstOpen(() => import('../components/library-dialog').then((module) => module.LibraryDialog));
const NewPlayDialog = onFirstOpen(() => import('../components/new-play-dialog').then((module) => module.NewPlayDialog));

export default function PlaysListRoute({ type }: { type: PlayType }) {
  const { t, i18n } = useTranslation();
  // The team from the team context (the address's where the list is filtered); `all` lists every team.
  const { params, setParams } = useTeamListParams();
  const view = useSettings().themePlaysView;
  const updateSettings = useSettingsStore((state) => state.update);
  const teams = useTeams();
  // Plays and drills share the plays count of the local settings (spec §3).
  const [perPage, setPerPage] = useRowsPerPage('plays');
  const [drillFilter, setDrillFilter] = useDrillFilterParams();
  const drill = type === 'drill' ? drillFilter : undefined;
  const plays = usePlays({ type, teamId: params.teamId || undefined, search: params.search || undefined, drill, page: params.page, perPage });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [creating, setCreating] = useState(false);
  const [browsingLibrary, setBrowsingLibrary] = useState(false);
  const [deleting, setDeleting] = useState<string[] | null>(null);

  const canEditIn = useCanEditTeam();
  const canEdit = (play: PlayRecord) => canEditIn(play.team_id);
  // New and the library copy into a team the coach may write in; none while the teams are unknown.
  const canCreate = (teams.data ?? []).some(canEditTeam);
  const toggle = (playId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(playId)) next.delete(playId);
      else next.add(playId);
      return next;
    });
  const items = plays.data?.data ?? [];
  // The server deletes all or none: Delete only when every selected play may be deleted.
  const canDeleteSelected = [...selected].every((playId) => {
    const play = items.find((item) => item.play_id === playId);
    return play === undefined || canEdit(play);
  });
  const Icon = type === 'drill' ? Dumbbell : ClipboardList;

  return (
    <>
      <PageHeader
        icon={<Icon aria-hidden="true" />}
        title={t(`plays.${type}.title`)}
        description={plays.data ? t(`plays.${type}.total`, { count: plays.data.total }) : undefined}
        actions={
          canCreate && (
            <>
              <Button variant="outlined" startIcon={<Library className="size-4" aria-hidden="true" />} onClick={() => setBrowsingLibrary(true)}>
                {t(`plays.${type}.fromLibrary`)}
              </Button>
              <Button color="primary" startIcon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setCreating(true)}>
                {t(`plays.${type}.new`)}
              </Button>
            </>
          )
        }
      />
      <PlaysAreaTabs />
      <div className="mb-5 flex flex-wrap items-center gap-2">
        <SearchField label={t(`plays.${type}.search`)} value={params.search} onChange={(search) => setParams({ search })} />
        <TeamFilter value={params.teamId} onChange={(teamId) => setParams({ teamId })} teams={teams.data} />
        <div className="ms-auto">
          <ViewToggle value={view} onChange={(themePlaysView) => updateSettings({ themePlaysView })} />
        </div>
      </div>
      {drill && (
        <div className="-mt-3 mb-5">
          <LazyDrillFilterBar value={drill} onChange={setDrillFilter} />
        </div>
      )}

      {selected.size > 0 && (
        <div className="sticky top-[80px] z-20 mb-4 flex items-center gap-3 rounded-card bg-primary-soft px-4 py-2 text-sm lg:top-[68px]" role="region" aria-label={t('common.selection')}>
          <span className="font-semibold text-primary-ink">{t('common.selectedCount', { count: selected.size })}</span>
          <Button size="small" variant="text" startIcon={<X className="size-4" aria-hidden="true" />} onClick={() => setSelected(new Set())}>
            {t('common.clearSelection')}
          </Button>
          {canDeleteSelected && (
            <Button size="small" color="error" className="ms-auto" startIcon={<Trash2 className="size-4" aria-hidden="true" />} onClick={() => setDeleting([...selected])}>
              {t('common.delete')}
            </Button>
          )}
        </div>
      )}

      {plays.isPending ? (
        view === 'grid' ? (
          <CardGridSkeleton />
        ) : (
          <RowsSkeleton />
        )
      ) : plays.isError ? (
        <Alert variant="error" title={t('common.loadFailed')} action={<Button size="small" onClick={() => void plays.refetch()}>{t('common.retry')}</Button>}>
          {errorText(plays.error)}
        </Alert>
      ) : items.length === 0 ? (
        params.search ? (
          <EmptyState icon={<Icon />} title={t('common.noResults')} description={t('common.noResultsFor', { search: params.search })} />
        ) : drill && hasDrillFilter(drill) ? (
          <EmptyState icon={<Icon />} title={t('common.noResults')} description={t('drills.noMatch')} />
        ) : (
          <EmptyState
            icon={<Icon />}
            title={t(`plays.${type}.emptyTitle`)}
            description={t(`plays.${type}.emptyDescription`)}
            action={
              canCreate && (
                <Button color="primary" startIcon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setCreating(true)}>
                  {t(`plays.${type}.new`)}
                </Button>
              )
            }
          />
        )
      ) : view === 'grid' ? (
        <ul className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 xl:grid-cols-4', plays.isPlaceholderData && 'opacity-60')}>
          {items.map((play) => (
            <li key={play.play_id} className="group relative flex flex-col overflow-hidden rounded-card bg-surface shadow-card">
              <Link to={playPath(play)} className="block focus-visible:outline-2 focus-visible:outline-primary" tabIndex={-1} aria-hidden="true">
                <ItemThumbnail className="aspect-[4/3] w-full" svg={playThumbnail(play)} />
              </Link>
              {canEdit(play) && (
                <SelectBox checked={selected.has(play.play_id)} label={t('common.selectItem', { name: play.title })} onChange={() => toggle(play.play_id)} className="absolute start-2 top-2" />
              )}
              <div className="flex items-start gap-2 p-3">
                <div className="min-w-0 flex-1">
                  <Link to={playPath(play)} className="block truncate font-semibold hover:underline" {...USER_TEXT}>
                    {play.title || t('common.untitled')}
                  </Link>
                  <p className="text-xs text-muted">
                    {t('common.updated', { date: formatDate(play.updated_at, i18n.language) })}
                    {!play.synced && <span className="ms-2 text-warning">{t('common.notSynced')}</span>}
                  </p>
                </div>
                {canEdit(play) && <PlayActions play={play} onDelete={() => setDeleting([play.play_id])} />}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <ul className={cn('divide-y divide-line overflow-hidden rounded-card bg-surface shadow-card', plays.isPlaceholderData && 'opacity-60')}>
          {items.map((play) => (
            <li key={play.play_id} className="flex items-center gap-3 px-4 py-2.5">
              {canEdit(play) ? (
                <SelectBox checked={selected.has(play.play_id)} label={t('common.selectItem', { name: play.title })} onChange={() => toggle(play.play_id)} />
              ) : (
                <span className="size-8 shrink-0" aria-hidden="true" />
              )}
              <ItemThumbnail className="hidden h-10 w-14 shrink-0 rounded sm:flex" svg={playThumbnail(play)} />
              <div className="min-w-0 flex-1">
                <Link to={playPath(play)} className="block truncate font-medium hover:underline" {...USER_TEXT}>
                  {play.title || t('common.untitled')}
                </Link>
                <p className="text-xs text-muted">
                  <UserText>{teams.data?.find((team) => team.team_id === play.team_id)?.name}</UserText>
                </p>
              </div>
              <span className="hidden text-xs text-muted sm:block">{formatDate(play.updated_at, i18n.language)}</span>
              {canEdit(play) ? <PlayActions play={play} onDelete={() => setDeleting([play.play_id])} /> : <span className="size-9 shrink-0" aria-hidden="true" />}
            </li>
          ))}
        </ul>
      )}

      {plays.data && (
        <Pagination
          page={params.page}
          pages={pageCount(plays.data)}
          onPage={(page) => setParams({ page })}
          // Another page size starts again at page 1.
          perPage={{ value: perPage, onChange: (count) => (setPerPage(count), setParams({ page: 1 })) }}
        />
      )}

      <LibraryDialog type={type} open={browsingLibrary} onClose={() => setBrowsingLibrary(false)} />
      <NewPlayDialog type={type} open={creating} onClose={() => setCreating(false)} />
      <DeletePlaysDialog
        type={type}
        playIds={deleting ?? []}
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onDeleted={() => setSelected(new Set())}
      />
    </>
  );
}

function SelectBox({ checked, label, onChange, className }: { checked: boolean; label: string; onChange: () => void; className?: string }) {
  return (
    <label className={cn('flex size-8 cursor-pointer items-center justify-center rounded-card bg-surface/90', className)}>
      <input type="checkbox" checked={checked} onChange={onChange} aria-label={label} className="size-4 cursor-pointer accent-[var(--color-primary-strong)]" />
    </label>
  );
}
