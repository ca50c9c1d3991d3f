// `npm run bench print-browser` (issue 14): the 100-play x 4-phase playbook printed in the system
// Chromium through the app's print client, as a page prints it: the longest main-thread task while
// it prints (target ≤ 50 ms, so the page never blocks), its time and size, and memory at the end.
// The same print in the page's own thread (the client's fallback) shows what the worker saves.
// The page (bench/print-browser/) is a production Vite build, so no dev-server transforms are timed.
// Each mode gets a fresh browser: pages of one renderer process share one JS heap.
import { fileURLToPath } from 'node:url';
import type { BrowserContext, CDPSession } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS, launchBrowser } from '../tests/e2e/harness';
import { serveBuiltPage } from './built-page';
import type { PrintBenchResult, PrintBenchWindow } from './print-browser/main';
import { benchmarkPlaybookRequest, PRINT_SIZES, PRINT_TARGETS } from './print-requests';
import { PLAYS_PER_MESSAGE } from '../workers/print-client';
import { median, type BenchRow, type BenchTable } from './table';

/** Prints per mode: the first is cold (worker start, fonts fetched and parsed), the rest warm. */
const RUNS = 3;
const TITLE = `Print in Chromium (${PRINT_SIZES.playbookPlays}-play x ${PRINT_SIZES.playbookPhases}-phase playbook, production build)`;

/** Used JS heap in bytes as found at the end of the prints, and after a full garbage collection (what stays). */
interface Heap {
  end: number;
  afterGc: number;
}

interface Measured extends PrintBenchResult {
  /** CDP Performance.getMetrics JSHeapUsedSize of the page. */
  pageHeap: Heap;
  /** The print worker's (CDP Runtime.getHeapUsage), when the page has one. */
  workerHeap: Heap | undefined;
}

/**
 * Sends a CDP method to each of the page's dedicated workers and answers their results. Playwright's
 * CDP sessions reach pages only, so the workers are attached here in non-flat mode and reached
 * through Target.sendMessageToTarget.
 */
async function attachWorkers(cdp: CDPSession): Promise<(method: string) => Promise<unknown[]>> {
  const sessions: string[] = [];
  const pending = new Map<string, (result: unknown) => void>();
  let lastId = 0;
  cdp.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker') sessions.push(event.sessionId);
  });
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: unknown };
    pending.get(`${event.sessionId} ${message.id}`)?.(message.result);
  });
  // The workers already running are reported before this answers.
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  return (method) =>
    Promise.all(
      sessions.map(
        (sessionId) =>
          new Promise<unknown>((resolve) => {
            const id = ++lastId;
            pending.set(`${sessionId} ${id}`, resolve);
            void cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
          }),
      ),
    );
}

async function measure(context: BrowserContext, url: string, useWorker: boolean): Promise<Measured> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForFunction(() => 'printBench' in window);
  const result = await page.evaluate(([worker, runs]) => (window as unknown as PrintBenchWindow).printBench(worker, runs), [useWorker, RUNS] as const);
  await cdp.send('Performance.enable');
  const pageUsed = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? Number.NaN;
  const toWorkers = await attachWorkers(cdp);
  const workersUsed = async () => ((await toWorkers('Runtime.getHeapUsage')) as { usedSize: number }[]).map((heap) => heap.usedSize);
  const pageEnd = await pageUsed();
  const workersEnd = await workersUsed();
  await cdp.send('HeapProfiler.collectGarbage');
  await toWorkers('HeapProfiler.collectGarbage');
  const pageHeap = { end: pageEnd, afterGc: await pageUsed() };
  const workersAfterGc = await workersUsed();
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const workerHeap = workersEnd.length > 0 ? { end: sum(workersEnd), afterGc: sum(workersAfterGc) } : undefined;
  return { ...result, pageHeap, workerHeap };
}

const MB = 1024 * 1024;
const heapNote = (heap: Heap) => `${(heap.end / MB).toFixed(1)} MB, after a GC ${(heap.afterGc / MB).toFixed(1)} MB`;

