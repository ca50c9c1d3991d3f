// The print dialog's preview (issues 14, 30): the first pages of the PDF itself, as the print worker
// wrote them, drawn by pdf.js (pdf-pages.ts): preview and file cannot disagree. Each page is a
// canvas (`data-page` its number) with the lines it prints beside it, in reading order, for screen readers.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintPreview } from '../../workers/print/print-pdf';
import type { PdfPages } from './pdf-pages';

/** Pages the preview shows. */
export const PREVIEW_PAGES = 3;
/** A preview page's width in CSS pixels when drawn (times the screen's pixel ratio): sharp in the dialog's column. */
const PREVIEW_PAGE_WIDTH = 480;

function PreviewPage({ pdf, number, text }: { pdf: PdfPages; number: number; text: string }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    const drawing = new AbortController();
    // A page that cannot be drawn (no canvas here, the PDF replaced meanwhile) stays blank.
    if (target) pdf.render(number, target, Math.round(PREVIEW_PAGE_WIDTH * (globalThis.devicePixelRatio || 1)), drawing.signal).catch(() => {});
    return () => drawing.abort();
  }, [pdf, number]);
  return (
    <figure className="relative">
      <canvas ref={canvas} className="block h-auto w-full rounded-sm bg-white shadow-card ring-1 ring-line" role="img" aria-label={t('print.pageLabel', { n: number })} data-page={number} />
      <figcaption className="sr-only">{text}</figcaption>
    </figure>
  );
}

/** A page's texts in reading order, the lines its text items print (for screen readers: the canvas is a picture). */
function pageText(preview: PrintPreview, index: number): string {
  return (preview.textLines[index] ?? []).flatMap((lines) => lines).join('\n');
}

export function PrintPreviewPages({ preview }: { preview: PrintPreview }) {
  const { t } = useTranslation();
  // The PDF read, or that it could not be, for the bytes it came from (the pages drawn stay until the next is read).
  const [read, setRead] = useState<{ bytes: Uint8Array; pdf?: PdfPages; serial?: number }>();
  const reads = useRef(0);
  useEffect(() => {
    let live = true;
    let opened: PdfPages | undefined;
    const bytes = preview.pdf;
    import('./pdf-pages')
      .then(({ openPdf }) => openPdf(bytes))
      .then(
        (pdf) => {
          opened = pdf;
          if (live) setRead({ bytes, pdf, serial: ++reads.current });
          else void pdf.destroy();
        },
        () => live && setRead({ bytes }),
      );
    return () => {
      live = false;
      void opened?.destroy();
    };
  }, [preview.pdf]);
  if (read?.bytes === preview.pdf && read.pdf === undefined) return <p className="text-sm text-muted">{t('print.previewFailed')}</p>;
  const pdf = read?.pdf;
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="print-preview" aria-busy={read?.bytes !== preview.pdf}>
      {/* Fresh canvases for each PDF read: a page of the last one may still be drawing into its own. */}
      {pdf && Array.from({ length: pdf.count }, (_, index) => <PreviewPage key={`${read?.serial}-${index}`} pdf={pdf} number={index + 1} text={pageText(preview, index)} />)}
    </div>
  );
}
