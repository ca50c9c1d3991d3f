import { describe, expect, it } from 'vitest';
import { createEmptyPlayData } from '../model/play-defaults';
import { createEmptyPlaybookData } from '../model/playbook-defaults';
import { createDefaultPrintSettings, PAPER_SIZES, type PrintSettings } from '../model/print-settings';
import type { PlaybookData } from '../model/playbook';
import type { PlayData, ViewMode } from '../model/play';
import type { CourtItem, PageItem, PrintLayout, PrintPage, TextItem } from './items';
import { layoutCallSheet } from './call-sheet';
import { fillLabel, layoutPlay, layoutPlaybook, layoutPracticePlan, layoutRotation, practicePlanLabels } from './layout';
import {
  BLOCK_GAP,
  CELL_GAP,
  COLUMN_GAP,
  COVER_GAP,
  DEFAULT_COVER_IMAGE_ASPECT,
  VIDEO_QR_SIZE,
  columnWidth,
  lineHeight,
  pageFrame,
  pointsToPx,
  ROW_COURT_GAP,
} from './page';
import type { PrintablePlay } from './play-block';

function makePlay(id: string, phases: number, options: { view?: ViewMode; factor?: number; description?: string; videos?: number } = {}): PrintablePlay {
  const data: PlayData = createEmptyPlayData(options.view ?? 'half');
  data.phases = Array.from({ length: phases }, (_, index) => ({ id: `phase_${index + 1}`, title: `Phase ${index + 1}`, note: `Note ${index + 1}`, objects: [], links: [] }));
  data.settings.objectSizeFactor = options.factor ?? 1;
  data.settings.description = options.description ?? '';
  data.settings.videos = Array.from({ length: options.videos ?? 0 }, (_, index) => ({ url: `https://youtu.be/abcdefghij${index}`, source: 'youtube', note: 'Watch the weak side' }));
  return { id, title: `Play ${id}`, data };
}

function settingsWith(change: (settings: PrintSettings) => void = () => {}): PrintSettings {
  const settings = createDefaultPrintSettings();
  change(settings);
  return settings;
}

const itemsOf = <K extends PageItem['kind']>(page: PrintPage, kind: K) => page.items.filter((item): item is Extract<PageItem, { kind: K }> => item.kind === kind);
const texts = (page: PrintPage, role: TextItem['role']) => itemsOf(page, 'text').filter((item) => item.role === role);
const courts = (layout: PrintLayout) => layout.pages.flatMap((page) => itemsOf(page, 'court'));

/** Every item inside the page, and every one but the page number inside the padding. */
function expectInsidePages(layout: PrintLayout, settings: PrintSettings) {
  const frame = pageFrame(settings, layout.orientation);
  for (const page of layout.pages) {
    expect(page.size).toEqual(frame.size);
    for (const item of page.items) {
      const area = item.kind === 'text' && item.role === 'pageNumber' ? frame.footer : frame.content;
      expect(item.box.x).toBeGreaterThanOrEqual(area.x - 1e-6);
      expect(item.box.y).toBeGreaterThanOrEqual(area.y - 1e-6);
      expect(item.box.x + item.box.width).toBeLessThanOrEqual(area.x + area.width + 1e-6);
      expect(item.box.y + item.box.height).toBeLessThanOrEqual(area.y + area.height + 1e-6);
    }
  }
}

/**
 * The flow rules, restated: blocks of the given heights go down a page of `room`, `gap` apart (no
 * gap at a page's top); one that does not fit starts a new page. Returns the pages used.
 */
function pagesFor(heights: readonly number[], room: number, gap: number, used = 0): number {
  let pages = 1;
  let y = used;
  for (const height of heights) {
    if (y > 0) y += gap;
    if (y + height > room + 1e-9 && y > 0) {
      pages += 1;
      y = 0;
    }
    y += height;
  }
  return pages;
}

// Default fonts: object title 16 pt, play 14, phase title 12, phase 12 (spec §3).
const titleLine = lineHeight(pointsToPx(16));
const phaseLine = lineHeight(pointsToPx(12));
/** A half NBA court with 5 of sidelines is 47 + 10 long and 50 + 10 wide. */
const HALF_COURT_ASPECT = 60 / 57;

/** The columns asked for, fewer while a column is narrower than a half court may print (2.3 in). */
function legibleColumns(width: number, asked: number): number {
  let columns = asked;
  while (columns > 1 && columnWidth(width, columns) < 2.3 * 96) columns -= 1;
  return columns;
}

