import type { MessagePort } from 'node:worker_threads';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDefaultPrintSettings, createEmptyPlaybookData, samplePlay } from '../engine';
import { createPrintClient, layoutRequest, PLAYS_PER_MESSAGE, printRequest } from './print-client';
import { ChannelWorker } from './testing/channel-worker';
import { exposePrint } from './print/expose-print';
import { readPrintFontFiles } from './print/font-files-node';
import { PrintCancelled } from './print/print-errors';
import { carriedPlays, splitRequest, type PrintRequest } from './print/print-request';

const request = (phases: number): PrintRequest => ({
  kind: 'play',
  play: { id: 1, title: 'Horns', data: samplePlay({ phases, arrowsPerPhase: 4, seed: 3 }) },
  settings: createDefaultPrintSettings(),
});

/** The print API served on the far side of a MessageChannel. */
class PrintWorker extends ChannelWorker {
  protected serve(port: MessagePort): void {
    exposePrint(readPrintFontFiles, port as unknown as Parameters<typeof exposePrint>[1]);
  }
}

/** A print worker that keeps the length of every message the page posts to it. */
class MeasuredPrintWorker extends PrintWorker {
  static sent: number[] = [];
  override postMessage(message: unknown, transfer?: Transferable[]): void {
    MeasuredPrintWorker.sent.push(JSON.stringify(message).length);
    super.postMessage(message, transfer);
  }
}

/** A print worker that keeps every message the page posts to it, as JSON. */
class RecordedPrintWorker extends PrintWorker {
  static sent: string[] = [];
  override postMessage(message: unknown, transfer?: Transferable[]): void {
    RecordedPrintWorker.sent.push(JSON.stringify(message));
    super.postMessage(message, transfer);
  }
}

/** A playbook of `count` plays, the plays' titles `Set 1`… */
function playbookOf(count: number): Extract<PrintRequest, { kind: 'playbook' }> {
  const plays = Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Set ${i + 1}`, data: samplePlay({ phases: 2, arrowsPerPhase: 3, seed: i }) }));
  const playbook = createEmptyPlaybookData();
  playbook.chapters[0]!.objects = plays.map((play) => ({ type: 'play' as const, play_id: play.id }));
  return { kind: 'playbook', playbook, plays, settings: createDefaultPrintSettings() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createPrintClient', () => {
  it('prints in this thread without workers, reporting every page', async () => {
    const client = createPrintClient({ loadFonts: readPrintFontFiles });
    expect(client.mode).toBe('in-thread');
    const progress: number[] = [];
    const bytes = await printRequest(client, request(12), (done) => progress.push(done));
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(progress).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
  });

  it('lays out the first pages for a preview, with the lines the PDF draws', async () => {
    const client = createPrintClient({ loadFonts: readPrintFontFiles });
    const preview = await layoutRequest(client, request(40), 2);
    expect(preview.pageCount).toBeGreaterThan(2);
    expect(preview.layout.pages).toHaveLength(2);
    expect(preview.textLines).toHaveLength(2);
    const first = preview.layout.pages[0]!;
    const title = first.items.findIndex((item) => item.kind === 'text' && item.role === 'title');
    expect(preview.textLines[0]![title]).toEqual(['Horns']);
    expect(first.items.some((item) => item.kind === 'court')).toBe(true);
  });

  it('prints in print.worker.ts through Comlink, with progress and cancellation', async () => {
    vi.stubGlobal('Worker', PrintWorker);
    const client = createPrintClient();
    const worker = ChannelWorker.created.at(-1)!;
    expect(worker.url).toMatch(/print\.worker\.ts$/);
    expect(client.mode).toBe('worker');
    expect((await layoutRequest(client, request(3), 1)).pageCount).toBe(1);
    const progress: [number, number][] = [];
    const bytes = await printRequest(client, request(3), (done, total) => progress.push([done, total]));
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    await vi.waitFor(() => expect(progress).toEqual([[1, 1]]));

    // A long print, stopped after its first pages.
    const long = printRequest(client, request(100), (done) => {
      if (done === 1) client.cancel();
    });
    await expect(long).rejects.toBeInstanceOf(PrintCancelled);
    // The worker prints again after a cancellation.
    expect((await PDFDocument.load(await printRequest(client, request(3)))).getPageCount()).toBe(1);
    client.dispose();
    expect(worker.terminated).toBe(true);
  });

  it('sends a big playbook\'s plays in several small messages, and prints every one of them', async () => {
    vi.stubGlobal('Worker', MeasuredPrintWorker);
    const client = createPrintClient();
    const request = playbookOf(3 * PLAYS_PER_MESSAGE + 2);
    const { plays } = request;
    const onePlay = JSON.stringify(plays[0]).length;

    const preview = await layoutRequest(client, request, 1);
    const bytes = await printRequest(client, request);
    // Never the whole list in one message: at most a parcel's worth (plus the envelope).
    expect(Math.max(...MeasuredPrintWorker.sent)).toBeLessThan(onePlay * (PLAYS_PER_MESSAGE + 2));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(preview.pageCount);
    // Every play arrived: the contents name the last one (laid out from the parcels, not the empty list).
    expect(preview.layout.contents.map((entry) => entry.title)).toContain(`Set ${plays.length}`);
    client.dispose();
  });

  // Issue 31: the dialog's preview re-sent every play on each settings change.
  it('sends an opened document once: a settings change posts only the options, and the preview follows them', async () => {
    vi.stubGlobal('Worker', RecordedPrintWorker);
    RecordedPrintWorker.sent = [];
    const client = createPrintClient();
    const { document, options } = splitRequest(playbookOf(2 * PLAYS_PER_MESSAGE + 1));
    const opened = client.open(document);
    expect(RecordedPrintWorker.sent).toEqual([]);
    const first = await client.layout(opened, options, 1);
    expect(first.layout.orientation).toBe('portrait');
    const loading = RecordedPrintWorker.sent.length;
    // The document went over once (its plays in parcels), each play in exactly one message.
    expect(RecordedPrintWorker.sent.filter((message) => message.includes('"loadDocument"'))).toHaveLength(1);
    const onePlay = JSON.stringify(carriedPlays(document)[0]!.data).length;

    const landscape = { ...options.settings, playLayout: { ...options.settings.playLayout, orientation: 'landscape' as const } };
    const turned = await client.layout(opened, { ...options, settings: landscape }, 1);
    const sixAPage = await client.layout(opened, { ...options, settings: { ...landscape, playLayout: { ...landscape.playLayout, preset: 'six' as const } } }, 1);
    const bytes = await client.printPdf(opened, { ...options, settings: landscape });

    const afterwards = RecordedPrintWorker.sent.slice(loading);
    expect(afterwards).toHaveLength(3);
    for (const message of afterwards) {
      expect(message.length).toBeLessThan(onePlay);
      expect(message).not.toContain('"Set 1"');
      expect(message).toContain(opened.id);
    }
    expect(turned.layout.orientation).toBe('landscape');
    expect(sixAPage.layout.orientation).toBe('landscape');
    expect(sixAPage.pageCount).not.toBe(turned.pageCount);
    const page = (await PDFDocument.load(bytes)).getPage(0);
    expect(page.getWidth()).toBeGreaterThan(page.getHeight());

    // Closed, the worker forgets it; used again, it is sent again.
    client.close(opened);
    await vi.waitFor(() => expect(RecordedPrintWorker.sent.at(-1)).toContain('"dropDocument"'));
    await client.layout(opened, options, 1);
    expect(RecordedPrintWorker.sent.filter((message) => message.includes('"loadDocument"'))).toHaveLength(2);
    client.dispose();
  });
});
