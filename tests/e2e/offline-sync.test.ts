// Offline-first (issue 7; spec §4 "Offline"): the app opens offline from its service worker and the
// persisted cache, changes made offline survive a reload and reach the server once, in order, with
// real ids; a create whose answer was lost is not doubled; a stale save keeps both versions.
// Changes are queued through the data layer's mutations (window.__courtsideOffline, the same
// prepare-and-queue path the screens' hooks take; a test-only chunk the app loads when the tests ask
// for it), and a play and a rotation are created through their screens.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableTestHooks, launchBrowser, workerServer, waitForServiceWorker, type E2eServer, withServiceWorker } from './harness';
import { apiAs, newPlayEditorOpened, signUpThroughScreens } from './coach';
import { cachedJson, flushCache, hook, pendingMutations, queue } from './offline-hooks';

// Tests offline or the service worker itself: its browsers run the worker, as a coach's does.
withServiceWorker();

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
interface Play { play_id: string; title: string; synced: boolean; version: number; data: { phases: unknown[] } }
interface Playbook { playbook_id: string; title: string; data: { chapters: { objects: { type: string; play_id?: string }[] }[] } }

const TEMPORARY_ID = /^\d{16}$/;
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

const teamIdOf = async (page: Page) => {
  await hook(page);
  return page.evaluate(() => (window.__courtsideOffline!.client.getQueryData(['teams']) as { team_id: string }[])[0]!.team_id);
};

function mentionsTemporaryId(value: unknown): boolean {
  if (typeof value === 'string') return TEMPORARY_ID.test(value);
  if (Array.isArray(value)) return value.some(mentionsTemporaryId);
  if (value && typeof value === 'object') return Object.values(value).some(mentionsTemporaryId);
  return false;
}