describe('layoutPlay: both paper sizes, columns 1 to 4', () => {
  for (const paperSize of PAPER_SIZES) {
    for (const asked of [1, 2, 3, 4]) {
      it(`${paperSize}, ${asked} column(s): phases in a grid, rows flowing onto new pages, no diagram under 2.3 in`, () => {
        const settings = settingsWith((s) => {
          s.paperSize = paperSize;
          s.columns = asked;
        });
        const play = makePlay('p1', 6);
        const layout = layoutPlay(play, settings);
        const frame = pageFrame(settings);
        const columns = legibleColumns(frame.content.width, asked);
        // 7 in (letter) or 7.77 in (A4) of content hold at most 2 columns of 2.3 in and their gap.
        expect(columns).toBe(Math.min(asked, 2));
        const cell = columnWidth(frame.content.width, columns);
        const courtHeight = cell * HALF_COURT_ASPECT;
        const rowHeight = phaseLine + CELL_GAP + courtHeight + CELL_GAP + phaseLine;
        const rows = Math.ceil(6 / columns);
        const header = titleLine + BLOCK_GAP;
        expect(layout.pages).toHaveLength(pagesFor(Array(rows).fill(rowHeight), frame.content.height, COLUMN_GAP, header));
        expectInsidePages(layout, settings);

        const placed = courts(layout);
        expect(placed.map((court) => court.phaseIndex)).toEqual([0, 1, 2, 3, 4, 5]);
        for (const court of placed) {
          expect(court.box.width).toBeCloseTo(cell, 6);
          expect(court.box.height).toBeCloseTo(courtHeight, 6);
          const column = court.phaseIndex % columns;
          expect(court.box.x).toBeCloseTo(frame.content.x + column * (cell + COLUMN_GAP), 6);
        }
        // Courts of one row are level.
        for (let start = 0; start < 6; start += columns) {
          const row = placed.slice(start, start + columns);
          for (const court of row) expect(court.box.y).toBe(row[0]!.box.y);
        }
        expect(texts(layout.pages[0]!, 'title')[0]).toMatchObject({ text: 'Play p1', fontSize: pointsToPx(16), bold: true });
        layout.pages.forEach((page, index) => expect(texts(page, 'pageNumber')[0]!.text).toBe(String(index + 1)));
      });
    }
  }

  it("takes the writer's text measures in place of the estimate", () => {
    const seen: boolean[] = [];
    const measure = {
      lineCount: (text: string, font: { bold: boolean }) => (seen.push(font.bold), text.length === 0 ? 0 : 2),
      fit: (text: string) => text.length,
    };
    const page = layoutPlay(makePlay('p', 1), settingsWith(), { measure }).pages[0]!;
    expect(texts(page, 'title')[0]).toMatchObject({ lines: 2, box: { height: titleLine * 2 } });
    expect(texts(page, 'phaseTitle')[0]!.box.height).toBe(phaseLine * 2);
    expect(seen).toContain(true);
  });

  it('draws a full court wider than high, with the print sidelines around it', () => {
    const settings = settingsWith((s) => (s.sidelines = 2));
    const court = courts(layoutPlay(makePlay('p', 1, { view: 'full' }), settings))[0]!;
    expect(court).toMatchObject({ court: 'nba', view: 'full', sidelines: 2, viewBox: { x: -2, y: -2, width: 98, height: 54 } });
    expect(court.box.width / court.box.height).toBeCloseTo(98 / 54, 9);
  });

  it('shows only what the settings show', () => {
    const play = makePlay('p', 2, { description: 'Horns into a high ball screen.', videos: 1 });
    const all = layoutPlay(play, settingsWith()).pages[0]!;
    for (const role of ['title', 'description', 'phaseTitle', 'phaseNote', 'videoUrl'] as const) expect(texts(all, role).length).toBeGreaterThan(0);
    expect(itemsOf(all, 'video')).toHaveLength(1);
    const none = layoutPlay(
      play,
      settingsWith((s) => (s.show = { title: false, description: false, phaseTitles: false, phaseDescriptions: false, videos: false })),
    ).pages[0]!;
    expect(itemsOf(none, 'text').map((item) => item.role)).toEqual(['pageNumber']);
    expect(itemsOf(none, 'court')).toHaveLength(2);
    expect(itemsOf(none, 'video')).toHaveLength(0);
  });

  it('leaves a QR square beside each video link', () => {
    const page = layoutPlay(makePlay('p', 1, { videos: 2 }), settingsWith()).pages[0]!;
    const videos = itemsOf(page, 'video');
    expect(videos.map((video) => video.url)).toEqual(['https://youtu.be/abcdefghij0', 'https://youtu.be/abcdefghij1']);
    for (const video of videos) expect(video.qr).toMatchObject({ x: 72, width: VIDEO_QR_SIZE, height: VIDEO_QR_SIZE, y: video.box.y });
    expect(videos[1]!.box.y).toBeGreaterThanOrEqual(videos[0]!.box.y + VIDEO_QR_SIZE);
  });

  it('a list layout puts one phase a row, its text beside the court', () => {
    const settings = settingsWith((s) => (s.layout = 'list'));
    const page = layoutPlay(makePlay('p', 3), settings).pages[0]!;
    const placed = itemsOf(page, 'court');
    expect(new Set(placed.map((court) => court.box.x)).size).toBe(1);
    expect(placed[1]!.box.y).toBeGreaterThan(placed[0]!.box.y);
    const note = texts(page, 'phaseNote')[0]!;
    expect(note.box.x).toBeGreaterThan(placed[0]!.box.x + placed[0]!.box.width);
  });

  it('cuts a note taller than a page and says so, and flows a long description over pages', () => {
    const play = makePlay('p', 1, { description: 'word '.repeat(8000) });
    play.data.phases[0]!.note = 'note '.repeat(2000);
    const settings = settingsWith();
    const layout = layoutPlay(play, settings);
    expect(layout.pages.length).toBeGreaterThan(2);
    const descriptions = layout.pages.flatMap((page) => texts(page, 'description'));
    expect(descriptions.map((item) => item.text).join(' ').split(' ').filter(Boolean)).toHaveLength(8000);
    const note = layout.pages.flatMap((page) => texts(page, 'phaseNote'))[0]!;
    expect(note.truncated).toBe(true);
    expectInsidePages(layout, settings);
  });
});

