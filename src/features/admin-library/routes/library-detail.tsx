import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../../data/api-client';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { Card, PageHeader } from '../../../ui/card';
import { ItemThumbnail } from '../../../ui/item-thumbnail';
import { ConfirmDialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { RowsSkeleton } from '../../../ui/skeleton';
import { toast } from '../../../ui/toast';
import { useDeleteLibraryItem } from '../api/delete-library-item';
import { useLibraryItem } from '../api/get-library-item';
import { libraryPath } from '../api/keys';
import { useUpdateLibraryItem } from '../api/update-library-item';

export default function LibraryDetailRoute({ type }: { type: 'play' | 'drill' }) {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  const navigate = useNavigate();
  const item = useLibraryItem(itemId);
  const update = useUpdateLibraryItem();
  const remove = useDeleteLibraryItem();
  const [title, setTitle] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (item.isPending) return <RowsSkeleton />;
  if (item.isError) {
    return (
      <Alert variant="error" title={t('common.loadFailed')} action={<ButtonLink to={libraryPath(type)} size="small">{t('common.back')}</ButtonLink>}>
        {errorText(item.error)}
      </Alert>
    );
  }
  const record = item.data;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { itemId, title: (title ?? record.title).trim(), baseVersion: record.version },
      { onSuccess: () => (toast(t('common.saved'), 'success'), setTitle(null)), onError: (error) => toast(errorText(error), 'error') },
    );
  };
  return (
    <>
      <ButtonLink to={libraryPath(type)} variant="text" size="small" startIcon={<ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />} className="-ms-2 mb-2">
        {t(`library.${type}.title`)}
      </ButtonLink>
      <PageHeader
        title={record.title || t('common.untitled')}
        actions={
          <Button variant="soft" color="error" startIcon={<Trash2 className="size-4" aria-hidden="true" />} onClick={() => setConfirming(true)}>
            {t('common.delete')}
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card flush>
          <ItemThumbnail className="aspect-[4/3] w-full rounded-card" svg={record.thumbnail} />
        </Card>
        <Card>
          <form className="flex flex-col gap-4" onSubmit={submit}>
            <TextField label={t('common.title')} required value={title ?? record.title} onChange={(event) => setTitle(event.target.value)} />
            {record.data?.settings?.description && <p className="text-sm whitespace-pre-line text-muted">{record.data.settings.description}</p>}
            <p className="text-xs text-muted">{t('plays.phases', { count: record.data?.phases?.length ?? 0 })}</p>
            <div className="flex justify-end">
              <Button type="submit" color="primary" loading={update.isPending} disabled={title === null || !title.trim()}>
                {t('common.save')}
              </Button>
            </div>
          </form>
        </Card>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        busy={remove.isPending}
        title={t('library.deleteTitle')}
        description={t('common.cannotUndo')}
        confirmLabel={t('common.delete')}
        onConfirm={() =>
          remove.mutate(itemId, {
            onSuccess: () => {
              toast(t('library.deleted'), 'success');
              navigate(libraryPath(type));
            },
            onError: (error) => toast(errorText(error), 'error'),
          })
        }
      />
    </>
  );
}
