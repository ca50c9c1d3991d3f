// The dashboard's lists against the real server: engine-drawn thumbnails on list cards, the
// playbooks' per-page count from the settings, an admin adding to the library, a coach copying a
// library play into the team, and the share dialog making and revoking a link. axe-core checks each
// screen on the way. The first account of a fresh server is the admin.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableTestHooks, launchBrowser, startProductServer, type ProductServer, withServiceWorker } from './harness';
import { hook } from './offline-hooks';
import { allViolations } from './axe';

// Tests offline or the service worker itself: its browsers run the worker, as a coach's does.
withServiceWorker();

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

/** Each engine thumbnail on the page: whether it is an SVG data: URL, and whether the browser decoded it. */
const engineThumbnails = (page: Page) =>
  page.locator('img[data-thumbnail="engine"]').evaluateAll((images) =>
    images.map((image) => ({
      svgDataUrl: (image as HTMLImageElement).src.startsWith('data:image/svg+xml'),
      decoded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
    })),
  );

describe('lists, library and share links', () => {
  let server: ProductServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startProductServer();
    browser = await launchBrowser();
    await enableTestHooks(browser.context);
    page = await browser.context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs up and names the team', async () => {
    await page.goto(`${server.url}/signup`);
    await page.getByLabel('Name').fill('Dawn Staley');
    await page.getByLabel('Email').fill('dawn@example.com');
    await page.getByLabel('Password').fill('a long enough password');
    await page.getByRole('button', { name: 'Create an account' }).click();
    // Signing up hashes the password with scrypt: slower than a second on a busy machine.
    await expect.poll(() => page.getByLabel('Organization').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('Organization').fill('Gamecocks');
    await page.getByLabel('Team', { exact: true }).fill('Varsity');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/plays');
  });

  it('copies a library play into the team; its card shows the thumbnail the server drew', async () => {
    await page.getByRole('button', { name: 'From the library' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Copy Spain pick-and-roll' }).isVisible()).toBe(true);
    await expect.poll(async () => (await engineThumbnails(page)).length).toBeGreaterThan(0);
    expect(await allViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Copy Spain pick-and-roll' }).click();
    await expect.poll(() => heading(page)).toBe('Spain pick-and-roll');
    expect(await page.getByLabel('Copy into team').count()).toBe(0);

    await page.goto(`${server.url}/dashboard/plays`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Spain pick-and-roll' }) });
    await expect.poll(() => card.locator('img[data-thumbnail="engine"]').count()).toBe(1);
    await expect.poll(() => engineThumbnails(page)).toEqual([{ svgDataUrl: true, decoded: true }]);
    expect(await allViolations(page)).toEqual([]);
    // The list view shows it too.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect.poll(() => card.locator('img[data-thumbnail="engine"]').count()).toBe(1);
  });

  it('shows a placeholder for a play created offline, and the engine thumbnail once it is synced', async () => {
    await page.goto(`${server.url}/dashboard/plays`);
    await expect.poll(() => page.getByRole('link', { name: 'Spain pick-and-roll' }).isVisible()).toBe(true);
    await browser.context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    // Queued the way the New play dialog queues it (see tests/e2e/offline-sync.test.ts).
    await hook(page);
    await page.evaluate(() => {
      const { client, queue } = window.__courtsideOffline!;
      const teamId = (client.getQueryData(['teams']) as { team_id: string }[])[0]!.team_id;
      (queue.createPlay as (input: unknown) => unknown)({ teamId, type: 'play', title: 'Drawn offline' });
    });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Drawn offline' }) });
    await expect.poll(() => card.locator('[data-thumbnail="placeholder"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await card.locator('img').count()).toBe(0);
    expect(await allViolations(page)).toEqual([]);
    await browser.context.setOffline(false);
    await expect.poll(() => card.locator('img[data-thumbnail="engine"]').count(), { timeout: 20_000 }).toBe(1);
  });

  it('lets the admin add a play to the library, listed with its thumbnail', async () => {
    await page.goto(`${server.url}/dashboard/admin/play-library`);
    await page.getByRole('button', { name: 'New library play' }).click();
    expect(await allViolations(page)).toEqual([]);
    await page.getByLabel('Title').fill('Zone offense entry');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // "Draw it": the new entry opens in the play editor.
    await page.getByTestId('play-editor').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).search).toBe('?library=1');
    await page.goto(`${server.url}/dashboard/admin/play-library?q=zone`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Zone offense entry' }) });
    await expect.poll(() => row.locator('img[data-thumbnail="engine"]').count()).toBe(1);
    expect(await allViolations(page)).toEqual([]);
  });

  it("keeps the Admin menu's chevron clear of the settings gear at 1280 px (issue 32, point 9)", async () => {
    const wide = await browser.context.newPage();
    await wide.setViewportSize({ width: 1280, height: 800 });
    await wide.goto(`${server.url}/dashboard/plays`);
    const nav = wide.getByRole('navigation', { name: 'Main navigation' });
    const admin = nav.getByRole('button', { name: /Admin/ });
    await expect.poll(() => admin.isVisible(), { timeout: 30_000 }).toBe(true);
    const gear = wide.getByRole('button', { name: 'Open the settings' });
    const chevron = (await admin.locator('svg').last().boundingBox())!;
    const gearBox = (await gear.boundingBox())!;
    expect(gearBox.x - (chevron.x + chevron.width)).toBeGreaterThanOrEqual(8);
    // The whole bar fits: nothing of it runs under the buttons beside it.
    expect(await nav.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await wide.close();
  });

  it('pages playbooks by the count chosen in the list, kept in the settings', async () => {
    await page.goto(`${server.url}/dashboard/playbooks`);
    await page.getByRole('button', { name: 'New playbook' }).first().click();
    await page.getByLabel('Title').fill('Late game');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => heading(page)).toBe('Late game');

    await page.goto(`${server.url}/dashboard/playbooks`);
    await expect.poll(() => page.getByLabel('Per page').inputValue()).toBe('20');
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/apiv2/playbooks' && new URL(request.url()).searchParams.get('per_page') === '50');
    await page.getByLabel('Per page').selectOption('50');
    await asked;
    await page.reload();
    await expect.poll(() => page.getByLabel('Per page').inputValue()).toBe('50');
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('settings')!) as { rowsPerPage: { playbooks: number } }).rowsPerPage.playbooks)).toBe(50);
    expect(await allViolations(page)).toEqual([]);
  });

  it('pages plays by the count chosen in the list: 12 plays at 10 a page make two pages', async () => {
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth')!) as { accessToken: string }).accessToken);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const teams = (await (await fetch(`${server.url}/apiv2/teams`, { headers })).json()) as { data: { team_id: string }[] };
    const count = (await (await fetch(`${server.url}/apiv2/plays/count?type=play`, { headers })).json()) as { count: number };
    for (let n = count.count; n < 12; n++) {
      const created = await fetch(`${server.url}/apiv2/play`, { method: 'POST', headers, body: JSON.stringify({ team_id: teams.data[0]!.team_id, title: `Set ${n + 1}` }) });
      expect(created.status).toBe(201);
    }
    await page.goto(`${server.url}/dashboard/plays`);
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/apiv2/plays' && new URL(request.url()).searchParams.get('per_page') === '10');
    await page.getByLabel('Per page').selectOption('10');
    await asked;
    const cards = page.getByRole('main').getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(10);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => cards.count()).toBe(2);
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('settings')!) as { rowsPerPage: { plays: number } }).rowsPerPage.plays)).toBe(10);
  });

  it('opens a new rotation or practice plan in its editor, then on the shared detail screen shares and deletes it', async () => {
    for (const kind of [
      { list: 'rotations', new: 'New rotation', title: 'Fourth quarter', deleteTitle: 'Delete this rotation?', deleted: 'Rotation deleted', empty: 'No rotations yet', editor: 'rotation-editor', idParam: 'rotation_id' },
      { list: 'practice-plans', new: 'New practice plan', title: 'Tuesday shootaround', deleteTitle: 'Delete this practice plan?', deleted: 'Practice plan deleted', empty: 'No practice plans yet', editor: 'practice-planner', idParam: 'practice_plan_id' },
    ]) {
      await page.goto(`${server.url}/dashboard/${kind.list}`);
      await expect.poll(() => page.getByText(kind.empty).isVisible()).toBe(true);
      expect(await allViolations(page)).toEqual([]);
      await page.getByRole('button', { name: kind.new }).first().click();
      await page.getByLabel('Title').fill(kind.title);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      // It opens in its editor, where it is made; its Back leads to the detail screen.
      await page.waitForURL((url) => url.pathname === `/dashboard/${kind.editor}` && url.searchParams.has(kind.idParam), { timeout: 20_000 });
      await expect.poll(() => heading(page)).toBe(kind.title);
      await page.getByRole('link', { name: 'Back', exact: true }).click();
      // The editor's title stays up until the detail screen has loaded: its Share button tells them apart.
      await page.getByRole('button', { name: 'Share' }).waitFor({ timeout: 20_000 });
      expect(new URL(page.url()).pathname).not.toBe(`/dashboard/${kind.editor}`);
      await expect.poll(() => heading(page)).toBe(kind.title);
      expect(await allViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Share' }).click();
      await expect.poll(() => page.getByRole('dialog').getByText('There is no share link yet.').isVisible()).toBe(true);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => page.getByText(kind.deleteTitle).isVisible()).toBe(true);
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => page.getByText(kind.deleted).isVisible()).toBe(true);
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/dashboard/${kind.list}`);
    }
  });

  it('shares a playbook from its dialog, lists the link and revokes it', async () => {
    await page.goto(`${server.url}/dashboard/playbooks`);
    await page.getByRole('link', { name: 'Late game' }).click();
    await expect.poll(() => heading(page)).toBe('Late game');
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('There is no share link yet.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Create a share link' }).click();
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Share link' }).inputValue()).toContain('/dashboard/public/playbook/');
    const url = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
    const token = url.split('/').at(-1)!;
    expect((await fetch(`${server.url}/apiv2/public/playbook/${token}`)).status).toBe(200);
    expect(await allViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect.poll(() => dialog.getByText('There is no share link yet.').isVisible()).toBe(true);
    expect((await fetch(`${server.url}/apiv2/public/playbook/${token}`)).status).toBe(404);
    expect(errors).toEqual([]);
  });
});
