// The page of bench/print-browser.bench.ts: prints the benchmark playbook through the app's print
// client (the print worker, or this thread) and answers what the page saw. Long tasks are observed
// from the page's start (buffered), so the worker's start and the fonts' loading count too.
import { createPrintClient, printRequest } from '../../workers/print-client';
import { benchmarkPlaybookRequest } from '../print-requests';

export interface PrintRun {
  ms: number;
  bytes: number;
  pages: number;
  /** The print call's own time before it first awaits (its first parcel of plays posted to the worker). */
  callMs: number;
  /** Long tasks (≥ 50 ms, all Chromium reports) that overlap this print, its first task included: ms after the print's start, and length. */
  longTasks: { at: number; ms: number }[];
}

export interface PrintBenchResult {
  mode: 'worker' | 'in-thread';
  runs: PrintRun[];
  /** performance.memory.usedJSHeapSize after the last print, its PDF still held. */
  heapUsed: number;
}

export interface PrintBenchWindow {
  printBench(useWorker: boolean, runs: number): Promise<PrintBenchResult>;
}

const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });

/** The PDF of the last print, kept as a page keeps one to open or download it. */
let lastPdf: Uint8Array | undefined;

/** A fresh task: what ran before (building the request) is not in the next print's window. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 50));

(window as unknown as PrintBenchWindow).printBench = async (useWorker, runs) => {
  const client = createPrintClient({ useWorker });
  const expected = useWorker ? 'worker' : 'in-thread';
  const result: PrintBenchResult = { mode: client.mode, runs: [], heapUsed: 0 };
  for (let run = 0; run < runs; run++) {
    const request = benchmarkPlaybookRequest();
    await nextTask();
    let pages = 0;
    const start = performance.now();
    const printing = printRequest(client, request, (_done, total) => void (pages = total));
    const callMs = performance.now() - start;
    lastPdf = await printing;
    const end = performance.now();
    // Entries are delivered after the task that ends them: wait for the observer.
    await nextTask();
    const during = longTasks.filter((task) => task.startTime < end && task.startTime + task.duration > start).map((task) => ({ at: task.startTime - start, ms: task.duration }));
    result.runs.push({ ms: end - start, bytes: lastPdf.byteLength, pages, callMs, longTasks: during });
  }
  // The worker falls back to this thread when it fails: such a run is no worker figure.
  if (client.mode !== expected) throw new Error(`The print ran ${client.mode}, not ${expected}.`);
  result.mode = client.mode;
  result.heapUsed = (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
  return result;
};
