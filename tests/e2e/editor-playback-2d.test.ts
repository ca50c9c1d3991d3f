// Playback drawn in 2D (issue 15): this Chromium renders WebGL in software (SwiftShader), so the
// playback worker paints the play into a 2D canvas. Paused mid-play, the screenshot shows each
// player where the engine's timeline has them at that moment, the animation is still drawn by the
// worker (its canvas covers the editor's; the page only hears of its frames), and the same moment
// drawn by the worker with WebGL (forced) looks the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildTimeline, createEmptyPlayData, sampleLength, sampleTimeline } from '../../engine';
import { arrowFrom, linkOf, phaseOf, playerAt } from '../../engine/phase/fixtures';
import { coachWithPlay, near, OFFENSE, onDisc, openEditor, sampleCourt, WOOD } from './editor-helpers';
import { workerServer, type E2eServer, type launchBrowser } from './harness';

/** A shooting guard cuts along y = 12 to the left while a forward cuts along y = 30 to the right. */
const guard = playerAt('object_1', 2, { x: 30, y: 12 });
const guardCut = arrowFrom('object_2', 'cut', { x: 30, y: 12 }, { x: 12, y: 12 });
const forward = playerAt('object_3', 4, { x: 12, y: 30 });
const forwardCut = arrowFrom('object_4', 'cut', { x: 12, y: 30 }, { x: 34, y: 30 }, { sameTime: true, animationOrder: 0 });
const play = createEmptyPlayData('half');
play.phases = [phaseOf([guard, guardCut, forward, forwardCut], [linkOf(guardCut, 's', guard), linkOf(forwardCut, 's', forward)])];

/** The worker's forced drawing, read by the page (src/editor/animation/playback-drawing.ts PLAYBACK_DRAWING_STORAGE_KEY). */
const PLAYBACK_DRAWING_STORAGE_KEY = 'courtside:playback-drawing';
/** The hooks this test reads beyond editor-helpers' (the renderer's drawing, the clock). */
type Hooks = { renderer: { drawing: string | null }; playback: { time: number } };


const timeline = buildTimeline(play);

/** Where the engine's timeline has each player at `time`. */
function timelineAt(time: number): Array<{ x: number; y: number }> {
  const sample = sampleTimeline(timeline, time, new Float32Array(sampleLength(timeline)));
  return [guard.id, forward.id].map((id) => {
    const track = timeline.objectIds.indexOf(id);
    return { x: sample[track * 2]!, y: sample[track * 2 + 1]! };
  });
}

const hooks = (page: Page) => ({
  rendering: () => page.evaluate(() => window.__courtsideEditor!.renderer.rendering),
  drawing: () => page.evaluate(() => (window.__courtsideEditor as unknown as Hooks).renderer.drawing),
  playing: () => page.evaluate(() => window.__courtsideEditor!.playback.state.playing),
  active: () => page.evaluate(() => window.__courtsideEditor!.playback.state.active),
  time: () => page.evaluate(() => (window.__courtsideEditor as unknown as Hooks).playback.time),
  frames: () => page.evaluate(() => window.__courtsideEditorStats!.frames),
  overlay: () => page.evaluate(() => (document.querySelector('[data-testid=playback-canvas]') as HTMLElement | null)?.style.visibility ?? 'absent'),
});

/** Share of the court's pixels whose colour differs by more than a little between two screenshots. */
async function differing(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ({ a, b }) => {
      const pixels = async (png: string) => {
        const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [left, right] = [await pixels(a), await pixels(b)];
      let off = 0;
      for (let i = 0; i < left.length; i += 4) {
        if (Math.max(Math.abs(left[i]! - right[i]!), Math.abs(left[i + 1]! - right[i + 1]!), Math.abs(left[i + 2]! - right[i + 2]!)) > 48) off++;
      }
      return off / (left.length / 4);
    },
    { a: a.toString('base64'), b: b.toString('base64') },
  );
}

