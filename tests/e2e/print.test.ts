// Printing (issue 14) as a coach: a playbook of two chapters with a cover page opens its Print
// dialog, sees the preview, picks one large diagram a page and downloads the PDF. The PDF has the pages and texts
// the layout gives (pdftotext, pdf-lib), and the page the layout puts the first court on, rendered
// by pdftoppm, shows the print court (white, issue 30) and an offense player's circle where the
// layout puts them. With the defaults its four plays pack onto 4 pages with cover and contents.
// Print opens the PDF in a new window; with popups blocked it says so. A play, a rotation and a
// practice plan preview from their own pages. Issue 30: a 4 × 8 min rotation prints as one page,
// its sheet and substitution card; a 90-minute practice prints its drills' coaching points on at
// most 2 pages; neither dialog offers the play-only options.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtItemPrimitives, parseCssColor, type CourtItem, type PlaybookData, type PrintSettings, type Rgba } from '../../engine';
import { createEmptyPlaybookData } from '../../engine/model/playbook-defaults';
import type { PlayData } from '../../engine/model/play';
import { courtColorPreset } from '../../engine/model/court-colors';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import { createEmptyPracticePlanData } from '../../engine/model/practice-plan-defaults';
import { createEmptyRotationData } from '../../engine/model/rotation-defaults';
import { ninetyMinutePractice, tenPlayerGame } from '../../engine/print/sheet-fixtures';
import { arrowFrom, phaseOf, playerAt } from '../../engine/phase/fixtures';
import { readPrintFontFiles } from '../../workers/print/font-files-node';
import { drawnRuns, outlinedFont } from '../../workers/print/pdf-read-back';
import { addCodePoints, faceFile, subsetNamed } from '../../workers/print/font-faces';
import { printShaper } from '../../workers/print/print-fonts';
import { sfntBytes } from '../../workers/print/text-shaping';
import { printPreview } from '../../workers/print/print-pdf';
import type { PrintRequest } from '../../workers/print/print-request';
import { signIn, signUp, type Tokens } from './editor-helpers';
import { launchBrowser, workerServer, type E2eServer } from './harness';
import { readPpm } from './ppm';
import { tokenApi } from './coach';

/** pdftoppm's resolution for the rendered page, and page units (CSS pixels at 96 dpi) to its pixels. */
const DPI = 50;
const PIXELS_PER_UNIT = DPI / 96;
const POPUP_BLOCKED = 'Popup blocked. Please allow popups and try again.';

function playData(title: string, courtColorId: string): PlayData {
  const empty = createEmptyPlayData('half');
  const first = { ...phaseOf([playerAt('object_1', 1, { x: 20, y: 30 }), playerAt('object_2', 4, { x: 14, y: 18 })]), note: `${title}: four sets the screen` };
  const second = { ...phaseOf([playerAt('object_1', 1, { x: 26, y: 24 }), arrowFrom('arrow_1', 'pass', { x: 26, y: 24 }, { x: 14, y: 18 })], [], 'phase_2', 'Pass'), note: 'One passes to four' };
  return { phases: [first, second], settings: { ...empty.settings, courtColor: courtColorPreset(courtColorId), description: `${title} from the horns set.` } };
}

const near = (pixel: [number, number, number], color: Rgba) => pixel.every((value, index) => Math.abs(value / 255 - [color.r, color.g, color.b][index]!) < 0.1);

/** A block's own drill details (issue 32), printed under it. */
const OWN_BLOCK_DETAILS = { players: 10, equipment: ['balls', 'stopwatch'], coachingPoints: 'Same routine every shot; breathe out.' };

