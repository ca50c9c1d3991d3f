// "Upload a new one" of the media pickers (the play editor's team video, the playbook editor's team
// image; issues 18 and 32): a file chosen here goes through the app's one upload queue, its progress
// shown under the button, and the picker takes the record once the server has it.
import '../ui/media-texts';
import { Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaKind, MediaRecord } from '../../engine/api/media';
import { uploadQueue, useUploads } from '../api/media/use-uploads';
import type { UploadTask } from '../api/media/upload-queue';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';

/**
 * The upload started here (undefined before one), and the button that starts it; `onUploaded` hears
 * of it once the server has it.
 */
export function useUploadNew({ teamId, kind, testId, onStart, onUploaded }: { teamId: string; kind: MediaKind; testId: string; onStart?: () => void; onUploaded?: (record: MediaRecord) => void }) {
  const { t } = useTranslation();
  const [uploadId, setUploadId] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const upload = useUploads().find((task) => task.id === uploadId);
  // The listener for this upload's end, taken off when it is heard, forgotten or the screen goes.
  const listening = useRef<(() => void) | null>(null);
  const stopListening = () => (listening.current?.(), (listening.current = null));
  useEffect(() => () => void stopListening(), []);
  const button = (
    <>
      <input
        ref={picker}
        type="file"
        accept={`${kind}/*`}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          onStart?.();
          stopListening();
          // Listening before the upload starts: a small file on a fast line may be done before add() answers.
          let id: string | null = null;
          const heard: MediaRecord[] = [];
          const ours = (record: MediaRecord) => id !== null && uploadQueue.snapshot().some((task) => task.id === id && task.record?.media_id === record.media_id);
          const done = (record: MediaRecord) => (stopListening(), onUploaded?.(record));
          listening.current = uploadQueue.onUploaded((record) => (ours(record) ? done(record) : id === null && heard.push(record)));
          void uploadQueue.add(teamId, kind, [file]).then(([started]) => {
            id = started ?? null;
            setUploadId(id);
            const early = heard.find(ours);
            if (early) done(early);
          });
        }}
      />
      <Button variant="soft" startIcon={<Upload className="size-4" aria-hidden="true" />} onClick={() => picker.current?.click()}>
        {t('media.pick.uploadNew')}
      </Button>
    </>
  );
  return { upload, button, forget: () => (stopListening(), setUploadId(null)) };
}

/** How the upload started here goes. */
export function UploadStatus({ upload }: { upload: UploadTask | undefined }) {
  const { t } = useTranslation();
  if (!upload) return null;
  return (
    <p className={cn('text-sm', upload.state === 'failed' ? 'text-error' : 'text-muted')} role="status">
      {upload.name}:{' '}
      {upload.state === 'uploading'
        ? t('media.uploading', { percent: upload.size ? Math.round((upload.sent / upload.size) * 100) : 0 })
        : upload.state === 'waiting'
          ? t('media.waiting')
          : upload.state === 'done'
            ? t('media.uploaded')
            : t('media.uploadFailed', { error: upload.error ?? '' })}
    </p>
  );
}
