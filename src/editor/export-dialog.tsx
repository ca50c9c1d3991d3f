// The play editor's export dialog (issue 15): the whole play or this phase as an animated GIF or a
// video, at a phone or HD width and a playback speed, drawn and encoded by the export worker with its
// progress and a Cancel; or every phase on one PNG sheet. The file is then shared (the system share
// sheet, where the browser has one) or downloaded; the mobile wrapper gets it as DOWNLOAD.
import { Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayData } from '../../engine';
import { createExportClient, type ExportClient } from '../../workers/export-client';
import type { ExportedFile } from '../../workers/export/export-api';
import { ExportCancelled, ExportUnsupported } from '../../workers/export/export-errors';
import { EXPORT_WIDTHS, GIF_FPS, SHEET_CELL_WIDTH, VIDEO_FPS, type ExportWidth } from '../../workers/export/export-plan';
import { isInMobileWrapper } from '../lib/mobile-wrapper';
import { PLAYBACK_SPEEDS } from './animation/playback';
import { errorText } from '../lib/api-error';
import { handOver, shareableFile } from '../lib/download';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { SelectField } from '../ui/field';

export type ExportFormat = 'gif' | 'video' | 'sheet';

let sharedClient: ExportClient | undefined;
const exportClient = () => (sharedClient ??= createExportClient());

export interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  /** The play as it stands in the editor (read when the export starts). */
  play: () => PlayData;
  title: string;
  phaseIndex: number;
  phaseTitle: string;
  /** The export worker's client (tests hand in their own). */
  client?: ExportClient;
}

type Job = { state: 'idle' } | { state: 'working'; done: number; total: number } | { state: 'done'; file: ExportedFile; name: string; shareable: boolean } | { state: 'failed'; message: string };

