// The playbook editor (spec §2 playbook-editor) as a coach uses it: opens a playbook from the list, adds a chapter,
// reorders a play by dragging it with the mouse and another with the keyboard, moves one to the new
// chapter without a drag and another with a drag, sets a cover title; after a reload the order and
// the cover are there, and the server holds them.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPlaybookData } from '../../engine/model/playbook-defaults';
import type { PlaybookData } from '../../engine/model/playbook';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import { allViolations } from './axe';
import { tokenApi } from './coach';
import { browserSignedIn, signIn, signUp, type Tokens } from './editor-helpers';
import { launchBrowser, pageTasksRun, workerServer, type E2eServer } from './harness';

describe('the playbook editor', () => {
  let server: E2eServer;
  let tokens: Tokens;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let playbookId: string;
  let teamId: string;
  const playIds: Record<string, string> = {};

  const call = <T>(method: string, path: string, body?: unknown): Promise<T> => tokenApi(server.url, () => tokens.accessToken).json<T>(method, path, body);

  /** The pages of each chapter on screen, by name. */
  const chaptersOnScreen = () =>
    page.$$eval('[data-testid=playbook-chapter]', (chapters) => chapters.map((chapter) => [...chapter.querySelectorAll<HTMLElement>('[data-testid=playbook-page]')].map((row) => row.dataset.pageName)));

  /** Waits for the autosave to have been answered. */
  const saved = () => expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe('Saved');

  const row = (name: string) => page.locator(`[data-testid=playbook-page][data-page-name="${name}"]`);

  /** Drags page `name` by its handle with the mouse, in small steps, until it lies where page `onto` is. */
  async function dragBy(page: Page, name: string, onto: string): Promise<void> {
    const handle = await page.getByRole('button', { name: `Drag ${name}` }).boundingBox();
    const [from, to] = [await row(name).boundingBox(), await row(onto).boundingBox()];
    const start = { x: handle!.x + handle!.width / 2, y: handle!.y + handle!.height / 2 };
    const rise = to!.y + to!.height / 2 - (from!.y + from!.height / 2);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x, start.y - 10, { steps: 5 });
    await page.mouse.move(start.x, start.y + rise, { steps: 20 });
    await page.mouse.up();
  }

  beforeAll(async () => {
    server = await workerServer();
    const coach = await signUp(server.url);
    tokens = coach.tokens;
    teamId = coach.teamId;
    for (const title of ['Horns', 'Flex', 'Zone']) {
      playIds[title] = (await call<{ play_id: string }>('POST', '/play', { team_id: teamId, title, data: createEmptyPlayData('half') })).play_id;
    }
    const created = await call<{ playbook_id: string; version: number }>('POST', '/playbook', { team_id: teamId, title: 'Season sets', data: createEmptyPlaybookData() });
    playbookId = created.playbook_id;
    // The plays go in through the API (adding them through the add-plays dialog is that dialog's test).
    const data = createEmptyPlaybookData();
    data.chapters = [{ title: 'Early offense', objects: ['Horns', 'Flex', 'Zone'].map((title) => ({ type: 'play' as const, play_id: playIds[title]! })) }];
    await call('PUT', `/playbook/${playbookId}`, { title: 'Season sets', data, base_version: created.version });

    ({ browser, page } = await browserSignedIn(tokens));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('reorders by mouse and keyboard, adds a chapter and a cover, and keeps them', async () => {
    // From the playbooks list, the row's Edit.
    await page.goto(`${server.url}/dashboard/playbooks`);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await row('Zone').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('playbook_id')).toBe(playbookId);
    expect(await chaptersOnScreen()).toEqual([['Horns', 'Flex', 'Zone']]);
    expect(await allViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add a chapter' }).click();
    await page.getByLabel('Title of chapter 2').fill('Out of bounds');

    // Mouse: Zone's handle dragged in small steps until Zone lies where Horns is.
    await dragBy(page, 'Zone', 'Horns');
    await expect.poll(chaptersOnScreen).toEqual([['Zone', 'Horns', 'Flex'], []]);
    // Saved on its own; the next saves go on the version this one was answered with.
    await saved();

    // Keyboard: Horns picked up with Space, one place down, dropped with Space.
    // Each step waits for what a screen reader hears (the announcements), as a coach waits to see it.
    const announced = (text: string) => expect.poll(() => page.locator('[aria-live=assertive]').allTextContents(), { timeout: 5_000 }).toContain(text);
    await page.getByRole('button', { name: 'Drag Horns' }).focus();
    await page.keyboard.press('Space');
    await announced('Horns is over Horns.');
    // dnd-kit listens for the arrow keys from the task after the pick-up.
    await pageTasksRun(page);
    await page.keyboard.press('ArrowDown');
    await announced('Horns is over Flex.');
    await page.keyboard.press('Space');
    await expect.poll(chaptersOnScreen).toEqual([['Zone', 'Flex', 'Horns'], []]);
    // dnd-kit hands focus back to the handle once its drop animation ends, which would close a menu
    // opened before: the coach moves on once the drop has settled (and saved).
    await saved();

    // Without a drag: Flex to the new chapter through its "move to chapter" menu. A focus handed
    // back late by the drop (a loaded machine) can close the menu as it opens: the coach opens it again.
    const outOfBounds = page.getByRole('menuitem', { name: 'Out of bounds' });
    await expect
      .poll(async () => {
        if (!(await outOfBounds.isVisible())) await page.getByRole('button', { name: 'Move Flex to another chapter' }).click();
        return outOfBounds.isVisible();
      }, { timeout: 15_000 })
      .toBe(true);
    await outOfBounds.click();
    await expect.poll(chaptersOnScreen).toEqual([['Zone', 'Horns'], ['Flex']]);
    await saved();

    // Mouse, across chapters: Horns dropped on Flex in the other chapter takes its place.
    await dragBy(page, 'Horns', 'Flex');
    await expect.poll(chaptersOnScreen).toEqual([['Zone'], ['Horns', 'Flex']]);
    await saved();

    await page.getByLabel('Show a cover page').check();
    await page.getByLabel('Cover title').fill('Eagles 2026');
    await page.getByLabel('Cover title').blur();
    await saved();

    const stored = await call<{ title: string; data: PlaybookData }>('GET', `/playbook/${playbookId}`);
    expect(stored.data.chapters.map((chapter) => [chapter.title, chapter.objects.map((object) => (object.type === 'play' ? object.play_id : object.text))])).toEqual([
      ['Early offense', [playIds.Zone]],
      ['Out of bounds', [playIds.Horns, playIds.Flex]],
    ]);
    expect(stored.data.settings.cover).toMatchObject({ show: true, title: 'Eagles 2026' });

    await page.reload();
    await row('Zone').waitFor({ timeout: 30_000 });
    expect(await chaptersOnScreen()).toEqual([['Zone'], ['Horns', 'Flex']]);
    expect(await page.getByLabel('Cover title').inputValue()).toBe('Eagles 2026');

    // Printed from the editor too, as it stands: the dialog previews its first page.
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.getByRole('dialog').getByTestId('print-preview').locator('canvas[data-page="1"]').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  }, 120_000);

  it('lets a finger drag a page on a phone, with a press and hold', async () => {
    const data = createEmptyPlaybookData();
    data.chapters = [{ title: 'Sets', objects: ['Horns', 'Flex', 'Zone'].map((title) => ({ type: 'play' as const, play_id: playIds[title]! })) }];
    const { playbook_id } = await call<{ playbook_id: string }>('POST', '/playbook', { team_id: teamId, title: 'Phone', data });
    const phone = await launchBrowser({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    try {
      await signIn(phone.context, tokens);
      page = await phone.context.newPage();
      await page.goto(`${server.url}/dashboard/playbook-editor?playbook_id=${playbook_id}`);
      await row('Zone').waitFor({ timeout: 30_000 });
      const handle = (await page.getByRole('button', { name: 'Drag Zone' }).boundingBox())!;
      const [zone, horns] = [(await row('Zone').boundingBox())!, (await row('Horns').boundingBox())!];
      const [x, y] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
      const rise = horns.y + horns.height / 2 - (zone.y + zone.height / 2);
      const touch = await phone.context.newCDPSession(page);
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      // Held past the TouchSensor's delay: picked up, as a screen reader hears.
      await expect.poll(() => page.locator('[aria-live=assertive]').allTextContents(), { timeout: 5_000 }).toContain('Zone is over Zone.');
      for (let step = 1; step <= 15; step++) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (rise * step) / 15 }] });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(chaptersOnScreen).toEqual([['Zone', 'Horns', 'Flex']]);
    } finally {
      await phone.close();
    }
  }, 120_000);
});
