// Issue 20, in the play editor: offline, a change drawn just before the page closes is offered back
// after a reload at once (its draft is written at every change, and the toolbar says it is kept only
// once it is), and a save made offline survives a reload at once and reaches the server once. Three
// rounds, each reloading the moment the change shows as done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openEditor, placeOffense, saveState, serialized, signedInBrowser, type DataSeen, type Tokens } from './editor-helpers';
import { workerServer, waitForServiceWorker, type launchBrowser, type E2eServer, withServiceWorker } from './harness';
import { flushCache, pendingMutations } from './offline-hooks';

// Tests offline or the service worker itself: its browsers run the worker, as a coach's does.
withServiceWorker();

const ROUNDS = 3;
const SAVE_STATES = { saved: 'All changes saved', notSynced: 'Saved on this device, not synced yet', kept: 'Unsaved changes, kept on this device' };
const playerCount = (data: DataSeen) => data.phases[0]!.objects.filter((o) => o.subType === 'player').length;

async function editorReady(page: Page): Promise<void> {
  await page.getByTestId('play-editor').waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => window.__courtsideEditor?.editor.state.meta.playId != null && document.querySelector('[data-testid=editor-canvas] canvas') !== null, undefined, { timeout: 30_000 });
}

describe('play editor: the last change survives an immediate reload (issue 20)', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let tokens: Tokens;
  let page: Page;

  beforeAll(async () => {
    server = await workerServer();
    ({ browser, tokens, page } = await signedInBrowser(server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('offers back a change drawn just before the reload, and keeps a save made just before one', async () => {
    await openEditor(page, `${server.url}/dashboard/playeditor`);
    await waitForServiceWorker(page);
    await page.getByTestId('play-title').fill('Gym play');
    await page.getByTestId('save-play').click();
    await expect.poll(() => saveState(page), { timeout: 15_000 }).toBe(SAVE_STATES.saved);
    const playId = await page.evaluate(() => window.__courtsideEditor!.editor.state.meta.playId);
    await flushCache(page);

    await browser.context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    for (let round = 1; round <= ROUNDS; round++) {
      // A player drawn; the page reloads the moment the toolbar says the change is kept.
      await placeOffense(page, round, 10 + round * 8, 20);
      await expect.poll(() => saveState(page), { timeout: 10_000 }).toBe(SAVE_STATES.kept);
      const drawn = await serialized(page);
      await page.reload();
      await editorReady(page);
      const restore = page.getByRole('dialog').filter({ hasText: 'Restore unsaved changes?' }).getByRole('button', { name: 'Restore', exact: true });
      await expect.poll(() => restore.isVisible(), { timeout: 20_000 }).toBe(true);
      await restore.click();
      await expect.poll(async () => (await serialized(page)).data).toEqual(drawn.data);

      // Saved offline; the page reloads the moment the toolbar says it is saved on this device.
      await page.getByTestId('save-play').click();
      await expect.poll(() => saveState(page), { timeout: 15_000 }).toBe(SAVE_STATES.notSynced);
      const saved = await serialized(page);
      await page.reload();
      await editorReady(page);
      await expect.poll(async () => (await serialized(page)).data, { timeout: 20_000 }).toEqual(saved.data);
      expect(playerCount(saved.data)).toBe(round);
      expect(await page.getByRole('dialog').filter({ hasText: 'Restore unsaved changes?' }).count()).toBe(0);
    }
    await expect.poll(() => pendingMutations(page)).toBe(ROUNDS);
    const last = await serialized(page);

    await browser.context.setOffline(false);
    await expect.poll(() => pendingMutations(page), { timeout: 45_000, interval: 500 }).toBe(0);
    await expect.poll(() => saveState(page), { timeout: 15_000 }).toBe(SAVE_STATES.saved);
    const response = await fetch(`${server.url}/apiv2/play/${playId}`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    const stored = (await response.json()) as { title: string; data: DataSeen };
    expect(stored.title).toBe('Gym play');
    expect(stored.data).toEqual(last.data);
    const plays = (await (await fetch(`${server.url}/apiv2/plays?type=play`, { headers: { authorization: `Bearer ${tokens.accessToken}` } })).json()) as { total: number };
    // Three saves of one play: no conflict copy, no second play.
    expect(plays.total).toBe(1);
  }, 180_000);
});
