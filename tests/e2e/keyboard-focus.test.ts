// Issue 36, "Every hand": the playbook editor, the practice planner and the rotation editor driven by
// the keyboard alone. After each command focus lands somewhere sensible — the moved item's same
// button (or its other move button once the first is disabled), the next item after a removal (else
// the previous one, else the list's add control), the new item's first field after an add, the
// control that opened a dialog after Escape — never the page's body; removals and moves are said in
// the editor's polite live region; and axe finds no violation of any impact on the filled editors.
// The documents are made through the API; commands run from keys (Enter, Space, Delete, Escape, Tab).
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import { createEmptyPlaybookData } from '../../engine/model/playbook-defaults';
import { createBlock, createEmptyPracticePlanData } from '../../engine/model/practice-plan-defaults';
import { allViolations } from './axe';
import { tokenApi } from './coach';
import { browserSignedIn, signIn, signUp, type Tokens } from './editor-helpers';
import { gameDayTeam, startGameDay } from './games-helpers';
import { launchBrowser, workerServer, type E2eServer } from './harness';

const WAIT = { timeout: 30_000 };

describe('keyboard focus in the editors (issue 36)', () => {
  let server: E2eServer;
  let tokens: Tokens;
  let teamId: string;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  const api = () => tokenApi(server.url, () => tokens.accessToken);

  /** Where focus is, as a coach's screen reader would name it (the body when it was lost). */
  const focusedName = (): Promise<string> =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return 'the page body';
      const labelled = element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.innerText ?? element.innerText;
      return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}: ${labelled.trim()}`;
    });
  /** Focus comes to `target` (polled: focus moves once the page shows the command's result). */
  const expectFocusOn = async (target: Locator) => {
    const wanted = await target.evaluate((element) => element.getAttribute('aria-label') ?? (element as HTMLInputElement).labels?.[0]?.innerText ?? (element as HTMLElement).innerText, undefined, WAIT);
    await expect
      .poll(async () => ((await target.evaluate((element) => element === document.activeElement).catch(() => false)) ? 'on target' : `on ${await focusedName()} instead of ${wanted}`), { timeout: 10_000 })
      .toBe('on target');
  };
  const announced = (text: string) => expect.poll(() => page.getByTestId('editor-announcer').textContent(), { timeout: 10_000 }).toBe(text);
  const saved = () => expect.poll(() => page.getByTestId('save-state').textContent(), WAIT).toBe('Saved');
  /** Presses Tab until focus is on `target` (at most `most` times). */
  const tabTo = async (target: Locator, most = 12) => {
    for (let n = 0; n < most; n++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    await expectFocusOn(target);
  };

  beforeAll(async () => {
    server = await workerServer();
    ({ tokens, teamId } = await signUp(server.url));
    ({ browser, page } = await browserSignedIn(tokens));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the practice planner: move, remove, add a free-text block, Add drills (Escape and Add 1)', async () => {
    await api().create('/play', { team_id: teamId, title: 'Shell drill', type: 'drill', data: createEmptyPlayData('half') });
    const data = { ...createEmptyPracticePlanData('2026-11-24', '18:00'), title: 'Keyboard practice', exercises: ['Warm-up', 'Shell', 'Scrimmage'].map((title) => createBlock(randomUUID(), title)) };
    const { practice_plan_id: planId } = await api().create<{ practice_plan_id: string }>('/practice-plan', { team_id: teamId, title: 'Keyboard practice', data });
    await page.goto(`${server.url}/dashboard/practice-planner?practice_plan_id=${planId}`);
    const title = (number: number) => page.getByRole('textbox', { name: `Title of block ${number}`, exact: true });
    const titles = () => page.$$eval('[data-testid=practice-block]', (rows) => rows.map((row) => (row as HTMLElement).dataset.blockTitle));
    await title(3).waitFor(WAIT);

    // Move down twice: focus stays on Move down, then (at the bottom, Move down disabled) on Move up.
    await page.getByRole('button', { name: 'Move Warm-up down' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual(['Shell', 'Warm-up', 'Scrimmage']);
    await expectFocusOn(page.getByRole('button', { name: 'Move Warm-up down' }));
    await announced('Warm-up moved to place 2 of 3');
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual(['Shell', 'Scrimmage', 'Warm-up']);
    await expectFocusOn(page.getByRole('button', { name: 'Move Warm-up up' }));
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual(['Shell', 'Warm-up', 'Scrimmage']);
    await expectFocusOn(page.getByRole('button', { name: 'Move Warm-up up' }));

    // Remove: the next block's title, the previous one's for the last block, then Add a free-text block.
    await page.getByRole('button', { name: 'Remove Shell' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual(['Warm-up', 'Scrimmage']);
    await expectFocusOn(title(1));
    expect(await title(1).inputValue()).toBe('Warm-up');
    await announced('Block removed: Shell');
    await page.getByRole('button', { name: 'Remove Scrimmage' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(title(1));
    await announced('Block removed: Scrimmage');
    await page.getByRole('button', { name: 'Remove Warm-up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual([]);
    await expectFocusOn(page.getByRole('button', { name: 'Add a free-text block' }));
    await announced('Block removed: Warm-up');

    // Add a free-text block: focus goes into it, its title, typed at once.
    await page.keyboard.press('Enter');
    await expectFocusOn(title(1));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Layups');
    await expect.poll(titles).toEqual(['Layups']);

    // Add drills closed with Escape: back on Add drills. The drill list shows a ring when Tab reaches it.
    const addDrills = page.getByRole('button', { name: 'Add drills' });
    await addDrills.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Select Shell drill' }).waitFor(WAIT);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await expectFocusOn(addDrills);

    await page.keyboard.press('Enter');
    const list = dialog.getByRole('tabpanel');
    await dialog.getByRole('checkbox', { name: 'Select Shell drill' }).waitFor(WAIT);
    await dialog.getByRole('searchbox').or(dialog.getByRole('textbox')).first().focus();
    await tabTo(list);
    const ring = await list.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    // Add 1: the new block's title takes focus once the dialog has gone.
    await page.keyboard.press('Tab');
    await expectFocusOn(dialog.getByRole('checkbox', { name: 'Select Shell drill' }));
    await page.keyboard.press('Space');
    await dialog.getByRole('button', { name: 'Add 1' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(titles).toEqual(['Layups', 'Shell drill']);
    await expectFocusOn(title(2));
    await saved();

    // Groups of a block: a new group's name takes focus; after a removal the next group's name,
    // and once none is left, Add a group.
    const addGroup = page.getByRole('button', { name: 'Add a group' }).first();
    const groupName = (number: number) => page.getByRole('textbox', { name: `Name of group ${number}` });
    await addGroup.focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(groupName(1));
    await addGroup.focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(groupName(2));
    await page.getByRole('button', { name: 'Remove group 1' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(groupName(1));
    await announced('Group removed: Group 1');
    await page.getByRole('button', { name: 'Remove group 1' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(addGroup);
    await announced('Group removed: Group 2');
    await saved();

    expect(await allViolations(page)).toEqual([]);
  }, 240_000);

  it('the playbook editor: pages and chapters moved, removed and added', async () => {
    const playIds: Record<string, string> = {};
    for (const name of ['Horns', 'Flex', 'Zone']) playIds[name] = (await api().create<{ play_id: string }>('/play', { team_id: teamId, title: name, data: createEmptyPlayData('half') })).play_id;
    const created = await api().create<{ playbook_id: string; version: number }>('/playbook', { team_id: teamId, title: 'Keyboard sets', data: createEmptyPlaybookData() });
    const data = createEmptyPlaybookData();
    data.chapters = [
      { title: 'Early offense', objects: ['Horns', 'Flex', 'Zone'].map((name) => ({ type: 'play' as const, play_id: playIds[name]! })) },
      { title: 'Late game', objects: [] },
    ];
    await api().json('PUT', `/playbook/${created.playbook_id}`, { title: 'Keyboard sets', data, base_version: created.version });
    await page.goto(`${server.url}/dashboard/playbook-editor?playbook_id=${created.playbook_id}`);
    const pages = () => page.$$eval('[data-testid=playbook-page]', (rows) => rows.map((row) => (row as HTMLElement).dataset.pageName));
    await expect.poll(pages, WAIT).toEqual(['Horns', 'Flex', 'Zone']);

    // A page moved down keeps focus on its Move down.
    await page.getByRole('button', { name: 'Move Horns down' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(pages).toEqual(['Flex', 'Horns', 'Zone']);
    await expectFocusOn(page.getByRole('button', { name: 'Move Horns down' }));
    await announced('Horns moved to place 2 of 3');
    // Removed: the next page (its handle, a play page's main control), then the previous one.
    await page.getByRole('button', { name: 'Remove Flex from the chapter' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(pages).toEqual(['Horns', 'Zone']);
    await expectFocusOn(page.getByRole('button', { name: 'Drag Horns' }));
    await announced('Page removed: Flex');
    await page.getByRole('button', { name: 'Remove Zone from the chapter' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(page.getByRole('button', { name: 'Drag Horns' }));

    // A text page added to the empty chapter: focus in its text. Removed: back on Add a text page.
    const late = page.getByRole('region', { name: 'Late game' });
    await late.getByRole('button', { name: 'Add a text page' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(late.getByRole('textbox', { name: 'Text page' }));
    await page.keyboard.type('Timeouts left');
    await late.getByRole('button', { name: 'Remove Timeouts left from the chapter' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(late.getByRole('button', { name: 'Add a text page' }));
    await announced('Page removed: Timeouts left');

    // Chapters: moved down to the end, focus goes to its Move up; a chapter added takes focus in its title.
    await page.getByRole('button', { name: 'Move Early offense down' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(page.getByRole('button', { name: 'Move Early offense up' }));
    await announced('Early offense moved to place 2 of 2');
    await page.getByRole('button', { name: 'Add a chapter' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(page.getByRole('textbox', { name: 'Title of chapter 3' }));
    // Deleted (empty, no question): the previous chapter's title.
    await page.getByRole('button', { name: 'Delete Chapter 3' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(page.getByRole('textbox', { name: 'Title of chapter 2' }));
    await announced('Chapter removed: Chapter 3');
    await saved();
    expect(await allViolations(page)).toEqual([]);

    // A chapter with pages asks first; once deleted, the next chapter's title (here the one before).
    await page.getByRole('button', { name: 'Delete Early offense' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete chapter' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(page.getByRole('textbox', { name: 'Title of chapter 1' }));
    await announced('Chapter removed: Early offense');
    // The last chapter gone: Add a chapter.
    await page.getByRole('button', { name: 'Delete Late game' }).focus();
    await page.keyboard.press('Enter');
    await expectFocusOn(page.getByRole('button', { name: 'Add a chapter' }));
    await saved();
  }, 240_000);

  it('the play editor: every piece of content in a landmark (axe region)', async () => {
    const { play_id: playId } = await api().create<{ play_id: string }>('/play', { team_id: teamId, title: 'Landmarks', data: createEmptyPlayData('half') });
    await page.goto(`${server.url}/dashboard/playeditor/${playId}`);
    await page.getByTestId('play-editor').waitFor(WAIT);
    await page.getByRole('heading', { level: 1, name: 'Landmarks' }).waitFor({ state: 'attached', ...WAIT });
    expect(await allViolations(page, ['region', 'page-has-heading-one', 'landmark-one-main'])).toEqual([]);
  }, 240_000);

  it('the rotation editor: a stint deleted and added from the keyboard', async () => {
    const players = ['Ana Ruiz', 'Bo Li'].map((name, i) => ({ id: `player-${i}`, name, number: String(i + 4), position: i + 1 }));
    const stints = [
      { playerId: 'player-0', period: 1, start: 0, end: 120 },
      { playerId: 'player-0', period: 1, start: 240, end: 360 },
      { playerId: 'player-1', period: 1, start: 0, end: 600 },
    ];
    const { rotation_id: rotationId } = await api().create<{ rotation_id: string }>('/rotation', {
      team_id: teamId,
      data: { version: 2, title: 'Keyboard rotation', periods: 2, periodLength: 600, players, stints },
    });
    await page.goto(`${server.url}/dashboard/rotation-editor?rotation_id=${rotationId}`);
    // The bar's name starts with what it shows (WCAG 2.5.3, label in name).
    const first = page.getByRole('button', { name: '0:00–2:00, Ana Ruiz, Half 1', exact: true });
    await first.waitFor(WAIT);
    expect(await first.innerText()).toBe('0:00–2:00');

    // Delete: the next stint of the lane, then (none left) the lane's Add a stint.
    await first.focus();
    await page.keyboard.press('Delete');
    await expectFocusOn(page.getByRole('button', { name: '4:00–6:00, Ana Ruiz, Half 1', exact: true }));
    await announced('Stint removed: Ana Ruiz, Half 1, 0:00–2:00');
    await page.keyboard.press('Delete');
    const add = page.getByRole('button', { name: 'Add a stint for Ana Ruiz in Half 1' });
    await expectFocusOn(add);
    await announced('Stint removed: Ana Ruiz, Half 1, 4:00–6:00');
    // Add a stint: focus on the new bar.
    await page.keyboard.press('Enter');
    await expectFocusOn(page.locator('[data-testid=period-1] [data-testid=stint][data-player="player-0"]'));
    await saved();
    expect(await allViolations(page)).toEqual([]);
  }, 240_000);

  it('the substitution manager: foul buttons named from their visible text, Start clock in a green that reads', async () => {
    // A coach of their own: the game's setup offers this team's one rotation.
    const coach = await signUp(server.url);
    const { rotationId } = await gameDayTeam(
      tokenApi(server.url, () => coach.tokens.accessToken),
      coach.teamId,
    );
    const other = await launchBrowser();
    await signIn(other.context, coach.tokens);
    const game = await other.context.newPage();
    try {
      await game.setViewportSize({ width: 1400, height: 900 });
      await startGameDay(game, server.url, coach.teamId, rotationId);
      const foul = game.getByRole('button', { name: '0 fouls, add a foul for #00 Player 0', exact: true });
      await foul.waitFor(WAIT);
      expect(await foul.innerText()).toBe('0 fouls');
      // axe needs the page's timers, which the game day's clock paused.
      await game.clock.resume();
      expect(await allViolations(game, ['label-content-name-mismatch', 'color-contrast'])).toEqual([]);
    } finally {
      await other.close();
    }
  }, 240_000);
});
