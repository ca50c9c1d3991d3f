// The print dialog of every kind (issue 14): print settings v2 on one side, a live preview of the
// first pages on the other (laid out by the print worker, debounced), and the PDF written by the
// worker with its progress and a Cancel. "Print" opens it in a new window for the system's print
// dialog, "Download" saves it; inside the mobile wrapper both hand it over as DOWNLOAD (spec §7).
// Loaded on demand (print-button.tsx), with its texts.
import { Download, Printer, RotateCcw } from 'lucide-react';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type PracticeLocale, type PrintDirection } from '../../engine';
import { preferredLanguage } from '../../engine/model/languages';
import { createPrintClient, type PrintClient } from '../../workers/print-client';
import { PrintCancelled, PrintStalled } from '../../workers/print/print-errors';
import type { PrintPreview } from '../../workers/print/print-pdf';
import type { PrintContent, PrintOptions } from '../../workers/print/print-request';
import { documentOf } from './print-labels';
import { printsMarked } from '../api/billing/billing';
import { isInMobileWrapper, postToWrapper } from '../lib/mobile-wrapper';
import { errorText } from '../lib/api-error';
import { bytesToBase64, download } from '../lib/download';
import { addTexts, byLanguage } from '../lib/i18n';
import english from '../lib/locales/on-demand/print.en';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { RowsSkeleton } from '../ui/skeleton';
import { toast } from '../ui/toast';
import type { PrintSource } from './print-content';
import { PREVIEW_PAGES, PrintPreviewPages } from './print-preview';
import { cachedCarriesWatermark, resolveCarriesWatermark } from './print-watermark';
import { PrintSettingsForm } from './print-settings-form';
import { usePrintSettingsStore } from './print-settings-store';

addTexts(english, byLanguage(import.meta.glob(['../lib/locales/on-demand/print.*.ts', '!**/*.en.ts'], { import: 'default' })));

/** A settings change waits this long for the next before the preview is laid out again. */
export const PREVIEW_DEBOUNCE_MS = 250;
/** How long a printed PDF's address stays valid for the window showing it. */
const PRINT_URL_LIFETIME_MS = 60_000;
/**
 * A preview or PDF that gives no answer nor progress (the PDF reports each page) for this long has
 * stopped: the dialog says so and offers to try again rather than waiting forever. A 100-play
 * book lays out in about a second (bench): this is far beyond any real print's silence.
 */
export const PRINT_SILENCE_TIMEOUT_MS = 30_000;

/**
 * `start`'s answer, or a PrintStalled (`message`) once it has been silent for `silenceMs`: `start`
 * gets `alive`, to call on each sign of progress (the timer starts over).
 */
export function answeredWithin<T>(start: (alive: () => void) => Promise<T>, silenceMs: number, message: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => reject(new PrintStalled(message)), silenceMs);
    };
    arm();
    start(arm).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

let sharedClient: PrintClient | undefined;
const printClient = () => (sharedClient ??= createPrintClient());

export interface PrintDialogProps {
  open: boolean;
  onClose: () => void;
  source: PrintSource;
  /** The print worker's client (tests give one that prints in their thread). */
  client?: PrintClient;
}

type Output = 'print' | 'download';
type Content = { state: 'loading' } | { state: 'ready'; content: PrintContent } | { state: 'failed'; error: unknown };
type Job = { state: 'idle' } | { state: 'writing'; output: Output; done: number; total: number };