describe('sections: object size after overwriteScaling and the scale factor', () => {
  const play = makePlay('p', 1, { factor: 1.5 });
  it("uses the play's own factor unless its section overwrites it", () => {
    const own = settingsWith((s) => (s.scaleFactor = 2));
    expect(courts(layoutPlay(play, own))[0]!.objectSizeFactor).toBe(3);
    // One large diagram a page: 0.8 keeps markers over the minimum, so it stays as set.
    const overwritten = settingsWith((s) => {
      s.sections.play = { objectSizeFactor: 0.8, overwriteScaling: true };
      s.playLayout.preset = 'one';
    });
    expect(courts(layoutPlay(play, overwritten))[0]!.objectSizeFactor).toBe(0.8);
  });

  it('each document reads its own section', () => {
    const settings = settingsWith((s) => {
      s.sections.play = { objectSizeFactor: 0.5, overwriteScaling: true };
      s.sections.playbook = { objectSizeFactor: 2, overwriteScaling: true };
      s.sections.practicePlan = { objectSizeFactor: 3, overwriteScaling: true };
    });
    const playbook = createEmptyPlaybookData();
    playbook.chapters[0]!.objects = [{ type: 'play', play_id: 'p' }];
    const plays = new Map([['p', play]]);
    expect(courts(layoutPlaybook(playbook, plays, settings))[0]!.objectSizeFactor).toBe(2);
    const plan = { title: 'T', date: '2026-11-24', startTime: '18:00', exercises: [{ id: 'e1', title: 'Shell', duration: 10, drillId: 'p', notes: '' }] };
    expect(courts(layoutPracticePlan(plan, settings, { drills: plays }))[0]!.objectSizeFactor).toBe(3);
  });
});

function playbookOf(chapters: { title: string; plays: number }[], cover?: Partial<PlaybookData['settings']['cover']>): { playbook: PlaybookData; plays: Map<string, PrintablePlay> } {
  const playbook = createEmptyPlaybookData();
  const plays = new Map<string, PrintablePlay>();
  let next = 1;
  playbook.chapters = chapters.map((chapter) => ({
    title: chapter.title,
    objects: Array.from({ length: chapter.plays }, () => {
      const id = String(next++);
      plays.set(id, makePlay(id, 4));
      return { type: 'play' as const, play_id: id };
    }),
  }));
  playbook.settings.cover = { show: false, title: 'Eagles 2026', subtitle: 'Half-court sets', imageUrl: 'https://cdn.example/cover.png', ...cover };
  return { playbook, plays };
}

