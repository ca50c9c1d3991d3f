// The practice planner (issue 17) as a coach uses it: two drills drawn (made through the API), a
// 90-minute practice of six blocks built from them in the planner (the drill picker, a duplicate,
// free-text blocks), reordered by mouse and by keyboard with the clock times following, shared and
// opened signed out on a phone with the drills' drawings, run in practice mode through two blocks on
// a controlled clock (and through a reload); and offline: a plan built, the page reloaded, back
// online: the server holds it once.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import type { PlayData } from '../../engine/model/play';
import type { PracticePlanData } from '../../engine/model/practice-plan';
import { createEmptyPracticePlanData } from '../../engine/model/practice-plan-defaults';
import { phaseOf, playerAt } from '../../engine/phase/fixtures';
import { allViolations } from './axe';
import { tokenApi } from './coach';
import { signIn, signUp, type Tokens } from './editor-helpers';
import { enableTestHooks, launchBrowser, pageTasksRun, workerServer, waitForServiceWorker, type E2eServer, withServiceWorker } from './harness';
import { flushCache } from './offline-hooks';

// Tests offline or the service worker itself: its browsers run the worker, as a coach's does.
withServiceWorker();

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
interface PlanRecord {
  practice_plan_id: string;
  title: string;
  version: number;
  data: PracticePlanData;
}

/** A drill with two players on the court, so its drawing has something in it. */
function drillData(): PlayData {
  const empty = createEmptyPlayData('half');
  return { ...empty, phases: [phaseOf([playerAt('object_1', 1, { x: 20, y: 30 }), playerAt('object_2', 2, { x: 14, y: 18 })])] };
}

