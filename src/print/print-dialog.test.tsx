// @vitest-environment happy-dom
// Issue 14: the print dialog. A changed setting is saved and laid out again for the preview; Print
// says so when the browser blocks its window; Download saves `<title>.pdf`; inside the mobile
// wrapper the PDF goes to it as DOWNLOAD; Cancel while writing returns to the settings quietly.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBlock, createEmptyPracticePlanData, createEmptyRotationData, samplePlay } from '../../engine';
import { createPrintClient, type OpenedPrintDocument, type PrintClient } from '../../workers/print-client';
import type { BillingState } from '../api/billing/billing';
import { readPrintFontFiles } from '../../workers/print/font-files-node';
import { withOptions } from '../../workers/print/print-request';
import { PrintCancelled, PrintStalled } from '../../workers/print/print-errors';
import type * as DownloadModule from '../lib/download';
import { download } from '../lib/download';
import { setLanguage } from '../lib/i18n';
import { closeToast, toastStore } from '../ui/toast';
import type { PdfPages } from './pdf-pages';
import { printPlay, printPracticePlan, printRotation } from './print-content';
import PrintDialog, { answeredWithin, PRINT_SILENCE_TIMEOUT_MS } from './print-dialog';
import { usePrintSettingsStore } from './print-settings-store';

/** The preview is laid out and drawn in a worker: slow on a busy machine, so waited on up to this (ms). */
const PREVIEW_WITHIN = 20_000;

vi.mock('../lib/download', async (original) => ({ ...(await original<typeof DownloadModule>()), download: vi.fn() }));
// The preview reads the worker's PDF with pdf.js: here its build for Node (no canvas to draw on, the PDF read for real).
vi.mock('./pdf-pages', () => ({
  openPdf: async (bytes: Uint8Array): Promise<PdfPages> => {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
    return {
      count: doc.numPages,
      render: () => Promise.resolve(),
      destroy: () => doc.destroy(),
    };
  },
}));

const toasts = () => toastStore.getState().messages.filter((item) => !item.leaving).map((item) => item.message);
const source = printPlay({ play_id: '7', title: 'Horns', data: samplePlay({ phases: 2, arrowsPerPhase: 3, seed: 4 }) });

/** What the server says of billing when payments are off: no line on prints. */
const PAYMENTS_OFF: BillingState = { enabled: false, entitlements: { paying: false, play_limit: null, plays_used: 0, watermark: false }, subscription: null, plans: [], invoices: [] };

let client: PrintClient;
beforeEach(() => {
  // Rendered without a query cache, the dialog asks the server whether prints carry the free line.
  vi.stubGlobal('fetch', vi.fn(async (url: string) => (new URL(url, 'http://app').pathname === '/apiv2/billing' ? Response.json(PAYMENTS_OFF) : new Response(null, { status: 404 }))));
  localStorage.clear();
  usePrintSettingsStore.getState().reset();
  client = createPrintClient({ useWorker: false, loadFonts: readPrintFontFiles });
});

