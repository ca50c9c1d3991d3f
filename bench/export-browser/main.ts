// The page of bench/export.bench.ts: exports the 12-phase benchmark play through the app's export
// client (the export worker) as a GIF and as a video, and answers what the page saw. Long tasks are
// observed from the page's start (buffered), so the worker's start and the fonts' loading count too.
import { createExportClient } from '../../workers/export-client';
import { EXPORT_WIDTHS, type ExportKind } from '../../workers/export/export-plan';
import { benchPlay } from '../editor-play';

export interface ExportRun {
  ms: number;
  bytes: number;
  frames: number;
  width: number;
  height: number;
  extension: string;
  codec: string | undefined;
  /** Long tasks (≥ 50 ms, all Chromium reports) that overlap this export: ms after its start, and length. */
  longTasks: { at: number; ms: number }[];
}

export interface ExportBenchWindow {
  exportBench(kind: ExportKind, runs: number): Promise<ExportRun[]>;
}

const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });

/** A fresh task: what ran before is not in the next export's window. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 50));

const client = createExportClient();

(window as unknown as ExportBenchWindow).exportBench = async (kind, runs) => {
  const results: ExportRun[] = [];
  for (let run = 0; run < runs; run++) {
    const play = benchPlay();
    await nextTask();
    const start = performance.now();
    const file = await client.animation({ play, kind, scope: { kind: 'play' }, width: EXPORT_WIDTHS.phone, speed: 1 });
    const end = performance.now();
    await nextTask();
    const during = longTasks.filter((task) => task.startTime < end && task.startTime + task.duration > start).map((task) => ({ at: task.startTime - start, ms: task.duration }));
    results.push({ ms: end - start, bytes: file.bytes.byteLength, frames: file.frames, width: file.width, height: file.height, extension: file.extension, codec: file.codec, longTasks: during });
  }
  if (client.mode !== 'worker') throw new Error(`The export ran ${client.mode}, not in the worker.`);
  return results;
};