describe('playback drawn in 2D by the worker (software WebGL)', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let playId: string;

  beforeAll(async () => {
    server = await workerServer();
    ({ browser, playId } = await coachWithPlay(server.url, 'Two cuts', play));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The editor opened with the worker drawing as `forced` says (null: as it chooses), played, paused and scrubbed to the middle. */
  async function pausedMidway(forced: 'webgl' | null): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.addInitScript(({ key, forced }) => (forced ? localStorage.setItem(key, forced) : localStorage.removeItem(key)), { key: PLAYBACK_DRAWING_STORAGE_KEY, forced });
    await openEditor(page, `${server.url}/dashboard/playeditor/${playId}`);
    const seen = hooks(page);
    await expect.poll(seen.rendering, { timeout: 30_000 }).toBe('worker');
    expect(await seen.drawing()).toBe(forced ?? '2d');
    expect(page.workers().some((worker) => worker.url().includes('playback.worker'))).toBe(true);

    const framesBefore = await seen.frames();
    await page.getByTestId('play').click();
    await expect.poll(seen.active).toBe(true);
    // The worker draws the frames (the page counts what it is told) over the editor's canvas.
    await expect.poll(seen.frames, { timeout: 20_000 }).toBeGreaterThan(framesBefore + 5);
    expect(await seen.overlay()).toBe('visible');
    await page.getByTestId('play').click();
    await expect.poll(seen.playing).toBe(false);
    // The scrubber (0..1000 over the play) to where the guard is halfway along its cut.
    let time = 0;
    while (time < timeline.duration && timelineAt(time)[0]!.x > (guard.pos.x + 12) / 2) time += 0.01;
    const step = Math.round((time / timeline.duration) * 1000);
    await page.getByLabel('Animation time').fill(String(step));
    // The scrub reaches the clock before the moment is read (a loaded machine may take a while).
    await expect.poll(async () => Math.abs((await seen.time()) - (step / 1000) * timeline.duration) < 0.05, { timeout: 20_000 }).toBe(true);
    return { page, errors };
  }

  it('shows the players where the timeline has them at a paused moment, drawn by the worker', async () => {
    const { page, errors } = await pausedMidway(null);
    const seen = hooks(page);
    const time = await seen.time();
    const [guardAt, forwardAt] = timelineAt(time);
    // Midway, each player is well away from where it started and not yet where it ends.
    expect(guardAt!.x).toBeGreaterThan(14);
    expect(guardAt!.x).toBeLessThan(28);
    // Each disc where the timeline has it; the floor where a player has left.
    const starts = [guard.pos, forward.pos];
    const expected: Array<[[number, number], string]> = [];
    [guardAt!, forwardAt!].forEach((at, i) => {
      expected.push([onDisc(at), OFFENSE]);
      if (Math.hypot(at.x - starts[i]!.x, at.y - starts[i]!.y) > 4) expected.push([onDisc(starts[i]!), WOOD]);
    });
    expect(expected.length).toBeGreaterThanOrEqual(3);
    await expect
      .poll(async () => {
        const rgb = await sampleCourt(page, expected.map(([at]) => at));
        return expected.every(([, colour], i) => near(rgb[i]!, colour)) ? 'seen' : `seen ${JSON.stringify(rgb)} for ${JSON.stringify(expected)}`;
      }, { timeout: 10_000 })
      .toBe('seen');
    // The page drew nothing of it: its own canvas is covered, the playback canvas shows the frame.
    expect(await seen.overlay()).toBe('visible');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('looks like the WebGL drawing of the same moment', async () => {
    const shots: Buffer[] = [];
    for (const forced of ['webgl', null] as const) {
      const { page, errors } = await pausedMidway(forced);
      await expect
        .poll(async () => {
          const [guardAt] = timelineAt(await hooks(page).time());
          return near((await sampleCourt(page, [onDisc(guardAt!)]))[0]!, OFFENSE);
        }, { timeout: 20_000 })
        .toBe(true);
      const box = (await page.getByTestId('editor-canvas').boundingBox())!;
      shots.push(await page.screenshot({ clip: box }));
      expect(errors).toEqual([]);
      if (forced === null) {
        // Antialiasing and text rasterising differ at edges only: a few pixels in a hundred at most.
        expect(await differing(page, shots[0]!, shots[1]!)).toBeLessThan(0.03);
      }
      await page.close();
    }
  });
});
