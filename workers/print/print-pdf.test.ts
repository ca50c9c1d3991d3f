import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, decodePDFRawStream, type PDFPage } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDefaultPrintSettings, createEmptyPlaybookData, createEmptyRotationData, printedVideoLinks, samplePlay, type PaperSize, type PrintablePlay, type VideoItem } from '../../engine';
import { uploadedVideo } from '../../engine/model/video';
import { qrCodeRuns } from './qr-code';
import { courtColorPreset } from '../../engine/model/court-colors';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import { phaseOf, playerAt } from '../../engine/phase/fixtures';
import { readPpm } from './ppm';
import { readPrintFontFiles } from './font-files-node';
import { PrintCancelled } from './print-errors';
import { printPdf, printPreview } from './print-pdf';
import type { PrintRequest } from './print-request';
import type { PrintFontFiles } from './print-fonts';

const VIDEO_URL = 'https://youtu.be/dQw4w9WgXcQ';
/** Spec §9 paper sizes in points (72 per inch): page units times 72/96. */
const PAPER_POINTS: Record<PaperSize, { width: number; height: number }> = {
  letter: { width: 612, height: 792 },
  a4: { width: 595.275, height: 841.875 },
};

function horns(id: string, title: string, phases = 3): PrintablePlay {
  const data = samplePlay({ phases, arrowsPerPhase: 6, seed: 5 });
  data.settings.videos = [{ url: VIDEO_URL, source: 'youtube', note: 'Film of the set' }];
  return { id, title, data };
}

let fonts: PrintFontFiles;
beforeAll(async () => {
  fonts = await readPrintFontFiles();
});

const settingsFor = (paperSize: PaperSize) => ({ ...createDefaultPrintSettings(), paperSize });

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const pdftotextFound = hasPdftotext();
// CI installs poppler-utils (.ci/run): there, a missing pdftotext is a failure, not a skip.
if (!pdftotextFound && process.env.CI) throw new Error('pdftotext (poppler-utils) is missing: .ci/run installs it.');