describe('printing a playbook', () => {
  let server: E2eServer;
  let tokens: Tokens;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let playbookId: string;
  let playbook: PlaybookData;
  let plays: { play_id: string; title: string; data: PlayData }[];
  /** The detail pages of a play, a rotation and a practice plan, by their titles. */
  const otherPages: [string, string][] = [];
  /** A practice plan with a planned length and a coach: its printed labels. */
  let timedPlanId: string;
  /** Issue 30: a 4 × 8 min game of 10 players, and a 90-minute practice of 8 blocks running 4 drills. */
  let gameRotationId: string;
  let ninetyPlanId: string;
  const work = mkdtempSync(join(tmpdir(), 'courtside-print-'));

  beforeAll(async () => {
    server = await workerServer();
    const coach = await signUp(server.url);
    tokens = coach.tokens;
    const call = tokenApi(server.url, () => tokens.accessToken).json;
    const ids: string[] = [];
    for (const [title, color] of [
      ['Horns', 'blue'],
      ['Flex', 'wood'],
      ['Box BLOB', 'green'],
      ['Zipper', 'wood'],
    ] as const) {
      ids.push((await call<{ play_id: string }>('POST', '/play', { team_id: coach.teamId, title, data: playData(title, color) })).play_id);
    }
    const data = createEmptyPlaybookData();
    data.chapters = [
      { title: 'Early offense', objects: [{ type: 'play', play_id: ids[0]! }, { type: 'play', play_id: ids[1]! }] },
      { title: 'Late game', objects: [{ type: 'text', text: 'Use these with under a minute left.' }, { type: 'play', play_id: ids[2]! }, { type: 'play', play_id: ids[3]! }] },
    ];
    // The cover's image comes from the product itself (the page's policy lets it fetch only there).
    data.settings.cover = { show: true, title: 'Season sets', subtitle: 'Varsity 2026', imageUrl: `${server.url}/dashboard/icons/icon-192.png` };
    playbookId = (await call<{ playbook_id: string }>('POST', '/playbook', { team_id: coach.teamId, title: 'Season sets', data })).playbook_id;
    playbook = (await call<{ data: PlaybookData }>('GET', `/playbook/${playbookId}`)).data;
    plays = (await call<{ data: typeof plays }>('GET', `/playbook/${playbookId}/plays`)).data;
    expect(plays).toHaveLength(4);

    const rotation = { ...createEmptyRotationData('Starters'), players: [{ id: 'p1', name: 'Maya Lopez', number: '7', position: 1 }], stints: [{ playerId: 'p1', period: 1, start: 0, end: 600 }] };
    const rotationId = (await call<{ rotation_id: string }>('POST', '/rotation', { team_id: coach.teamId, title: 'Starters', data: rotation })).rotation_id;
    const plan = { ...createEmptyPracticePlanData('2026-03-14', '17:30'), title: 'Monday practice', exercises: [{ id: 'e1', title: 'Shell drill', duration: 20, drillId: null, notes: 'Help side' }] };
    const planId = (await call<{ practice_plan_id: string }>('POST', '/practice-plan', { team_id: coach.teamId, title: 'Monday practice', data: plan })).practice_plan_id;
    otherPages.push(['Horns', `/dashboard/play/${ids[0]}`], ['Starters', `/dashboard/rotation/${rotationId}`], ['Monday practice', `/dashboard/practice-plan/${planId}`]);
    const timed = { ...plan, title: 'Timed practice', plannedMinutes: 15, exercises: [{ ...plan.exercises[0]!, coach: 'Lee' }] };
    timedPlanId = (await call<{ practice_plan_id: string }>('POST', '/practice-plan', { team_id: coach.teamId, title: 'Timed practice', data: timed })).practice_plan_id;

    const game = tenPlayerGame();
    gameRotationId = (await call<{ rotation_id: string }>('POST', '/rotation', { team_id: coach.teamId, title: game.title, data: game })).rotation_id;
    const practice = ninetyMinutePractice();
    const drillIds = new Map<string, string>();
    for (const [key, drill] of practice.drills) {
      drillIds.set(key, (await call<{ play_id: string }>('POST', '/play', { team_id: coach.teamId, type: 'drill', title: drill.title, data: drill.data })).play_id);
    }
    const ninety = {
      ...createEmptyPracticePlanData(practice.plan.date, practice.plan.startTime),
      ...practice.plan,
      exercises: practice.plan.exercises.map((block) => ({
        ...block,
        // Issue 32: the free-throw block's own players, equipment and coaching points.
        ...(block.id === 'e8' ? OWN_BLOCK_DETAILS : {}),
        drillId: block.drillId === null ? null : drillIds.get(String(block.drillId))!,
        stations: block.stations.map((station) => ({ ...station, drillId: station.drillId === null ? null : drillIds.get(String(station.drillId))! })),
      })),
    };
    ninetyPlanId = (await call<{ practice_plan_id: string }>('POST', '/practice-plan', { team_id: coach.teamId, title: ninety.title, data: ninety })).practice_plan_id;

    browser = await launchBrowser({ acceptDownloads: true });
    await signIn(browser.context, tokens);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  async function openPrintDialog(page: Page) {
    // The language is the browser's to keep (the Arabic tests leave Arabic): English here.
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${server.url}/dashboard/playbook/${playbookId}`);
    await page.getByRole('heading', { level: 1, name: 'Season sets' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('print-preview').locator('canvas[data-page="1"]').waitFor({ timeout: 30_000 });
    return dialog;
  }

  it('previews and downloads the PDF: its pages, texts, print court and offense circle as laid out', async () => {
    const page = await browser.context.newPage();
    const dialog = await openPrintDialog(page);
    // The cover image came through: no notice that the PDF goes without it.
    expect(await dialog.getByText('The cover image could not be loaded', { exact: false }).count()).toBe(0);
    await dialog.getByLabel('Diagrams a page').selectOption('one');

    // The layout of what the dialog prints, with its settings, computed here with the same fonts.
    const settings = JSON.parse((await page.evaluate(() => localStorage.getItem('printSettings')))!) as PrintSettings;
    expect(settings.playLayout.preset).toBe('one');
    const request: PrintRequest = {
      kind: 'playbook',
      playbook,
      plays: plays.map((play) => ({ id: play.play_id, title: play.title, data: play.data })),
      settings,
      direction: 'ltr',
      labels: { contents: 'Contents', playUnavailable: 'This play is no longer available', untitledPlay: 'Untitled play' },
    };
    const { layout, pageCount } = await printPreview(request, await readPrintFontFiles(), Number.POSITIVE_INFINITY);
    // The preview agrees (once the one-a-page layout has come back from the worker).
    await dialog.getByText(`${pageCount} pages`, { exact: true }).waitFor({ timeout: 30_000 });
    // The preview is the PDF's own first pages, drawn by pdf.js: painted, with the pages' texts.
    const preview = dialog.getByTestId('print-preview');
    await preview.locator(`canvas[data-page="${Math.min(pageCount, 3)}"]`).waitFor({ timeout: 30_000 });
    await expect.poll(() => preview.textContent(), { timeout: 30_000 }).toContain('Early offense');
    const painted = await preview.locator('canvas[data-page="1"]').evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let index = 0; index < data.length; index += 4) if (data[index]! < 128 && data[index + 3]! > 0) dark += 1;
      return { width: canvas.width, dark };
    });
    expect(painted.width).toBeGreaterThan(300);
    expect(painted.dark).toBeGreaterThan(100);

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('Season sets.pdf');
    const file = join(work, 'season.pdf');
    await download.saveAs(file);
    const pdf = readFileSync(file);
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(pageCount);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const words of ['Season sets', 'Varsity 2026', 'Contents', 'Early offense', 'Late game', 'Horns', 'Flex', 'Box BLOB', 'Use these with under a minute left.', 'Horns: four sets the screen']) {
      expect(text).toContain(words);
    }

    // Horns' first phase: the page the layout puts it on, rendered.
    const horns = plays.find((play) => play.title === 'Horns')!;
    const laid = layout.pages.find((candidate) => candidate.items.some((item) => item.kind === 'court' && item.playId === String(horns.play_id) && item.phaseIndex === 0))!;
    const court = laid.items.find((item): item is CourtItem => item.kind === 'court' && item.playId === String(horns.play_id) && item.phaseIndex === 0)!;
    execFileSync('pdftoppm', ['-r', String(DPI), '-f', String(laid.number), '-l', String(laid.number), '-singlefile', file, join(work, 'page')]);
    const image = readPpm(readFileSync(join(work, 'page.ppm')));
    expect(image.width).toBe(Math.round(laid.size.width * PIXELS_PER_UNIT));
    const scale = court.box.width / court.viewBox.width;
    const toPixel = (x: number, y: number): [number, number] => [(court.box.x + (x - court.viewBox.x) * scale) * PIXELS_PER_UNIT, (court.box.y + (y - court.viewBox.y) * scale) * PIXELS_PER_UNIT];

    // The floor, clear of lines: the print court's white, not the play's blue (ink-friendly by default).
    const white = parseCssColor('#ffffff')!;
    expect(near(image.rgb(...toPixel(30, 5)), white)).toBe(true);
    // Player 1: a white circle, its outline inked (offense told by shape, not colour).
    const disc = courtItemPrimitives(court, { id: horns.play_id, title: horns.title, data: horns.data })!.find((primitive) => primitive.role === 'player-disc' && primitive.kind === 'circle' && primitive.cx === 20 && primitive.cy === 30);
    if (disc?.kind !== 'circle') throw new Error('No disc for player 1');
    // Its outline inked, the paper just outside it.
    expect(image.rgb(...toPixel(disc.cx - disc.r, disc.cy)).every((value) => value < 160)).toBe(true);
    expect(near(image.rgb(...toPixel(disc.cx - disc.r * 1.3, disc.cy)), white)).toBe(true);
    await page.close();
  });

  it('packs the four two-phase plays, cover and contents on at most 4 letter pages with the defaults', async () => {
    const page = await browser.context.newPage();
    // The defaults: nothing the earlier test chose.
    await page.addInitScript(() => localStorage.removeItem('printSettings'));
    const dialog = await openPrintDialog(page);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'Download' }).click()]);
    const file = join(work, 'defaults.pdf');
    await download.saveAs(file);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)![1]);
    expect(pages).toBeLessThanOrEqual(4);
    expect(info).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const words of ['Contents', 'Early offense', 'Late game', 'Horns', 'Flex', 'Box BLOB', 'Zipper']) expect(text).toContain(words);
    await page.close();
  });

  // A fresh page's first print (this one, run alone, or the Arabic practice plan's) once hung: the print worker lost the
  // dialog's first message while HarfBuzz's wasm loaded at its module's top level (text-shaping.ts loads it on first use now).
  it('prints the playbook in Arabic: its contents heading (المحتويات) shaped as HarfBuzz shapes it, and it reads back', async () => {
    const page = await browser.context.newPage();
    await page.addInitScript(() => {
      localStorage.removeItem('printSettings');
      localStorage.setItem('language', 'ar');
    });
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${server.url}/dashboard/playbook/${playbookId}`);
    await page.getByRole('heading', { level: 1, name: 'Season sets' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'طباعة', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('print-preview').locator('canvas[data-page="1"]').waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'تنزيل' }).click()]);
    const file = join(work, 'arabic.pdf');
    await download.saveAs(file);
    await page.close();
    const pdf = readFileSync(file);
    const heading = 'المحتويات';
    // The cover first, then the contents: the heading's run as the PDF draws it (right to left: its characters reversed).
    const runs = await drawnRuns(pdf, 1, [...heading].reverse().join(''));
    expect(runs).toHaveLength(1);
    const files = await readPrintFontFiles();
    const shaper = await printShaper(files, addCodePoints(heading, new Set()));
    const font = outlinedFont(await sfntBytes(await files.read(faceFile(subsetNamed('arabic'), true))));
    const shaped = shaper.line(heading, true, 'rtl').runs.flatMap((run) => run.glyphs.map((glyph) => font.getGlyph(glyph.id).path.toSVG()));
    expect(runs[0]!.outlines).toEqual(shaped);
    // Each letter's own (isolated) glyph, as per-character lookup would draw it, is not what is drawn.
    const nominal = [...heading].reverse().map((char) => font.getGlyph(font.glyphForCodePoint(char.codePointAt(0)!).id).path.toSVG());
    expect(runs[0]!.outlines.filter((outline, index) => outline !== nominal[index]).length).toBeGreaterThan(heading.length / 2);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e\u2066-\u2069]/gu, '');
    for (const words of [heading, 'Early offense', 'Horns']) expect(text).toContain(words);
  });

  it('opens the PDF in a new window for the print dialog', async () => {
    const page = await browser.context.newPage();
    const dialog = await openPrintDialog(page);
    const [popup] = await Promise.all([page.waitForEvent('popup', { timeout: 30_000 }), dialog.getByRole('button', { name: 'Print', exact: true }).click()]);
    await popup.waitForURL(/^blob:/, { timeout: 60_000 });
    await popup.close();
    await page.close();
  });

  it('says so when the browser blocks the print window', async () => {
    const page = await browser.context.newPage();
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const dialog = await openPrintDialog(page);
    await dialog.getByRole('button', { name: 'Print', exact: true }).click();
    await page.getByText(POPUP_BLOCKED, { exact: true }).waitFor({ timeout: 10_000 });
    await page.close();
  });

  it('previews a play, a rotation and a practice plan from their pages', async () => {
    const page = await browser.context.newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'en'));
    for (const [title, path] of otherPages) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Print', exact: true }).click();
      const preview = page.getByRole('dialog').getByTestId('print-preview');
      await preview.locator('canvas[data-page="1"]').waitFor({ timeout: 30_000 });
      await expect.poll(() => preview.textContent(), { timeout: 30_000 }).toContain(title);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await page.close();
  });

  it("prints a practice plan's labels in Arabic for a coach who reads Arabic", async () => {
    const page = await browser.context.newPage();
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto(`${server.url}/dashboard/practice-plan/${timedPlanId}`);
    await page.getByRole('heading', { level: 1, name: 'Timed practice' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'طباعة', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('print-preview').locator('canvas[data-page="1"]').waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'تنزيل' }).click()]);
    const file = join(work, 'timed.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    // 20 minutes against 15 planned, and the block's coach: each label the Arabic one.
    for (const words of ['المجموع', 'دقيقة', 'يزيد', 'المدرب', 'Lee', 'Shell drill']) expect(text).toContain(words);
    expect(text).not.toMatch(/Total|Coach|\bmin\b|planned/);
    await page.close();
  });

  /** The coach opens the page, its Print dialog, checks it offers no play-only option, downloads the PDF and reads it back. */
  async function downloadFrom(path: string, heading: string, file: string, arabic = false): Promise<{ pages: number; text: string; lines: string[] }> {
    const page = await browser.context.newPage();
    // The language is the browser's to keep (another test may have left Arabic): set it either way.
    await page.addInitScript((language) => localStorage.setItem('language', language), arabic ? 'ar' : 'en');
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: arabic ? 'طباعة' : 'Print', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('print-preview').locator('canvas[data-page="1"]').waitFor({ timeout: 30_000 });
    const playOnly = arabic ? ['حجم اللاعبين والعناصر', 'الأعمدة', 'عناوين المراحل', 'مقاطع الفيديو'] : ['Size of players and objects', 'Columns', 'Phase titles', 'Videos'];
    for (const option of playOnly) expect(await dialog.getByLabel(option, { exact: true }).count(), option).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: arabic ? 'تنزيل' : 'Download' }).click()]);
    const saved = join(work, file);
    await download.saveAs(saved);
    await page.close();
    const pages = (await PDFDocument.load(readFileSync(saved))).getPageCount();
    // Runs of spaces (no-break ones too) as one, so a phrase reads whole wherever a line wraps.
    const text = execFileSync('pdftotext', [saved, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    const lines = execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' }).split('\n').map((line) => line.trim());
    return { pages, text, lines };
  }

  it('prints a rotation for the bench: one page with the stints\' clock times, minutes and the substitution card', async () => {
    const { pages, text } = await downloadFrom(`/dashboard/rotation/${gameRotationId}`, 'Varsity vs. North', 'rotation.pdf');
    expect(pages).toBe(1);
    for (const words of ['Q1', 'Q4', 'Minutes', '0:00–2:00, 6:00–8:00 · 4 min', '16 min', 'Substitutions', '0:00 — On court 1, 2, 3, 4, 5', '2:00 — In 6, 7 · Out 2, 4', '6:00 — In 2, 4 · Out 6, 7']) {
      expect(text).toContain(words);
    }
  });

  it('prints a practice plan for the court: 8 blocks on at most 2 pages, times on one line, the drills\' and a block\'s own coaching points', async () => {
    const { pages, text, lines } = await downloadFrom(`/dashboard/practice-plan/${ninetyPlanId}`, 'Thursday practice', 'practice.pdf');
    expect(pages).toBeLessThanOrEqual(2);
    for (const words of [
      'Focus: Half-court defense',
      'Bring the game film. Free throws after each water break.',
      'Shell drill · 15 min',
      'Coaching points: Jump to the ball on every pass; talk on screens.',
      'Coaching points: Fill the lanes wide; first pass ahead.',
      'Equipment: cones, pinnies',
      'Players: 8',
      // The shooting station's drill: its details under the station.
      'Shooting · 15 min · Coach: Sam',
      'Players: 4',
      'Equipment: balls, rebounder',
      'Coaching points: Elbow under the ball; hold the follow-through.',
      // A block's own (issue 32).
      `Players: ${OWN_BLOCK_DETAILS.players}`,
      `Equipment: ${OWN_BLOCK_DETAILS.equipment.join(', ')}`,
      `Coaching points: ${OWN_BLOCK_DETAILS.coachingPoints}`,
    ]) {
      expect(text).toContain(words);
    }
    expect(lines).not.toContain('PM');
    expect(lines.some((line) => line.startsWith('5:45 PM – 5:55 PM'))).toBe(true);
  });

  it("prints a rotation's labels in Arabic for a coach who reads Arabic", async () => {
    const { pages, text } = await downloadFrom(`/dashboard/rotation/${gameRotationId}`, 'Varsity vs. North', 'rotation-ar.pdf', true);
    expect(pages).toBe(1);
    for (const words of ['اللاعب', 'الدقائق', 'التبديلات', 'دقيقة', 'دخول', 'خروج']) expect(text).toContain(words);
    expect(text).not.toMatch(/Minutes|Substitutions|\bQ1\b|\bmin\b|\bIn\b|\bOut\b/);
  });
});
