// The print worker's API (issue 14): a PDF of a play, playbook, rotation or practice plan, with
// progress after each page and a way to stop; and the first pages laid out for the dialog's
// preview. Served by print.worker.ts; plain functions, so a page without workers (and the tests)
// can call them in its own thread. What is printed is loaded once under an id (issue 31): each
// preview or print then names it with its options alone, so a settings change sends no plays.
import { PrintCancelled } from './print-errors';
import { printPdf, printPreview, requestCodePoints, type PrintPreview } from './print-pdf';
import { carriedPlays, withCarriedPlays, withOptions, type PrintDocument, type PrintOptions, type PrintRequest } from './print-request';
import type { PrintablePlay } from '../../engine';
import type { PrintFontFiles } from './print-fonts';

export type PrintProgress = (pagesDone: number, pagesTotal: number) => void;

export interface PrintApi {
  /** Keeps `document` under `id` for the prints and previews naming it (a big one's plays follow in addPlays). */
  loadDocument(id: string, document: PrintDocument): void;
  /**
   * More plays for the document `id`: a big playbook's plays come in several messages, so that no
   * one copy of them holds the page's main thread (print-client.ts).
   */
  addPlays(id: string, plays: readonly PrintablePlay[]): void;
  /** Forgets the document `id` (its dialog closed). */
  dropDocument(id: string): void;
  /** The document `id` as PDF bytes; rejects with PrintCancelled when cancel() is called before it is done. */
  printPdf(id: string, options: PrintOptions, onProgress?: PrintProgress): Promise<Uint8Array>;
  /** The first `maxPages` pages laid out with the real fonts, and how many pages the PDF has. */
  layout(id: string, options: PrintOptions, maxPages: number): Promise<PrintPreview>;
  /** Stops every print under way. */
  cancel(): void;
}

interface LoadedDocument {
  document: PrintDocument;
  /** The characters of its texts (the faces it needs): worked out on its first print, once its plays are all there. */
  codePoints?: ReadonlySet<number>;
}

export function createPrintApi(loadFonts: () => Promise<PrintFontFiles>): PrintApi {
  let fonts: Promise<PrintFontFiles> | undefined;
  let started = 0;
  // Prints started before this number are cancelled.
  let cancelledBefore = 0;
  const documents = new Map<string, LoadedDocument>();
  /** The request for document `id` with `options`, and the characters it prints. */
  const requestFor = (id: string, options: PrintOptions): { request: PrintRequest; codePoints: Set<number> } => {
    const loaded = documents.get(id);
    if (!loaded) throw new Error(`No print document ${id}`);
    loaded.codePoints ??= requestCodePoints(loaded.document);
    // The options' texts (a watermark) and the locale's digits too.
    return { request: withOptions(loaded.document, options), codePoints: requestCodePoints(options, new Set(loaded.codePoints)) };
  };
  const fontFiles = () =>
    (fonts ??= loadFonts().catch((error: unknown) => {
      fonts = undefined;
      throw error;
    }));
  return {
    loadDocument(id, document) {
      // The same document again (the in-thread client loads it before each print) keeps what was worked out of it.
      if (documents.get(id)?.document !== document) documents.set(id, { document });
    },
    addPlays(id, plays) {
      const loaded = documents.get(id);
      if (!loaded) throw new Error(`No print document ${id}`);
      documents.set(id, { document: withCarriedPlays(loaded.document, [...carriedPlays(loaded.document), ...plays]) });
    },
    dropDocument(id) {
      documents.delete(id);
    },
    async printPdf(id, options, onProgress) {
      const { request, codePoints } = requestFor(id, options);
      const job = ++started;
      const isCancelled = () => job <= cancelledBefore;
      const files = await fontFiles();
      if (isCancelled()) throw new PrintCancelled();
      // A progress callback that fails (a page gone away) must not fail the print.
      const report = onProgress === undefined ? undefined : (done: number, total: number) => void Promise.resolve(onProgress(done, total)).catch(() => {});
      return printPdf(request, files, { isCancelled, ...(report ? { onProgress: report } : {}) }, codePoints);
    },
    async layout(id, options, maxPages) {
      const { request, codePoints } = requestFor(id, options);
      return printPreview(request, await fontFiles(), maxPages, codePoints);
    },
    cancel() {
      cancelledBefore = started;
    },
  };
}