afterEach(() => {
  cleanup();
  closeToast();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(download).mockReset();
  delete (globalThis as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

function renderDialog(printClient: PrintClient = client) {
  render(<PrintDialog open onClose={() => {}} source={source} client={printClient} />);
}

/** The preview shown: the PDF's first page, read back. */
async function previewShown() {
  const preview = await screen.findByTestId('print-preview', {}, { timeout: PREVIEW_WITHIN });
  await waitFor(() => expect(preview.querySelector('canvas[data-page="1"]')).not.toBeNull(), { timeout: PREVIEW_WITHIN });
  return preview;
}

describe('answeredWithin', () => {
  it('answers, fails with the call, or fails as stalled after the silence (progress starting it over)', async () => {
    await expect(answeredWithin(() => Promise.resolve(3), 50, 'stalled')).resolves.toBe(3);
    await expect(answeredWithin(() => Promise.reject(new Error('no fonts')), 50, 'stalled')).rejects.toThrow('no fonts');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const silent = answeredWithin(
        (alive) =>
          new Promise(() => {
            // Alive at 40 and 80 ms: stalled only 50 ms after the last, at 130 ms.
            setTimeout(alive, 40);
            setTimeout(alive, 80);
          }),
        50,
        'stalled',
      );
      const stalled = vi.fn();
      silent.catch(stalled);
      await vi.advanceTimersByTimeAsync(129);
      expect(stalled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(silent).rejects.toBeInstanceOf(PrintStalled);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the print dialog', () => {
  it('lays out a preview, and again with a changed setting, which is saved', async () => {
    const layout = vi.spyOn(client, 'layout');
    renderDialog();
    const preview = await previewShown();
    await waitFor(() => expect(preview.textContent).toContain('Horns'));
    expect(layout).toHaveBeenCalledTimes(1);
    expect(layout.mock.calls[0]![1].settings.columns).toBe(3);

    fireEvent.change(screen.getByLabelText('Columns'), { target: { value: '1' } });
    expect(usePrintSettingsStore.getState().settings.columns).toBe(1);
    expect(JSON.parse(localStorage.getItem('printSettings')!)).toMatchObject({ version: 4, columns: 1 });
    await waitFor(() => expect(layout).toHaveBeenCalledTimes(2));
    expect(layout.mock.calls[1]![1].settings.columns).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    expect(usePrintSettingsStore.getState().settings.columns).toBe(3);
  });

  // Issue 31: each settings change sent the whole document (every play) to the print worker again.
  it('opens what is printed once, and lays out each settings change with the settings alone', async () => {
    const open = vi.spyOn(client, 'open');
    const layout = vi.spyOn(client, 'layout');
    renderDialog();
    await previewShown();
    fireEvent.change(screen.getByLabelText('Orientation'), { target: { value: 'landscape' } });
    await waitFor(() => expect(layout).toHaveBeenCalledTimes(2));
    fireEvent.change(screen.getByLabelText('Columns'), { target: { value: '1' } });
    await waitFor(() => expect(layout).toHaveBeenCalledTimes(3));
    expect(await screen.findByText(/Printed in landscape/, {}, { timeout: PREVIEW_WITHIN })).toBeTruthy();
    expect(open).toHaveBeenCalledTimes(1);
    const opened = open.mock.results[0]!.value as OpenedPrintDocument;
    expect(opened.document).toMatchObject({ kind: 'play', play: { title: 'Horns' } });
    for (const [document, options] of layout.mock.calls) {
      expect(document).toBe(opened);
      // The options carry no part of the play.
      expect(Object.keys(options).sort()).toEqual(['direction', 'locale', 'settings']);
    }
    expect(layout.mock.calls[2]![1].settings).toMatchObject({ columns: 1, playLayout: { orientation: 'landscape' } });
    // Gone with the dialog: the worker forgets it.
    const close = vi.spyOn(client, 'close');
    cleanup();
    expect(close).toHaveBeenCalledWith(opened);
  });

  it('offers a play the diagrams a page and the court style (issue 30), saved and laid out again', async () => {
    const layout = vi.spyOn(client, 'layout');
    renderDialog();
    await previewShown();
    expect(layout.mock.calls[0]![1].settings.playLayout).toMatchObject({ preset: 'classic', courtStyle: 'print' });
    fireEvent.change(screen.getByLabelText('Diagrams a page'), { target: { value: 'six' } });
    fireEvent.change(screen.getByLabelText('Court'), { target: { value: 'play' } });
    expect(JSON.parse(localStorage.getItem('printSettings')!).playLayout).toMatchObject({ preset: 'six', courtStyle: 'play' });
    await waitFor(() => expect(layout.mock.calls.at(-1)![1].settings.playLayout).toMatchObject({ preset: 'six', courtStyle: 'play' }));
    // A play alone has no chapters to pack nor calls to list.
    expect(screen.queryByLabelText('Each play on a new page')).toBeNull();
    expect(screen.queryByLabelText('Call sheet: one page of call names for the sideline')).toBeNull();
  });

  it('shows the orientation printed, and lets the coach turn the paper (issue 30)', async () => {
    const layout = vi.spyOn(client, 'layout');
    renderDialog();
    await previewShown();
    expect(layout.mock.calls[0]![1].settings.playLayout.orientation).toBe('auto');
    // A single play on auto: portrait.
    expect(await screen.findByText(/Printed in portrait/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Orientation'), { target: { value: 'landscape' } });
    expect(JSON.parse(localStorage.getItem('printSettings')!).playLayout.orientation).toBe('landscape');
    await waitFor(() => expect(layout.mock.calls.at(-1)![1].settings.playLayout.orientation).toBe('landscape'));
    expect(await screen.findByText(/Printed in landscape/, {}, { timeout: PREVIEW_WITHIN })).toBeTruthy();
  });

  it('says "Popup blocked" when the browser refuses the print window, and writes nothing', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const print = vi.spyOn(client, 'printPdf');
    renderDialog();
    await previewShown();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(toasts()).toEqual(['Popup blocked. Please allow popups and try again.']);
    expect(print).not.toHaveBeenCalled();
  });

  it('opens the PDF in the print window', async () => {
    const target = { location: { href: '' }, close: vi.fn(), document: document.implementation.createHTMLDocument() };
    vi.spyOn(window, 'open').mockReturnValue(target as unknown as Window);
    renderDialog();
    await previewShown();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(target.document.body.textContent).toBe('Preparing the PDF…');
    await waitFor(() => expect(target.location.href).toMatch(/^blob:/), { timeout: PREVIEW_WITHIN });
    expect(toasts()).toEqual([]);
  });

  it('downloads the PDF as <title>.pdf', async () => {
    renderDialog();
    await previewShown();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1), { timeout: PREVIEW_WITHIN });
    const [blob, name] = vi.mocked(download).mock.calls[0]!;
    expect(name).toBe('Horns.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('hands the PDF to the mobile wrapper as DOWNLOAD with its title', async () => {
    const postMessage = vi.fn();
    (globalThis as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage };
    const open = vi.spyOn(window, 'open');
    renderDialog();
    await previewShown();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1), { timeout: PREVIEW_WITHIN });
    const message = JSON.parse(postMessage.mock.calls[0]![0] as string) as { type: string; payload: { content: string; title: string } };
    expect(message.type).toBe('DOWNLOAD');
    expect(message.payload.title).toBe('Horns.pdf');
    expect(atob(message.payload.content).startsWith('%PDF-')).toBe(true);
    expect(open).not.toHaveBeenCalled();
    expect(download).not.toHaveBeenCalled();
  });

  it('shows the pages written and returns to the settings, without an error, when cancelled', async () => {
    let stop: () => void = () => {};
    const writing: PrintClient = {
      ...client,
      layout: (opened, options, pages) => client.layout(opened, options, pages),
      printPdf: (_opened, _options, onProgress) =>
        new Promise((_resolve, reject) => {
          onProgress?.(1, 5);
          stop = () => reject(new PrintCancelled());
        }),
      cancel: () => stop(),
    };
    renderDialog(writing);
    await previewShown();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Page 1 of 5')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Download' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(download).not.toHaveBeenCalled();
  });

  it('says clearly when the PDF cannot be made', async () => {
    const failing: PrintClient = { ...client, layout: (opened, options, pages) => client.layout(opened, options, pages), printPdf: () => Promise.reject(new Error('The print fonts could not be loaded (404).')) };
    renderDialog(failing);
    await previewShown();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The PDF could not be made');
    expect(alert.textContent).toContain('The print fonts could not be loaded (404).');
  });

  // Issue 30: a print worker that never answered (its first message lost) left the preview blank and Download silent.
  it('says so when the preview stops answering, and lays it out again on Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let calls = 0;
      const silent: PrintClient = { ...client, layout: (opened, options, pages) => (++calls === 1 ? new Promise(() => {}) : client.layout(opened, options, pages)) };
      renderDialog(silent);
      await waitFor(() => expect(calls).toBe(1));
      await vi.advanceTimersByTimeAsync(PRINT_SILENCE_TIMEOUT_MS - 1000);
      expect(screen.queryByRole('alert')).toBeNull();
      await vi.advanceTimersByTimeAsync(1000);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The preview could not be drawn');
      expect(alert.textContent).toContain('Printing stopped answering.');
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await previewShown();
      expect(calls).toBe(2);
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the PDF stops answering (no page written for too long), and stops it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const cancel = vi.fn();
      let progress: ((done: number, total: number) => void) | undefined;
      const stalling: PrintClient = { ...client, layout: (opened, options, pages) => client.layout(opened, options, pages), printPdf: (_opened, _options, onProgress) => ((progress = onProgress), new Promise(() => {})), cancel };
      renderDialog(stalling);
      await previewShown();
      fireEvent.click(screen.getByRole('button', { name: 'Download' }));
      await waitFor(() => expect(progress).toBeDefined());
      // Each page written starts the wait over.
      await vi.advanceTimersByTimeAsync(PRINT_SILENCE_TIMEOUT_MS - 1000);
      progress!(1, 5);
      await vi.advanceTimersByTimeAsync(PRINT_SILENCE_TIMEOUT_MS - 1000);
      expect(screen.queryByRole('alert')).toBeNull();
      await vi.advanceTimersByTimeAsync(1000);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The PDF could not be made');
      expect(alert.textContent).toContain('Printing stopped answering.');
      expect(cancel).toHaveBeenCalledTimes(1);
      expect(await screen.findByRole('button', { name: 'Download' })).toBeTruthy();
      expect(download).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a practice plan's labels in the coach's language (Arabic), and the preview prints them", async () => {
    await setLanguage('ar');
    try {
      const layout = vi.spyOn(client, 'layout');
      const plan = { ...createEmptyPracticePlanData('2026-11-24', '18:00'), title: 'Tuesday', plannedMinutes: 60, exercises: [{ ...createBlock('exercise_1', 'Shell', null, 65), coach: 'Lee' }] };
      render(<PrintDialog open onClose={() => {}} source={printPracticePlan('Tuesday', plan)} client={client} />);
      await waitFor(() => expect(layout).toHaveBeenCalled(), { timeout: PREVIEW_WITHIN });
      const [opened, options] = layout.mock.calls[0]!;
      expect(withOptions(opened.document, options)).toMatchObject({
        kind: 'practicePlan',
        locale: 'ar',
        direction: 'rtl',
        labels: { minutes: '{minutes} دقيقة', total: 'المجموع {minutes} دقيقة', totalOfPlanned: '{total} من {planned} دقيقة مخططة ({verdict})', over: 'يزيد {minutes} دقيقة', coach: 'المدرب: {name}' },
      });
      const preview = await screen.findByTestId('print-preview', {}, { timeout: PREVIEW_WITHIN });
      await waitFor(() => expect(preview.textContent).toContain('المدرب: Lee'), { timeout: PREVIEW_WITHIN });
      expect(preview.textContent).toContain('المجموع ٦٥ دقيقة من ٦٠ دقيقة مخططة (يزيد ٥ دقيقة)');
      expect(preview.textContent).not.toMatch(/Total|Coach|\bmin\b/);
    } finally {
      await setLanguage('en');
    }
  });

  // Issue 30: a rotation or practice plan prints no play diagrams as the play options shape them.
  const PLAY_ONLY = ['Size of players and objects', 'Columns', 'Arrangement', 'Phase titles', 'Phase descriptions', 'Videos', 'Sidelines (feet)', 'Scale'];
  const rotationSource = printRotation('Game 1', { ...createEmptyRotationData('Game 1'), players: [{ id: 'a', name: 'Avery', number: '7', position: 1 }], stints: [{ playerId: 'a', period: 1, start: 0, end: 120 }] });
  const planSource = printPracticePlan('Tuesday', { ...createEmptyPracticePlanData('2026-11-24', '18:00'), title: 'Tuesday', exercises: [createBlock('exercise_1', 'Shell', null, 20)] });

  it('offers a rotation and a practice plan only the options their sheets read', async () => {
    for (const printed of [rotationSource, planSource]) {
      const layout = vi.spyOn(client, 'layout');
      render(<PrintDialog open onClose={() => {}} source={printed} client={client} />);
      await waitFor(() => expect(layout).toHaveBeenCalled(), { timeout: PREVIEW_WITHIN });
      for (const label of PLAY_ONLY) expect(screen.queryByLabelText(label), label).toBeNull();
      expect(screen.queryByText('When printing other kinds')).toBeNull();
      for (const label of ['Paper', 'Margins (inches)', 'Title']) expect(screen.getByLabelText(label)).not.toBeNull();
      cleanup();
      layout.mockRestore();
    }
    // A play still offers them all.
    renderDialog();
    await previewShown();
    for (const label of PLAY_ONLY) expect(screen.getAllByLabelText(label).length, label).toBeGreaterThan(0);
  });

  it("sends a rotation's labels in the coach's language (Arabic), and the preview prints them", async () => {
    await setLanguage('ar');
    try {
      const layout = vi.spyOn(client, 'layout');
      render(<PrintDialog open onClose={() => {}} source={rotationSource} client={client} />);
      await waitFor(() => expect(layout).toHaveBeenCalled(), { timeout: PREVIEW_WITHIN });
      const [opened, options] = layout.mock.calls[0]!;
      expect(withOptions(opened.document, options)).toMatchObject({ kind: 'rotation', locale: 'ar', direction: 'rtl', labels: { player: 'اللاعب', total: 'الدقائق', quarter: 'ر{period}', minutes: '{minutes} دقيقة' } });
      const preview = await screen.findByTestId('print-preview', {}, { timeout: PREVIEW_WITHIN });
      await waitFor(() => expect(preview.textContent).toContain('اللاعب'), { timeout: PREVIEW_WITHIN });
      expect(preview.textContent).toContain('ر١');
      expect(preview.textContent).not.toMatch(/Player|Minutes|Q1|\bmin\b/);
    } finally {
      await setLanguage('en');
    }
  });
});