describe('offline-first', () => {
  let server: E2eServer;
  let coach: Browser;
  let context: BrowserContext;
  let page: Page;
  const browsers: Browser[] = [];

  beforeAll(async () => {
    server = await workerServer();
    coach = await launchBrowser();
    browsers.push(coach);
    context = coach.context;
    await enableTestHooks(context);
    page = await context.newPage();
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await server?.stop();
  });

  it('opens offline after one visit online, with the cached plays', async () => {
    await signUpThroughScreens(page, server.url, { name: 'Offline Coach', email: 'offline@example.com' });
    // Sign-up lives outside /dashboard/: the worker controls pages loaded inside its scope.
    await page.goto(`${server.url}/dashboard/plays`);
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'New play' }).first().click();
    await page.getByLabel('Title').fill('Seen online');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // The new play opens in the editor, ready to draw.
    await newPlayEditorOpened(page, 'Seen online');
    await page.goto(`${server.url}/dashboard/plays`);
    await expect.poll(() => page.getByRole('link', { name: 'Seen online' }).isVisible()).toBe(true);
    await flushCache(page);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: 'Seen online' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await hook(page);
    expect(await page.evaluate(() => window.__courtsideOffline!.client.getQueryCache().find({ queryKey: ['plays', 'list'] })?.state.fetchStatus)).not.toBe('fetching');
    await context.setOffline(false);
  }, 120_000);

  it('keeps what is done offline across a reload and syncs it once, with real ids', async () => {
    const api = await apiAs(page, server.url);
    const teamId = await teamIdOf(page);
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);

    await hook(page);
    const ids = await page.evaluate(async (team) => {
      const { queue } = window.__courtsideOffline!;
      const created: { temporaryId: string; data: { phases: { id: string; title: string }[] } }[] = [];
      const first = (await queue.createPlay!({ teamId: team, type: 'play', title: 'Offline 1' } as never)) as (typeof created)[number];
      created.push(first);
      const data = structuredClone(first.data);
      data.phases.push({ ...structuredClone(data.phases[0]!), id: 'phase_2', title: 'Second phase' });
      for (let n = 2; n <= 10; n++) created.push((await queue.createPlay!({ teamId: team, type: 'play', title: `Offline ${n}`, data } as never)) as (typeof created)[number]);
      return created.map((play) => play.temporaryId);
    }, teamId);
    expect(ids.every((id) => TEMPORARY_ID.test(id))).toBe(true);

    // Edit 3 (one of them twice), delete 2 at once, and a playbook holding 2 of the new plays.
    for (const [index, title] of [[0, 'Offline 1 edited'], [2, 'Offline 3 edited'], [4, 'Offline 5 edited'], [4, 'Offline 5 edited twice']] as const) {
      await queue(page, 'updatePlay', { playId: ids[index], title });
    }
    await queue(page, 'deletePlays', { playIds: [ids[8], ids[9]], force: false });
    const playbook = await queue<{ temporaryId: string }>(page, 'createPlaybook', { teamId, title: 'Offline playbook' });
    await hook(page);
    await page.evaluate(
      async ([playbookId, a, b]) => {
        const { client, queue } = window.__courtsideOffline!;
        const cached = client.getQueryData(['playbook', playbookId]) as { data: { chapters: { title: string; objects: unknown[] }[] } };
        const data = structuredClone(cached.data);
        data.chapters[0]!.objects = [{ type: 'play', play_id: a }, { type: 'play', play_id: b }];
        await queue.updatePlaybook!({ playbookId, data } as never);
      },
      [playbook.temporaryId, ids[0]!, ids[1]!] as const,
    );
    expect(await pendingMutations(page)).toBe(10 + 4 + 1 + 2);

    // Shown at once, not synced yet.
    await expect.poll(() => page.getByRole('link', { name: 'Offline 3 edited' }).isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('link', { name: 'Offline 9', exact: true }).count()).toBe(0);
    expect(await page.getByText('Not synced').count()).toBeGreaterThan(0);

    await flushCache(page);
    await page.reload();
    await expect.poll(() => page.getByRole('link', { name: 'Offline 5 edited twice' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => pendingMutations(page)).toBe(17);

    await context.setOffline(false);
    await expect.poll(() => pendingMutations(page), { timeout: 45_000, interval: 500 }).toBe(0);

    const plays = await api<{ data: Play[]; total: number }>('/plays?type=play');
    const titles = plays.data.map((play) => play.title).sort();
    expect(titles).toEqual(['Offline 1 edited', 'Offline 2', 'Offline 3 edited', 'Offline 4', 'Offline 5 edited twice', 'Offline 6', 'Offline 7', 'Offline 8', 'Seen online'].sort());
    expect(plays.total).toBe(9);
    const offlinePlays = plays.data.filter((play) => play.title.startsWith('Offline'));
    expect(offlinePlays).toHaveLength(8);
    for (const play of offlinePlays) {
      expect(play.synced).toBe(true);
      const full = await api<Play>(`/play/${play.play_id}`);
      expect(full.data.phases.length).toBeGreaterThanOrEqual(play.title.startsWith('Offline 1 ') ? 1 : 2);
    }
    const playbooks = await api<{ data: Playbook[]; total: number }>('/playbooks');
    expect(playbooks.total).toBe(1);
    const saved = await api<Playbook>(`/playbook/${playbooks.data[0]!.playbook_id}`);
    expect(saved.title).toBe('Offline playbook');
    const byTitle = new Map(plays.data.map((play) => [play.title, play.play_id]));
    expect(saved.data.chapters[0]!.objects.map((object) => object.play_id)).toEqual([byTitle.get('Offline 1 edited'), byTitle.get('Offline 2')]);
    expect(mentionsTemporaryId([plays, saved, playbooks])).toBe(false);

    await expect.poll(async () => /"\d{16}"/.test(await cachedJson(page)), { timeout: 10_000 }).toBe(false);
  });

  it('retries a create whose answer was lost and makes one record', async () => {
    const cut = await launchBrowser({ serviceWorkers: 'block' });
    browsers.push(cut);
    const token = await page.evaluate(() => localStorage.getItem('auth'));
    await cut.context.addInitScript((auth) => localStorage.setItem('auth', auth), token!);
    const other = await cut.context.newPage();
    let dropped = 0;
    await other.route('**/apiv2/play', async (route) => {
      if (route.request().method() === 'POST' && dropped === 0) {
        dropped++;
        await route.fetch(); // reaches the server, which creates the play...
        await route.abort('connectionreset'); // ...but the answer never arrives
        return;
      }
      await route.continue();
    });
    await other.goto(`${server.url}/dashboard/plays`);
    await other.getByRole('button', { name: 'New play' }).first().click();
    await other.getByLabel('Title').fill('Lost answer');
    await other.getByRole('button', { name: 'Create', exact: true }).click();
    await newPlayEditorOpened(other, 'Lost answer');
    expect(dropped).toBe(1);
    const api = await apiAs(page, server.url);
    const found = await api<{ data: Play[] }>('/plays?type=play&search=Lost%20answer');
    expect(found.data.map((play) => play.title)).toEqual(['Lost answer']);
  });

  it('keeps both versions when two devices change the same play offline', async () => {
    const second = await launchBrowser();
    browsers.push(second);
    await enableTestHooks(second.context);
    const token = await page.evaluate(() => localStorage.getItem('auth'));
    await second.context.addInitScript((auth) => localStorage.setItem('auth', auth), token!);
    const other = await second.context.newPage();
    const api = await apiAs(page, server.url);
    const { data } = await api<{ data: Play[] }>('/plays?type=play&search=Offline%202');
    const play = data.find((p) => p.title === 'Offline 2')!;

    for (const device of [page, other]) {
      await device.goto(`${server.url}/dashboard/play/${play.play_id}`);
      await expect.poll(() => heading(device), { timeout: 20_000 }).toBe('Offline 2');
    }
    await context.setOffline(true);
    await second.context.setOffline(true);
    for (const [device, title] of [[page, 'Offline 2 from the laptop'], [other, 'Offline 2 from the tablet']] as const) {
      await hook(device);
      await device.evaluate(
        async ([id, newTitle]) => {
          const { client, queue } = window.__courtsideOffline!;
          const cached = client.getQueryData(['play', id]) as { version: number };
          await queue.updatePlay!({ playId: id, title: newTitle, baseVersion: cached.version } as never);
        },
        [play.play_id, title] as const,
      );
      await expect.poll(() => heading(device)).toBe(title);
    }
    await context.setOffline(false);
    await expect.poll(() => pendingMutations(page), { timeout: 20_000 }).toBe(0);
    await second.context.setOffline(false);
    await expect.poll(() => pendingMutations(other), { timeout: 20_000 }).toBe(0);

    const current = await api<Play>(`/play/${play.play_id}`);
    expect(current.title).toBe('Offline 2 from the laptop');
    const copies = await api<{ data: Play[] }>('/plays?type=play&search=conflict%20copy');
    expect(copies.data.map((p) => p.title)).toEqual(['Offline 2 from the tablet (conflict copy)']);
    await expect.poll(() => other.getByText('is saved as').isVisible(), { timeout: 10_000 }).toBe(true);
  });

  it('creates a rotation offline through its screen, and it reaches the server once, under its server id', async () => {
    const api = await apiAs(page, server.url);
    await page.goto(`${server.url}/dashboard/rotations`);
    const newRotation = page.getByRole('button', { name: 'New rotation' }).first();
    await expect.poll(() => newRotation.isVisible(), { timeout: 20_000 }).toBe(true);
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);

    await newRotation.click();
    await page.getByLabel('Title').fill('Offline rotation');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // It opens in the rotation editor, under its temporary id.
    await page.waitForURL((url) => url.pathname === '/dashboard/rotation-editor', { timeout: 20_000 });
    await expect.poll(() => heading(page), { timeout: 20_000 }).toBe('Offline rotation');
    const temporaryId = new URL(page.url()).searchParams.get('rotation_id')!;
    expect(temporaryId).toMatch(TEMPORARY_ID);
    expect(await pendingMutations(page)).toBe(1);
    // Its page, then the list: listed at once, marked as only on this device.
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    // The editor's title stays up until the page has loaded: its Share button tells them apart.
    await page.getByRole('button', { name: 'Share' }).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe(`/dashboard/rotation/${temporaryId}`);
    await expect.poll(() => heading(page)).toBe('Offline rotation');
    await page.getByRole('link', { name: 'Rotations' }).first().click();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Offline rotation' }) });
    await expect.poll(() => row.getByText('Not synced').isVisible(), { timeout: 10_000 }).toBe(true);
    await row.getByRole('link', { name: 'Offline rotation' }).click();
    await expect.poll(() => heading(page)).toBe('Offline rotation');

    await context.setOffline(false);
    await expect.poll(() => pendingMutations(page), { timeout: 20_000 }).toBe(0);
    const rotations = await api<{ data: { rotation_id: string; title: string; synced: boolean }[]; total: number }>('/rotations');
    expect(rotations.total).toBe(1);
    expect(rotations.data.map((rotation) => [rotation.title, rotation.synced])).toEqual([['Offline rotation', true]]);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/dashboard/rotation/${rotations.data[0]!.rotation_id}`);
  });

  it("reads again on reconnect the lists the queue touched that are not on screen: opened later, they show no 'Not synced' (issue 32, point 9)", async () => {
    const teamId = await teamIdOf(page);
    // The plays list seen online, then left for another screen: its answer stays in the cache, not on screen.
    await page.goto(`${server.url}/dashboard/plays`);
    await expect.poll(() => page.getByRole('link', { name: 'Seen online' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByRole('link', { name: 'Rotations' }).first().click();
    await expect.poll(() => heading(page)).toBe('Rotations');

    // Offline, a play made and another renamed: the closed list shows both as only on this device.
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await queue(page, 'createPlay', { teamId, type: 'play', title: 'Made with the list closed' });
    const seen = await page.evaluate(() => {
      const lists = window.__courtsideOffline!.client.getQueriesData({ queryKey: ['plays', 'list'] });
      return (lists.flatMap(([, list]) => (list as { data?: Play[] } | undefined)?.data ?? []) as Play[]).find((play) => play.title === 'Seen online')!.play_id;
    });
    await queue(page, 'updatePlay', { playId: seen, title: 'Renamed with the list closed' });
    const unsyncedInLists = () =>
      page.evaluate(() =>
        window.__courtsideOffline!.client
          .getQueriesData({ queryKey: ['plays', 'list'] })
          .flatMap(([, list]) => (list as { data?: Play[] } | undefined)?.data ?? [])
          .filter((play) => play.synced === false)
          .map((play) => play.title)
          .sort(),
      );
    expect(await unsyncedInLists()).toEqual(expect.arrayContaining(['Made with the list closed', 'Renamed with the list closed']));

    // Back online on the rotations screen: the queue drains, and the closed list is read again.
    await context.setOffline(false);
    await expect.poll(() => pendingMutations(page), { timeout: 20_000 }).toBe(0);
    await expect.poll(unsyncedInLists, { timeout: 20_000 }).toEqual([]);

    // Opened later (the connection gone again, so only the cache can answer), nothing says 'Not synced'.
    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByRole('link', { name: 'Plays' }).first().click();
    await expect.poll(() => page.getByRole('link', { name: 'Made with the list closed' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Renamed with the list closed' }).isVisible()).toBe(true);
    expect(await page.getByText('Not synced').count()).toBe(0);
    await context.setOffline(false);
  });
});
