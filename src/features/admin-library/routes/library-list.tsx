// admin/play-library and admin/drill-library: one screen by type, for users with write:library.
// Admins add entries here (an empty court, drawn in the play editor); coaches copy them from their plays.
import { Library, LibraryBig } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { useLibrary } from '../../../api/library/get-library';
import type { LibraryType } from '../../../api/library/keys';
import { useListParams } from '../../../lib/list-params';
import { useDrillFilterParams } from '../../../lib/drill-params';
import { hasDrillFilter } from '../../../../engine/model/drill-constants';
import { DrillFilterBar } from '../../../ui/drill-filter-bar';
import { Alert } from '../../../ui/alert';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { formatDate } from '../../../ui/format';
import { ListScreen } from '../../../ui/list-screen';
import { NavTabs } from '../../../ui/tabs';
import { toast } from '../../../ui/toast';
import { useCreateLibraryItem } from '../../../api/library/create-library-item';
import { libraryEditorPath, libraryPath } from '../../../api/library/keys';
import { FormActions } from '../../../ui/form-actions';

export default function LibraryListRoute({ type }: { type: LibraryType }) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useListParams();
  const [drillFilter, setDrillFilter] = useDrillFilterParams();
  const drill = type === 'drill' ? drillFilter : undefined;
  const library = useLibrary({ type, search: params.search || undefined, drill, page: params.page });
  const [creating, setCreating] = useState(false);
  const Icon = type === 'drill' ? LibraryBig : Library;
  return (
    <ListScreen
      icon={<Icon aria-hidden="true" />}
      title={t(`library.${type}.title`)}
      description={t('library.subtitle')}
      create={{ label: t(`library.${type}.new`), onClick: () => setCreating(true) }}
      tabs={
        <NavTabs
          label={t('nav.sectionAdmin')}
          items={[
            { to: libraryPath('play'), label: t('nav.playLibrary'), icon: Library },
            { to: libraryPath('drill'), label: t('nav.drillLibrary'), icon: LibraryBig },
          ]}
        />
      }
      searchLabel={t('library.search')}
      teamFilter={false}
      params={params}
      onParams={setParams}
      query={library}
      filters={drill && <DrillFilterBar value={drill} onChange={setDrillFilter} />}
      filteredEmpty={drill && hasDrillFilter(drill) ? t('drills.noMatch') : undefined}
      rows={(library.data?.data ?? []).map((item) => ({
        id: item.library_play_id,
        to: libraryPath(type, item.library_play_id),
        title: item.title,
        thumbnail: item.thumbnail ?? null,
        meta: formatDate(item.updated_at, i18n.language),
      }))}
      empty={{ icon: <Icon />, title: t(`library.${type}.emptyTitle`), description: t('library.emptyDescription') }}
    >
      <NewLibraryItemDialog key={String(creating)} type={type} open={creating} onClose={() => setCreating(false)} />
    </ListScreen>
  );
}

function NewLibraryItemDialog({ type, open, onClose }: { type: LibraryType; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  // One key for this dialog: a retry of the same create answers the first entry.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const create = useCreateLibraryItem();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { type, title: title.trim(), idempotencyKey },
      {
        onSuccess: (item) => {
          toast(t('library.created'), 'success');
          onClose();
          // "Draw it": the new entry opens in the play editor.
          navigate(libraryEditorPath(item.library_play_id));
        },
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} title={t(`library.${type}.new`)} description={t('library.newDescription')}>
      <form className="flex flex-col gap-4" onSubmit={submit}>
        {create.isError && <Alert variant="error">{errorText(create.error)}</Alert>}
        <TextField label={t('common.title')} required autoFocus maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
        <FormActions onCancel={onClose} submitLabel={t('common.create')} busy={create.isPending} disabled={!title.trim()} />
      </form>
    </Dialog>
  );
}
