import { CalendarPlus, PenTool } from 'lucide-react';
import { DrillDetailsCard } from '../../../ui/drill-details-card';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../../lib/api-error';
import type { LibraryItem, LibraryType } from '../../../api/library/keys';
import { Button, ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DetailHeader, DetailScreen } from '../../../ui/detail-screen';
import { TextField } from '../../../ui/field';
import { ItemThumbnail } from '../../../ui/item-thumbnail';
import { toast } from '../../../ui/toast';
import { useDeleteLibraryItem } from '../../../api/library/delete-library-item';
import { useLibraryItem } from '../../../api/library/get-library-item';
import { libraryEditorPath, libraryPath } from '../../../api/library/keys';
import { useUpdateLibraryItem } from '../../../api/library/update-library-item';
import { USER_TEXT } from '../../../ui/user-text';

export default function LibraryDetailRoute({ type }: { type: LibraryType }) {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  const item = useLibraryItem(itemId);
  const remove = useDeleteLibraryItem();
  return (
    <DetailScreen query={item} back={{ to: libraryPath(type), label: t(`library.${type}.title`) }}>
      {(record) => (
        <>
          <DetailHeader
            title={record.title}
            editable
            actions={
              <>
                {type === 'drill' && (
                  // "Add to practice plan": the practice plans screen copies it into the team first (a feature imports no other).
                  <ButtonLink
                    to={`/dashboard/practice-plans?${new URLSearchParams({ add_library_drill: itemId, drill_title: record.title }).toString()}`}
                    variant="outlined"
                    startIcon={<CalendarPlus className="size-4" aria-hidden="true" />}
                  >
                    {t('practicePlans.addToPlan')}
                  </ButtonLink>
                )}
                <ButtonLink to={libraryEditorPath(itemId)} color="primary" startIcon={<PenTool className="size-4" aria-hidden="true" />}>
                  {t('plays.openEditor')}
                </ButtonLink>
              </>
            }
            remove={{
              title: t('library.deleteTitle'),
              description: t('common.cannotUndo'),
              done: t('library.deleted'),
              goTo: libraryPath(type),
              busy: remove.isPending,
              run: (callbacks) => remove.mutate(itemId, callbacks),
            }}
          />
          {record.type === 'drill' && <DrillDetailsCard drill={record.data?.settings?.drill} />}
          <LibraryItemForm record={record} />
        </>
      )}
    </DetailScreen>
  );
}

function LibraryItemForm({ record }: { record: LibraryItem }) {
  const { t } = useTranslation();
  const update = useUpdateLibraryItem();
  const [title, setTitle] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { itemId: record.library_play_id, title: (title ?? record.title).trim(), baseVersion: record.version },
      { onSuccess: () => (toast(t('common.saved'), 'success'), setTitle(null)), onError: (error) => toast(errorText(error), 'error') },
    );
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card flush>
        <ItemThumbnail className="aspect-[4/3] w-full rounded-card" svg={record.thumbnail} />
      </Card>
      <Card>
        <form className="flex flex-col gap-4" onSubmit={submit}>
          <TextField label={t('common.title')} required value={title ?? record.title} onChange={(event) => setTitle(event.target.value)} />
          {record.data?.settings?.description && (
            <p className="text-sm whitespace-pre-line text-muted" {...USER_TEXT}>
              {record.data.settings.description}
            </p>
          )}
          <p className="text-xs text-muted">{t('plays.phases', { count: record.data?.phases?.length ?? 0 })}</p>
          <div className="flex justify-end">
            <Button type="submit" color="primary" loading={update.isPending} disabled={title === null || !title.trim()}>
              {t('common.save')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