/** The file's name: the title without the characters file systems refuse. */
export function pdfFileName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'print'}.pdf`;
}

export default function PrintDialog({ open, onClose, source, client = printClient() }: PrintDialogProps) {
  const { t, i18n } = useTranslation();
  const settings = usePrintSettingsStore((state) => state.settings);
  const change = usePrintSettingsStore((state) => state.change);
  const reset = usePrintSettingsStore((state) => state.reset);
  const [content, setContent] = useState<Content>({ state: 'loading' });
  const [preview, setPreview] = useState<{ preview?: PrintPreview; error?: unknown }>({});
  // Bumped by "Try again" after a preview that failed or stalled: laid out anew.
  const [previewTry, setPreviewTry] = useState(0);
  const [job, setJob] = useState<Job>({ state: 'idle' });
  const [failure, setFailure] = useState<string>();
  // The dialog mounts anew each time it opens (print-button.tsx): what is printed is loaded then,
  // so it is what the screen holds now.
  const [load] = useState(() => source.load);
  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(load)
      .then(
        (loaded) => live && setContent({ state: 'ready', content: loaded }),
        (error: unknown) => live && setContent({ state: 'failed', error }),
      );
    return () => {
      live = false;
    };
  }, [load]);

  const direction: PrintDirection = i18n.dir(i18n.language) === 'rtl' ? 'rtl' : 'ltr';
  const locale: PracticeLocale = preferredLanguage([i18n.language]);
  // A free account's prints carry the free plan's line (issue 19); none while payments are off.
  // Known before anything is printed (print-watermark.ts): a print waits for it. Without a query
  // cache (a dialog rendered on its own, in tests) the server alone is asked.
  const queryClient = useContext(QueryClientContext);
  const [printedWatermark] = useState(() => (queryClient ? resolveCarriesWatermark(queryClient) : printsMarked()));
  const [watermark, setWatermark] = useState(() => (queryClient ? cachedCarriesWatermark(queryClient) : false));
  useEffect(() => {
    let live = true;
    void printedWatermark.then((marked) => live && setWatermark(marked));
    return () => {
      live = false;
    };
  }, [printedWatermark]);
  // What is printed goes to the worker once while the dialog is open; a settings change sends only the options.
  const opened = useMemo(() => (content.state === 'ready' ? client.open(documentOf(content.content, t)) : undefined), [client, content, t]);
  useEffect(() => () => opened && client.close(opened), [client, opened]);
  const unmarked = useMemo<PrintOptions>(() => ({ settings, direction, locale }), [settings, direction, locale]);
  const options = useMemo(() => withWatermark(unmarked, watermark, t), [unmarked, watermark, t]);
  const coverImage = content.state === 'ready' && content.content.kind === 'playbook' ? content.content.coverImage : undefined;

  // The preview follows the settings once they rest; a layout answered after a newer change is dropped.
  useEffect(() => {
    if (!open || opened === undefined) return;
    let live = true;
    const timer = setTimeout(() => {
      answeredWithin(() => client.layout(opened, options, PREVIEW_PAGES), PRINT_SILENCE_TIMEOUT_MS, t('print.stalled')).then(
        (laid) => live && setPreview({ preview: laid }),
        (error: unknown) => live && setPreview({ error }),
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, opened, options, client, previewTry, t]);

  const write = async (output: Output) => {
    if (opened === undefined) return;
    const inWrapper = isInMobileWrapper();
    // Opened now, within the click: a window opened once the PDF is written counts as a popup.
    const target = output === 'print' && !inWrapper ? window.open('', '_blank') : undefined;
    if (target === null) {
      toast(t('print.popupBlocked'), 'error');
      return;
    }
    // The window waits with a word rather than blank until the PDF is there.
    if (target) target.document.body.textContent = t('print.preparing');
    setFailure(undefined);
    setJob({ state: 'writing', output, done: 0, total: preview.preview?.pageCount ?? 0 });
    try {
      const marked = withWatermark(unmarked, await printedWatermark, t);
      const bytes = await answeredWithin(
        (alive) =>
          client.printPdf(opened, marked, (done, total) => {
            alive();
            setJob((current) => (current.state === 'writing' ? { ...current, done, total } : current));
          }),
        PRINT_SILENCE_TIMEOUT_MS,
        t('print.stalled'),
      ).catch((error: unknown) => {
        // A stalled PDF is stopped, so that a later print does not wait behind it.
        if (error instanceof PrintStalled) client.cancel();
        throw error;
      });
      const name = pdfFileName(source.title || t('common.untitled'));
      if (inWrapper) postToWrapper({ type: 'DOWNLOAD', payload: { content: bytesToBase64(bytes), title: name } });
      else {
        const pdf = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
        if (target === undefined) download(pdf, name);
        else {
          const url = URL.createObjectURL(pdf);
          target.location.href = url;
          setTimeout(() => URL.revokeObjectURL(url), PRINT_URL_LIFETIME_MS);
        }
      }
    } catch (error) {
      target?.close();
      // A cancelled print is what the coach asked for: back to the settings, nothing to report.
      if (!(error instanceof PrintCancelled)) setFailure(errorText(error));
    } finally {
      setJob({ state: 'idle' });
    }
  };

  const close = () => {
    if (job.state === 'writing') client.cancel();
    onClose();
  };

  const coverMissing = content.state === 'ready' && content.content.kind === 'playbook' && !!content.content.playbook.settings.cover.imageUrl && coverImage === undefined;

  return (
    <Dialog
      open={open}
      onClose={close}
      size="xl"
      title={t('print.title', { title: source.title || t('common.untitled') })}
      actions={
        job.state === 'writing' ? (
          <div className="flex w-full flex-wrap items-center gap-3">
            <div className="flex min-w-48 flex-1 flex-col gap-1">
              <span className="text-sm text-muted" aria-live="polite">
                {job.total > 0 ? t('print.progress', { done: job.done, total: job.total }) : t('print.preparing')}
              </span>
              <div role="progressbar" aria-label={t('print.writing')} aria-valuemin={0} aria-valuemax={job.total} aria-valuenow={job.done} className="h-2 overflow-hidden rounded-full bg-line/50">
                <div className="h-full bg-primary transition-[width]" style={{ width: `${job.total > 0 ? (100 * job.done) / job.total : 0}%` }} />
              </div>
            </div>
            <Button variant="outlined" onClick={() => client.cancel()}>
              {t('print.cancel')}
            </Button>
          </div>
        ) : (
          <>
            <Button variant="text" startIcon={<RotateCcw className="size-4" aria-hidden="true" />} onClick={reset} className="me-auto">
              {t('print.reset')}
            </Button>
            <Button variant="outlined" startIcon={<Download className="size-4" aria-hidden="true" />} disabled={opened === undefined} onClick={() => void write('download')}>
              {t('print.download')}
            </Button>
            <Button color="primary" startIcon={<Printer className="size-4" aria-hidden="true" />} disabled={opened === undefined} onClick={() => void write('print')}>
              {t('print.button')}
            </Button>
          </>
        )
      }
    >
      <div className="flex flex-col gap-3">
        {failure && (
          <Alert variant="error" title={t('print.failed')}>
            {failure}
          </Alert>
        )}
        {coverMissing && <Alert variant="warning">{t('print.coverImageMissing')}</Alert>}
        <div className="grid gap-4 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <div className="flex flex-col gap-4 md:max-h-[65vh] md:overflow-y-auto md:pe-1">
            <PrintSettingsForm kind={source.kind} settings={settings} onChange={change} />
          </div>
          <section className="flex flex-col gap-2 rounded-card bg-raised p-3 md:max-h-[65vh] md:overflow-y-auto" aria-label={t('print.preview')}>
            {content.state === 'failed' ? (
              <Alert variant="error" title={t('print.loadFailed')}>
                {errorText(content.error)}
              </Alert>
            ) : preview.error !== undefined ? (
              <Alert variant="error" title={t('print.previewFailed')}>
                <div className="flex flex-col items-start gap-2">
                  <span>{errorText(preview.error)}</span>
                  <Button
                    variant="outlined"
                    onClick={() => {
                      setPreview({});
                      setPreviewTry((count) => count + 1);
                    }}
                  >
                    {t('print.retry')}
                  </Button>
                </div>
              </Alert>
            ) : preview.preview === undefined ? (
              <RowsSkeleton count={3} />
            ) : (
              <>
                <p className="flex flex-wrap gap-x-2 text-sm text-muted">
                  <span>{t('print.pageCount', { count: preview.preview.pageCount })}</span>
                  <span>{t(`print.orientationChosen.${preview.preview.layout.orientation}`)}</span>
                </p>
                <PrintPreviewPages preview={preview.preview} />
              </>
            )}
          </section>
        </div>
      </div>
    </Dialog>
  );
}

/** A free account's print carries the free plan's line, in the coach's language. */
function withWatermark(options: PrintOptions, marked: boolean, t: TFunction): PrintOptions {
  return marked ? { ...options, watermark: t('print.freePlanLine') } : options;
}
