// The screen of a paged list of records (playbooks, rotations, practice plans, library entries):
// header with the New button, optional tabs, search and team filter from the URL, the rows, the
// empty state (or "nothing found" for a search), paging with the per-page count, and the screen's
// dialogs as children.
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount, type Paged } from '../lib/paged';
import type { ListParams } from '../lib/list-params';
import { Button } from './button';
import { PageHeader } from './card';
import { EmptyState } from './empty-state';
import { SearchField, TeamFilter, type TeamOption } from './list-toolbar';
import { Pagination, type PerPage } from './pagination';
import { RecordList, type RecordRow } from './record-list';

export interface ListScreenProps {
  icon: ReactNode;
  title: string;
  description?: string;
  /** The New button; none when the list has no create. */
  create?: { label: string; onClick: () => void };
  tabs?: ReactNode;
  searchLabel: string;
  /** Lists scoped to teams show the team filter. */
  teamFilter?: boolean;
  /** The teams the filter offers (undefined while they load), loaded by the screen. */
  teams?: readonly TeamOption[] | undefined;
  params: ListParams;
  onParams: (patch: Partial<ListParams>) => void;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    isPlaceholderData: boolean;
    data?: Pick<Paged<unknown>, 'per_page' | 'total'> | undefined;
  };
  rows: RecordRow[];
  empty: { icon: ReactNode; title: string; description: string };
  /** The list's per-page count from the local settings, where the list sends it. */
  perPage?: PerPage;
  /** More filters under the search (the drill filters). */
  filters?: ReactNode;
  /** What an empty list says while those filters narrow it; undefined when none does. */
  filteredEmpty?: string | undefined;
  children?: ReactNode;
}

export function ListScreen({ icon, title, description, create, tabs, searchLabel, teamFilter = true, teams, params, onParams, query, rows, empty, perPage, filters, filteredEmpty, children }: ListScreenProps) {
  const { t } = useTranslation();
  const newButton = create && (
    <Button color="primary" startIcon={<Plus className="size-4" aria-hidden="true" />} onClick={create.onClick}>
      {create.label}
    </Button>
  );
  return (
    <>
      <PageHeader icon={icon} title={title} description={description} actions={newButton} />
      {tabs}
      <div className="mb-5 flex flex-wrap items-center gap-2">
        <SearchField label={searchLabel} value={params.search} onChange={(search) => onParams({ search })} />
        {teamFilter && <TeamFilter value={params.teamId} onChange={(teamId) => onParams({ teamId })} teams={teams} />}
      </div>
      {filters && <div className="-mt-3 mb-5">{filters}</div>}
      <RecordList
        query={query}
        dimmed={query.isPlaceholderData}
        rows={rows}
        empty={
          params.search ? (
            <EmptyState icon={empty.icon} title={t('common.noResults')} description={t('common.noResultsFor', { search: params.search })} />
          ) : filteredEmpty ? (
            <EmptyState icon={empty.icon} title={t('common.noResults')} description={filteredEmpty} />
          ) : (
            <EmptyState icon={empty.icon} title={empty.title} description={empty.description} action={newButton} />
          )
        }
      />
      {query.data && (
        <Pagination
          page={params.page}
          pages={pageCount(query.data)}
          onPage={(page) => onParams({ page })}
          perPage={
            perPage && {
              value: perPage.value,
              // Another page size starts again at page 1.
              onChange: (count) => {
                perPage.onChange(count);
                onParams({ page: 1 });
              },
            }
          }
        />
      )}
      {children}
    </>
  );
}
