// Issue 28 §5: "Clear the cache" (spec §2) clears the persisted query cache too, and never drops a
// coach's unsent work silently. A play made offline, then the route error screen: the button asks
// first, naming the change; "Send them first" waits for the connection, the play reaches the server,
// and only then is everything cleared (the IndexedDB query cache holds no data of the coach's after).
// The dialog, asking and waiting, has no accessibility violation at 1280 px in English and at 390 px
// in Arabic (issue 36).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, newPlayEditorOpened } from './coach';
import { signUp } from './editor-helpers';
import { allViolations } from './axe';
import { enableTestHooks, launchBrowser, workerServer, waitForServiceWorker, type E2eServer, withServiceWorker } from './harness';
import { flushCache, pendingMutations } from './offline-hooks';

// Tests offline or the service worker itself: its browsers run the worker, as a coach's does.
withServiceWorker();

/** The keys of the queries in the persisted snapshot (IndexedDB `courtside`), or null when there is none. */
function persistedQueryKeys(page: Page): Promise<string[] | null> {
  return page.evaluate(
    () =>
      new Promise<string[] | null>((resolve, reject) => {
        const open = indexedDB.open('courtside');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) return resolve(null);
          const read = db.transaction('query-cache').objectStore('query-cache').get('REACT_QUERY_OFFLINE_CACHE');
          read.onsuccess = () => {
            const snapshot = read.result as { clientState: { queries: { queryKey: unknown[] }[] } } | undefined;
            db.close();
            resolve(snapshot ? snapshot.clientState.queries.map((query) => String(query.queryKey[0])) : null);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

/** The route error screen, reached inside the app: /test_error lies outside the worker's scope (/dashboard/), so offline it opens only this way. */
async function toErrorScreen(page: Page): Promise<void> {
  await page.evaluate(() => {
    history.pushState(null, '', '/test_error');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByTestId('error-message').waitFor({ timeout: 20_000 });
}

describe('Clear the cache with a change not sent yet', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    server = await workerServer();
    browser = await launchBrowser();
    await enableTestHooks(browser.context);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('asks first, sends the change once online, then clears the query cache', async () => {
    const { tokens } = await signUp(server.url);
    const page = await browser.context.newPage();
    // Signed in once (not at every load, as signIn's init script would: the clear signs the coach out).
    await page.goto(`${server.url}/dashboard/login`);
    await page.evaluate((triple) => localStorage.setItem('auth', JSON.stringify(triple)), tokens);
    await page.goto(`${server.url}/dashboard/plays`);
    await page.getByRole('heading', { name: 'Plays', exact: true }).waitFor({ timeout: 30_000 });
    await waitForServiceWorker(page);
    const api = await apiAs(page, server.url);
    const titlesOnServer = async () => (await api<{ data: { title: string }[] }>('/plays?type=play')).data.map((play) => play.title);

    await page.context().setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole('button', { name: 'New play' }).first().click();
    await page.getByLabel('Title').fill('Made in the gym');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await newPlayEditorOpened(page, 'Made in the gym');
    expect(await pendingMutations(page)).toBe(1);
    await flushCache(page);
    expect(await persistedQueryKeys(page)).toContain('plays');

    // The route error screen, in the same page (its chunk comes from the worker's precache).
    await page.setViewportSize({ width: 1280, height: 800 });
    await toErrorScreen(page);
    await page.getByRole('button', { name: 'Clear the cache' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('1 change is not sent yet.').waitFor({ timeout: 10_000 });
    // The question and the wait for the connection have no accessibility violation of any impact (issue 36).
    expect(await allViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Send them first' }).click();
    // Offline: nothing is cleared, the change waits for the connection.
    await dialog.getByText('You are offline: 1 change will be sent once the connection is back').waitFor({ timeout: 10_000 });
    expect(await allViolations(page)).toEqual([]);
    expect(await persistedQueryKeys(page)).toContain('plays');
    expect(await titlesOnServer()).not.toContain('Made in the gym');

    // The same, in Arabic on a phone: the app opened again offline (from the worker) keeps the change
    // waiting, and the Arabic dialog sends it once the connection is back as the English one would have.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto(`${server.url}/dashboard/plays`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await toErrorScreen(page);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await pendingMutations(page)).toBe(1);
    await page.getByRole('button', { name: 'مسح ذاكرة التخزين المؤقت' }).click();
    await dialog.getByText('هناك تغيير واحد لم يُرسل بعد.').waitFor({ timeout: 10_000 });
    expect(await allViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'أرسلها أولًا' }).click();
    await dialog.getByText('أنت غير متصل: سيُرسل تغيير واحد عند عودة الاتصال').waitFor({ timeout: 10_000 });
    expect(await allViolations(page)).toEqual([]);
    expect(await titlesOnServer()).not.toContain('Made in the gym');

    await page.context().setOffline(false);
    await expect.poll(titlesOnServer, { timeout: 30_000 }).toContain('Made in the gym');
    // Then cleared and reloaded: signed out, no data of the coach's kept on the device.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth')).catch(() => 'reloading'), { timeout: 30_000 }).toBeNull();
    await page.waitForLoadState('load');
    await expect.poll(async () => ((await persistedQueryKeys(page).catch(() => ['reloading'])) ?? []).filter((key) => key !== 'config'), { timeout: 30_000 }).toEqual([]);
    await page.close();
  });
});
