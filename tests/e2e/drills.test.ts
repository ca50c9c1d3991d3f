// Drills as a coach and an admin use them (issue 17): the coach draws a drill in the editor and
// fills its details, then finds it in the drills list by two filters (kept in the URL through a
// reload); an admin adds a library drill with details; the coach filters the library by them and
// copies the drill into the team, where it keeps its details.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePlay } from '../../engine';
import { tokenApi } from './coach';
import { openEditor, placeOffense, signIn, signUp, type Tokens } from './editor-helpers';
import { enableTestHooks, launchBrowser, startProductServer, type ProductServer } from './harness';

describe('drills: details, filters and the drill library', () => {
  let server: ProductServer;
  let admin: Tokens;
  let coach: Tokens;
  let teamId: string;
  const browsers: Awaited<ReturnType<typeof launchBrowser>>[] = [];

  beforeAll(async () => {
    server = await startProductServer();
    // The first account of a fresh database is the admin who curates the libraries.
    ({ tokens: admin } = await signUp(server.url));
    ({ tokens: coach, teamId } = await signUp(server.url));
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await server?.stop();
  });

  /** A browser of its own for each person (sign-in lives in the profile's storage). */
  async function pageAs(tokens: Tokens): Promise<Page> {
    const browser = await launchBrowser();
    browsers.push(browser);
    await enableTestHooks(browser.context);
    await signIn(browser.context, tokens);
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    return page;
  }

  /** The editor the app navigated to, ready (its test hook set, the court drawn). */
  async function editorOpened(page: Page) {
    await page.waitForURL(/\/dashboard\/playeditor\/[^/?]+/, { timeout: 30_000 });
    await openEditor(page, page.url());
  }

  /** Fills the editor's Drill details panel and saves. */
  async function fillDrillDetails(page: Page, details: { category: string; players: string; courtArea: string; minutes: string }) {
    await page.getByRole('tab', { name: 'drill' }).click();
    const panel = page.getByTestId('drill-panel');
    await panel.getByLabel('Category').selectOption(details.category);
    await panel.getByLabel('Players needed').fill(details.players);
    await panel.getByLabel('Court area').selectOption(details.courtArea);
    await panel.getByLabel('Duration (minutes)').fill(details.minutes);
    await page.getByTestId('save-play').click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 30_000 }).toBe('All changes saved');
  }

  const listedTitles = (page: Page) => page.locator('main ul li').evaluateAll((items) => items.map((item) => item.textContent ?? ''));

  it('draws a drill with its details and finds it by two filters, which a reload keeps', async () => {
    const api = tokenApi(server.url, () => coach.accessToken);
    // Two more drills, each failing one of the two filters.
    await api.create('/play', { team_id: teamId, type: 'drill', title: 'Full-court shooting', data: withDrill(samplePlay({ phases: 1, arrowsPerPhase: 1, seed: 1 }), { category: 'shooting', courtArea: 'full' }) });
    await api.create('/play', { team_id: teamId, type: 'drill', title: 'Shell defense', data: withDrill(samplePlay({ phases: 1, arrowsPerPhase: 1, seed: 2 }), { category: 'defense', courtArea: 'half' }) });

    const page = await pageAs(coach);
    await page.goto(`${server.url}/dashboard/drills`);
    await page.getByRole('button', { name: 'New drill' }).click();
    const dialog = page.getByRole('dialog', { name: 'New drill' });
    await dialog.getByLabel('Title').fill('Corner shooting');
    // A new drill opens in the editor, where it is drawn.
    await dialog.getByRole('button', { name: 'Create' }).click();
    await editorOpened(page);
    await placeOffense(page, 1, 40, 10);
    await fillDrillDetails(page, { category: 'shooting', players: '3', courtArea: 'half', minutes: '10' });
    const saved = (await page.evaluate(() => window.__courtsideEditor!.editor.serialize())) as unknown as { data: { settings: { drill?: unknown } } };
    expect(saved.data.settings.drill).toEqual({ category: 'shooting', players: 3, courtArea: 'half', minutes: 10 });

    await page.goto(`${server.url}/dashboard/drills`);
    await expect.poll(() => listedTitles(page), { timeout: 30_000 }).toHaveLength(3);
    const filters = page.getByRole('group', { name: 'Drill filters' });
    await filters.getByLabel('Category').selectOption('shooting');
    await filters.getByLabel('Court area').selectOption('half');
    await expect.poll(() => listedTitles(page), { timeout: 30_000 }).toEqual([expect.stringContaining('Corner shooting')]);
    expect(new URL(page.url()).searchParams.get('category')).toBe('shooting');
    expect(new URL(page.url()).searchParams.get('court_area')).toBe('half');

    await page.reload();
    await expect.poll(() => listedTitles(page), { timeout: 30_000 }).toEqual([expect.stringContaining('Corner shooting')]);
    await expect.poll(() => filters.getByLabel('Category').inputValue()).toBe('shooting');
    expect(await filters.getByLabel('Court area').inputValue()).toBe('half');
    // The drill's page shows its details.
    await page.getByRole('link', { name: 'Corner shooting' }).first().click();
    await expect.poll(() => page.getByTestId('drill-details').textContent(), { timeout: 30_000 }).toContain('Shooting');
    expect(await page.getByTestId('drill-details').textContent()).toContain('10 min');
  });

  it('an admin adds a library drill with details; the coach filters the library and copies it into the team', async () => {
    const adminPage = await pageAs(admin);
    await adminPage.goto(`${server.url}/dashboard/admin/drill-library`);
    await adminPage.getByRole('button', { name: 'New library drill' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'New library drill' });
    await dialog.getByLabel('Title').fill('Partner passing');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await editorOpened(adminPage);
    await placeOffense(adminPage, 1, 30, 25);
    await fillDrillDetails(adminPage, { category: 'passing', players: '2', courtArea: 'full', minutes: '8' });

    const page = await pageAs(coach);
    await page.goto(`${server.url}/dashboard/drills`);
    await page.getByRole('button', { name: 'Drills from the library' }).click();
    const library = page.getByRole('dialog', { name: 'Drills from the library' });
    const libraryTitles = () => library.getByRole('button', { name: /^Copy / }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    // The seeded library drill and the admin's, until the filters narrow them.
    await expect.poll(libraryTitles, { timeout: 30_000 }).toHaveLength(2);
    const filters = library.getByRole('group', { name: 'Drill filters' });
    await filters.getByLabel('Category').selectOption('passing');
    await filters.getByLabel('Players').selectOption('2');
    await expect.poll(libraryTitles, { timeout: 30_000 }).toEqual(['Copy Partner passing']);
    await library.getByRole('button', { name: 'Copy Partner passing' }).click();
    await expect.poll(() => page.getByTestId('drill-details').textContent(), { timeout: 30_000 }).toContain('Passing');

    await page.goto(`${server.url}/dashboard/drills?category=passing&court_area=full`);
    await expect.poll(() => listedTitles(page), { timeout: 30_000 }).toEqual([expect.stringContaining('Partner passing')]);
  });

  it('in the Arabic interface, a drill named in English keeps its order: the field and the list take the name’s direction (issue 32, point 8)', async () => {
    const page = await pageAs(coach);
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto(`${server.url}/dashboard/drills`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir), { timeout: 30_000 }).toBe('rtl');
    // New drill, Title, Create, in Arabic.
    await page.getByRole('button', { name: 'تمرين جديد' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'تمرين جديد' });
    const title = dialog.getByLabel('العنوان');
    await title.fill('3-Man Weave.');
    // The field lays the English name out left to right ('3-Man Weave.', not 'Man Weave-3' with the stop in front).
    expect(await title.evaluate((input) => [input.getAttribute('dir'), getComputedStyle(input).direction])).toEqual(['auto', 'ltr']);
    await dialog.getByRole('button', { name: 'إنشاء' }).click();
    await editorOpened(page);

    // In the list, the name is isolated from the Arabic around it and runs left to right.
    await page.goto(`${server.url}/dashboard/drills`);
    const listed = page.getByRole('link', { name: '3-Man Weave.' }).first();
    await expect.poll(() => listed.isVisible(), { timeout: 30_000 }).toBe(true);
    const layout = await listed.evaluate((link) => {
      const isolated = (element: Element) => element.tagName === 'BDI' || ['isolate', 'isolate-override', 'plaintext'].includes(getComputedStyle(element).unicodeBidi);
      const text = [...link.querySelectorAll('*'), link].find((element) => element.textContent === '3-Man Weave.' && (isolated(element) || element === link)) ?? link;
      return { direction: getComputedStyle(text).direction, isolated: isolated(text) };
    });
    expect(layout).toEqual({ direction: 'ltr', isolated: true });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });
});

function withDrill<T extends { settings: object }>(data: T, drill: Record<string, unknown>): T {
  return { ...data, settings: { ...data.settings, drill } };
}