describe('layoutPlaybook: cover, contents, chapters', () => {
  it('has a cover page only when the playbook shows one, unnumbered', () => {
    const { playbook, plays } = playbookOf([{ title: 'Sets', plays: 1 }]);
    const without = layoutPlaybook(playbook, plays, settingsWith());
    expect(without.pages[0]!.kind).toBe('contents');
    playbook.settings.cover.show = true;
    const withCover = layoutPlaybook(playbook, plays, settingsWith());
    expect(withCover.pages).toHaveLength(without.pages.length + 1);
    const cover = withCover.pages[0]!;
    expect(cover.kind).toBe('cover');
    expect(texts(cover, 'pageNumber')).toHaveLength(0);
    expect(texts(withCover.pages[1]!, 'pageNumber')[0]!.text).toBe('2');
  });

  for (const alignment of ['top', 'middle', 'bottom'] as const) {
    it(`sizes the cover image by imageSize and aligns the group to the ${alignment}`, () => {
      const { playbook, plays } = playbookOf([{ title: 'Sets', plays: 1 }], { show: true });
      const settings = settingsWith((s) => {
        s.paperSize = 'a4';
        s.coverPage.imageSize = 0.6;
        s.coverPage.verticalAlignment = alignment;
      });
      const cover = layoutPlaybook(playbook, plays, settings).pages[0]!;
      const { content } = pageFrame(settings);
      const image = itemsOf(cover, 'image')[0]!;
      expect(image.box.width).toBeCloseTo(content.width * 0.6, 6);
      expect(image.box.height).toBeCloseTo(image.box.width * DEFAULT_COVER_IMAGE_ASPECT, 6);
      expect(image.box.x + image.box.width / 2).toBeCloseTo(content.x + content.width / 2, 6);
      const title = texts(cover, 'coverTitle')[0]!;
      const subtitle = texts(cover, 'coverSubtitle')[0]!;
      expect(title).toMatchObject({ text: 'Eagles 2026', fontSize: pointsToPx(32), bold: true, align: 'center' });
      expect(subtitle).toMatchObject({ fontSize: pointsToPx(20), bold: false });
      expect(title.box.y).toBeCloseTo(image.box.y + image.box.height + COVER_GAP, 6);
      const groupTop = image.box.y;
      const groupBottom = subtitle.box.y + subtitle.box.height;
      const expectedTop = { top: content.y, middle: content.y + (content.height - (groupBottom - groupTop)) / 2, bottom: content.y + content.height - (groupBottom - groupTop) }[alignment];
      expect(groupTop).toBeCloseTo(expectedTop, 6);
    });
  }

  it('points every contents line at the page its chapter or play lands on', () => {
    const { playbook, plays } = playbookOf([
      { title: 'Man offense', plays: 3 },
      { title: 'Zone offense', plays: 2 },
      { title: 'Empty', plays: 0 },
      { title: 'Press break', plays: 1 },
    ]);
    playbook.chapters[1]!.objects.splice(1, 0, { type: 'text', text: 'Against 2-3, flash the middle.' });
    playbook.settings.cover.show = true;
    const layout = layoutPlaybook(playbook, plays, settingsWith((s) => (s.playLayout = { preset: 'six', playStart: 'page', courtStyle: 'print', callSheet: false, orientation: 'portrait' })));
    const lines = layout.pages.flatMap((page) => texts(page, 'tocLine'));
    expect(lines.map((line) => line.text)).toEqual(['Man offense', 'Play 1', 'Play 2', 'Play 3', 'Zone offense', 'Play 4', 'Play 5', 'Empty', 'Press break', 'Play 6']);
    expect(layout.contents.map((entry) => entry.page)).toEqual(lines.map((line) => line.targetPage));
    for (const line of lines) {
      const page = layout.pages[line.targetPage! - 1]!;
      const role = line.level === 0 ? 'chapterTitle' : 'title';
      expect(texts(page, role).map((item) => item.text)).toContain(line.text);
    }
    // Cover, contents, then a page a play (the text page too), an empty chapter alone on its page.
    expect(layout.pages.map((page) => page.kind)).toEqual(['cover', 'contents', ...Array(3 + 3 + 1 + 1).fill('content')]);
    expect(texts(layout.pages[6]!, 'textPage')[0]!.text).toBe('Against 2-3, flash the middle.');
  });

  it('prints a notice where a play is missing or cannot be shown, and leaves it out of the contents', () => {
    const { playbook, plays } = playbookOf([{ title: 'Sets', plays: 1 }]);
    playbook.chapters[0]!.objects.push({ type: 'play', play_id: 'gone' }, { type: 'play', play_id: '1', data: { error: 'You no longer have access to this play.' } });
    const layout = layoutPlaybook(playbook, plays, settingsWith());
    expect(layout.pages.flatMap((page) => texts(page, 'notice')).map((item) => item.text)).toEqual([
      'This play is no longer available.',
      'You no longer have access to this play.',
    ]);
    expect(layout.contents).toHaveLength(2);
  });

  for (const paperSize of PAPER_SIZES) {
    it(`lays a 100-play, 4-phase playbook out a play a page when asked to (${paperSize})`, () => {
      const chapters = [25, 25, 25, 25].map((count, index) => ({ title: `Chapter ${index + 1}`, plays: count }));
      const { playbook, plays } = playbookOf(chapters, { show: true });
      const settings = settingsWith((s) => {
        s.paperSize = paperSize;
        s.playLayout = { preset: 'six', playStart: 'page', courtStyle: 'print', callSheet: false, orientation: 'portrait' };
      });
      const layout = layoutPlaybook(playbook, plays, settings);
      const { content } = pageFrame(settings);

      const playPages = 100;
      // Contents: a heading, then a line a chapter (14 pt) and a line a play (12 pt), CELL_GAP each.
      const chapterLine = lineHeight(pointsToPx(14)) + CELL_GAP;
      const playLine = phaseLine + CELL_GAP;
      const tocLines = chapters.flatMap((chapter) => [chapterLine, ...Array(chapter.plays).fill(playLine)]);
      const contentsPages = pagesFor(tocLines, content.height, 0, titleLine + BLOCK_GAP);
      expect(contentsPages).toBeGreaterThan(1);
      expect(layout.pages).toHaveLength(1 + contentsPages + playPages);
      expect(layout.pages.filter((page) => page.kind === 'contents')).toHaveLength(contentsPages);
      expect(courts(layout)).toHaveLength(400);
      expect(layout.contents.filter((entry) => entry.level === 0).map((entry) => entry.page)).toEqual([0, 1, 2, 3].map((n) => 1 + contentsPages + 25 * n + 1));
      expectInsidePages(layout, settings);
    });
  }

  it('is deterministic', () => {
    const { playbook, plays } = playbookOf([{ title: 'A', plays: 3 }], { show: true });
    expect(layoutPlaybook(playbook, plays, settingsWith())).toEqual(layoutPlaybook(playbook, plays, settingsWith()));
  });
});

describe('layoutRotation', () => {
  const rotation = {
    version: 2 as const,
    title: 'Game 1',
    periods: 4 as const,
    periodLength: 600,
    players: Array.from({ length: 40 }, (_, index) => ({ id: `p${index}`, name: `Player ${index}`, number: String(index), position: null })),
    stints: [
      { playerId: 'p0', period: 1, start: 0, end: 300 },
      { playerId: 'p0', period: 2, start: 150, end: 600 },
    ],
  };

  it('draws stints as bars along their period and totals the minutes', () => {
    const settings = settingsWith();
    const layout = layoutRotation(rotation, settings);
    const first = layout.pages[0]!;
    const bars = itemsOf(first, 'bar');
    expect(bars).toHaveLength(2);
    const { content } = pageFrame(settings);
    const periodWidth = columnWidth(content.width - 40 - 160 - 72, 4);
    expect(bars[0]!.box.width).toBeCloseTo(periodWidth / 2, 6);
    expect(bars[1]!.box.x).toBeCloseTo(content.x + 200 + periodWidth + COLUMN_GAP + periodWidth / 4, 6);
    expect(texts(first, 'tableCell').map((cell) => cell.text)).toContain('12.5 min');
    expectInsidePages(layout, settings);
  });

  it('repeats the header on every page the roster runs onto', () => {
    const settings = settingsWith((s) => (s.paperSize = 'a4'));
    const layout = layoutRotation(rotation, settings);
    const { content } = pageFrame(settings);
    const row = phaseLine + 2 * CELL_GAP;
    // The header repeats, so each later page holds one row fewer: count pages with the rule itself.
    let pages = 1;
    // The header row, then the minute scale (8 pt numbers over two tick lengths).
    const header = row + lineHeight(pointsToPx(8)) + 2 * 4 + CELL_GAP;
    let y = titleLine + BLOCK_GAP + header;
    for (let player = 0; player < 40; player += 1) {
      if (row > content.height - y) {
        pages += 1;
        y = header;
      }
      y += row;
    }
    expect(pages).toBeGreaterThan(1);
    expect(layout.pages).toHaveLength(pages);
    for (const page of layout.pages) expect(texts(page, 'tableHeader').map((cell) => cell.text)).toEqual(['#', 'Player', 'Q1', 'Q2', 'Q3', 'Q4', 'Minutes']);
  });
});

