// The print worker's figures of issue 14: a vector PDF of the 12-phase benchmark play (the one
// bench/engine.bench.ts draws) and of a 100-play playbook of 4 phases each, fonts embedded.
import { createDefaultPrintSettings, createEmptyPlaybookData, samplePlay, type PrintablePlay } from '../engine';
import { readPrintFontFiles } from '../workers/print/font-files-node';
import { printPdf } from '../workers/print/print-pdf';
import type { PrintRequest } from '../workers/print/print-request';
import { median, type BenchRow, type BenchTable } from './table';

/** Issue 14's targets. */
const TARGETS = { playMs: 200, playKb: 150, playbookMs: 5_000, playbookKb: 3 * 1024 } as const;
const SIZES = { playPhases: 12, arrowsPerPhase: 30, playRuns: 10, playbookPlays: 100, playbookPhases: 4, playbookChapters: 4, playbookRuns: 3 } as const;

async function timePdf(request: PrintRequest, runs: number): Promise<{ ms: number; bytes: number; pages: number }> {
  const fonts = await readPrintFontFiles();
  let bytes = 0;
  let pages = 0;
  await printPdf(request, fonts);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const pdf = await printPdf(request, fonts, { onProgress: (_done, total) => (pages = total) });
    samples.push(performance.now() - start);
    bytes = pdf.byteLength;
  }
  return { ms: median(samples), bytes, pages };
}

function benchmarkPlay(id: number, phases: number, seed: number): PrintablePlay {
  const data = samplePlay({ phases, arrowsPerPhase: SIZES.arrowsPerPhase, seed });
  data.settings.videos = [{ url: 'https://youtu.be/dQw4w9WgXcQ', source: 'youtube', note: 'Film of the set' }];
  return { id, title: `Play ${id}`, data };
}

export default async function printBench(): Promise<BenchTable> {
  const settings = createDefaultPrintSettings();
  const play = await timePdf({ kind: 'play', play: benchmarkPlay(1, SIZES.playPhases, 2024), settings }, SIZES.playRuns);

  const plays = Array.from({ length: SIZES.playbookPlays }, (_, index) => benchmarkPlay(index + 1, SIZES.playbookPhases, index + 1));
  const playbook = createEmptyPlaybookData();
  playbook.settings.cover = { show: true, title: 'Season playbook', subtitle: 'Varsity', imageUrl: null };
  const perChapter = SIZES.playbookPlays / SIZES.playbookChapters;
  playbook.chapters = Array.from({ length: SIZES.playbookChapters }, (_, chapter) => ({
    title: `Chapter ${chapter + 1}`,
    objects: plays.slice(chapter * perChapter, (chapter + 1) * perChapter).map((p) => ({ type: 'play' as const, play_id: p.id })),
  }));
  const book = await timePdf({ kind: 'playbook', playbook, plays, settings }, SIZES.playbookRuns);

  const rows: BenchRow[] = [
    { case: `PDF of the ${SIZES.playPhases}-phase benchmark play (median)`, result: play.ms, unit: 'ms', target: TARGETS.playMs, note: `${play.pages} pages, ${SIZES.arrowsPerPhase} arrows a phase, ${SIZES.playRuns} runs` },
    { case: `PDF of the ${SIZES.playPhases}-phase benchmark play, size`, result: play.bytes / 1024, unit: 'KB', target: TARGETS.playKb, note: 'fonts embedded as subsets' },
    {
      case: `PDF of a ${SIZES.playbookPlays}-play x ${SIZES.playbookPhases}-phase playbook (median)`,
      result: book.ms,
      unit: 'ms',
      target: TARGETS.playbookMs,
      note: `${book.pages} pages (cover, contents, ${SIZES.playbookChapters} chapters), ${SIZES.playbookRuns} runs`,
    },
    { case: `PDF of a ${SIZES.playbookPlays}-play x ${SIZES.playbookPhases}-phase playbook, size`, result: book.bytes / 1024, unit: 'KB', target: TARGETS.playbookKb },
  ];
  return { title: 'Print (PDF)', rows };
}
