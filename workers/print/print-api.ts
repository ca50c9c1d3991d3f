// The print worker's API (issue 14): a PDF of a play, playbook, rotation or practice plan, with
// progress after each page and a way to stop; and the first pages laid out for the dialog's preview. Served by print.worker.ts; plain functions, so a
// page without workers (and the tests) can call them in its own thread.
import { PrintCancelled } from './print-errors';
import { printPdf, printPreview, type PrintPreview } from './print-pdf';
import type { PrintRequest } from './print-request';
import type { PrintFontFiles } from './print-fonts';

export type PrintProgress = (pagesDone: number, pagesTotal: number) => void;

export interface PrintApi {
  /** The request as PDF bytes; rejects with PrintCancelled when cancel() is called before it is done. */
  printPdf(request: PrintRequest, onProgress?: PrintProgress): Promise<Uint8Array>;
  /** The first `maxPages` pages laid out with the real fonts, and how many pages the PDF has. */
  layout(request: PrintRequest, maxPages: number): Promise<PrintPreview>;
  /** Stops every print under way. */
  cancel(): void;
}

export function createPrintApi(loadFonts: () => Promise<PrintFontFiles>): PrintApi {
  let fonts: Promise<PrintFontFiles> | undefined;
  let started = 0;
  // Prints started before this number are cancelled.
  let cancelledBefore = 0;
  const fontFiles = () =>
    (fonts ??= loadFonts().catch((error: unknown) => {
      fonts = undefined;
      throw error;
    }));
  return {
    async printPdf(request, onProgress) {
      const job = ++started;
      const isCancelled = () => job <= cancelledBefore;
      const files = await fontFiles();
      if (isCancelled()) throw new PrintCancelled();
      // A progress callback that fails (a page gone away) must not fail the print.
      const report = onProgress === undefined ? undefined : (done: number, total: number) => void Promise.resolve(onProgress(done, total)).catch(() => {});
      return printPdf(request, files, { isCancelled, ...(report ? { onProgress: report } : {}) });
    },
    async layout(request, maxPages) {
      return printPreview(request, await fontFiles(), maxPages);
    },
    cancel() {
      cancelledBefore = started;
    },
  };
}