/** The exported file's name: the play's title (and the phase's), safe on every file system. */
export function exportFileName(title: string, phaseTitle: string | null, extension: string): string {
  const base = [title || 'play', phaseTitle]
    .filter((part): part is string => !!part)
    .join('-')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'play'}.${extension}`;
}

export function ExportDialog({ open, onClose, play, title, phaseIndex, phaseTitle, client = exportClient() }: ExportDialogProps) {
  const { t, i18n } = useTranslation();
  const [format, setFormat] = useState<ExportFormat>('gif');
  const [scope, setScope] = useState<'play' | 'phase'>('play');
  const [width, setWidth] = useState<ExportWidth>('phone');
  const [speed, setSpeed] = useState<number>(1);
  const [job, setJob] = useState<Job>({ state: 'idle' });
  const inWrapper = isInMobileWrapper();

  const start = async () => {
    setJob({ state: 'working', done: 0, total: 0 });
    try {
      const data = play();
      const file =
        format === 'sheet'
          ? await client.sheet(data)
          : await client.animation(
              { play: data, kind: format, scope: scope === 'play' ? { kind: 'play' } : { kind: 'phase', index: phaseIndex }, width: EXPORT_WIDTHS[width], speed },
              (done, total) => setJob((current) => (current.state === 'working' ? { state: 'working', done, total } : current)),
            );
      const name = exportFileName(title, format !== 'sheet' && scope === 'phase' ? phaseTitle : null, file.extension);
      // Asked once: the question copies the file's bytes.
      setJob({ state: 'done', file, name, shareable: !inWrapper && shareableFile(file.bytes, name, file.mimeType) !== null });
    } catch (error) {
      if (error instanceof ExportCancelled) setJob({ state: 'idle' });
      else if (error instanceof ExportUnsupported) setJob({ state: 'failed', message: t(error.what === 'video' ? 'editor.export.noVideo' : 'editor.export.noCanvas') });
      else setJob({ state: 'failed', message: errorText(error) });
    }
  };

  const close = () => {
    if (job.state === 'working') client.cancel();
    // Opened again, the dialog starts from its settings.
    setJob({ state: 'idle' });
    onClose();
  };

  const megabytes = (bytes: number) => new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_000_000);
  const animated = format !== 'sheet';

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('editor.export.title')}
      actions={
        job.state === 'working' ? (
          <div className="flex w-full flex-wrap items-center gap-3">
            <div className="flex min-w-48 flex-1 flex-col gap-1">
              <span className="text-sm text-muted" aria-live="polite">
                {job.total > 0 ? t('editor.export.progress', { done: job.done, total: job.total }) : t('editor.export.preparing')}
              </span>
              <div role="progressbar" aria-label={t('editor.export.making')} aria-valuemin={0} aria-valuemax={job.total} aria-valuenow={job.done} className="h-2 overflow-hidden rounded-full bg-line/50">
                <div className="h-full bg-primary transition-[width]" style={{ width: `${job.total > 0 ? (100 * job.done) / job.total : 0}%` }} />
              </div>
            </div>
            <Button variant="outlined" onClick={() => client.cancel()}>
              {t('editor.export.cancel')}
            </Button>
          </div>
        ) : job.state === 'done' ? (
          <>
            <Button variant="text" onClick={() => setJob({ state: 'idle' })} className="me-auto">
              {t('editor.export.again')}
            </Button>
            {job.shareable && (
              <Button variant="outlined" startIcon={<Share2 className="size-4" aria-hidden="true" />} onClick={() => void handOver(job.file.bytes, job.name, job.file.mimeType, true)}>
                {t('editor.export.share')}
              </Button>
            )}
            <Button variant="outlined" onClick={close}>
              {t('editor.export.close')}
            </Button>
            <Button color="primary" startIcon={<Download className="size-4" aria-hidden="true" />} onClick={() => void handOver(job.file.bytes, job.name, job.file.mimeType)} data-testid="export-download">
              {t('editor.export.download')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="text" onClick={close}>
              {t('editor.export.close')}
            </Button>
            <Button color="primary" onClick={() => void start()} data-testid="export-start">
              {t('editor.export.start')}
            </Button>
          </>
        )
      }
    >
      <div className="flex flex-col gap-4">
        {job.state === 'failed' && (
          <Alert variant="error" title={t('editor.export.exportFailed')}>
            {job.message}
          </Alert>
        )}
        {job.state === 'done' ? (
          <Alert variant="success">
            {t('editor.export.ready', { name: job.name, size: megabytes(job.file.bytes.length) })}
            {job.file.codec && <span className="block">{t('editor.export.videoAs', { container: job.file.extension.toUpperCase(), codec: job.file.codec.toUpperCase() })}</span>}
          </Alert>
        ) : (
          <fieldset disabled={job.state === 'working'} className="grid gap-4 sm:grid-cols-2">
            <SelectField label={t('editor.export.format')} value={format} onChange={(e) => setFormat(e.target.value as ExportFormat)} data-testid="export-format">
              {(['gif', 'video', 'sheet'] as const).map((value) => (
                <option key={value} value={value}>
                  {t(`editor.export.formats.${value}`)}
                </option>
              ))}
            </SelectField>
            {animated && (
              <>
                <SelectField label={t('editor.export.scope')} value={scope} onChange={(e) => setScope(e.target.value as 'play' | 'phase')} data-testid="export-scope">
                  <option value="play">{t('editor.export.scopes.play')}</option>
                  <option value="phase">{t('editor.export.scopes.phase', { title: phaseTitle || String(phaseIndex + 1) })}</option>
                </SelectField>
                <SelectField label={t('editor.export.size')} value={width} onChange={(e) => setWidth(e.target.value as ExportWidth)} data-testid="export-size">
                  {(Object.keys(EXPORT_WIDTHS) as ExportWidth[]).map((key) => (
                    <option key={key} value={key}>
                      {t(`editor.export.sizes.${key}`, { width: EXPORT_WIDTHS[key] })}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t('editor.export.speed')}
                  hint={t('editor.export.frameRate', { fps: format === 'gif' ? GIF_FPS : VIDEO_FPS })}
                  value={speed}
                  onChange={(e) => setSpeed(Number(e.target.value))}
                  data-testid="export-speed"
                >
                  {PLAYBACK_SPEEDS.map((value) => (
                    <option key={value} value={value}>
                      {t('editor.export.speedValue', { speed: value })}
                    </option>
                  ))}
                </SelectField>
              </>
            )}
            {!animated && <p className="text-sm text-muted sm:col-span-2">{t('editor.export.sheetNote', { width: SHEET_CELL_WIDTH })}</p>}
          </fieldset>
        )}
      </div>
    </Dialog>
  );
}
