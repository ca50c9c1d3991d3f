// The uploads of one list: a progress bar each, cancel, retry, and "Waiting to upload" offline.
import { RotateCcw, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '../../../ui/button';
import type { UploadTask } from '../../../api/media/upload-queue';
import { uploadQueue } from '../../../api/media/use-uploads';

export function UploadList({ tasks }: { tasks: readonly UploadTask[] }) {
  const { t } = useTranslation();
  if (tasks.length === 0) return null;
  return (
    <section aria-label={t('media.uploads')} className="mb-5 rounded-card bg-surface p-3 shadow-card">
      <ul className="flex flex-col gap-2">
        {tasks.map((task) => {
          const percent = task.size > 0 ? Math.min(100, Math.round((task.sent / task.size) * 100)) : 0;
          const text =
            task.state === 'uploading'
              ? t('media.uploading', { percent })
              : task.state === 'waiting'
                ? t('media.waiting')
                : task.state === 'done'
                  ? t('media.uploaded')
                  : task.error === null
                    ? t('media.unreachable')
                    : t('media.uploadFailed', { error: task.error });
          return (
            <li key={task.id} className="flex items-center gap-3 text-sm" data-upload-state={task.state}>
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{task.name}</p>
                <progress className="h-1.5 w-full accent-[var(--color-primary-strong)]" max={100} value={task.state === 'done' ? 100 : percent} aria-label={task.name} />
                <p className={task.state === 'failed' ? 'text-error' : 'text-muted'} role={task.state === 'failed' ? 'alert' : undefined}>
                  {text}
                </p>
              </div>
              {task.state === 'failed' && (
                <Button size="small" variant="outlined" startIcon={<RotateCcw className="size-4" aria-hidden="true" />} onClick={() => void uploadQueue.retry(task.id)}>
                  {t('media.retry')}
                </Button>
              )}
              {task.state !== 'done' && (
                <IconButton label={t('media.cancel', { name: task.name })} onClick={() => void uploadQueue.cancel(task.id)}>
                  <X className="size-4" aria-hidden="true" />
                </IconButton>
              )}
            </li>
          );
        })}
      </ul>
      {tasks.some((task) => task.state === 'done') && (
        <Button size="small" variant="text" className="mt-2" onClick={() => uploadQueue.clearDone()}>
          {t('media.clearDone')}
        </Button>
      )}
    </section>
  );
}