describe('the practice planner', () => {
  let server: E2eServer;
  let tokens: Tokens;
  let teamId: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let planId: string;
  const api = () => tokenApi(server.url, () => tokens.accessToken);

  const blocks = (on: Page = page) => on.$$eval('[data-testid=practice-block]', (rows) => rows.map((row) => (row as HTMLElement).dataset.blockTitle));
  const times = () => page.$$eval('[data-testid=block-time]', (cells) => cells.map((cell) => cell.textContent));
  const block = (index: number) => page.getByTestId('practice-block').nth(index);
  const row = (title: string) => page.locator(`[data-testid=practice-block][data-block-title="${title}"]`);
  const saved = () => expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 20_000 }).toBe('Saved');
  const serverPlan = () => api().json<PlanRecord>('GET', `/practice-plan/${planId}`);

  /** Drags block `title` by its handle with the mouse, in small steps, until it lies where block `onto` is. */
  async function dragBy(title: string, onto: string): Promise<void> {
    const handle = await page.getByRole('button', { name: `Drag ${title}` }).boundingBox();
    const [from, to] = [await row(title).boundingBox(), await row(onto).boundingBox()];
    const start = { x: handle!.x + handle!.width / 2, y: handle!.y + handle!.height / 2 };
    const rise = to!.y + to!.height / 2 - (from!.y + from!.height / 2);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x, start.y - 10, { steps: 5 });
    await page.mouse.move(start.x, start.y + rise, { steps: 25 });
    await page.mouse.up();
  }

  beforeAll(async () => {
    server = await workerServer();
    ({ tokens, teamId } = await signUp(server.url));
    for (const title of ['Shell drill', 'Form shooting']) await api().create('/play', { team_id: teamId, title, type: 'drill', data: drillData() });
    const plan = { ...createEmptyPracticePlanData('2026-11-24', '18:00'), title: 'Tuesday practice', plannedMinutes: 90, location: 'Main gym' };
    planId = (await api().create<PlanRecord>('/practice-plan', { team_id: teamId, title: 'Tuesday practice', data: plan })).practice_plan_id;
    browser = await launchBrowser();
    context = browser.context;
    await enableTestHooks(context);
    await signIn(context, tokens);
    page = await context.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('builds a 90-minute practice of six blocks, reorders it by mouse and keyboard, and the clock times follow', async () => {
    await page.goto(`${server.url}/dashboard/practice-plan/${planId}`);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByText('No blocks yet', { exact: false }).waitFor({ timeout: 30_000 });

    // Two drills from the team, through the drill picker, in the order chosen.
    await page.getByRole('button', { name: 'Add drills' }).click();
    await page.getByRole('checkbox', { name: 'Select Shell drill' }).check({ timeout: 20_000 });
    await page.getByRole('checkbox', { name: 'Select Form shooting' }).check();
    await page.getByRole('button', { name: 'Add 2' }).click();
    await expect.poll(() => blocks()).toEqual(['Shell drill', 'Form shooting']);
    // A duplicate, and three blocks of free text.
    await page.getByRole('button', { name: 'Duplicate Form shooting' }).click();
    for (let n = 0; n < 3; n++) await page.getByRole('button', { name: 'Add a free-text block' }).click();
    expect(await page.getByTestId('practice-block').count()).toBe(6);
    const plan: [string, number][] = [
      ['Shell drill', 20],
      ['Form shooting', 15],
      ['Shooting games', 15],
      ['Warm-up', 10],
      ['Scrimmage', 25],
      ['Cool-down', 5],
    ];
    for (const [index, [title, minutes]] of plan.entries()) {
      await page.getByLabel(`Title of block ${index + 1}`).fill(title);
      await block(index).getByLabel('Minutes').fill(String(minutes));
    }
    await expect.poll(() => page.getByTestId('practice-totals').getAttribute('data-status')).toBe('onTime');
    await expect.poll(() => page.getByTestId('practice-totals').textContent()).toContain('Total 90 min');
    // 12-hour times by default (spec §3), each block from where the one before ended.
    expect(await times()).toEqual(['6:00 PM – 6:20 PM', '6:20 PM – 6:35 PM', '6:35 PM – 6:50 PM', '6:50 PM – 7:00 PM', '7:00 PM – 7:25 PM', '7:25 PM – 7:30 PM']);
    await saved();
    expect(await allViolations(page)).toEqual([]);

    // Mouse: the warm-up dragged to the top.
    await dragBy('Warm-up', 'Shell drill');
    await expect.poll(() => blocks()).toEqual(['Warm-up', 'Shell drill', 'Form shooting', 'Shooting games', 'Scrimmage', 'Cool-down']);
    expect((await times()).slice(0, 2)).toEqual(['6:00 PM – 6:10 PM', '6:10 PM – 6:30 PM']);
    await saved();

    // Keyboard: Form shooting picked up with Space, one place down, dropped with Space.
    const announced = (text: string) => expect.poll(() => page.locator('[aria-live=assertive]').allTextContents(), { timeout: 5_000 }).toContain(text);
    await page.getByRole('button', { name: 'Drag Form shooting' }).focus();
    await page.keyboard.press('Space');
    await announced('Form shooting is over Form shooting.');
    // dnd-kit listens for the arrow keys from the task after the pick-up.
    await pageTasksRun(page);
    await page.keyboard.press('ArrowDown');
    await announced('Form shooting is over Shooting games.');
    await page.keyboard.press('Space');
    await expect.poll(() => blocks()).toEqual(['Warm-up', 'Shell drill', 'Shooting games', 'Form shooting', 'Scrimmage', 'Cool-down']);
    expect(await times()).toEqual(['6:00 PM – 6:10 PM', '6:10 PM – 6:30 PM', '6:30 PM – 6:45 PM', '6:45 PM – 7:00 PM', '7:00 PM – 7:25 PM', '7:25 PM – 7:30 PM']);
    await saved();

    // Undo puts the keyboard move back; redo makes it again.
    await page.keyboard.press('Control+z');
    await expect.poll(() => blocks()).toEqual(['Warm-up', 'Shell drill', 'Form shooting', 'Shooting games', 'Scrimmage', 'Cool-down']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => blocks()).toEqual(['Warm-up', 'Shell drill', 'Shooting games', 'Form shooting', 'Scrimmage', 'Cool-down']);
    await saved();

    const stored = await serverPlan();
    expect(stored.data.exercises.map((exercise) => [exercise.title, exercise.duration])).toEqual([
      ['Warm-up', 10],
      ['Shell drill', 20],
      ['Shooting games', 15],
      ['Form shooting', 15],
      ['Scrimmage', 25],
      ['Cool-down', 5],
    ]);
    expect(stored.data.exercises.filter((exercise) => exercise.drillId !== null)).toHaveLength(3);
    expect(stored.data).toMatchObject({ plannedMinutes: 90, location: 'Main gym', version: 2 });
  }, 240_000);

  it('shares the plan: signed out on a phone, the blocks with their times and the drills’ drawings', async () => {
    const { token } = await api().create<{ token: string }>('/share', { kind: 'practice-plan', id: planId });
    const visitor = await launchBrowser();
    try {
      const phone = await visitor.context.newPage();
      await phone.setViewportSize({ width: 390, height: 844 });
      await phone.goto(`${server.url}/dashboard/public/practice-plan/${token}`);
      await phone.getByRole('heading', { name: 'Tuesday practice' }).waitFor({ timeout: 30_000 });
      const rows = phone.getByTestId('plan-block');
      await expect.poll(() => rows.count()).toBe(6);
      expect(await phone.getByTestId('plan-block-time').first().textContent()).toBe('6:00 PM – 6:10 PM');
      // Each block of a drill draws it: the server's drawing, on screen and within the phone's width.
      const drawing = rows.nth(1).locator('img[data-thumbnail=engine]');
      await drawing.waitFor({ timeout: 20_000 });
      const box = await drawing.boundingBox();
      expect(box!.width).toBeGreaterThan(100);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(await phone.locator('img[data-thumbnail=engine]').count()).toBe(3);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await allViolations(phone)).toEqual([]);
    } finally {
      await visitor.close();
    }
  }, 120_000);

  it('runs practice mode on a tablet through two blocks on a controlled clock, and keeps its time through a reload', async () => {
    // A browser of its own: its clock is the test's, paused and moved on by hand.
    const tablet = await launchBrowser();
    try {
      await signIn(tablet.context, tokens);
      const run = await tablet.context.newPage();
      await run.setViewportSize({ width: 1024, height: 768 });
      await run.clock.install({ time: new Date('2026-11-24T17:59:00') });
      await run.goto(`${server.url}/dashboard/practice-plan/${planId}`);
      await run.getByRole('button', { name: 'Practice mode' }).click({ timeout: 30_000 });
      const current = () => run.getByTestId('practice-current').textContent();
      const countdown = () => run.getByTestId('practice-countdown').textContent();
      await expect.poll(current, { timeout: 20_000 }).toBe('Warm-up');
      expect(await run.getByTestId('practice-next').textContent()).toBe('Next: Shell drill (20 min)');
      expect(await allViolations(run)).toEqual([]);
      // From here the clock moves only when the test moves it.
      await run.clock.pauseAt(new Date('2026-11-24T18:00:00'));
      await run.getByRole('button', { name: 'Start' }).click();
      await expect.poll(countdown).toBe('10:00');
      await run.clock.runFor('04:00');
      await expect.poll(countdown).toBe('6:00');
      // The warm-up's ten minutes run out: the shell drill starts on its own with its full twenty.
      await run.clock.runFor('06:00');
      await expect.poll(current).toBe('Shell drill');
      await expect.poll(countdown).toBe('20:00');
      expect(await run.getByTestId('practice-block-number').textContent()).toBe('Block 2 of 6');
      await run.clock.runFor('05:00');
      await expect.poll(countdown).toBe('15:00');

      // A reload (a locked screen, a closed tab) lands on the same block, the time taken from the stored
      // timestamps: the clock runs on its own while the page loads, so a few seconds pass.
      await run.clock.resume();
      await run.reload();
      await run.getByRole('button', { name: 'Practice mode' }).click({ timeout: 30_000 });
      await expect.poll(current, { timeout: 20_000 }).toBe('Shell drill');
      await run.getByRole('button', { name: 'Pause' }).click();
      const [minutes, seconds] = (await countdown())!.split(':').map(Number) as [number, number];
      expect(minutes * 60 + seconds).toBeLessThanOrEqual(15 * 60);
      expect(minutes * 60 + seconds).toBeGreaterThan(14 * 60);
      const pausedAt = await countdown();
      await run.clock.runFor('03:00');
      await expect.poll(countdown).toBe(pausedAt);
      await run.getByRole('button', { name: 'Resume' }).click();
      await run.getByRole('button', { name: 'Next block' }).click();
      await expect.poll(current).toBe('Shooting games');
      expect(await run.getByTestId('practice-next').textContent()).toBe('Next: Form shooting (15 min)');
    } finally {
      await tablet.close();
    }
  }, 180_000);

  it('offline: builds a plan, survives a reload, and is on the server once back online', async () => {
    const offline = await context.newPage();
    await offline.setViewportSize({ width: 1400, height: 900 });
    await offline.goto(`${server.url}/dashboard/practice-plans`);
    await waitForServiceWorker(offline);
    await offline.reload();
    await offline.getByRole('heading', { name: 'Practice plans' }).first().waitFor({ timeout: 30_000 });
    await context.setOffline(true);
    try {
      await offline.getByRole('button', { name: 'New practice plan' }).first().click();
      await offline.getByLabel('Title').fill('Gym without wifi');
      // A new plan opens in the planner.
      await offline.getByRole('button', { name: 'Create', exact: true }).click();
      await offline.getByRole('button', { name: 'Add a free-text block' }).click({ timeout: 30_000 });
      await offline.getByLabel('Title of block 1').fill('Defensive slides');
      await expect.poll(() => offline.getByTestId('save-state').textContent(), { timeout: 20_000 }).toBe('Not synced');
      await flushCache(offline);
      await offline.reload();
      await expect.poll(() => blocks(offline), { timeout: 30_000 }).toEqual(['Defensive slides']);
    } finally {
      await context.setOffline(false);
    }
    const onServer = async () => (await api().json<{ data: PlanRecord[] }>('GET', `/practice-plans?team_id=${teamId}`)).data.filter((plan) => plan.title === 'Gym without wifi');
    await expect.poll(async () => (await onServer()).map((plan) => plan.data.exercises.map((exercise) => exercise.title)), { timeout: 30_000 }).toEqual([['Defensive slides']]);
    await offline.close();
  }, 180_000);

  it('adds a drill to a practice plan from the drill’s page: the block is appended and saved', async () => {
    const drills = await api().json<{ data: { play_id: string; title: string }[] }>('GET', `/plays?team_id=${teamId}&type=drill`);
    const shell = drills.data.find((drill) => drill.title === 'Shell drill')!;
    await page.goto(`${server.url}/dashboard/drill/${shell.play_id}`);
    await page.getByRole('link', { name: 'Add to practice plan' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Practice plan' }).selectOption({ label: 'Tuesday practice · 11/24/2026' }, { timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/practice-planner' && url.searchParams.get('practice_plan_id') === planId, { timeout: 20_000 });
    await expect.poll(() => blocks(), { timeout: 20_000 }).toEqual(['Warm-up', 'Shell drill', 'Shooting games', 'Form shooting', 'Scrimmage', 'Cool-down', 'Shell drill']);
    const stored = await serverPlan();
    expect(stored.data.exercises.at(-1)).toMatchObject({ title: 'Shell drill', drillId: shell.play_id, duration: 10 });
    expect(new Set(stored.data.exercises.map((exercise) => exercise.id)).size).toBe(7);
  }, 120_000);
});
