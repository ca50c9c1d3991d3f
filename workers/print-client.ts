// The page's way to the print worker (issue 14): a PDF with progress, a way to stop it, and the
// first pages laid out for a preview. A worker writes it where the platform has module workers;
// otherwise (or when the worker fails to start) it is written in this thread, the PDF code then
// loaded on first use. What is printed is opened once (the print dialog opens it when it opens) and
// reaches the worker once, before its first preview; each preview or print after that sends only
// its options, so a settings change copies no plays (issue 31: 6 MB for a 100-play book).
import * as Comlink from 'comlink';
import { fallibleWorker } from './fallible-worker';
import type { PrintApi, PrintProgress } from './print/print-api';
import { PrintCancelled } from './print/print-errors';
import type { PrintFontFiles } from './print/print-fonts';
import type { PrintPreview } from './print/print-pdf';
import { carriedPlays, splitRequest, withCarriedPlays, type PrintDocument, type PrintOptions, type PrintRequest } from './print/print-request';

/** A document opened for printing: name it in layout and printPdf, close it once done. */
export interface OpenedPrintDocument {
  readonly id: string;
  readonly document: PrintDocument;
}

export interface PrintClient {
  /** Opens `document` for printing; nothing is sent before its first layout or print. */
  open(document: PrintDocument): OpenedPrintDocument;
  /** The PDF's bytes; rejects with PrintCancelled after cancel(). */
  printPdf(opened: OpenedPrintDocument, options: PrintOptions, onProgress?: PrintProgress): Promise<Uint8Array>;
  /** The first `maxPages` pages as the PDF lays them out, and its page count. */
  layout(opened: OpenedPrintDocument, options: PrintOptions, maxPages: number): Promise<PrintPreview>;
  /** Frees what the worker keeps of the document (a later layout or print sends it again). */
  close(opened: OpenedPrintDocument): void;
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

/** Opens one request's document, runs `use` on it with the request's options, and closes it. */
async function withRequest<T>(client: PrintClient, request: PrintRequest, use: (opened: OpenedPrintDocument, options: PrintOptions) => Promise<T>): Promise<T> {
  const { document, options } = splitRequest(request);
  const opened = client.open(document);
  try {
    return await use(opened, options);
  } finally {
    client.close(opened);
  }
}

/** One request printed: its document opened, printed and closed. */
export const printRequest = (client: PrintClient, request: PrintRequest, onProgress?: PrintProgress): Promise<Uint8Array> =>
  withRequest(client, request, (opened, options) => client.printPdf(opened, options, onProgress));

/** One request's first `maxPages` pages: its document opened, laid out and closed. */
export const layoutRequest = (client: PrintClient, request: PrintRequest, maxPages: number): Promise<PrintPreview> =>
  withRequest(client, request, (opened, options) => client.layout(opened, options, maxPages));

/** A cancellation that crossed the worker boundary is a plain error named PrintCancelled: made one again. */
function asPrintError(error: unknown): unknown {
  return error instanceof Error && error.name === 'PrintCancelled' && !(error instanceof PrintCancelled) ? new PrintCancelled() : error;
}

let openings = 0;
const openDocument = (document: PrintDocument): OpenedPrintDocument => ({ id: `document-${++openings}`, document });

function inThreadClient(options: PrintClientOptions): PrintClient {
  let api: Promise<PrintApi> | undefined;
  const get = () =>
    (api ??= Promise.all([import('./print/print-api'), options.loadFonts ? undefined : import('./print/font-files-browser')]).then(([module, browserFonts]) =>
      module.createPrintApi(options.loadFonts ?? browserFonts!.fetchPrintFontFiles),
    ));
  // In this thread a document is kept, not copied: loaded again each time costs nothing.
  const loaded = async ({ id, document }: OpenedPrintDocument) => {
    const local = await get();
    local.loadDocument(id, document);
    return local;
  };
  return {
    open: openDocument,
    printPdf: async (opened, printOptions, onProgress) => (await loaded(opened)).printPdf(opened.id, printOptions, onProgress),
    layout: async (opened, printOptions, maxPages) => (await loaded(opened)).layout(opened.id, printOptions, maxPages),
    close: (opened) => void api?.then((local) => local.dropDocument(opened.id)),
    // Nothing to stop when this thread has never printed (its PDF code is not even loaded).
    cancel: () => void api?.then((local) => local.cancel()),
    mode: 'in-thread',
    dispose: () => {},
  };
}

export function createPrintClient(options: PrintClientOptions = {}): PrintClient {
  const inThread = inThreadClient(options);
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

function workerClient(inThread: PrintClient): PrintClient {
  const { remote, usable, run, stop } = fallibleWorker<PrintApi>(() => new Worker(new URL('./print.worker.ts', import.meta.url), { type: 'module', name: 'courtside-print' }));
  /** The documents the worker holds (or is being sent), by id. */
  const sent = new Map<string, Promise<void>>();
  /** Sends the document once: a big one without its plays, which follow in parcels. */
  function send({ id, document }: OpenedPrintDocument): Promise<void> {
    let sending = sent.get(id);
    if (sending) return sending;
    sending = (async () => {
      const plays = carriedPlays(document);
      if (plays.length <= PLAYS_PER_MESSAGE) return remote.loadDocument(id, document);
      await remote.loadDocument(id, withCarriedPlays(document, []));
      for (let start = 0; start < plays.length; start += PLAYS_PER_MESSAGE) await remote.addPlays(id, plays.slice(start, start + PLAYS_PER_MESSAGE));
    })();
    // A document that failed to arrive is sent again by the next call.
    sending.catch(() => sent.delete(id));
    sent.set(id, sending);
    return sending;
  }
  return {
    open: openDocument,
    printPdf: (opened, options, onProgress) =>
      run(
        async () => {
          await send(opened);
          return remote.printPdf(opened.id, options, onProgress === undefined ? undefined : Comlink.proxy(onProgress)).catch((error: unknown) => {
            throw asPrintError(error);
          });
        },
        () => inThread.printPdf(opened, options, onProgress),
      ),
    layout: (opened, options, maxPages) =>
      run(
        async () => {
          await send(opened);
          return remote.layout(opened.id, options, maxPages);
        },
        () => inThread.layout(opened, options, maxPages),
      ),
    close(opened) {
      inThread.close(opened);
      if (!sent.delete(opened.id) || !usable()) return;
      void remote.dropDocument(opened.id).catch(() => {});
    },
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