describe('layoutPracticePlan', () => {
  const plan = {
    title: 'Tuesday practice',
    date: '2026-11-24',
    startTime: '18:00',
    plannedMinutes: 60,
    location: 'Main gym',
    exercises: [
      { id: 'e1', title: 'Warm-up', duration: 15, drillId: null, notes: 'Dynamic stretching', coach: 'Lee' },
      { id: 'e2', title: 'Stations', duration: 20, drillId: null, notes: '', stations: [{ title: 'Shooting', minutes: 12 }, { title: 'Ball handling', minutes: 20, coach: 'Sam' }] },
      { id: 'e3', title: 'Shell drill', duration: 30, drillId: 'd1', notes: '' },
    ],
  };
  const drills = new Map([['d1', makePlay('d1', 2)]]);

  it('prints clock times, date and totals in the settings formats (12h, mdy by default)', () => {
    const page = layoutPracticePlan(plan, settingsWith(), { drills }).pages[0]!;
    expect(texts(page, 'blockTime').map((item) => item.text)).toEqual(['6:00 PM – 6:15 PM', '6:15 PM – 6:35 PM', '6:35 PM – 7:05 PM']);
    expect(texts(page, 'planDetails').map((item) => item.text)).toEqual(['11/24/2026 · 6:00 PM – 7:05 PM · Main gym', 'Total 65 min of 60 planned (5 min over)']);
    expect(texts(page, 'station').map((item) => item.text)).toEqual(['Shooting · 12 min', 'Ball handling · 20 min · Coach: Sam']);
    expect(texts(page, 'blockTitle')[1]!.text).toBe('Stations · 20 min');
  });

  it("prints a station's drill details under the station, as a block's own drill prints them (issue 30)", () => {
    const stationDrill = makePlay('d2', 1);
    stationDrill.title = 'Form shooting';
    stationDrill.data.settings.drill = { players: 4, equipment: ['balls', 'rebounder'], coachingPoints: 'Hold the follow-through.' };
    const withDrill = {
      ...plan,
      exercises: [{ id: 'e1', title: 'Stations', duration: 15, drillId: null, notes: '', stations: [{ title: '', minutes: 15, drillId: 'd2', notes: 'Rotate every 5 minutes' }, { title: 'Ball handling', minutes: 15 }] }],
    };
    const page = layoutPracticePlan(withDrill, settingsWith(), { drills: new Map([['d2', stationDrill]]) }).pages[0]!;
    const block = itemsOf(page, 'text')
      .filter((item) => ['station', 'drillDetails', 'coachingPoints', 'blockNotes'].includes(item.role))
      .map((item) => item.text);
    // The untitled station reads its drill's title; its details come before the next station.
    expect(block).toEqual(['Form shooting · 15 min', 'Players: 4', 'Equipment: balls, rebounder', 'Coaching points: Hold the follow-through.', 'Rotate every 5 minutes', 'Ball handling · 15 min']);
  });

  it('follows 24h and dmy, and Arabic digits', () => {
    const settings = settingsWith((s) => (s.practicePlan = { timeFormat: '24h', dateFormat: 'dmy' }));
    const page = layoutPracticePlan(plan, settings, { locale: 'ar' }).pages[0]!;
    expect(texts(page, 'blockTime')[0]!.text).toBe('١٨:٠٠ – ١٨:١٥');
    expect(texts(page, 'planDetails')[0]!.text.startsWith('٢٤/١١/٢٠٢٦')).toBe(true);
  });

  it('prints the labels sent as texts (Arabic), their placeholders filled and digits Arabic', () => {
    const labels = practicePlanLabels({
      minutes: '{minutes} دقيقة',
      total: 'المجموع {minutes} دقيقة',
      totalOfPlanned: '{total} من {planned} دقيقة مخططة ({verdict})',
      over: 'يزيد {minutes} دقيقة',
      coach: 'المدرب: {name}',
    });
    const page = layoutPracticePlan(plan, settingsWith(), { locale: 'ar', labels }).pages[0]!;
    expect(texts(page, 'planDetails')[1]!.text).toBe('المجموع ٦٥ دقيقة من ٦٠ دقيقة مخططة (يزيد ٥ دقيقة)');
    expect(texts(page, 'blockTitle')[0]!.text).toBe('Warm-up · ١٥ دقيقة');
    expect(texts(page, 'station').map((item) => item.text)).toEqual(['Shooting · ١٢ دقيقة', 'Ball handling · ٢٠ دقيقة · المدرب: Sam']);
    expect(texts(page, 'blockNotes')[0]!.text).toBe('المدرب: Lee');
    // A text left out stays English; on time and under read their own texts.
    const onTime = practicePlanLabels({ onTime: 'مطابق للمدة' }).totals({ startMinutes: 0, endMinutes: 60, totalMinutes: 60, plannedMinutes: 60, differenceMinutes: 0, status: 'onTime', runningMinutes: [60] });
    expect(onTime).toBe('Total 60 min of 60 planned (مطابق للمدة)');
  });

  it('fills only the placeholders it is given', () => {
    expect(fillLabel('{a} and {b} and {{c}}', { a: 1, c: 'x' })).toBe('1 and {b} and {x}');
    expect(fillLabel('{constructor}', {})).toBe('{constructor}');
  });

  it('lays Arabic out right to left: the clock times on the right', () => {
    const settings = settingsWith();
    const { content } = pageFrame(settings);
    const arabic = layoutPracticePlan(plan, settings, { locale: 'ar' });
    expect(arabic.direction).toBe('rtl');
    const time = texts(arabic.pages[0]!, 'blockTime')[0]!;
    expect(time.box.x + time.box.width).toBeCloseTo(content.x + content.width, 6);
    expect(layoutPracticePlan(plan, settings, { locale: 'ar', direction: 'ltr' }).direction).toBe('ltr');
  });

  it("prints a linked drill's first phase 2.3 inches wide whatever the play columns, at the row's end", () => {
    const settings = settingsWith((s) => (s.columns = 4));
    const page = layoutPracticePlan(plan, settings, { drills }).pages[0]!;
    const [court] = itemsOf(page, 'court') as CourtItem[];
    const { content } = pageFrame(settings);
    expect(court).toMatchObject({ playId: 'd1', phaseIndex: 0 });
    expect(court!.box.width).toBeCloseTo(2.3 * 96, 6);
    expect(court!.box.x + court!.box.width).toBeCloseTo(content.x + content.width, 6);
  });

  it('flows blocks onto new pages, whole', () => {
    const long = { ...plan, exercises: Array.from({ length: 60 }, (_, index) => ({ id: `e${index}`, title: `Block ${index}`, duration: 2, drillId: null, notes: '' })) };
    const settings = settingsWith();
    const layout = layoutPracticePlan(long, settings);
    expect(layout.pages.length).toBeGreaterThan(1);
    expect(layout.pages.flatMap((page) => texts(page, 'blockTime'))).toHaveLength(60);
    expectInsidePages(layout, settings);
  });
});

