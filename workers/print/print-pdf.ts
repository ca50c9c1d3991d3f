// What the print worker does (issue 14): a play, playbook, rotation or practice plan laid out with
// the real fonts' widths (engine/print), then written as a vector PDF (requests: print-request.ts).
import { PDFDocument } from 'pdf-lib';
import {
  fillLabel,
  layoutCallSheet,
  layoutPlay,
  layoutPlaybook,
  layoutPracticePlan,
  practicePlanLabels,
  layoutRotation,
  localizeDigits,
  type PlaybookLabels,
  type PracticeLocale,
  type PrintLayout,
  type TextMeasurer,
} from '../../engine';
import { addCodePoints } from './font-faces';
import { embedPrintFonts, fontMeasurer, textItemLines, type EmbeddedPrintFonts, type PrintFontFiles } from './print-fonts';
import { writeLayout, type PdfSources, type WriteProgress } from './pdf-writer';
import { printedPlays, type PrintDocument, type PrintOptions, type PrintRequest } from './print-request';

/** The playbook's labels as the layout takes them: the untitled chapter's template filled with its number, in the coach's digits. */
function playbookLabels({ untitledChapter, ...texts }: NonNullable<Extract<PrintRequest, { kind: 'playbook' }>['labels']>, locale: PracticeLocale): Partial<PlaybookLabels> {
  return { ...texts, ...(untitledChapter !== undefined ? { untitledChapter: (number: number) => fillLabel(untitledChapter, { number: localizeDigits(String(number), locale) }) } : {}) };
}

/** A free account's prints (issue 19): its line at the start of each numbered page's footer band. */
function addWatermark(layout: PrintLayout, text: string | undefined): PrintLayout {
  if (!text) return layout;
  for (const page of layout.pages) {
    const pageNumber = page.items.find((item) => item.kind === 'text' && item.role === 'pageNumber');
    if (pageNumber?.kind !== 'text') continue;
    page.items.push({ kind: 'text', role: 'notice', text, box: { ...pageNumber.box }, fontSize: pageNumber.fontSize, bold: false, align: 'start', lines: 1 });
  }
  return layout;
}

function layoutOf(request: PrintRequest, measure: TextMeasurer): { layout: PrintLayout; sources: PdfSources; title: string } {
  const laidOut = layoutWithoutWatermark(request, measure);
  return { ...laidOut, layout: addWatermark(laidOut.layout, request.watermark) };
}

function layoutWithoutWatermark(request: PrintRequest, measure: TextMeasurer): { layout: PrintLayout; sources: PdfSources; title: string } {
  const options = { measure, ...(request.direction !== undefined ? { direction: request.direction } : {}), ...(request.locale !== undefined ? { locale: request.locale } : {}) };
  const locale = request.locale ?? 'en';
  const plays = printedPlays(request);
  switch (request.kind) {
    case 'play':
      return { layout: layoutPlay(request.play, request.settings, options), sources: { plays }, title: request.play.title };
    case 'playbook': {
      const cover = request.playbook.settings.cover;
      if (request.settings.playLayout.callSheet) {
        const labels = { ...options, ...(request.labels !== undefined ? { labels: playbookLabels(request.labels, locale) } : {}) };
        return { layout: layoutCallSheet(request.playbook, plays, request.settings, labels), sources: { plays }, title: cover.title };
      }
      const textImages = Object.entries(request.textImages ?? {});
      const layout = layoutPlaybook(request.playbook, plays, request.settings, {
        ...options,
        ...(request.tableOfContents !== undefined ? { tableOfContents: request.tableOfContents } : {}),
        ...(request.labels !== undefined ? { labels: playbookLabels(request.labels, locale) } : {}),
        textPageImages: new Set(textImages.map(([mediaId]) => mediaId)),
      });
      // Image items name their picture: the cover by its imageUrl, a text page's by its media id.
      const images = new Map(textImages);
      if (request.coverImage !== undefined && cover.imageUrl) images.set(cover.imageUrl, request.coverImage);
      return { layout, sources: { plays, ...(images.size > 0 ? { images } : {}) }, title: cover.title };
    }
    case 'rotation':
      return {
        layout: layoutRotation(request.rotation, request.settings, {
          ...options,
          ...(request.labels !== undefined ? { labels: request.labels } : {}),
        }),
        sources: { plays },
        title: request.rotation.title,
      };
    case 'practicePlan': {
      const layout = layoutPracticePlan(request.plan, request.settings, {
        ...options,
        drills: plays,
        labels: practicePlanLabels(request.labels),
      });
      return { layout, sources: { plays }, title: request.plan.title };
    }
  }
}

