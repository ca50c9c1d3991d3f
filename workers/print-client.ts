// The page's way to the print worker (issue 14): a PDF with progress, a way to stop it, and the
// first pages laid out for a preview. A worker writes it where the platform has module workers;
// otherwise (or when the worker fails to start) it is written in this thread, the PDF code then
// loaded on first use.
import * as Comlink from 'comlink';
import { fallibleWorker } from './fallible-worker';
import type { PrintApi, PrintProgress } from './print/print-api';
import { PrintCancelled } from './print/print-errors';
import type { PrintFontFiles } from './print/print-fonts';
import type { PrintPreview } from './print/print-pdf';
import { carriedPlays, withCarriedPlays, type PrintRequest } from './print/print-request';

export interface PrintClient {
  /** The PDF's bytes; rejects with PrintCancelled after cancel(). */
  printPdf(request: PrintRequest, onProgress?: PrintProgress): Promise<Uint8Array>;
  /** The first `maxPages` pages as the PDF lays them out, and its page count. */
  layout(request: PrintRequest, maxPages: number): Promise<PrintPreview>;
  /** Stops every print under way. */
  cancel(): void;
  readonly mode: 'worker' | 'in-thread';
  /** Stops the worker; later prints run in this thread. */
  dispose(): void;
}

export interface PrintClientOptions {
  /** Use a web worker where the platform has one (default true). */
  useWorker?: boolean;
  /** The fonts for printing in this thread (default: fetched as the app's assets). */
  loadFonts?: () => Promise<PrintFontFiles>;
}

/** A cancellation that crossed the worker boundary is a plain error named PrintCancelled: made one again. */
function asPrintError(error: unknown): unknown {
  return error instanceof Error && error.name === 'PrintCancelled' && !(error instanceof PrintCancelled) ? new PrintCancelled() : error;
}

function inThreadApi(options: PrintClientOptions): { get: () => Promise<PrintApi>; loaded: () => Promise<PrintApi> | undefined } {
  let api: Promise<PrintApi> | undefined;
  const get = () =>
    (api ??= Promise.all([import('./print/print-api'), options.loadFonts ? undefined : import('./print/font-files-browser')]).then(([module, browserFonts]) =>
      module.createPrintApi(options.loadFonts ?? browserFonts!.fetchPrintFontFiles),
    ));
  return { get, loaded: () => api };
}

export function createPrintClient(options: PrintClientOptions = {}): PrintClient {
  const local = inThreadApi(options);
  const inThread: PrintClient = {
    printPdf: async (request, onProgress) => (await local.get()).printPdf(request, onProgress),
    layout: async (request, maxPages) => (await local.get()).layout(request, maxPages),
    // Nothing to stop when this thread has never printed (its PDF code is not even loaded).
    cancel: () => void local.loaded()?.then((api) => api.cancel()),
    mode: 'in-thread',
    dispose: () => {},
  };
  if ((options.useWorker ?? true) && typeof Worker !== 'undefined') {
    try {
      return workerClient(inThread);
    } catch {
      // The page may forbid workers (a content security policy): printing still works.
    }
  }
  return inThread;
}

/**
 * Plays sent to the worker per message. Copying a message holds the page's main thread: a
 * 100-play playbook (6 MB) in one message took 30-180 ms (bench/print-browser.bench.ts); ten
 * plays a message keep each copy to a few milliseconds, and the page runs between them.
 */
export const PLAYS_PER_MESSAGE = 10;

let parcels = 0;

function workerClient(inThread: PrintClient): PrintClient {
  const { remote, usable, run, stop } = fallibleWorker<PrintApi>(() => new Worker(new URL('./print.worker.ts', import.meta.url), { type: 'module', name: 'courtside-print' }));
  /** Sends a big request's plays ahead in parcels; answers the request left to send and its parcel. */
  async function sendAhead(request: PrintRequest): Promise<[PrintRequest, string | undefined]> {
    const plays = carriedPlays(request);
    if (plays.length <= PLAYS_PER_MESSAGE) return [request, undefined];
    const parcel = `parcel-${++parcels}`;
    for (let start = 0; start < plays.length; start += PLAYS_PER_MESSAGE) await remote.addPlays(parcel, plays.slice(start, start + PLAYS_PER_MESSAGE));
    return [withCarriedPlays(request, []), parcel];
  }
  return {
    printPdf: (request, onProgress) =>
      run(
        async () => {
          const [rest, parcel] = await sendAhead(request);
          return remote.printPdf(rest, onProgress === undefined ? undefined : Comlink.proxy(onProgress), parcel).catch((error: unknown) => {
            throw asPrintError(error);
          });
        },
        () => inThread.printPdf(request, onProgress),
      ),
    layout: (request, maxPages) =>
      run(
        async () => {
          const [rest, parcel] = await sendAhead(request);
          return remote.layout(rest, maxPages, parcel);
        },
        () => inThread.layout(request, maxPages),
      ),
    cancel() {
      if (usable()) void remote.cancel();
      inThread.cancel();
    },
    get mode() {
      return usable() ? 'worker' : 'in-thread';
    },
    dispose: stop,
  };
}