/** The PDF's text per page, read back by poppler's pdftotext. */
function pageTexts(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'print-pdf-'));
  try {
    const file = join(dir, 'out.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.map((stream) => (stream instanceof PDFRawStream ? new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()) : '')).join('\n');
}

function linksOf(page: PDFPage): PDFDict[] {
  const annots = page.node.Annots();
  if (annots === undefined) return [];
  return annots.asArray().map((ref) => page.doc.context.lookup(ref, PDFDict)).filter((annot) => annot.get(PDFName.of('Subtype')) === PDFName.of('Link'));
}

const uriOf = (link: PDFDict) => (link.lookup(PDFName.of('A')) as PDFDict | undefined)?.lookup(PDFName.of('URI'), PDFString)?.decodeText();

function imageXObjects(page: PDFPage): number {
  const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
  return xObjects instanceof PDFDict ? xObjects.keys().length : 0;
}

describe.each(['letter', 'a4'] as const)('printPdf on %s paper', (paperSize) => {
  it('prints a play: its size, title, page numbers, video link and phases as vector paths', async () => {
    const request: PrintRequest = { kind: 'play', play: horns('7', 'Horns Flare', 9), settings: settingsFor(paperSize) };
    const bytes = await printPdf(request, fonts);
    const doc = await PDFDocument.load(bytes);
    const pages = doc.getPages();
    expect(pages.length).toBeGreaterThanOrEqual(1);
    for (const page of pages) {
      expect(page.getWidth()).toBeCloseTo(PAPER_POINTS[paperSize].width, 1);
      expect(page.getHeight()).toBeCloseTo(PAPER_POINTS[paperSize].height, 1);
    }
    expect(doc.getTitle()).toBe('Horns Flare');
    const content = contentOf(pages[0]!);
    // Paths: moves, lines, curves and painting; no pictures of the court.
    for (const operator of [/ m\n/, / l\n/, / c\n/, /\nS\n/, /\nf\n/]) expect(content).toMatch(operator);
    for (const page of pages) expect(imageXObjects(page)).toBe(0);
    const uris = pages.flatMap(linksOf).map(uriOf);
    expect(uris).toContain(VIDEO_URL);

    if (!pdftotextFound) return console.warn('pdftotext (poppler-utils) is not installed: the texts of the PDF are not checked.');
    const texts = pageTexts(bytes);
    expect(texts).toHaveLength(pages.length);
    expect(texts[0]).toContain('Horns Flare');
    texts.forEach((text, index) => expect(text.trim().split(/\s+/).at(-1)).toBe(String(index + 1)));
  });

  it('prints a playbook: cover, contents linked to the chapters, every play', async () => {
    const playbook = createEmptyPlaybookData();
    playbook.settings.cover = { show: true, title: 'Spring Playbook', subtitle: 'Varsity', imageUrl: null };
    playbook.chapters = [
      { title: 'Man offense', objects: [{ type: 'play', play_id: 1 }, { type: 'play', play_id: 2 }] },
      { title: 'Zone offense', objects: [{ type: 'play', play_id: 3 }] },
    ];
    const plays = [horns('1', 'Horns Flare'), horns('2', 'Floppy'), horns('3', 'Overload')];
    const bytes = await printPdf({ kind: 'playbook', playbook, plays, settings: settingsFor(paperSize) }, fonts);
    const doc = await PDFDocument.load(bytes);
    const pages = doc.getPages();
    // Cover, contents, then each play from a new page.
    expect(pages).toHaveLength(5);
    const contentsLinks = linksOf(pages[1]!);
    expect(contentsLinks).toHaveLength(5);
    const destinations = contentsLinks.map((link) => doc.context.lookup((link.lookup(PDFName.of('Dest'), PDFArray)).get(0)));
    expect(destinations.map((target) => pages.findIndex((page) => page.node === target) + 1)).toEqual([3, 3, 4, 5, 5]);
    expect(pages.slice(2).flatMap(linksOf).map(uriOf)).toEqual([VIDEO_URL, VIDEO_URL, VIDEO_URL]);

    if (!pdftotextFound) return console.warn('pdftotext (poppler-utils) is not installed: the texts of the PDF are not checked.');
    const texts = pageTexts(bytes);
    expect(texts[0]).toContain('Spring Playbook');
    expect(texts[1]).toMatch(/Contents[\s\S]*Man offense[\s\S]*Horns Flare\s+3[\s\S]*Floppy\s+4[\s\S]*Zone offense/);
    // Every page but the cover has its number.
    texts.slice(1).forEach((text, index) => expect(text.trim().split(/\s+/).at(-1)).toBe(String(index + 2)));
    expect(texts[4]).toContain('Overload');
  });
});

describe('printPdf: video links that work on paper (issue 30)', () => {
  it("links an uploaded video to the page that plays it, by its title, its QR code holding that address; YouTube keeps its URL", async () => {
    const mediaId = '0b8c5a52-7a51-4b64-9c7e-6a3d1c2f9e10';
    const play = horns('7', 'Horns', 1);
    play.data.settings.videos = [uploadedVideo(mediaId, 'Watch the weak side'), { url: VIDEO_URL, source: 'youtube', note: '' }];
    const shareUrl = 'https://app.example/dashboard/public/playbook/tok_abcdefghijklmnopqrstuvwxyz';
    const linked = { ...play, videoLinks: printedVideoLinks(play, { appOrigin: 'https://app.example', shareUrl, mediaTitle: () => 'Horns walkthrough' }) };
    const request: PrintRequest = { kind: 'play', play: linked, settings: settingsFor('letter') };
    const bytes = await printPdf(request, fonts);
    const doc = await PDFDocument.load(bytes);
    const uris = doc.getPages().flatMap(linksOf).map(uriOf);
    expect(uris).toEqual([shareUrl, VIDEO_URL]);

    // Each QR code is the encoding of its link's address: its dark runs drawn where the layout put its square.
    const videos = (await printPreview(request, fonts, 10)).layout.pages.flatMap((page) => page.items.filter((item): item is VideoItem => item.kind === 'video'));
    const content = doc.getPages().map(contentOf).join('\n');
    const rect = (box: { x: number; y: number; width: number; height: number }) => [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 100) / 100).join(' ') + ' re';
    for (const [video, url] of [[videos[0]!, shareUrl], [videos[1]!, VIDEO_URL]] as const) {
      expect(video.url).toBe(url);
      expect(content).toContain(qrCodeRuns(url, video.qr).map(rect).join('\n'));
    }
    expect(content).not.toContain(qrCodeRuns(mediaId, videos[0]!.qr).map(rect).join('\n'));

    if (!pdftotextFound) return;
    const text = pageTexts(bytes).join('\n');
    expect(text).toContain('Horns walkthrough');
    expect(text).toContain(VIDEO_URL);
    expect(text).not.toContain(mediaId);
  });
});

