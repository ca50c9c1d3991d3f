// Whole-play export (issue 15) in the real Chromium: a play of two phases opens in the editor and is
// exported through the dialog as an animated GIF, as a video and as a phase sheet. Each download is
// decoded back by ffmpeg: frames and size as the schedule gives them, the first and last frames
// show player 1's disc where the timeline has him at the start and at the end (court point to pixel
// as the painter maps it), and a GIF frame halfway through his cut shows the cut half drawn, as
// playback draws it (the engine's frame builder), not whole.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PlayFrames,
  arrowProgress,
  arrowWindows,
  drawPhase,
  samplePlay,
  paintTransform,
  parseCssColor,
  sampleLength,
  sampleTimeline,
  type CirclePrimitive,
  type PlayData,
  type Point,
  type Rgba,
} from '../../engine';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import { arrowFrom, linkOf, phaseOf, playerAt } from '../../engine/phase/fixtures';
import { EXPORT_WIDTHS, GIF_FPS, PROGRESS_EVERY_MS, VIDEO_FPS, frameSchedule, frameSize, sheetLayout } from '../../workers/export/export-plan';
import { tokenApi } from './coach';
import { openEditor, signedInBrowser, type Tokens } from './editor-helpers';
import { workerServer, type E2eServer } from './harness';
import type { LaunchedBrowser } from './server-and-browser';
import { readPpm } from './ppm';

/** Where player 1's cut starts and ends. */
const CUT_FROM = { x: 20, y: 30 };
const CUT_TO = { x: 32, y: 18 };

/** Player 1 cuts from (20, 30) to (32, 18) in the first phase; player 4 stays. */
function twoPhasePlay(): PlayData {
  const empty = createEmptyPlayData('half');
  const one = playerAt('object_1', 1, CUT_FROM);
  const cut = arrowFrom('arrow_1', 'cut', CUT_FROM, CUT_TO);
  const first = phaseOf([one, playerAt('object_4', 4, { x: 14, y: 18 }), cut], [linkOf(cut, 's', one)]);
  const second = phaseOf([playerAt('object_1', 1, { x: 32, y: 18 }), playerAt('object_4', 4, { x: 14, y: 18 })], [], 'phase_2', 'Phase 2');
  return { phases: [first, second], settings: empty.settings };
}

const PLAY = twoPhasePlay();
const FRAMES = new PlayFrames(PLAY);
/** Player 1's disc as the engine draws it (its colour and radius). */
const DISC = drawPhase(PLAY.phases[0]!, PLAY.settings).find((p): p is CirclePrimitive => p.role === 'player-disc' && p.itemId === 'object_1')!;
/** The cut's line colour as the engine draws it. */
const CUT_COLOR = parseCssColor(drawPhase(PLAY.phases[0]!, PLAY.settings).find((p) => p.role === 'cut-line')!.stroke!)!;
/** Exports are lossy (a 255-colour palette, a video codec): a colour within this of the disc's. */
const TOLERANCE = 0.12;

/** Player 1's court position at play time `t`, as the timeline has it. */
function playerAtTime(t: number): { x: number; y: number } {
  const track = FRAMES.timeline.objectIds.indexOf('object_1');
  const sample = sampleTimeline(FRAMES.timeline, t, new Float32Array(sampleLength(FRAMES.timeline)));
  return { x: sample[track * 2]!, y: sample[track * 2 + 1]! };
}

const near = (pixel: [number, number, number], color: Rgba) => pixel.every((value, index) => Math.abs(value / 255 - [color.r, color.g, color.b][index]!) < TOLERANCE);

/** Points inside the disc at court point `at`, clear of its number in the middle. */
function discPixels(at: { x: number; y: number }, width: number, height: number): [number, number][] {
  const { scale, offsetX, offsetY } = paintTransform(FRAMES.viewBox, width, height);
  const r = DISC.r * 0.7;
  return [
    [at.x + r * 0.7, at.y + r * 0.7],
    [at.x - r * 0.7, at.y + r * 0.7],
    [at.x + r * 0.7, at.y - r * 0.7],
    [at.x - r * 0.7, at.y - r * 0.7],
  ].map(([x, y]) => [offsetX + x! * scale, offsetY + y! * scale]);
}