describe('packed layouts, presets and the minimums of legibility (issue 30)', () => {
  const inches = (units: number) => units / 96;
  const minimums = { diagram: 2.3, marker: 0.22 };

  /** A two-chapter playbook of four two-phase plays, each with a description. */
  function fourPlays() {
    const { playbook, plays } = playbookOf([
      { title: 'Early offense', plays: 2 },
      { title: 'Late game', plays: 2 },
    ]);
    for (const play of plays.values()) {
      play.data.phases = play.data.phases.slice(0, 2);
      play.data.settings.description = 'From the horns set.';
    }
    playbook.settings.cover.show = true;
    return { playbook, plays };
  }

  it('packs the four-play playbook on 4 letter pages with cover and contents, plays flowing down the page', () => {
    const { playbook, plays } = fourPlays();
    const layout = layoutPlaybook(playbook, plays, settingsWith());
    expect(layout.pages.map((page) => page.kind)).toEqual(['cover', 'contents', 'content', 'content']);
    // Two plays on a page: the second starts on the next row, below the first's courts.
    const page = layout.pages[2]!;
    const titles = texts(page, 'title');
    expect(titles.map((title) => title.text)).toEqual(['Play 1', 'Play 2']);
    const firstCourts = itemsOf(page, 'court').filter((court) => court.playId === '1');
    expect(titles[1]!.box.y).toBeGreaterThan(Math.max(...firstCourts.map((court) => court.box.y + court.box.height)));
  });

  it('packs a 100-play book with the defaults: four-phase plays two a landscape page (one a row), two-phase plays two a portrait page, every diagram at least 2.3 in', () => {
    const chapters = [25, 25, 25, 25].map((count, index) => ({ title: `Chapter ${index + 1}`, plays: count }));
    const { playbook, plays } = playbookOf(chapters, { show: true });
    const settings = settingsWith();
    const portrait = settingsWith((s) => (s.playLayout.orientation = 'portrait'));
    const frame = pageFrame(settings);
    const pagesOf = (layout: PrintLayout) => layout.pages.filter((page) => page.kind === 'content').length;
    const expectLegible = (layout: PrintLayout) => {
      for (const court of courts(layout)) {
        expect(inches(court.box.width)).toBeGreaterThanOrEqual(minimums.diagram - 1e-9);
        expect(inches(3.5 * court.objectSizeFactor * (court.box.width / court.viewBox.width))).toBeGreaterThanOrEqual(minimums.marker - 1e-9);
      }
    };
    // Portrait, four phases: 2 x 2 at the minimum is 2 rows of 2.42 in courts; two plays would need 4 rows (9.7 in)
    // of the 9.24 in a letter page holds, and 3 columns of 2.3 in (7.23 in) do not fit its 7 in: a play a page.
    expect(4 * minimums.diagram * HALF_COURT_ASPECT * 96).toBeGreaterThan(frame.content.height);
    expect(3 * minimums.diagram * 96 + 2 * COLUMN_GAP).toBeGreaterThan(frame.content.width);
    const upright = layoutPlaybook(playbook, plays, portrait);
    expect(upright.orientation).toBe('portrait');
    expect(pagesOf(upright)).toBe(100);
    // Landscape letter (9.5 in across): the four phases a row at 2.3 in with ROW_COURT_GAP, two plays a page.
    expect(4 * minimums.diagram * 96 + 3 * ROW_COURT_GAP).toBeLessThanOrEqual(pageFrame(settings, 'landscape').content.width);
    const four = layoutPlaybook(playbook, plays, settings);
    expect(four.orientation).toBe('landscape');
    expect(four.pages.every((page) => page.size.width === 1056 && page.size.height === 816)).toBe(true);
    expect(four.pages.length).toBeLessThanOrEqual(60);
    // Two plays on every page of a chapter but its first (its title above its first play).
    const playsOn = four.pages.filter((page) => page.kind === 'content').map((page) => texts(page, 'title').length);
    expect(playsOn.filter((count) => count === 2).length).toBeGreaterThanOrEqual(100 / 2 - chapters.length);
    for (const page of four.pages.filter((p) => p.kind === 'content')) {
      // Each play's four phases on one row.
      const rows = new Map<string, Set<number>>();
      for (const court of itemsOf(page, 'court')) rows.set(court.playId, (rows.get(court.playId) ?? new Set()).add(Math.round(court.box.y)));
      for (const ys of rows.values()) expect(ys.size).toBe(1);
    }
    expectLegible(four);
    expectInsidePages(four, settings);
    // Two phases: one row each, two plays a portrait page: the classic layout kept (landscape would print as many).
    for (const play of plays.values()) play.data.phases = play.data.phases.slice(0, 2);
    const two = layoutPlaybook(playbook, plays, settings);
    expect(two.orientation).toBe('portrait');
    expect(pagesOf(two)).toBeLessThanOrEqual(50);
    expectLegible(two);
  });

  it('prints in the orientation asked: landscape one play a row, portrait the classic layout; a single play stays portrait on auto', () => {
    const { playbook, plays } = playbookOf([{ title: 'Sets', plays: 3 }]);
    const landscape = layoutPlaybook(playbook, plays, settingsWith((s) => (s.playLayout.orientation = 'landscape')), { tableOfContents: false });
    expect(landscape.orientation).toBe('landscape');
    expect(landscape.pages[0]!.size).toEqual({ width: 1056, height: 816 });
    // The first play's phases side by side, on one row.
    const first = itemsOf(landscape.pages[0]!, 'court').filter((court) => court.playId === '1');
    expect(first.length).toBeGreaterThan(1);
    expect(new Set(first.map((court) => Math.round(court.box.y))).size).toBe(1);
    const a4 = layoutPlaybook(playbook, plays, settingsWith((s) => ((s.playLayout.orientation = 'landscape'), (s.paperSize = 'a4'))), { tableOfContents: false });
    expect(a4.pages[0]!.size).toEqual({ width: 1122.5, height: 793.7 });
    for (const court of courts(a4)) expect(inches(court.box.width)).toBeGreaterThanOrEqual(minimums.diagram - 1e-9);
    const portrait = layoutPlaybook(playbook, plays, settingsWith((s) => (s.playLayout.orientation = 'portrait')), { tableOfContents: false });
    expect(portrait.orientation).toBe('portrait');
    expect(portrait.pages[0]!.size).toEqual({ width: 816, height: 1056 });
    // A coach's own preset is kept on auto: portrait.
    expect(layoutPlaybook(playbook, plays, settingsWith((s) => (s.playLayout.preset = 'four'))).orientation).toBe('portrait');
    expect(layoutPlay(plays.get('1')!, settingsWith()).orientation).toBe('portrait');
    expect(layoutPlay(plays.get('1')!, settingsWith((s) => (s.playLayout.orientation = 'landscape'))).pages[0]!.size.width).toBe(1056);
  });

  it('keeps a play whole: one that does not fit in what is left of a page starts the next', () => {
    const { playbook, plays } = playbookOf([{ title: 'Sets', plays: 6 }]);
    const layout = layoutPlaybook(playbook, plays, settingsWith(), { tableOfContents: false });
    for (const play of plays.values()) {
      const holds = (page: PrintPage) => itemsOf(page, 'court').some((court) => court.playId === String(play.id)) || texts(page, 'title').some((title) => title.text === play.title);
      expect(layout.pages.filter(holds)).toHaveLength(1);
    }
    // Two-phase plays: two a page, the second on the next row.
    for (const play of plays.values()) play.data.phases = play.data.phases.slice(0, 2);
    const packed = layoutPlaybook(playbook, plays, settingsWith(), { tableOfContents: false });
    expect(texts(packed.pages[1]!, 'title').map((title) => title.text)).toEqual(['Play 3', 'Play 4']);
  });

  it("defaults to the playbook's classic layout in portrait: its phases a row, as many as stay legible", () => {
    const { playbook, plays } = playbookOf([{ title: 'Sets', plays: 1 }]);
    const columnsOf = (layout: PrintLayout) => new Set(courts(layout).map((court) => court.box.x)).size;
    const portrait = settingsWith((s) => (s.playLayout.orientation = 'portrait'));
    playbook.settings.classic.layout = 'grid-1';
    expect(columnsOf(layoutPlaybook(playbook, plays, portrait))).toBe(1);
    playbook.settings.classic.layout = 'grid-2';
    expect(columnsOf(layoutPlaybook(playbook, plays, portrait))).toBe(2);
    // Three a row would print under 2.3 in on letter: two.
    playbook.settings.classic.layout = 'grid-3';
    expect(columnsOf(layoutPlaybook(playbook, plays, portrait))).toBe(2);
  });

  const presets = [
    ['one', 1, 1],
    ['two', 2, 1],
    ['four', 4, 2],
    ['six', 6, 2],
  ] as const;
  for (const paperSize of PAPER_SIZES) {
    for (const [preset, perPage, columns] of presets) {
      it(`preset "${preset}" on ${paperSize}: ${perPage} diagram(s) a page, none under the minimums`, () => {
        const settings = settingsWith((s) => {
          s.paperSize = paperSize;
          s.playLayout.preset = preset;
          s.show.title = false;
          s.show.description = false;
        });
        const layout = layoutPlay(makePlay('p', 12, { factor: 0.5 }), settings);
        const first = itemsOf(layout.pages[0]!, 'court');
        expect(first).toHaveLength(perPage);
        expect(new Set(first.map((court) => court.box.x)).size).toBe(columns);
        for (const court of courts(layout)) {
          expect(inches(court.box.width)).toBeGreaterThanOrEqual(minimums.diagram - 1e-9);
          // A marker's diameter on paper (PLAYER_BOX_WIDTH half: 3.5 court units a factor).
          expect(inches(3.5 * court.objectSizeFactor * (court.box.width / court.viewBox.width))).toBeGreaterThanOrEqual(minimums.marker - 1e-9);
          // An arrow's stroke (0.22 court units on a half court) at least 0.75 pt.
          expect((0.22 * court.arrowScale * (court.box.width / court.viewBox.width) * 72) / 96).toBeGreaterThanOrEqual(0.75 - 1e-9);
        }
        expectInsidePages(layout, settings);
      });
    }
  }

  it('reduces columns rather than print a diagram under 2.3 in; wider content keeps them', () => {
    const columnsWith = (padding: number, asked: number) => {
      const settings = settingsWith((s) => {
        s.columns = asked;
        s.pagePadding = padding;
      });
      const layout = layoutPlay(makePlay('p', 3), settings);
      const placed = courts(layout);
      for (const court of placed) expect(inches(court.box.width)).toBeGreaterThanOrEqual(minimums.diagram - 1e-9);
      return new Set(placed.map((court) => court.box.x)).size;
    };
    // Letter at 0.75 in margins: 7 in of content, 3 columns would be 2.22 in each.
    expect(columnsWith(0.75, 3)).toBe(2);
    expect(columnsWith(0.75, 4)).toBe(2);
    // At 0.25 in: 8 in, 3 columns of 2.56 in.
    expect(columnsWith(0.25, 3)).toBe(3);
  });

  it('keeps texts at 8 pt at least, whatever the font settings', () => {
    const layout = layoutPlay(makePlay('p', 2, { description: 'Down screen' }), settingsWith((s) => (s.fontSizes = { objectTitle: 5, play: 5, phase: 5, phaseTitle: 5 })));
    for (const item of layout.pages.flatMap((page) => itemsOf(page, 'text'))) expect(item.fontSize).toBeGreaterThanOrEqual(pointsToPx(8) - 1e-9);
  });
});