/** The longest long task of a mode's prints and where it fell, in words for the table's note. */
function longTasks(runs: PrintBenchResult['runs']): { longest: number; note: string } {
  const tasks = runs.flatMap((run, index) => run.longTasks.map((task) => ({ ...task, print: index + 1 })));
  // Chromium reports only tasks of 50 ms or more: none reported means every task was shorter.
  if (tasks.length === 0) return { longest: 0, note: `< 50 ms: no long task in ${runs.length} prints (shown as 0)` };
  const top = tasks.reduce((a, b) => (b.ms > a.ms ? b : a));
  return {
    longest: top.ms,
    note: `${tasks.length} task${tasks.length === 1 ? '' : 's'} ≥ 50 ms in ${runs.length} prints; the longest began ${Math.max(0, top.at).toFixed(0)} ms into print ${top.print}${top.print === 1 ? ' (cold)' : ''}`,
  };
}

export default async function printBrowserBench(): Promise<BenchTable> {
  try {
    chromiumPath();
  } catch (error) {
    console.log(`print-browser: skipped. ${(error as Error).message}`);
    return { title: `${TITLE}: skipped, no Chromium`, rows: [] };
  }
  const page = await serveBuiltPage(fileURLToPath(new URL('./print-browser/', import.meta.url)));
  const inBrowser = async (useWorker: boolean) => {
    const browser = await launchBrowser({ args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'] });
    try {
      return await measure(browser.context, page.url, useWorker);
    } finally {
      await browser.close();
    }
  };
  try {
    const worker = await inBrowser(true);
    const inThread = await inBrowser(false);
    const warm = worker.runs.slice(1);
    const workerTasks = longTasks(worker.runs);
    const inThreadTasks = longTasks(inThread.runs);
    const rows: BenchRow[] = [
      { case: 'longest main-thread task while printing, worker', result: workerTasks.longest, unit: 'ms', target: PRINT_TARGETS.longTaskMs, note: workerTasks.note },
      {
        case: 'the print call before it first awaits (longest)',
        result: Math.max(...worker.runs.map((run) => run.callMs)),
        unit: 'ms',
        note: `the print call before it awaits: the request (${(JSON.stringify(benchmarkPlaybookRequest()).length / MB).toFixed(1)} MB as JSON) goes in parcels of ${PLAYS_PER_MESSAGE} plays; per print ${worker.runs.map((run) => run.callMs.toFixed(0)).join(', ')} ms`,
      },
      {
        case: 'PDF of the playbook in the print worker (median, warm)',
        result: median(warm.map((run) => run.ms)),
        unit: 'ms',
        target: PRINT_TARGETS.playbookMs,
        note: `${worker.runs[0]!.pages} pages; first print ${worker.runs[0]!.ms.toFixed(0)} ms (worker start, fonts); ${warm.length} warm prints`,
      },
      { case: 'PDF of the playbook, size', result: worker.runs[0]!.bytes / 1024, unit: 'KB', target: PRINT_TARGETS.playbookKb },
      {
        case: 'page JS heap at the end, worker',
        result: worker.heapUsed / MB,
        unit: 'MB',
        note: `performance.memory, the PDF held (its bytes lie outside the JS heap); CDP JSHeapUsedSize ${heapNote(worker.pageHeap)}`,
      },
      {
        case: 'print worker JS heap at the end',
        result: worker.workerHeap === undefined ? Number.NaN : worker.workerHeap.end / MB,
        unit: 'MB',
        note: worker.workerHeap === undefined ? 'not measured: no worker attached over CDP' : `CDP Runtime.getHeapUsage; ${heapNote(worker.workerHeap)}`,
      },
      { case: 'longest main-thread task while printing, in-thread fallback', result: inThreadTasks.longest, unit: 'ms', note: inThreadTasks.note },
      {
        case: 'PDF of the playbook in the page thread (median, warm)',
        result: median(inThread.runs.slice(1).map((run) => run.ms)),
        unit: 'ms',
        target: PRINT_TARGETS.playbookMs,
        note: `first print ${inThread.runs[0]!.ms.toFixed(0)} ms`,
      },
      { case: 'page JS heap at the end, in-thread fallback', result: inThread.heapUsed / MB, unit: 'MB', note: `performance.memory, the PDF held; CDP JSHeapUsedSize ${heapNote(inThread.pageHeap)}` },
    ];
    return { title: TITLE, rows };
  } finally {
    await page.close();
  }
}