function probe(file: string): { frames: number; width: number; height: number; codec: string } {
  const out = execFileSync('ffprobe', ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=nb_read_frames,width,height,codec_name', '-of', 'json', file], { encoding: 'utf8' });
  const stream = (JSON.parse(out) as { streams: { nb_read_frames: string; width: number; height: number; codec_name: string }[] }).streams[0]!;
  return { frames: Number(stream.nb_read_frames), width: stream.width, height: stream.height, codec: stream.codec_name };
}

/** Frames `indices` of a GIF or video as PPM images. */
function framesAsPpm(file: string, indices: number[], work: string): ReturnType<typeof readPpm>[] {
  const select = indices.map((i) => `eq(n\\,${i})`).join('+');
  const pattern = join(work, `${indices.join('-')}-%d.ppm`);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', file, '-vf', `select=${select}`, '-fps_mode', 'passthrough', '-f', 'image2', '-c:v', 'ppm', pattern]);
  return indices.map((_, k) => readPpm(readFileSync(pattern.replace('%d', String(k + 1)))));
}

describe('exporting a play as GIF, video and phase sheet in Chromium', () => {
  let server: E2eServer;
  let browser: LaunchedBrowser;
  let tokens: Tokens;
  let page: Page;
  let playId: string;
  let longPlayId: string;
  const work = mkdtempSync(join(tmpdir(), 'courtside-export-'));

  beforeAll(async () => {
    server = await workerServer();
    ({ browser, tokens, page } = await signedInBrowser(server.url));
    const api = tokenApi(server.url, () => tokens.accessToken);
    const teams = await api.json<{ data: { team_id: string }[] }>('GET', '/teams');
    playId = (await api.json<{ play_id: string }>('POST', '/play', { team_id: teams.data[0]!.team_id, title: 'Export me', data: PLAY })).play_id;
    longPlayId = (await api.json<{ play_id: string }>('POST', '/play', { team_id: teams.data[0]!.team_id, title: 'Long', data: samplePlay({ phases: 12, arrowsPerPhase: 3 }) })).play_id;
    await openEditor(page, `${server.url}/dashboard/playeditor/${playId}`);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  /**
   * Exports through the dialog with `format` chosen; the downloaded file's path and name, and how
   * often the progress bar moved and over how long (from Start to the file being ready).
   */
  async function exportAs(format: 'gif' | 'video' | 'sheet', speed?: string): Promise<{ file: string; name: string; progressUpdates: number; workingMs: number }> {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Export as GIF, video or sheet…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('export-format').selectOption(format);
    if (speed !== undefined) await dialog.getByTestId('export-speed').selectOption(speed);
    await page.evaluate(() => {
      const seen = { updates: 0 };
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      new MutationObserver((changes) => (seen.updates += changes.length)).observe(document.body, { subtree: true, attributeFilter: ['aria-valuenow'] });
    });
    const started = Date.now();
    await dialog.getByTestId('export-start').click();
    const downloadButton = dialog.getByTestId('export-download');
    await downloadButton.waitFor({ timeout: 120_000 });
    const workingMs = Date.now() - started;
    const progressUpdates = await page.evaluate(() => (window as unknown as { progressSeen: { updates: number } }).progressSeen.updates);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), downloadButton.click()]);
    const name = download.suggestedFilename();
    const file = join(work, name);
    await download.saveAs(file);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await dialog.waitFor({ state: 'detached' });
    return { file, name, progressUpdates, workingMs };
  }

  const size = frameSize(FRAMES.viewBox, EXPORT_WIDTHS.phone);

  /** The first and last frames show player 1 where the timeline has him at the start and the end. */
  function expectPlayerAtStartAndEnd(file: string, frames: number) {
    const [first, last] = framesAsPpm(file, [0, frames - 1], work);
    const colour = parseCssColor(DISC.fill!)!;
    const start = playerAtTime(0);
    const end = playerAtTime(FRAMES.duration);
    expect(start).toEqual({ x: 20, y: 30 });
    expect(end).toEqual({ x: 32, y: 18 });
    const hits = (image: ReturnType<typeof readPpm>, at: { x: number; y: number }) => discPixels(at, image.width, image.height).filter(([x, y]) => near(image.rgb(x, y), colour)).length;
    expect(hits(first!, start)).toBeGreaterThanOrEqual(3);
    expect(hits(last!, end)).toBeGreaterThanOrEqual(3);
    // Where he is not: he has left his first spot by the end, and was not yet at the last at the start.
    expect(hits(last!, start)).toBe(0);
    expect(hits(first!, end)).toBe(0);
  }

  /** A GIF frame halfway through the cut shows it drawn from its start, not yet near its end (as playback draws it). */
  function expectCutHalfDrawn(file: string) {
    const window = arrowWindows(PLAY, FRAMES.timeline).find((w) => w.arrowId === 'arrow_1')!;
    const schedule = frameSchedule(0, FRAMES.duration, 1, GIF_FPS);
    const index = Math.round(((window.start + window.end) / 2) * GIF_FPS);
    expect(arrowProgress(window, schedule.timeOf(index))).toBeGreaterThan(0.4);
    expect(arrowProgress(window, schedule.timeOf(index))).toBeLessThan(0.6);
    const [first, middle] = framesAsPpm(file, [0, index], work);
    // Points along the cut clear of player 1's disc (halfway along it then) and of the line's ends.
    const along = (share: number): Point => ({ x: CUT_FROM.x + (CUT_TO.x - CUT_FROM.x) * share, y: CUT_FROM.y + (CUT_TO.y - CUT_FROM.y) * share });
    const { scale, offsetX, offsetY } = paintTransform(FRAMES.viewBox, middle!.width, middle!.height);
    const pixel = (image: ReturnType<typeof readPpm>, share: number) => image.rgb(offsetX + along(share).x * scale, offsetY + along(share).y * scale);
    for (const share of [0.15, 0.2, 0.25]) {
      expect(near(pixel(middle!, share), CUT_COLOR), `drawn at ${share}`).toBe(true);
      expect(near(pixel(first!, share), CUT_COLOR), `not yet drawn at ${share} when the play starts`).toBe(false);
    }
    for (const share of [0.8, 0.85, 0.9]) {
      // Still the court there, as before the cut began.
      expect(near(pixel(middle!, share), CUT_COLOR), `not yet drawn at ${share}`).toBe(false);
      expect(pixel(middle!, share)).toEqual(pixel(first!, share));
    }
  }

  it('exports the whole play as an animated GIF: frames, size, the player where the timeline has him, his cut drawing itself', async () => {
    const { file, name, progressUpdates, workingMs } = await exportAs('gif');
    expect(name).toBe('Export-me.gif');
    // The worker tells the page how far it is at most every PROGRESS_EVERY_MS, so the bar moves that
    // seldom however fast the frames come (it moved at every frame's yield, keeping the page busy).
    expect(progressUpdates).toBeGreaterThan(0);
    expect(progressUpdates).toBeLessThanOrEqual(Math.ceil(workingMs / PROGRESS_EVERY_MS) + 1);
    const info = probe(file);
    expect(info.codec).toBe('gif');
    expect([info.width, info.height]).toEqual([size.width, size.height]);
    expect(info.frames).toBe(frameSchedule(0, FRAMES.duration, 1, GIF_FPS).count);
    expectPlayerAtStartAndEnd(file, info.frames);
    expectCutHalfDrawn(file);
  }, 240_000);

  it('exports the whole play as a video (H.264 MP4 where Chromium has it, else WebM) at twice the speed', async () => {
    const { file, name } = await exportAs('video', '2');
    const info = probe(file);
    expect(name).toMatch(/^Export-me\.(mp4|webm)$/);
    if (name.endsWith('.mp4')) expect(info.codec).toBe('h264');
    else expect(['vp8', 'vp9']).toContain(info.codec);
    expect([info.width, info.height]).toEqual([size.width, size.height]);
    expect(info.frames).toBe(frameSchedule(0, FRAMES.duration, 2, VIDEO_FPS).count);
    expectPlayerAtStartAndEnd(file, info.frames);
  }, 240_000);

  it('exports every phase on one PNG sheet, each phase where the layout puts it', async () => {
    const { file, name } = await exportAs('sheet');
    expect(name).toBe('Export-me.png');
    const info = probe(file);
    const layout = sheetLayout(2, FRAMES.viewBox);
    expect([info.width, info.height]).toEqual([layout.width, layout.height]);
    const [sheet] = framesAsPpm(file, [0], work);
    const colour = parseCssColor(DISC.fill!)!;
    PLAY.phases.forEach((phase, i) => {
      const cell = layout.cells[i]!;
      const player = phase.objects.find((o) => o.id === 'object_1')!;
      const pos = player.type === 'object' ? player.pos : { x: 0, y: 0 };
      const inCell = discPixels(pos, cell.width, cell.height).map(([x, y]) => [x + cell.x, y + cell.y] as const);
      expect(inCell.filter(([x, y]) => near(sheet!.rgb(x, y), colour)).length).toBeGreaterThanOrEqual(3);
    });
  }, 240_000);

  it('stops a long export on Cancel: back to the settings, nothing downloaded', async () => {
    const other = await browser.context.newPage();
    await openEditor(other, `${server.url}/dashboard/playeditor/${longPlayId}`);
    let downloads = 0;
    other.on('download', () => void downloads++);
    await other.getByRole('button', { name: 'Export', exact: true }).click();
    await other.getByRole('menuitem', { name: 'Export as GIF, video or sheet…' }).click();
    const dialog = other.getByRole('dialog');
    // The slowest, largest GIF: hundreds of frames, far from done when Cancel is pressed.
    await dialog.getByTestId('export-size').selectOption('hd');
    await dialog.getByTestId('export-speed').selectOption('0.5');
    await dialog.getByTestId('export-start').click();
    await dialog.getByText(/^Frame \d+ of \d+$/).waitFor({ timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.getByTestId('export-start').waitFor({ timeout: 30_000 });
    expect(await dialog.getByRole('progressbar').count()).toBe(0);
    expect(downloads).toBe(0);
    await other.close();
  }, 240_000);
});