describe('printPdf: labels in the coach\'s language (issue 30)', () => {
  it('names an untitled chapter with the label sent, its number filled in', async () => {
    const playbook = createEmptyPlaybookData();
    playbook.chapters = [{ title: '', objects: [{ type: 'play', play_id: 1 }] }];
    const request: PrintRequest = {
      kind: 'playbook',
      playbook,
      plays: [horns('1', 'هجوم القرون', 1)],
      settings: settingsFor('a4'),
      direction: 'rtl',
      labels: { contents: 'المحتويات', untitledChapter: 'الفصل {number}' },
    };
    const texts = (await printPreview(request, fonts, 10)).layout.pages.flatMap((page) => page.items.flatMap((item) => (item.kind === 'text' ? [item.text] : [])));
    expect(texts).toContain('الفصل 1');
    expect(texts).toContain('المحتويات');
    expect(texts.join(' ')).not.toMatch(/Chapter|Contents/);
  });
});

describe('printPdf: text pages with team images', () => {
  it('draws a text page’s picture under its text, its shape kept, and prints a page whose picture is missing or broken without it', async () => {
    const { default: sharp } = await import('sharp');
    const wide = new Uint8Array(await sharp({ create: { width: 400, height: 100, channels: 3, background: '#c82828' } }).png().toBuffer());
    const jpeg = new Uint8Array(await sharp({ create: { width: 50, height: 80, channels: 3, background: '#2828c8' } }).jpeg().toBuffer());
    const playbook = createEmptyPlaybookData();
    const image = (mediaId: string) => ({ mediaId, title: mediaId });
    playbook.chapters = [
      {
        title: 'Notes',
        objects: [
          { type: 'text', text: 'Wide picture', image: image('wide') },
          { type: 'text', text: 'Tall picture', image: image('tall') },
          { type: 'text', text: 'Deleted picture', image: image('gone') },
          { type: 'text', text: 'Broken picture', image: image('broken') },
        ],
      },
    ];
    const request: PrintRequest = {
      kind: 'playbook',
      playbook,
      plays: [],
      tableOfContents: false,
      // Each on its own page, to see each page's picture.
      settings: { ...settingsFor('letter'), playLayout: { preset: 'classic', playStart: 'page', courtStyle: 'print', callSheet: false, orientation: 'portrait' } },
      textImages: { wide, tall: jpeg, broken: new Uint8Array([0x89, 0x50, 1, 2, 3]) },
    };
    const preview = await printPreview(request, fonts, 10);
    const pictures = preview.layout.pages.map((page) => page.items.filter((item) => item.kind === 'image'));
    expect(pictures.map((items) => items.map((item) => item.kind === 'image' && item.url))).toEqual([['wide'], ['tall'], [], ['broken']]);
    const doc = await PDFDocument.load(await printPdf(request, fonts));
    const pages = doc.getPages();
    expect(pages.map(imageXObjects)).toEqual([1, 1, 0, 0]);
    // Drawn at the picture's own shape inside its box: a 4:1 picture four times as wide as tall.
    const drawn = /([\d.]+) 0 0 (-?[\d.]+) [\d.]+ [\d.]+ cm\s*\/\S+ Do/.exec(contentOf(pages[0]!));
    expect(Number(drawn![1]) / -Number(drawn![2])).toBeCloseTo(4, 1);
  });
});

