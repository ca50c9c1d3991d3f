// Issue 32, the tablet: a coach on an iPad (820×1180 portrait, 1024×768 landscape) gets the tablet
// layout (spec §9: 768 px), not the phone's drawers. The play editor shows its palette as a rail
// beside the court without a button to open it, the court takes most of the screen, and its panels
// open as a sheet that leaves the court uncovered; the playbook editor, the practice planner and the
// rotation editor show their details beside their work. Every button of the editors' bars, rails
// and sheets, and of the document editors' work and details (their rows' move, delete and move-to
// buttons, the rotation's stints), is at least 44 px each way. Each screen is screenshotted (the
// files are kept in TABLET_SCREENSHOTS, or a temporary folder). A pen draws and drags as a mouse does; a touch while
// the pen is down, or a palm-sized contact, moves nothing. Something picked on the court shows a
// small Properties button in the court's corner that opens the sheet at its properties.
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPlaybookData } from '../../engine/model/playbook-defaults';
import { createEmptyPracticePlanData } from '../../engine/model/practice-plan-defaults';
import { createEmptyRotationData } from '../../engine/model/rotation-defaults';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import { tokenApi } from './coach';
import { clickCourt, openEditor, players, signIn, signUp, toPage, type Point, type Tokens } from './editor-helpers';
import { launchBrowser, workerServer, type E2eServer } from './harness';

/** The iPad sizes of the issue. */
const TABLETS = [
  { name: 'portrait', width: 820, height: 1180 },
  { name: 'landscape', width: 1024, height: 768 },
] as const;
/** DESIGN.md §6: touch targets are at least 44 px. */
const TOUCH_TARGET_PX = 44;
/** The least share of the screen the court takes on a tablet, panels closed. */
const COURT_SHARE = 0.5;
/** The least share it keeps while the panels' sheet is open beside or under it. */
const COURT_SHARE_WITH_SHEET = 0.3;
/** The least share of the screen's width a document editor's work keeps, its details beside it. */
const WORK_SHARE = 0.55;
/** The rail's widest: a narrow column, not the desktop's 264 px palette. */
const RAIL_MAX_PX = 140;
const WAIT = { timeout: 30_000 };

