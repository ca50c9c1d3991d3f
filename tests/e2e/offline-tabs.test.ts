// Issue 20, several tabs: two tabs of the app offline each make changes through the screens (new
// plays, a rename, a delete), then both are closed at once; the app opened again online sends every
// change to the server exactly once. Each tab logs its changes under its own id; a tab that is gone
// has its changes taken over by one live tab (Web Locks), so neither tab overwrites the other's
// queue and no change is sent twice. Three rounds.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signUp, type Tokens } from './editor-helpers';
import { enableTestHooks, launchBrowser, workerServer, waitForServiceWorker, type E2eServer, withServiceWorker } from './harness';
import { flushCache, pendingMutations } from './offline-hooks';
import { editorToPlayPage, newPlayEditorOpened } from './coach';

// Tests offline or the service worker itself: its browsers run the worker, as a coach's does.
withServiceWorker();

const ROUNDS = 3;
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
const listed = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true });

async function openPlays(page: Page, url: string) {
  await page.goto(`${url}/dashboard/plays`);
  await expect.poll(() => page.getByRole('button', { name: 'New play' }).first().isVisible(), { timeout: 20_000 }).toBe(true);
}

async function createPlay(page: Page, title: string) {
  await page.getByRole('button', { name: 'New play' }).first().click();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  // A new play opens in the editor; its page holds Rename and Delete.
  await newPlayEditorOpened(page, title);
  await editorToPlayPage(page, title);
}

async function backToPlays(page: Page) {
  await page.getByRole('link', { name: 'Plays', exact: true }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/plays');
}

describe('offline in two tabs (issue 20)', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let context: BrowserContext;
  let tokens: Tokens;

  beforeAll(async () => {
    server = await workerServer();
    browser = await launchBrowser();
    context = browser.context;
    await enableTestHooks(context);
    ({ tokens } = await signUp(server.url));
    await signIn(context, tokens);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const serverTitles = async () => {
    const response = await fetch(`${server.url}/apiv2/plays?type=play&per_page=100`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    const plays = (await response.json()) as { data: { title: string }[]; total: number };
    return { titles: plays.data.map((play) => play.title).sort(), total: plays.total };
  };

  it('sends every change of two tabs closed offline exactly once when the app opens again online', async () => {
    let first = await context.newPage();
    await openPlays(first, server.url);
    await waitForServiceWorker(first);
    await flushCache(first);
    const expected: string[] = [];

    for (let round = 1; round <= ROUNDS; round++) {
      const second = await context.newPage();
      await openPlays(second, server.url);
      await context.setOffline(true);
      await expect.poll(() => first.evaluate(() => navigator.onLine)).toBe(false);

      // Tab one: two new plays, the second renamed.
      await createPlay(first, `Tab one ${round}`);
      await backToPlays(first);
      await createPlay(first, `Tab one ${round} b`);
      await first.getByRole('button', { name: 'Rename' }).click();
      await first.getByLabel('Title').fill(`Tab one ${round} b renamed`);
      await first.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => heading(first)).toBe(`Tab one ${round} b renamed`);
      // Tab two, meanwhile: a new play, and another made then deleted.
      await createPlay(second, `Tab two ${round}`);
      await backToPlays(second);
      await createPlay(second, `Tab two ${round} doomed`);
      await second.getByRole('button', { name: 'Delete' }).click();
      await second.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.poll(() => new URL(second.url()).pathname).toBe('/dashboard/plays');
      expect(await pendingMutations(first)).toBe(3);
      expect(await pendingMutations(second)).toBe(3);
      expected.push(`Tab one ${round}`, `Tab one ${round} b renamed`, `Tab two ${round}`);

      // Both closed at once, then the app opened again with the network back.
      await Promise.all([first.close(), second.close()]);
      await context.setOffline(false);
      first = await context.newPage();
      await openPlays(first, server.url);
      await expect.poll(async () => (await serverTitles()).titles, { timeout: 45_000, interval: 500 }).toEqual([...expected].sort());
      await expect.poll(() => pendingMutations(first), { timeout: 20_000 }).toBe(0);
      expect((await serverTitles()).total).toBe(expected.length);
      await expect.poll(() => listed(first, `Tab two ${round}`).isVisible(), { timeout: 20_000 }).toBe(true);
    }
    // Nothing sent twice: each create once, the doomed plays gone, no conflict copies.
    expect(await serverTitles()).toEqual({ titles: [...expected].sort(), total: ROUNDS * 3 });
  }, 180_000);
});
