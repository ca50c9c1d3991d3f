// Issue 20: a coach's last change survives when the page closes at once. Through the real screens
// (the New play dialog, Rename, Delete), with the service worker on and the network off, the page
// is reloaded the moment each change shows as done (0 ms after it), three times over; once back
// online the server holds exactly what the coach did. And offline, an item never opened on this
// device says so, with the way back, for each kind (play, playbook, rotation, practice plan).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import { createEmptyPlaybookData } from '../../engine/model/playbook-defaults';
import { createEmptyPracticePlanData } from '../../engine/model/practice-plan-defaults';
import { createEmptyRotationData } from '../../engine/model/rotation-defaults';
import { enableTestHooks, launchBrowser, workerServer, waitForServiceWorker, type E2eServer, withServiceWorker } from './harness';
import { apiAs, editorToPlayPage, newPlayEditorOpened, signUpThroughScreens } from './coach';
import { flushCache, pendingMutations } from './offline-hooks';

// Tests offline or the service worker itself: its browsers run the worker, as a coach's does.
withServiceWorker();

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
interface Play { play_id: string; title: string; synced: boolean }

/** Each change is made, and the page reloaded at once after it, this many times. */
const ROUNDS = 3;
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

/** New play through its dialog; answers once the editor it opens in shows it (the change is done). */
async function createPlay(page: Page, title: string) {
  await page.getByRole('button', { name: 'New play' }).first().click();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await newPlayEditorOpened(page, title);
}

/** Back on the plays list after a reload, offline, from the service worker and the device. */
async function openPlays(page: Page) {
  await page.getByRole('link', { name: 'Plays', exact: true }).first().click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/plays');
}

const listed = (page: Page, title: string) => page.getByRole('link', { name: title, exact: true });

describe('offline: the last change survives an immediate reload (issue 20)', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await workerServer();
    browser = await launchBrowser();
    context = browser.context;
    // For the read-only hooks only (how many changes wait, the snapshot written before going offline).
    await enableTestHooks(context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('keeps a create, a rename and a delete each made just before a reload, and the server ends exactly right', async () => {
    await signUpThroughScreens(page, server.url, { name: 'Gym Coach', email: 'durable@example.com' });
    // Sign-up lives outside /dashboard/: the worker controls pages loaded inside its scope.
    await page.goto(`${server.url}/dashboard/plays`);
    await waitForServiceWorker(page);
    const api = await apiAs(page, server.url);
    // An older play, made online: renamed offline later.
    await createPlay(page, 'Older play');
    await editorToPlayPage(page, 'Older play');
    await openPlays(page);
    await expect.poll(() => listed(page, 'Older play').isVisible()).toBe(true);
    await flushCache(page);

    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    for (let round = 1; round <= ROUNDS; round++) {
      // Create, then reload at once: the play is still there, in the editor, and on its own page.
      await createPlay(page, `Gym play ${round}`);
      await page.reload();
      await newPlayEditorOpened(page, `Gym play ${round}`);
      await editorToPlayPage(page, `Gym play ${round}`);

      // Rename, then reload at once.
      await page.getByRole('button', { name: 'Rename' }).click();
      await page.getByLabel('Title').fill(`Gym play ${round} renamed`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => heading(page)).toBe(`Gym play ${round} renamed`);
      await page.reload();
      await expect.poll(() => heading(page), { timeout: 20_000 }).toBe(`Gym play ${round} renamed`);

      // Create one more and delete it, then reload at once: it does not come back.
      await openPlays(page);
      await createPlay(page, `Doomed ${round}`);
      await editorToPlayPage(page, `Doomed ${round}`);
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/plays');
      await page.reload();
      await expect.poll(() => listed(page, `Gym play ${round} renamed`).isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await listed(page, `Doomed ${round}`).count()).toBe(0);
    }
    // The older play renamed, and the page reloaded at once.
    await listed(page, 'Older play').click();
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe('Older play');
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('Title').fill('Older play renamed offline');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => heading(page)).toBe('Older play renamed offline');
    await page.reload();
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe('Older play renamed offline');
    // Every change waits: three creates kept, three renames, three creates deleted, the older rename.
    await expect.poll(() => pendingMutations(page)).toBe(ROUNDS * 4 + 1);

    await context.setOffline(false);
    await expect.poll(() => pendingMutations(page), { timeout: 45_000, interval: 500 }).toBe(0);
    const plays = await api<{ data: Play[]; total: number }>('/plays?type=play');
    const expected = ['Older play renamed offline', ...Array.from({ length: ROUNDS }, (_, n) => `Gym play ${n + 1} renamed`)];
    expect(plays.data.map((play) => play.title).sort()).toEqual(expected.sort());
    expect(plays.total).toBe(expected.length);
    expect(plays.data.every((play) => play.synced)).toBe(true);
  }, 180_000);

  it('says plainly, offline, that an item never opened on this device opens once back online, with the way back', async () => {
    const api = await apiAs(page, server.url);
    const teamId = (await api<{ data: { team_id: string }[] }>('/teams')).data[0]!.team_id;
    const timestamp = Date.now();
    // Made elsewhere (through the API), so never opened on this device.
    const play = await api<{ play_id: string }>('/play', { method: 'POST', body: { team_id: teamId, type: 'play', title: 'Made on the laptop', data: createEmptyPlayData('half'), timestamp } });
    const playbook = await api<{ playbook_id: string }>('/playbook', { method: 'POST', body: { team_id: teamId, title: 'Laptop playbook', data: createEmptyPlaybookData(), timestamp } });
    const rotation = await api<{ rotation_id: string }>('/rotation', { method: 'POST', body: { team_id: teamId, data: createEmptyRotationData('Laptop rotation'), timestamp } });
    const plan = await api<{ practice_plan_id: string }>('/practice-plan', { method: 'POST', body: { team_id: teamId, data: createEmptyPracticePlanData('2026-11-24'), timestamp } });

    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    const kinds = [
      { path: `/dashboard/play/${play.play_id}`, list: '/dashboard/plays' },
      { path: `/dashboard/playbook/${playbook.playbook_id}`, list: '/dashboard/playbooks' },
      { path: `/dashboard/rotation/${rotation.rotation_id}`, list: '/dashboard/rotations' },
      { path: `/dashboard/practice-plan/${plan.practice_plan_id}`, list: '/dashboard/practice-plans' },
    ];
    for (const kind of kinds) {
      await page.goto(`${server.url}${kind.path}`);
      const notice = page.getByRole('status').filter({ hasText: 'Not on this device yet' });
      await expect.poll(() => notice.isVisible(), { timeout: 20_000 }).toBe(true);
      expect(await notice.textContent()).toContain('It opens once this device is back online.');
      await notice.getByRole('link', { name: 'Back' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(kind.list);
    }

    // Back online, the same address opens the item.
    await page.goto(`${server.url}${kinds[0]!.path}`);
    await context.setOffline(false);
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe('Made on the laptop');
  }, 120_000);
});
