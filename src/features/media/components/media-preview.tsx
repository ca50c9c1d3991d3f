// What a file looks like in a list: an image's thumbnail, a video's poster frame, an audio clip's
// waveform (its peaks from the record), with the duration of videos and audio.
import { AudioLines, Film, Image as ImageIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MEDIA_IMAGE_MAX_PIXELS, MEDIA_VIDEO_MAX_SIZE } from '../../../../engine/api/media';
import type { MediaRecord } from '../../../api/media/keys';
import { cn } from '../../../ui/cn';

/** m:ss (h:mm:ss past an hour) of a duration in milliseconds. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

export function Waveform({ peaks, label, className }: { peaks: readonly number[]; label: string; className?: string }) {
  const width = peaks.length * 2;
  return (
    <svg viewBox={`0 0 ${width} 40`} preserveAspectRatio="none" role="img" aria-label={label} className={cn('text-primary', className)}>
      {peaks.map((peak, index) => {
        const height = Math.max(1, Math.min(1, peak) * 38);
        return <rect key={index} x={index * 2} y={20 - height / 2} width={1.4} height={height} fill="currentColor" />;
      })}
    </svg>
  );
}

const ICONS = { video: Film, image: ImageIcon, audio: AudioLines };

export function MediaPreview({ record, className }: { record: MediaRecord; className?: string }) {
  const { t } = useTranslation();
  const Icon = ICONS[record.kind];
  return (
    <div className={cn('relative flex items-center justify-center overflow-hidden bg-line/30', className)}>
      {record.thumbnail_url ? (
        <img src={record.thumbnail_url} alt="" loading="lazy" className="size-full object-cover" />
      ) : record.kind === 'audio' && record.waveform ? (
        <Waveform peaks={record.waveform} label={t('media.waveform', { title: record.title })} className="h-1/2 w-4/5" />
      ) : (
        <Icon className="size-8 text-muted" aria-hidden="true" />
      )}
      {record.duration_ms !== null && (
        <span className="absolute end-1.5 bottom-1.5 rounded bg-black/70 px-1.5 py-0.5 text-xs text-white" aria-label={t('media.duration', { duration: formatDuration(record.duration_ms) })}>
          {formatDuration(record.duration_ms)}
        </span>
      )}
    </div>
  );
}

/** Spec §3's status in words, shown live while it changes. */
export function MediaStatus({ record }: { record: MediaRecord }) {
  const { t } = useTranslation();
  const key = record.status_name === 'Finished' ? 'finished' : record.status_name === 'Upload Failed' ? 'failed' : 'processing';
  const color = key === 'finished' ? 'text-success' : key === 'failed' ? 'text-error' : 'text-warning';
  const reason = record.status_reason ? t(`media.statusReason.${record.status_reason}`, { megapixels: MEDIA_IMAGE_MAX_PIXELS / 1_000_000, ...MEDIA_VIDEO_MAX_SIZE }) : undefined;
  return (
    <span className={cn('text-xs font-medium', color)} data-status={record.status} data-reason={record.status_reason ?? undefined} title={reason}>
      {t(`media.status.${key}`)}
    </span>
  );
}
