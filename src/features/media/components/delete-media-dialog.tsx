// Deleting a file: asked first; a file used by plays or playbooks (the server's 409) says where and
// asks again before deleting it anyway, which takes it out of them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-error';
import { mediaInUse, useDeleteMedia, type MediaInUse } from '../../../api/media/delete-media';
import type { MediaRecord } from '../../../api/media/keys';
import { Alert } from '../../../ui/alert';
import { ConfirmDialog } from '../../../ui/dialog';
import { toast } from '../../../ui/toast';

export function DeleteMediaDialog({ record, onClose }: { record: MediaRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteMedia();
  const [inUse, setInUse] = useState<MediaInUse | null>(null);
  const close = () => (setInUse(null), remove.reset(), onClose());
  const confirm = () => {
    if (!record) return;
    remove.mutate(
      { mediaId: record.media_id, force: inUse !== null },
      {
        onSuccess: () => (toast(t('media.deleted', { title: record.title }), 'success'), close()),
        onError: (error) => {
          const uses = mediaInUse(error);
          if (!uses) return;
          setInUse(uses);
          remove.reset();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={record !== null}
      onClose={close}
      onConfirm={confirm}
      busy={remove.isPending}
      title={inUse ? t('media.inUseTitle') : t('media.deleteTitle', { title: record?.title ?? '' })}
      description={inUse ? t('media.inUseDescription') : t('media.deleteDescription')}
      confirmLabel={inUse ? t('media.deleteAnyway') : t('media.delete')}
    >
      {inUse && (
        <ul className="list-disc ps-5 text-sm">
          {inUse.plays.map((play) => (
            <li key={play.play_id}>{t('media.inUsePlay', { title: play.title })}</li>
          ))}
          {inUse.playbooks.map((playbook) => (
            <li key={playbook.playbook_id}>{t('media.inUsePlaybook', { title: playbook.title })}</li>
          ))}
        </ul>
      )}
      {remove.isError && <Alert variant="error">{errorText(remove.error)}</Alert>}
    </ConfirmDialog>
  );
}