/** Digits as layout writes numbers (page numbers, minutes): in the locale's digits. */
const DIGITS = '0123456789';

/**
 * The characters `request` prints (its strings walked, its bytes skipped) and the digits of its
 * locale: the faces it needs are theirs (font-faces.ts). The print API works out a document's once
 * (print-api.ts).
 */
export function requestCodePoints(texts: PrintRequest | PrintDocument | PrintOptions, into = new Set<number>()): Set<number> {
  addCodePoints(texts, into);
  return 'locale' in texts && texts.locale !== undefined ? addCodePoints(localizeDigits(DIGITS, texts.locale), into) : into;
}

/** The fonts of `request` embedded in `doc` (the faces of `codePoints`, its characters). */
function embedFontsFor(doc: PDFDocument, request: PrintRequest, fontFiles: PrintFontFiles, codePoints: Iterable<number>): Promise<EmbeddedPrintFonts> {
  return embedPrintFonts(doc, fontFiles, codePoints, request.direction ?? 'ltr');
}

/** What the print dialog previews: the first pages as the PDF lays them out. Plain data. */
export interface PrintPreview {
  /** The first pages (at most the number asked for), laid out with the real fonts. */
  layout: PrintLayout;
  /** Pages of the whole document. */
  pageCount: number;
  /** Each text item's lines as the PDF draws them, by page and item (empty for other items). */
  textLines: string[][][];
  /** Those pages as the PDF itself (written as printPdf writes them): the preview shows this, so preview and file cannot disagree. */
  pdf: Uint8Array;
}

/** The request laid out as printPdf lays it out, its first `maxPages` pages returned; `codePoints`: its characters, when known. */
export async function printPreview(request: PrintRequest, fontFiles: PrintFontFiles, maxPages: number, codePoints: Iterable<number> = requestCodePoints(request)): Promise<PrintPreview> {
  const doc = await PDFDocument.create();
  const fonts = await embedFontsFor(doc, request, fontFiles, codePoints);
  const { layout, sources, title } = layoutOf(request, fontMeasurer(fonts));
  const pages = layout.pages.slice(0, maxPages);
  const textLines = pages.map((page) =>
    page.items.map((item) => (item.kind === 'text' ? textItemLines(fonts, item) : [])),
  );
  const shown = { ...layout, pages };
  await writeLayout(doc, shown, fonts, sources, { title });
  return { layout: shown, pageCount: layout.pages.length, textLines, pdf: await doc.save({ useObjectStreams: false }) };
}

/** The request as PDF bytes: fonts embedded as subsets, every page drawn; `codePoints` as for printPreview. */
export async function printPdf(request: PrintRequest, fontFiles: PrintFontFiles, progress: WriteProgress = {}, codePoints: Iterable<number> = requestCodePoints(request)): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedFontsFor(doc, request, fontFiles, codePoints);
  const { layout, sources, title } = layoutOf(request, fontMeasurer(fonts));
  await writeLayout(doc, layout, fonts, sources, { ...progress, title: progress.title ?? title });
  // Object streams save little here and cost time on every save.
  return doc.save({ useObjectStreams: false });
}
