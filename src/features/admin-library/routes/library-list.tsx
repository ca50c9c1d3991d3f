// admin/play-library and admin/drill-library: one screen by type, for users with write:library.
import { ClipboardList, Dumbbell, Library, LibraryBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../../../data/paged';
import { useListParams } from '../../../lib/list-params';
import { PageHeader } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { formatDate } from '../../../ui/format';
import { SearchField } from '../../../ui/list-toolbar';
import { Pagination } from '../../../ui/pagination';
import { RecordList } from '../../../ui/record-list';
import { NavTabs } from '../../../ui/tabs';
import { useLibrary } from '../api/get-library';
import { libraryPath } from '../api/keys';

export default function LibraryListRoute({ type }: { type: 'play' | 'drill' }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useListParams();
  const library = useLibrary({ type, search: params.search || undefined, page: params.page });
  const Icon = type === 'drill' ? Dumbbell : ClipboardList;
  return (
    <>
      <PageHeader icon={type === 'drill' ? <LibraryBig aria-hidden="true" /> : <Library aria-hidden="true" />} title={t(`library.${type}.title`)} description={t('library.subtitle')} />
      <NavTabs
        label={t('nav.sectionAdmin')}
        items={[
          { to: libraryPath('play'), label: t('nav.playLibrary'), icon: Library },
          { to: libraryPath('drill'), label: t('nav.drillLibrary'), icon: LibraryBig },
        ]}
      />
      <div className="mb-5">
        <SearchField label={t('library.search')} value={params.search} onChange={(search) => setParams({ search })} />
      </div>
      <RecordList
        query={library}
        dimmed={library.isPlaceholderData}
        rows={(library.data?.data ?? []).map((item) => ({
          id: item.library_play_id,
          to: libraryPath(type, item.library_play_id),
          title: item.title,
          icon: <Icon />,
          meta: formatDate(item.updated_at, i18n.language),
        }))}
        empty={<EmptyState icon={<Icon />} title={t(`library.${type}.emptyTitle`)} description={t('library.emptyDescription')} />}
      />
      {library.data && <Pagination page={params.page} pages={pageCount(library.data)} onPage={(page) => setParams({ page })} />}
    </>
  );
}
