// A file opened from its list: played or shown in full, renamed, its notes changed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_MEDIA_NOTES_LENGTH, type MediaRecord } from '../../../../engine/api/media';
import { MAX_TITLE_LENGTH } from '../../../../engine/limits';
import { errorText } from '../../../lib/api-error';
import { useUpdateMedia } from '../../../api/media/update-media';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextArea, TextField } from '../../../ui/field';
import { toast } from '../../../ui/toast';

export function MediaPlayer({ record }: { record: MediaRecord }) {
  if (record.kind === 'image') return <img src={record.content_url} alt={record.title} className="max-h-80 w-full rounded-card object-contain" />;
  if (record.kind === 'audio') return <audio controls preload="metadata" src={record.content_url} className="w-full" />;
  return <video controls preload="metadata" src={record.content_url} poster={record.thumbnail_url ?? undefined} className="max-h-80 w-full rounded-card bg-black" />;
}

export function EditMediaDialog({ record, canEdit, onClose }: { record: MediaRecord | null; canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={record !== null} onClose={onClose} title={record ? t('media.editTitle', { title: record.title }) : ''} size="lg">
      {record && <EditForm key={record.media_id} record={record} canEdit={canEdit} onClose={onClose} />}
    </Dialog>
  );
}

function EditForm({ record, canEdit, onClose }: { record: MediaRecord; canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateMedia();
  const [title, setTitle] = useState(record.title);
  const [notes, setNotes] = useState(record.notes);
  const changed = title.trim() !== record.title || notes !== record.notes;
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!title.trim()) return;
        update.mutate(
          { mediaId: record.media_id, title: title.trim(), notes },
          { onSuccess: () => (toast(t('media.saved'), 'success'), onClose()) },
        );
      }}
    >
      <MediaPlayer record={record} />
      {record.kept_as_uploaded && <p className="text-sm text-muted">{t('media.keptAsUploaded')}</p>}
      <TextField label={t('media.name')} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={MAX_TITLE_LENGTH} required readOnly={!canEdit} />
      <TextArea label={t('media.notes')} value={notes} onChange={(event) => setNotes(event.target.value)} maxLength={MAX_MEDIA_NOTES_LENGTH} readOnly={!canEdit} />
      {update.isError && <Alert variant="error">{errorText(update.error)}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="outlined" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        {canEdit && (
          <Button type="submit" color="primary" loading={update.isPending} disabled={!changed || !title.trim()}>
            {t('media.save')}
          </Button>
        )}
      </div>
    </form>
  );
}