const SHOTS = process.env.TABLET_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), 'courtside-tablet-'));
mkdirSync(SHOTS, { recursive: true });

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** A screenshot of the whole screen, kept as `name`.png: it must be a PNG with something in it. */
async function shoot(page: Page, name: string): Promise<void> {
  const png = await page.screenshot();
  expect([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  const file = join(SHOTS, `${name}.png`);
  writeFileSync(file, png);
  expect(statSync(file).size).toBeGreaterThan(1000);
}

/** The visible buttons (and links styled as buttons) under `selector`, by name and size. */
const targets = (page: Page, selector: string) =>
  page.$$eval(selector, (elements) =>
    elements
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const name = element.getAttribute('aria-label') || element.getAttribute('title') || element.textContent?.trim() || element.outerHTML.slice(0, 80);
        return { name, width: Math.round(rect.width * 10) / 10, height: Math.round(rect.height * 10) / 10, shown: rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden' };
      })
      .filter((target) => target.shown)
      .map(({ name, width, height }) => ({ name, width, height })),
  );

/** Those of `selector`'s targets smaller than a fingertip's 44 px (none, on a tablet). */
async function smallTargets(page: Page, selector: string) {
  const all = await targets(page, selector);
  expect(all.length).toBeGreaterThan(0);
  return all.filter((target) => target.width < TOUCH_TARGET_PX - 0.5 || target.height < TOUCH_TARGET_PX - 0.5);
}

const boxOf = async (page: Page, testId: string): Promise<Box> => (await page.getByTestId(testId).boundingBox())!;

describe('the editors on a tablet', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let tokens: Tokens;
  /** The document editors, and buttons of their rows each must show (so the sizes below are measured on them). */
  const documents: Array<{ name: string; path: string; rows: RegExp[] }> = [];

  /** A page of the tablet's size, with touch. */
  async function tabletPage(size: (typeof TABLETS)[number]): Promise<{ page: Page; context: BrowserContext; close: () => Promise<void> }> {
    const own = await browser.context.browser()?.newContext({ viewport: { width: size.width, height: size.height }, hasTouch: true, deviceScaleFactor: 1 });
    if (own) {
      await signIn(own, tokens);
      const page = await own.newPage();
      return { page, context: own, close: () => own.close() };
    }
    // A persistent context has no browser() to make another: a page with touch emulation instead.
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    await page.setViewportSize({ width: size.width, height: size.height });
    return { page, context: browser.context, close: () => page.close() };
  }

  beforeAll(async () => {
    server = await workerServer();
    const coach = await signUp(server.url);
    tokens = coach.tokens;
    const call = tokenApi(server.url, () => tokens.accessToken).json;
    const playId = (await call<{ play_id: string }>('POST', '/play', { team_id: coach.teamId, title: 'Horns', data: createEmptyPlayData('half') })).play_id;
    const playbook = createEmptyPlaybookData();
    // Two chapters (a page's "Move to chapter" shows), a play and a text page: every row's buttons.
    playbook.chapters = [
      { title: 'Early offense', objects: [{ type: 'play', play_id: playId }, { type: 'text', text: 'Run it twice.' }] },
      { title: 'Late game', objects: [] },
    ];
    const playbookId = (await call<{ playbook_id: string }>('POST', '/playbook', { team_id: coach.teamId, title: 'Season sets', data: playbook })).playbook_id;
    // Two blocks, the first with a group: every block row's buttons.
    const plan = {
      ...createEmptyPracticePlanData('2026-03-14', '17:30'),
      title: 'Monday practice',
      exercises: [
        { id: 'e1', title: 'Shell drill', duration: 20, drillId: null, notes: 'Help side', coach: '', stations: [{ title: 'Guards', minutes: 10, drillId: null, coach: '', notes: '' }] },
        { id: 'e2', title: 'Free throws', duration: 10, drillId: null, notes: '' },
      ],
    };
    const planId = (await call<{ practice_plan_id: string }>('POST', '/practice-plan', { team_id: coach.teamId, title: 'Monday practice', data: plan })).practice_plan_id;
    const rotation = { ...createEmptyRotationData('Starters'), players: [{ id: 'p1', name: 'Maya Lopez', number: '7', position: 1 }], stints: [{ playerId: 'p1', period: 1, start: 0, end: 600 }] };
    const rotationId = (await call<{ rotation_id: string }>('POST', '/rotation', { team_id: coach.teamId, title: 'Starters', data: rotation })).rotation_id;
    documents.push(
      { name: 'playbook-editor', path: `/dashboard/playbook-editor?playbook_id=${playbookId}`, rows: [/^Move Horns down$/, /^Move .+ to another chapter$/, /^Remove Horns from the chapter$/, /^Move Early offense down$/] },
      { name: 'practice-planner', path: `/dashboard/practice-planner?practice_plan_id=${planId}`, rows: [/^Move Shell drill down$/, /^Duplicate Shell drill$/, /^Remove group 1$/] },
      { name: 'rotation-editor', path: `/dashboard/rotation-editor?rotation_id=${rotationId}`, rows: [/^Add a stint for Maya Lopez/, /^\d+:\d\d–\d+:\d\d, Maya Lopez, /, /^Take Maya Lopez out of this rotation$/] },
    );
    browser = await launchBrowser();
    await signIn(browser.context, tokens);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  for (const size of TABLETS) {
    it(`lays the play editor out for a tablet at ${size.width}×${size.height}`, async () => {
      const { page, close } = await tabletPage(size);
      const screen = size.width * size.height;
      await openEditor(page, `${server.url}/dashboard/playeditor`);
      await shoot(page, `play-editor-${size.width}x${size.height}`);

      // The palette is a rail beside the court, there without the phone's button to open it.
      expect(await page.getByTestId('toggle-palette').isVisible()).toBe(false);
      expect(await page.locator('[data-palette="offense-1"]').isVisible()).toBe(true);
      const rail = await boxOf(page, 'palette-drawer');
      const court = await boxOf(page, 'editor-canvas');
      expect(rail.width).toBeLessThanOrEqual(RAIL_MAX_PX);
      expect(overlaps(rail, court)).toBe(false);
      expect((court.width * court.height) / screen).toBeGreaterThanOrEqual(COURT_SHARE);
      // Every button of the bar, the rail, the animation bar and the court's zoom is a fingertip's size.
      expect(await smallTargets(page, '[data-testid=play-editor] header button, [data-testid=palette-drawer] button, [data-testid=animation-bar] button, [data-testid=editor-canvas] button')).toEqual([]);

      // The panels open as a sheet beside (landscape) or under (portrait) the court: the court shrinks, uncovered.
      await page.getByTestId('toggle-panels').click();
      await page.getByRole('tab', { name: 'properties' }).click();
      await expect.poll(() => page.getByTestId('editor-panels').isVisible()).toBe(true);
      await expect
        .poll(async () => {
          const [sheet, court] = [await boxOf(page, 'editor-panels'), await boxOf(page, 'editor-canvas')];
          return { covered: overlaps(sheet, court), inside: sheet.x >= 0 && sheet.x + sheet.width <= size.width + 0.5 && sheet.y + sheet.height <= size.height + 0.5 };
        })
        .toEqual({ covered: false, inside: true });
      const shrunk = await boxOf(page, 'editor-canvas');
      expect((shrunk.width * shrunk.height) / screen).toBeGreaterThanOrEqual(COURT_SHARE_WITH_SHEET);
      expect(await smallTargets(page, '[data-testid=editor-panels] [role=tablist] button')).toEqual([]);
      await shoot(page, `play-editor-sheet-${size.width}x${size.height}`);
      await page.getByRole('button', { name: 'Close panels' }).click();
      await expect.poll(() => page.getByTestId('editor-panels').isVisible()).toBe(false);
      await close();
    });

    it(`shows a selection's properties from the court at ${size.width}×${size.height}: a small button in its corner, the sheet opened on tapping it`, async () => {
      const { page, context, close } = await tabletPage(size);
      await openEditor(page, `${server.url}/dashboard/playeditor`);
      const cdp = await context.newCDPSession(page);
      const tap = async (at: Point) => {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at.x, y: at.y, id: 3, radiusX: 4, radiusY: 4, force: 1 }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const selected = () => page.evaluate(() => window.__courtsideEditor!.editor.state.selection.length);
      const show = page.getByTestId('show-properties');
      const sheet = page.getByTestId('editor-panels');

      await page.locator('[data-palette="offense-1"]').click();
      await clickCourt(page, 25, 30);
      await page.keyboard.press('Escape');
      // Nothing selected: no button.
      await tap(await toPage(page, 40, 10));
      await expect.poll(selected).toBe(0);
      expect(await show.isVisible()).toBe(false);

      // A finger picks the player: the button shows in the court's corner, a fingertip's size, small
      // and clear of the player; the sheet stays closed, the court as it was (nothing moves under the finger).
      const court = await boxOf(page, 'editor-canvas');
      const player = await toPage(page, 25, 30);
      await tap(player);
      await expect.poll(selected).toBe(1);
      await expect.poll(() => show.isVisible()).toBe(true);
      expect(await sheet.isVisible()).toBe(false);
      expect(await boxOf(page, 'editor-canvas')).toEqual(court);
      const button = (await show.boundingBox())!;
      expect(button.width).toBeGreaterThanOrEqual(TOUCH_TARGET_PX - 0.5);
      expect(button.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX - 0.5);
      expect(button.x >= court.x && button.y >= court.y && button.x + button.width <= court.x + court.width && button.y + button.height <= court.y + court.height).toBe(true);
      expect((button.width * button.height) / (court.width * court.height)).toBeLessThan(0.02);
      expect(overlaps(button, { x: player.x - 24, y: player.y - 24, width: 48, height: 48 })).toBe(false);
      await shoot(page, `play-editor-selected-${size.width}x${size.height}`);

      // Tapped, it opens the sheet at the selection's properties, beside or under the court, not over it.
      await show.click();
      await expect.poll(() => sheet.isVisible()).toBe(true);
      expect(await page.getByRole('tab', { name: 'properties' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByTestId('properties-panel').isVisible()).toBe(true);
      expect(overlaps(await boxOf(page, 'editor-panels'), await boxOf(page, 'editor-canvas'))).toBe(false);
      expect(await selected()).toBe(1);
      await expect.poll(() => show.isVisible()).toBe(false);
      // On another tab, or with the sheet closed, the properties are out of sight again: the button is back.
      await page.getByRole('tab', { name: 'phases' }).click();
      await expect.poll(() => show.isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Close panels' }).click();
      await expect.poll(() => sheet.isVisible()).toBe(false);
      expect(await show.isVisible()).toBe(true);
      // Nothing selected, nothing shown.
      await tap(await toPage(page, 40, 10));
      await expect.poll(selected).toBe(0);
      await expect.poll(() => show.isVisible()).toBe(false);
      await close();
    });

    it(`lays the document editors out for a tablet at ${size.width}×${size.height}`, async () => {
      const { page, close } = await tabletPage(size);
      for (const opened of documents) {
        await page.goto(`${server.url}${opened.path}`);
        // The work, then the details (editor-kit's DocumentBody).
        await page.locator('main > aside').waitFor(WAIT);
        await shoot(page, `${opened.name}-${size.width}x${size.height}`);
        // The details stand beside the work (not under it, as on a phone), and the work keeps the larger share.
        const [work, side] = [(await page.locator('main > :first-child').boundingBox())!, (await page.locator('main > aside').boundingBox())!];
        expect(side.x, opened.name).toBeGreaterThanOrEqual(work.x + work.width);
        expect(side.y, opened.name).toBeLessThan(size.height / 2);
        expect(work.width / size.width, opened.name).toBeGreaterThanOrEqual(WORK_SHARE);
        expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), opened.name).toBeLessThanOrEqual(size.width);
        // Every button and link of the bar is a fingertip's size, and every button of the work and its details.
        expect(await smallTargets(page, 'header button, header a'), opened.name).toEqual([]);
        const inWork = 'main button, main [role=button]';
        const names = (await targets(page, inWork)).map((target) => target.name);
        for (const row of opened.rows) expect(names.some((name) => row.test(name)), `${opened.name}: ${row}`).toBe(true);
        expect(await smallTargets(page, inWork), opened.name).toEqual([]);
        if (opened.name === 'playbook-editor') {
          // A page's "Move to chapter" menu: its chapters too.
          await page.getByRole('button', { name: 'Move Horns to another chapter' }).click();
          await page.getByRole('menuitem', { name: 'Late game' }).waitFor(WAIT);
          expect(await smallTargets(page, '[role=menu] [role=menuitem]')).toEqual([]);
          await page.keyboard.press('Escape');
          await page.getByRole('menu').waitFor({ state: 'hidden', timeout: 10_000 });
        }
      }
      await close();
    });
  }

  it('draws with a pen as with a mouse, and ignores a palm: a touch while the pen is down, or a contact larger than a fingertip', async () => {
    const { page, context, close } = await tabletPage(TABLETS[0]);
    await openEditor(page, `${server.url}/dashboard/playeditor`);
    const cdp: CDPSession = await context.newCDPSession(page);
    const pen = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', at: Point) =>
      cdp.send('Input.dispatchMouseEvent', { type, x: at.x, y: at.y, button: 'left', buttons: type === 'mouseReleased' ? 0 : 1, clickCount: 1, pointerType: 'pen', force: 0.5 });
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: Point, radius: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x: at.x, y: at.y, id: 7, radiusX: radius, radiusY: radius, force: 1 }] });
    const fingerDrag = async (from: Point, to: Point, radius: number) => {
      await touch('touchStart', from, radius);
      for (let i = 1; i <= 10; i++) await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 }, radius);
      await touch('touchEnd', to, radius);
    };
    const positions = async () => new Map((await players(page, 0)).map((p) => [`${p.team}${p.number}`, p.pos]));
    /** Whether player `key` stands at court point (x, y), give or take a pixel's rounding. */
    const standsAt = async (key: string, x: number, y: number) => {
      const at = (await positions()).get(key);
      return !!at && Math.hypot(at.x - x, at.y - y) <= 0.3;
    };

    // The mouse places defense 1.
    await page.locator('[data-palette="defense-1"]').click();
    await clickCourt(page, 32, 34);
    await page.keyboard.press('Escape');
    await expect.poll(() => standsAt('defense1', 32, 34)).toBe(true);

    // A palm-sized contact (no pen near) drags nothing; a fingertip does (lifted above the finger).
    await fingerDrag(await toPage(page, 32, 34), await toPage(page, 20, 40), 40);
    expect(await standsAt('defense1', 32, 34)).toBe(true);
    await fingerDrag(await toPage(page, 32, 34), await toPage(page, 20, 40), 4);
    await expect.poll(async () => (await positions()).get('defense1')!.x).toBeCloseTo(20, 0);
    const rested = (await positions()).get('defense1')!;

    // The pen places offense 1 where it touches, as a click does.
    await page.locator('[data-palette="offense-1"]').click();
    const penAt = await toPage(page, 15, 15);
    await pen('mousePressed', penAt);
    await pen('mouseReleased', penAt);
    await expect.poll(() => standsAt('offense1', 15, 15)).toBe(true);
    await page.keyboard.press('Escape');

    // The pen drags offense 1 with no lift (the 35 px offset is for fingers); a hand resting on the
    // glass meanwhile, over defense 1, moves nothing and does not break the pen's stroke.
    const from = await toPage(page, 15, 15);
    const to = await toPage(page, 25, 20);
    const along = (i: number) => ({ x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 });
    await pen('mousePressed', from);
    for (let i = 1; i <= 5; i++) await pen('mouseMoved', along(i));
    await fingerDrag(await toPage(page, rested.x, rested.y), await toPage(page, 40, 10), 4);
    for (let i = 6; i <= 10; i++) await pen('mouseMoved', along(i));
    await pen('mouseReleased', to);
    await expect.poll(() => standsAt('offense1', 25, 20)).toBe(true);
    expect(await standsAt('defense1', rested.x, rested.y)).toBe(true);
    expect((await positions()).size).toBe(2);
    await close();
  });
});