describe('printPdf: progress, cancellation, Arabic', () => {
  it('reports every page, and stops when cancelled', async () => {
    const request: PrintRequest = { kind: 'play', play: horns('7', 'Horns', 30), settings: settingsFor('letter') };
    const reports: [number, number][] = [];
    await printPdf(request, fonts, { onProgress: (done, total) => reports.push([done, total]) });
    const total = reports.at(-1)![1];
    expect(reports.map(([done]) => done)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    await expect(printPdf(request, fonts, { isCancelled: () => true })).rejects.toBeInstanceOf(PrintCancelled);
  });

  it.skipIf(!pdftotextFound)('draws Arabic text in the Arabic font', async () => {
    const bytes = await printPdf({ kind: 'play', play: horns('8', 'هجوم القرون'), settings: settingsFor('a4'), direction: 'rtl' }, fonts);
    expect(pageTexts(bytes)[0]).toContain('هجوم');
  });

  it.skipIf(!pdftotextFound)('draws a text box of the court as text (bold, italic, underlined)', async () => {
    const play = horns('9', 'Notes', 1);
    const phase = play.data.phases[0]!;
    phase.objects.push({
      id: 'object_text',
      type: 'object',
      subType: 'text',
      pos: { x: 20, y: 25 },
      angle: 0,
      status: 'NOT_SELECTED',
      displayOrder: 1_000,
      animationOrder: 0,
      pause: 1,
      animationType: 'end',
      text: 'Weakside',
      fontSize: 3,
      width: 20,
      height: 6,
      formats: ['bold', 'italic', 'underline'],
    } as (typeof phase.objects)[number]);
    const bytes = await printPdf({ kind: 'play', play, settings: settingsFor('letter') }, fonts);
    expect(pageTexts(bytes)[0]).toContain('Weakside');
  });

  it('prints a rotation: its table, and each stint as an outlined, hatched bar', async () => {
    const rotation = createEmptyRotationData('Varsity vs. North');
    rotation.players = [
      { id: 'a', name: 'Jordan Avery', number: '23', position: 1 },
      { id: 'b', name: 'Sam Lee', number: '00', position: 5 },
    ];
    rotation.stints = [
      { playerId: 'a', period: 1, start: 0, end: 300 },
      { playerId: 'b', period: 2, start: 120, end: 600 },
    ];
    const bytes = await printPdf({ kind: 'rotation', rotation, settings: settingsFor('a4') }, fonts);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    // Each bar: its hatch clipped to it, then its outline (no colour fill: black-and-white safe).
    const content = contentOf(doc.getPage(0));
    expect(content.match(/ re\nW\nn\n/g)).toHaveLength(2);
    expect(content.match(/ re\nS\n/g)).toHaveLength(2);
    expect(content).not.toMatch(/ re\nf\n/);
    if (!pdftotextFound) return;
    expect(pageTexts(bytes)[0]).toMatch(/Varsity vs\. North[\s\S]*23\s+Jordan Avery[\s\S]*00\s+Sam Lee/);
  });
});

describe('printPdf: the free plan’s watermark (issue 19)', () => {
  const WATERMARK = 'Made with Courtside (free plan)';
  it('puts the line in every numbered page’s footer, and nowhere without it', async () => {
    const play = horns('p1', 'Horns', 12);
    const request: PrintRequest = { kind: 'play', play, settings: settingsFor('letter'), watermark: WATERMARK };
    const preview = await printPreview(request, fonts, 10);
    const numbered = preview.layout.pages.filter((page) => page.items.some((item) => item.kind === 'text' && item.role === 'pageNumber'));
    expect(numbered.length).toBeGreaterThan(0);
    for (const page of numbered) expect(page.items.filter((item) => item.kind === 'text' && item.text === WATERMARK)).toHaveLength(1);
    const plain = await printPreview({ ...request, watermark: undefined }, fonts, 10);
    expect(plain.layout.pages.flatMap((page) => page.items).some((item) => item.kind === 'text' && item.text === WATERMARK)).toBe(false);
    if (!pdftotextFound) return;
    const texts = pageTexts(await printPdf(request, fonts));
    for (const text of texts) expect(text).toContain(WATERMARK);
  });
});

describe('the print court and notation on paper (issue 30)', () => {
  /** A half court with one offense player holding the ball and one defender, no arrows. */
  function matchup(courtColorId: string): PrintablePlay {
    const data = createEmptyPlayData('half');
    data.settings.courtColor = courtColorPreset(courtColorId);
    data.phases = [phaseOf([playerAt('o1', 1, { x: 20, y: 20 }, 'ball'), playerAt('d1', 1, { x: 20, y: 34 }, 'defense')])];
    return { id: 'm', title: 'Matchup', data };
  }
  const DPI = 100;

  async function rendered(courtStyle: 'print' | 'play') {
    const play = matchup('wood');
    const settings = createDefaultPrintSettings();
    settings.playLayout = { ...settings.playLayout, preset: 'one', courtStyle };
    const request: PrintRequest = { kind: 'play', play, settings };
    const { layout } = await printPreview(request, fonts, 1);
    const court = layout.pages[0]!.items.find((item) => item.kind === 'court')!;
    if (court.kind !== 'court') throw new Error('no court');
    const dir = mkdtempSync(join(tmpdir(), 'print-court-'));
    try {
      writeFileSync(join(dir, 'out.pdf'), await printPdf(request, fonts));
      execFileSync('pdftoppm', ['-r', String(DPI), '-f', '1', '-l', '1', '-singlefile', join(dir, 'out.pdf'), join(dir, 'page')]);
      const image = readPpm(readFileSync(join(dir, 'page.ppm')));
      const scale = court.box.width / court.viewBox.width;
      const px = (x: number, y: number) => image.rgb(((court.box.x + (x - court.viewBox.x) * scale) * DPI) / 96, ((court.box.y + (y - court.viewBox.y) * scale) * DPI) / 96);
      const dark = (x: number, y: number) => px(x, y).every((value) => value < 110);
      const white = (x: number, y: number) => px(x, y).every((value) => value > 235);
      // The share of near-white pixels over the court, on a grid of court points.
      let whites = 0;
      let samples = 0;
      for (let x = 1; x < 46; x += 1.3) {
        for (let y = 1; y < 49; y += 1.3) {
          samples += 1;
          if (white(x, y)) whites += 1;
        }
      }
      const r = (3.5 * court.objectSizeFactor) / 2;
      return { whiteShare: whites / samples, dark, white, r };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it.runIf(pdftotextFound)('prints a white court with black lines by default, no wood; the play’s colours when asked', async () => {
    const print = await rendered('print');
    expect(print.whiteShare).toBeGreaterThan(0.85);
    const own = await rendered('play');
    expect(own.whiteShare).toBeLessThan(0.1);
  });

  it.runIf(pdftotextFound)('tells offense from defense by shape: a ringed circle for offense, an X for defense', async () => {
    const { dark, white, r } = await rendered('print');
    // Offense at (20, 20): its outline left and right of the centre is inked, its square's corners are not.
    expect(dark(20 - r * 0.97, 20)).toBe(true);
    expect(white(20 - r * 0.85, 20 + r * 0.85)).toBe(true);
    // Defense at (20, 34): an X reaches its square's corners; no outline where a circle's would be.
    expect(dark(20 - r * 0.6, 34 - r * 0.6)).toBe(true);
    expect(dark(20 - r * 0.6, 34 + r * 0.6)).toBe(true);
    expect(white(20 - r * 0.97, 34)).toBe(true);
    // The ball: a solid dot at the carrier's upper right.
    expect(dark(20 + r * 0.74, 20 - r * 0.74)).toBe(true);
  });
});

describe('the call sheet (issue 30)', () => {
  it.runIf(pdftotextFound)("prints a playbook's call names by chapter on one page, each with its first phase", async () => {
    const playbook = createEmptyPlaybookData();
    playbook.settings.cover = { show: true, title: 'Spring Playbook', subtitle: 'Varsity', imageUrl: null };
    const names = ['Horns Flare', 'Floppy', 'Overload', 'Box Zipper', 'Elbow Pick', 'Sideline Out'];
    const plays = names.map((name, index) => horns(String(index + 1), name, 2));
    playbook.chapters = [
      { title: 'Man offense', objects: plays.slice(0, 4).map((play) => ({ type: 'play' as const, play_id: play.id })) },
      { title: 'Out of bounds', objects: plays.slice(4).map((play) => ({ type: 'play' as const, play_id: play.id })) },
    ];
    const settings = createDefaultPrintSettings();
    settings.playLayout.callSheet = true;
    const bytes = await printPdf({ kind: 'playbook', playbook, plays, settings }, fonts);
    const texts = pageTexts(bytes);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(/Spring Playbook[\s\S]*Man offense[\s\S]*Horns Flare[\s\S]*Out of bounds[\s\S]*Sideline Out/);
    for (const name of names) expect(texts[0]).toContain(name);
    // No contents, no videos: a sheet of calls.
    expect(texts[0]).not.toContain('Contents');
    expect(linksOf((await PDFDocument.load(bytes)).getPages()[0]!)).toHaveLength(0);
  });
});
