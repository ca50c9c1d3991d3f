// How the editor looks to a coach (issue 15, point 9): a new shape is filled in its palette colour at
// a readable alpha (read from a screenshot pixel on the wood court), at a size that marks a spot, not
// a third of the court; the ring on the hovered player goes once the arrow drawn from it is finished.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PLAYER_BOX_WIDTH, SHAPE_FILL_ALPHA, SHAPE_FILL_COLOR } from '../../engine';
import { openEditor, sampleCourt, signedInBrowser, toPage } from './editor-helpers';
import { workerServer, type E2eServer } from './harness';

/** Per channel: anti-aliasing and the floor planks' faint stripes. */
const CHANNEL_TOLERANCE = 20;
/** Where the ring (2 px wide, 4 px outside the disc) shows, in pixels out from the disc's edge. */
const RING_OFFSETS_PX = [3, 4, 5];
/** How far a pixel moves towards the ring's blue to count as ringed. */
const RING_SHIFT = 12;

const hex = (color: string) => [0, 2, 4].map((i) => parseInt(color.slice(1 + i, 3 + i), 16));
const hovered = (page: Page) => page.evaluate(() => (window.__courtsideEditor!.editor.state as unknown as { hovered: string | null }).hovered);

describe('how the play editor looks', () => {
  let server: E2eServer | null = null;
  let browser: Awaited<ReturnType<typeof signedInBrowser>>['browser'] | null = null;
  let page: Page;

  beforeAll(async () => {
    server = await workerServer();
    ({ browser, page } = await signedInBrowser(server.url));
    await openEditor(page, `${server.url}/dashboard/playeditor`);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const moveTo = async (x: number, y: number) => {
    const at = await toPage(page, x, y);
    await page.mouse.move(at.x, at.y);
  };

  it('fills a new rectangle in its palette colour, readable on wood, at a modest size', async () => {
    await page.locator('[data-palette="rectangle"]').click();
    await moveTo(30, 40);
    await page.mouse.down();
    await page.mouse.up();
    await page.keyboard.press('Escape');
    await moveTo(45, 5);
    const rectangle = await page.evaluate(
      () => window.__courtsideEditor!.editor.state.doc.data.phases[0]!.objects.find((o) => o.subType === 'rectangle') as unknown as { width: number; height: number },
    );
    expect(rectangle.width).toBeLessThanOrEqual(12);
    expect(rectangle.height).toBeLessThanOrEqual(6);
    const [inside, floor] = await sampleCourt(page, [
      [30, 40],
      [30, 45],
    ]);
    const expected = hex(SHAPE_FILL_COLOR).map((v, i) => SHAPE_FILL_ALPHA * v + (1 - SHAPE_FILL_ALPHA) * floor![i]!);
    for (let i = 0; i < 3; i++) expect(Math.abs(inside![i]! - expected[i]!), `channel ${i}: ${inside} for ${expected}`).toBeLessThanOrEqual(CHANNEL_TOLERANCE);
    // Blue reads as blue on the wood, not grey-brown.
    expect(inside![2]!).toBeGreaterThan(inside![0]!);
    expect(inside![2]!).toBeGreaterThan(inside![1]!);
  });

  it('clears the hover ring on the passer once the pass is drawn', async () => {
    await page.locator('[data-palette="ball-1"]').click();
    await moveTo(38, 12);
    await page.mouse.down();
    await page.mouse.up();
    await page.keyboard.press('Escape');
    await page.locator('[data-arrow-kind="pass"]').click();
    const ppu = await page.evaluate(() => window.__courtsideEditor!.view.pixelsPerUnit);
    const passer = await page.evaluate(() => {
      const player = window.__courtsideEditor!.editor.state.doc.data.phases[0]!.objects.find((o) => o.subType === 'player')!;
      return { x: player.pos!.x, y: player.pos!.y };
    });
    // On the disc's left (a new play shows a half court), away from the pass drawn to the right.
    const disc = PLAYER_BOX_WIDTH.half / 2;
    const ringPoints = RING_OFFSETS_PX.map((px): [number, number] => [passer.x - disc - px / ppu, passer.y]);
    const blueness = (samples: number[][]) => Math.max(...samples.map(([r, , b]) => b! - r!));

    await moveTo(45, 5);
    const plain = blueness(await sampleCourt(page, ringPoints));
    await moveTo(passer.x, passer.y);
    await expect.poll(() => hovered(page)).not.toBeNull();
    const ringed = blueness(await sampleCourt(page, ringPoints));
    expect(ringed - plain, 'the ring shows while hovering').toBeGreaterThan(RING_SHIFT);

    const end = await toPage(page, passer.x + 6, passer.y + 8);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) {
      const start = await toPage(page, passer.x, passer.y);
      await page.mouse.move(start.x + ((end.x - start.x) * i) / 10, start.y + ((end.y - start.y) * i) / 10);
    }
    await page.mouse.up();
    expect(await hovered(page)).toBeNull();
    const after = blueness(await sampleCourt(page, ringPoints));
    expect(after - plain, 'the ring is gone after drawing').toBeLessThan(RING_SHIFT / 2);
  });
});
