// Playback as a coach sees it (issue 6): the play animates in a canvas handed to the playback worker,
// over the editor's; paused and scrubbed, it shows the cutter where the timeline has it, while the
// scrubber's thumb is moved by the compositor; stop gives the court back to the editor. A page that
// cannot hand a canvas to a worker, or whose worker fails to load, animates the same play in its own
// thread. The court is read from screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createEmptyPlayData } from '../../engine';
import { arrowFrom, linkOf, phaseOf, playerAt } from '../../engine/phase/fixtures';
import { coachWithPlay, near, OFFENSE, onDisc, openEditor, sampleCourt, WOOD } from './editor-helpers';
import { workerServer, type E2eServer, type launchBrowser } from './harness';

/** A shooting guard cuts from the right wing along y = 12 to the left. */
const START = { x: 30, y: 12 };
const END = { x: 12, y: 12 };
const guard = playerAt('object_1', 2, START);
const cut = arrowFrom('object_2', 'cut', START, END);
const play = createEmptyPlayData('half');
play.phases = [phaseOf([guard, cut], [linkOf(cut, 's', guard)])];


const hooks = (page: Page) => ({
  rendering: () => page.evaluate(() => window.__courtsideEditor!.renderer.rendering),
  playing: () => page.evaluate(() => window.__courtsideEditor!.playback.state.playing),
  active: () => page.evaluate(() => window.__courtsideEditor!.playback.state.active),
  progress: () => page.evaluate(() => window.__courtsideEditor!.playback.progress),
  frames: () => page.evaluate(() => window.__courtsideEditorStats!.frames),
  thumb: () => page.evaluate(() => document.querySelector('[data-testid=scrubber-rail]')!.getAnimations()[0]?.playState ?? 'none'),
  overlay: () => page.evaluate(() => (document.querySelector('[data-testid=playback-canvas]') as HTMLElement | null)?.style.visibility ?? 'absent'),
});

/** Waits until the screenshot shows the guard at `at` and wood at `away`. */
async function expectGuard(page: Page, at: { x: number; y: number }, away: { x: number; y: number }): Promise<void> {
  await expect
    .poll(async () => {
      const [disc, floor] = await sampleCourt(page, [onDisc(at), onDisc(away)]);
      return near(disc!, OFFENSE) && near(floor!, WOOD) ? 'seen' : `disc ${disc}, floor ${floor}`;
    }, { timeout: 10_000 })
    .toBe('seen');
}

describe('playback in Chromium', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let playId: string;

  beforeAll(async () => {
    server = await workerServer();
    ({ browser, playId } = await coachWithPlay(server.url, 'Wing cut', play));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const cases = [
    { drawn: 'by the playback worker', rendering: 'worker' },
    {
      drawn: 'in the page, which cannot hand a canvas to a worker',
      rendering: 'in-thread',
      before: () => delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen,
    },
    {
      drawn: 'in the page, when the playback worker fails to load',
      rendering: 'in-thread',
      before: () => {
        const Real = window.Worker;
        window.Worker = class extends Real {
          constructor(url: string | URL, options?: WorkerOptions) {
            super(String(url).includes('playback.worker') ? '/dashboard/assets/no-such-playback.worker.js' : url, options);
          }
        };
      },
      expectedErrors: /status of 404/,
    },
  ] as const;

  for (const { drawn, rendering, ...variant } of cases) {
    it(`animates, pauses, scrubs and stops (drawn ${drawn})`, async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1400, height: 900 });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && !('expectedErrors' in variant && variant.expectedErrors.test(message.text())) && errors.push(message.text()));
      if ('before' in variant) await page.addInitScript(variant.before);
      await openEditor(page, `${server.url}/dashboard/playeditor/${playId}`);
      const seen = hooks(page);
      await expect.poll(seen.rendering, { timeout: 30_000 }).toBe(rendering);
      await expectGuard(page, START, END);

      // Play, looping (a loaded machine may take longer to look than the cut takes to run): frames
      // are drawn (in the worker they are counted there and told to the page), the worker's canvas
      // covers the editor's, the thumb moves on the compositor.
      const loop = page.getByRole('button', { name: 'Loop', exact: true });
      await loop.click();
      await expect.poll(() => loop.getAttribute('aria-pressed')).toBe('true');
      const framesBefore = await seen.frames();
      await page.getByTestId('play').click();
      await expect.poll(seen.active).toBe(true);
      await expect.poll(seen.frames).toBeGreaterThan(framesBefore + 5);
      expect(await seen.overlay()).toBe(rendering === 'worker' ? 'visible' : 'absent');
      expect(await seen.thumb()).toBe('running');

      // Pause, then scrub to the end and back: the court shows the guard where the timeline has it.
      await page.getByTestId('play').click();
      await expect.poll(seen.playing).toBe(false);
      expect(await seen.thumb()).toBe('paused');
      const scrubber = page.getByLabel('Animation time');
      await scrubber.fill('1000');
      await expectGuard(page, END, START);
      await expect.poll(seen.progress).toBe(1);
      await scrubber.fill('0');
      await expectGuard(page, START, END);
      // A smaller window: the court is fitted again, and drawn at its new size.
      await page.setViewportSize({ width: 1200, height: 760 });
      await scrubber.fill('1000');
      await expectGuard(page, END, START);
      await scrubber.fill('500');
      await expect.poll(seen.progress).toBeCloseTo(0.5, 2);
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('[data-testid=scrubber-rail]')!).transform)).not.toBe('none');

      // Resume to the end, looping no more: it stops by itself with the guard at the end of the cut.
      await loop.click();
      await expect.poll(() => loop.getAttribute('aria-pressed')).toBe('false');
      await page.getByTestId('play').click();
      await expect.poll(seen.playing, { timeout: 20_000 }).toBe(false);
      await expect.poll(seen.progress).toBe(1);
      await expectGuard(page, END, START);

      // Stop: the editor's own court again, the phase as drawn.
      await page.getByTestId('stop').click();
      await expect.poll(seen.active).toBe(false);
      expect(await seen.overlay()).toBe(rendering === 'worker' ? 'hidden' : 'absent');
      await expectGuard(page, START, END);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
