// The print benchmarks' documents (issue 14), shared by the Node bench (print.bench.ts) and the
// browser page (print-browser/main.ts): only engine/ imports, so both can bundle it.
import { createDefaultPrintSettings, createEmptyPlaybookData, samplePlay, type PrintablePlay } from '../engine';
import type { PrintRequest } from '../workers/print/print-request';

/** Issue 14's targets; the playbook's longest main-thread task is print-browser.bench.ts's. */
export const PRINT_TARGETS = { playMs: 200, playKb: 150, playbookMs: 5_000, playbookKb: 3 * 1024, playbookPages: 60, longTaskMs: 50 } as const;
export const PRINT_SIZES = { playPhases: 12, arrowsPerPhase: 30, playbookPlays: 100, playbookPhases: 4, playbookChapters: 4 } as const;

function benchmarkPlay(id: number, phases: number, seed: number): PrintablePlay {
  const data = samplePlay({ phases, arrowsPerPhase: PRINT_SIZES.arrowsPerPhase, seed });
  data.settings.videos = [{ url: 'https://youtu.be/dQw4w9WgXcQ', source: 'youtube', note: 'Film of the set' }];
  return { id, title: `Play ${id}`, data };
}

/** The 12-phase benchmark play (the one bench/engine.bench.ts draws). */
export function benchmarkPlayRequest(): PrintRequest {
  return { kind: 'play', play: benchmarkPlay(1, PRINT_SIZES.playPhases, 2024), settings: createDefaultPrintSettings() };
}

/** A 100-play playbook of 4 phases each, in 4 chapters, with a cover page. */
export function benchmarkPlaybookRequest(): PrintRequest {
  const { playbookPlays, playbookPhases, playbookChapters } = PRINT_SIZES;
  const plays = Array.from({ length: playbookPlays }, (_, index) => benchmarkPlay(index + 1, playbookPhases, index + 1));
  const playbook = createEmptyPlaybookData();
  playbook.settings.cover = { show: true, title: 'Season playbook', subtitle: 'Varsity', imageUrl: null };
  const perChapter = playbookPlays / playbookChapters;
  playbook.chapters = Array.from({ length: playbookChapters }, (_, chapter) => ({
    title: `Chapter ${chapter + 1}`,
    objects: plays.slice(chapter * perChapter, (chapter + 1) * perChapter).map((p) => ({ type: 'play' as const, play_id: p.id })),
  }));
  return { kind: 'playbook', playbook, plays, settings: createDefaultPrintSettings() };
}

/** Arabic words for the Arabic playbook's texts: play titles, chapters, cover, phases. */
const ARABIC_WORDS = ['القرنان', 'السحّاب', 'المرونة', 'الصندوق', 'الهجوم', 'السريع', 'القطع', 'الستارة', 'الرمية', 'الجانبية'] as const;
const arabicWords = (index: number, count: number) => Array.from({ length: count }, (_, word) => ARABIC_WORDS[(index + word * 3) % ARABIC_WORDS.length]).join(' ');

/**
 * The 100-play x 4-phase playbook in Arabic (issue 30): every title, chapter, description, phase
 * title and note it has in English Arabic, the labels the dialog sends in Arabic, right to left; each text shaped by
 * HarfBuzz in the Arabic fonts.
 */
export function benchmarkArabicPlaybookRequest(): PrintRequest {
  const request = benchmarkPlaybookRequest();
  if (request.kind !== 'playbook') throw new Error('A playbook request');
  const plays = request.plays.map((play, index) => ({
    ...play,
    title: arabicWords(index, 2),
    data: {
      ...play.data,
      // The English book translated: a text is Arabic where the English one has a text, so both books are the same size.
      phases: play.data.phases.map((phase, phaseIndex) => ({ ...phase, title: phase.title && arabicWords(index + phaseIndex, 1), note: phase.note && arabicWords(index + phaseIndex, 6) })),
      settings: { ...play.data.settings, description: play.data.settings.description && arabicWords(index, 5), videos: play.data.settings.videos.map((video) => ({ ...video, note: arabicWords(index, 3) })) },
    },
  }));
  const playbook = {
    ...request.playbook,
    settings: { ...request.playbook.settings, cover: { ...request.playbook.settings.cover, title: 'خطط الموسم', subtitle: 'الفريق الأول' } },
    chapters: request.playbook.chapters.map((chapter, index) => ({ ...chapter, title: arabicWords(index, 2) })),
  };
  return {
    ...request,
    playbook,
    plays,
    direction: 'rtl',
    locale: 'ar',
    labels: { contents: 'المحتويات', playUnavailable: 'هذه الخطة لم تعد متاحة', untitledPlay: 'خطة بلا عنوان', untitledChapter: 'الفصل {number}' },
  };
}

/** The 100-play playbook as its call sheet (issue 30). */
export function benchmarkCallSheetRequest(): PrintRequest {
  const request = benchmarkPlaybookRequest();
  request.settings.playLayout.callSheet = true;
  return request;
}

/** Issue 30's coach's playbook: two chapters of two two-phase plays, with a cover; its target is 4 letter pages. */
export const FOUR_PLAY_PAGES_TARGET = 4;
export function fourPlayPlaybookRequest(): PrintRequest {
  const plays = Array.from({ length: 4 }, (_, index) => benchmarkPlay(index + 1, 2, index + 1)).map((play) => ({ ...play, data: { ...play.data, settings: { ...play.data.settings, videos: [] } } }));
  const playbook = createEmptyPlaybookData();
  playbook.settings.cover = { show: true, title: 'Season sets', subtitle: 'Varsity', imageUrl: null };
  playbook.chapters = [0, 1].map((chapter) => ({ title: `Chapter ${chapter + 1}`, objects: plays.slice(chapter * 2, chapter * 2 + 2).map((p) => ({ type: 'play' as const, play_id: p.id })) }));
  return { kind: 'playbook', playbook, plays, settings: createDefaultPrintSettings() };
}