describe("the playbook's description (issue 30)", () => {
  it('prints on the cover when there is one, else under the contents heading, else above the first chapter', () => {
    const description = 'Our half-court sets for the 2026 season.';
    const { playbook, plays } = playbookOf([{ title: 'Sets', plays: 1 }], { show: true });
    playbook.settings.description = description;
    const where = (options = {}) =>
      layoutPlaybook(playbook, plays, settingsWith(), options)
        .pages.filter((page) => texts(page, 'playbookDescription').some((item) => item.text === description))
        .map((page) => page.kind);
    expect(where()).toEqual(['cover']);
    playbook.settings.cover.show = false;
    expect(where()).toEqual(['contents']);
    expect(where({ tableOfContents: false })).toEqual(['content']);
    playbook.settings.description = '';
    expect(where()).toEqual([]);
  });
});

describe('the call sheet (issue 30)', () => {
  it("puts every play's call name by chapter on one page, each beside its first phase, names at 14 pt", () => {
    const chapters = [
      { title: 'Early offense', plays: 12 },
      { title: 'Zone', plays: 10 },
      { title: 'Late game', plays: 8 },
    ];
    const { playbook, plays } = playbookOf(chapters, { show: true, title: 'Season sets' });
    const layout = layoutCallSheet(playbook, plays, settingsWith());
    expect(layout.pages).toHaveLength(1);
    const page = layout.pages[0]!;
    expect(texts(page, 'chapterTitle').map((item) => item.text)).toEqual(['Early offense', 'Zone', 'Late game']);
    const names = texts(page, 'callName');
    expect(names.map((item) => item.text)).toEqual(Array.from({ length: 30 }, (_, index) => `Play ${index + 1}`));
    for (const name of names) expect(name.fontSize).toBe(pointsToPx(14));
    const placed = itemsOf(page, 'court');
    expect(placed.map((court) => [court.playId, court.phaseIndex])).toEqual(Array.from({ length: 30 }, (_, index) => [String(index + 1), 0]));
    for (const court of placed) expect(court.box.width).toBeGreaterThanOrEqual(0.7 * 96 - 1e-9);
    expectInsidePages(layout, settingsWith());
  });

  it('gives a small playbook larger diagrams, and runs a huge one on over pages rather than shrink them under 0.7 in', () => {
    const small = playbookOf([{ title: 'Sets', plays: 4 }]);
    const big = playbookOf([{ title: 'Sets', plays: 100 }]);
    const widthOf = (layout: PrintLayout) => courts(layout)[0]!.box.width;
    const smallSheet = layoutCallSheet(small.playbook, small.plays, settingsWith());
    const bigSheet = layoutCallSheet(big.playbook, big.plays, settingsWith());
    expect(widthOf(smallSheet)).toBeGreaterThan(widthOf(bigSheet));
    expect(bigSheet.pages.length).toBeGreaterThan(1);
    for (const court of courts(bigSheet)) expect(court.box.width).toBeGreaterThanOrEqual(0.7 * 96 - 1e-9);
    expectInsidePages(bigSheet, settingsWith());
  });
});
