// The print worker's API (issue 14): a PDF of a play, playbook, rotation or practice plan, with
// progress after each page and a way to stop; and the first pages laid out for the dialog's
// preview. Served by print.worker.ts; plain functions, so a page without workers (and the tests)
// can call them in its own thread.
import { PrintCancelled } from './print-errors';
import { printPdf, printPreview, type PrintPreview } from './print-pdf';
import { carriedPlays, withCarriedPlays, type PrintRequest } from './print-request';
import type { PrintablePlay } from '../../engine';
import type { PrintFontFiles } from './print-fonts';

export type PrintProgress = (pagesDone: number, pagesTotal: number) => void;

export interface PrintApi {
  /**
   * Plays for the next printPdf or layout naming `parcel`: a big playbook's plays come in several
   * messages, so that no one copy of them holds the page's main thread (print-client.ts).
   */
  addPlays(parcel: string, plays: readonly PrintablePlay[]): void;
  /** The request as PDF bytes; rejects with PrintCancelled when cancel() is called before it is done. */
  printPdf(request: PrintRequest, onProgress?: PrintProgress, parcel?: string): Promise<Uint8Array>;
  /** The first `maxPages` pages laid out with the real fonts, and how many pages the PDF has. */
  layout(request: PrintRequest, maxPages: number, parcel?: string): Promise<PrintPreview>;
  /** Stops every print under way. */
  cancel(): void;
}

export function createPrintApi(loadFonts: () => Promise<PrintFontFiles>): PrintApi {
  let fonts: Promise<PrintFontFiles> | undefined;
  let started = 0;
  // Prints started before this number are cancelled.
  let cancelledBefore = 0;
  const parcels = new Map<string, PrintablePlay[]>();
  /** The request with the plays sent ahead under `parcel` added to its own (the parcel is used up). */
  const unpack = (request: PrintRequest, parcel: string | undefined): PrintRequest => {
    if (parcel === undefined) return request;
    const plays = parcels.get(parcel) ?? [];
    parcels.delete(parcel);
    return withCarriedPlays(request, [...carriedPlays(request), ...plays]);
  };
  const fontFiles = () =>
    (fonts ??= loadFonts().catch((error: unknown) => {
      fonts = undefined;
      throw error;
    }));
  return {
    addPlays(parcel, plays) {
      const held = parcels.get(parcel);
      if (held) held.push(...plays);
      else parcels.set(parcel, [...plays]);
    },
    async printPdf(packed, onProgress, parcel) {
      const request = unpack(packed, parcel);
      const job = ++started;
      const isCancelled = () => job <= cancelledBefore;
      const files = await fontFiles();
      if (isCancelled()) throw new PrintCancelled();
      // A progress callback that fails (a page gone away) must not fail the print.
      const report = onProgress === undefined ? undefined : (done: number, total: number) => void Promise.resolve(onProgress(done, total)).catch(() => {});
      return printPdf(request, files, { isCancelled, ...(report ? { onProgress: report } : {}) });
    },
    async layout(packed, maxPages, parcel) {
      const request = unpack(packed, parcel);
      return printPreview(request, await fontFiles(), maxPages);
    },
    cancel() {
      cancelledBefore = started;
    },
  };
}
