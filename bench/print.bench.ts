// The print worker's figures of issue 14: a vector PDF of the 12-phase benchmark play (the one
// bench/engine.bench.ts draws) and of a 100-play playbook of 4 phases each, fonts embedded.
import { readPrintFontFiles } from '../workers/print/font-files-node';
import { printPdf } from '../workers/print/print-pdf';
import type { PrintRequest } from '../workers/print/print-request';
import { benchmarkArabicPlaybookRequest, benchmarkCallSheetRequest, benchmarkPlaybookRequest, benchmarkPlayRequest, fourPlayPlaybookRequest, FOUR_PLAY_PAGES_TARGET, PRINT_SIZES, PRINT_TARGETS } from './print-requests';
import { median, type BenchRow, type BenchTable } from './table';

const TARGETS = PRINT_TARGETS;
const SIZES = { ...PRINT_SIZES, playRuns: 10, playbookRuns: 3 } as const;

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

export default async function printBench(): Promise<BenchTable> {
  const play = await timePdf(benchmarkPlayRequest(), SIZES.playRuns);
  const book = await timePdf(benchmarkPlaybookRequest(), SIZES.playbookRuns);
  const calls = await timePdf(benchmarkCallSheetRequest(), SIZES.playbookRuns);
  const four = await timePdf(fourPlayPlaybookRequest(), SIZES.playbookRuns);
  const arabic = await timePdf(benchmarkArabicPlaybookRequest(), SIZES.playbookRuns);
  const arabicCase = `PDF of a ${SIZES.playbookPlays}-play x ${SIZES.playbookPhases}-phase playbook in Arabic`;

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
    { case: `PDF of a ${SIZES.playbookPlays}-play x ${SIZES.playbookPhases}-phase playbook, pages`, result: book.pages, unit: 'pages', target: TARGETS.playbookPages, note: 'the defaults: packed, auto orientation (landscape, one play a row, two a page), every diagram at least 2.3 in' },
    {
      case: `${arabicCase} (median)`,
      result: arabic.ms,
      unit: 'ms',
      target: TARGETS.playbookMs,
      note: `right to left, every text shaped (HarfBuzz) in the Arabic fonts, ${SIZES.playbookRuns} runs`,
    },
    { case: `${arabicCase}, size`, result: arabic.bytes / 1024, unit: 'KB', target: TARGETS.playbookKb, note: 'four fonts embedded as subsets' },
    { case: `${arabicCase}, pages`, result: arabic.pages, unit: 'pages', target: TARGETS.playbookPages, note: 'the defaults, as the English book' },
    { case: `Call sheet of the ${SIZES.playbookPlays}-play playbook (median)`, result: calls.ms, unit: 'ms', note: `${calls.pages} page(s), ${SIZES.playbookRuns} runs` },
    { case: 'Four two-phase plays in two chapters, cover and contents, pages', result: four.pages, unit: 'pages', target: FOUR_PLAY_PAGES_TARGET, note: 'letter, the defaults' },
  ];
  return { title: 'Print (PDF)', rows };
}
