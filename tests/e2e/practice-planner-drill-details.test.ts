// Issue 32 in the practice planner, as a coach meets it: a drill saved with its own minutes, players,
// equipment and coaching points becomes a block that starts from them (not the default ten minutes),
// shows them and changes them per block without changing the drill; and "Save as template" asks for
// the template’s name (the plan’s own to start with) before it saves. "Add to practice plan" from a
// drill’s page starts its block from the drill as well, and the plan’s page and practice mode show
// the details.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import type { PlayData } from '../../engine/model/play';
import type { PracticePlanData } from '../../engine/model/practice-plan';
import { createEmptyPracticePlanData } from '../../engine/model/practice-plan-defaults';
import { tokenApi } from './coach';
import { browserSignedIn, signUp, type Tokens } from './editor-helpers';
import { workerServer, type E2eServer, type launchBrowser } from './harness';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;
interface PlanRecord {
  practice_plan_id: string;
  title: string;
  data: PracticePlanData;
}

const DRILL = { minutes: 15, players: 8, equipment: ['Cones', 'Pinnies'], coachingPoints: 'Stay in a stance, talk on every cut.' };

function drillData(): PlayData {
  const empty = createEmptyPlayData('half');
  return { ...empty, settings: { ...empty.settings, drill: { ...DRILL, category: 'defense' } } };
}

describe('practice planner: blocks from drills, templates by name (issue 32)', () => {
  let server: E2eServer;
  let tokens: Tokens;
  let teamId: string;
  let browser: Browser;
  let page: Page;
  let planId: string;
  let drillId: string;
  const api = () => tokenApi(server.url, () => tokens.accessToken);
  const saved = () => expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 20_000 }).toBe('Saved');
  const block = () => page.getByTestId('practice-block').first();

  beforeAll(async () => {
    server = await workerServer();
    ({ tokens, teamId } = await signUp(server.url));
    drillId = (await api().create<{ play_id: string }>('/play', { team_id: teamId, title: 'Shell defense', type: 'drill', data: drillData() })).play_id;
    const plan = { ...createEmptyPracticePlanData('2026-11-24', '18:00'), title: 'Tuesday practice' };
    planId = (await api().create<PlanRecord>('/practice-plan', { team_id: teamId, title: 'Tuesday practice', data: plan })).practice_plan_id;
    ({ browser, page } = await browserSignedIn(tokens, { testHooks: true }));
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a drill added to a plan starts its block with its own minutes, players, equipment and coaching points, changed per block', async () => {
    await page.goto(`${server.url}/dashboard/practice-planner?practice_plan_id=${planId}`);
    await page.getByRole('button', { name: 'Add drills' }).click({ timeout: 30_000 });
    await page.getByRole('checkbox', { name: 'Select Shell defense' }).check({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add 1' }).click();
    await block().waitFor({ timeout: 20_000 });

    // The drill's 15 minutes, not the default 10; its players, equipment and coaching points on the block.
    await expect.poll(() => block().getByLabel('Minutes', { exact: true }).inputValue()).toBe('15');
    await expect.poll(() => page.getByTestId('block-time').first().textContent()).toBe('6:00 PM – 6:15 PM');
    expect(await block().getByLabel('Players (Shell defense)').inputValue()).toBe('8');
    expect(await block().getByLabel('Equipment (Shell defense)').inputValue()).toBe('Cones, Pinnies');
    expect(await block().getByLabel('Coaching points (Shell defense)').inputValue()).toBe(DRILL.coachingPoints);

    // Changed on this block only.
    await block().getByLabel('Players (Shell defense)').fill('6');
    await block().getByLabel('Equipment (Shell defense)').fill('Cones, Balls, , balls');
    await block().getByLabel('Equipment (Shell defense)').press('Enter');
    await block().getByLabel('Coaching points (Shell defense)').fill('Sprint back first.');
    await block().getByLabel('Minutes', { exact: true }).fill('12');
    await expect.poll(() => block().getByLabel('Equipment (Shell defense)').inputValue()).toBe('Cones, Balls');
    await saved();
    const stored = await api().json<PlanRecord>('GET', `/practice-plan/${planId}`);
    expect(stored.data.exercises).toEqual([
      expect.objectContaining({ title: 'Shell defense', drillId, duration: 12, players: 6, equipment: ['Cones', 'Balls'], coachingPoints: 'Sprint back first.' }),
    ]);
    // The drill is as it was.
    const drill = await api().json<{ data: PlayData }>('GET', `/play/${drillId}`);
    expect(drill.data.settings.drill).toMatchObject(DRILL);

    // Opened again, the block shows its own.
    await page.reload();
    await expect.poll(() => block().getByLabel('Players (Shell defense)').inputValue(), { timeout: 30_000 }).toBe('6');
    expect(await block().getByLabel('Coaching points (Shell defense)').inputValue()).toBe('Sprint back first.');
  }, 180_000);

  it('"Save as template" asks for the template’s name, the plan’s own to start with, and saves it under that name', async () => {
    await page.getByRole('button', { name: 'Save as template' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Save as a template' });
    const name = dialog.getByLabel('Template name');
    await expect.poll(() => name.inputValue(), { timeout: 20_000 }).toBe('Tuesday practice');
    const templates = async () => (await api().json<{ data: PlanRecord[] }>('GET', `/practice-plans?team_id=${teamId}&template=true`)).data;
    // Nothing saved until the name is given.
    expect(await templates()).toEqual([]);
    await name.fill('   ');
    expect(await dialog.getByRole('button', { name: 'Save the template' }).isDisabled()).toBe(true);
    await name.fill('Shell template');
    await dialog.getByRole('button', { name: 'Save the template' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect.poll(async () => (await templates()).map((plan) => [plan.title, plan.data.title, plan.data.template]), { timeout: 20_000 }).toEqual([['Shell template', 'Shell template', true]]);
    expect((await templates())[0]!.data.exercises[0]).toMatchObject({ players: 6, equipment: ['Cones', 'Balls'] });
    // The plan keeps its own name.
    expect((await api().json<PlanRecord>('GET', `/practice-plan/${planId}`)).title).toBe('Tuesday practice');
  }, 120_000);

  it('the plan’s page shows each block’s players, equipment and coaching points', async () => {
    await page.goto(`${server.url}/dashboard/practice-plan/${planId}`);
    const shown = page.getByTestId('plan-block').first();
    await expect.poll(() => shown.getByTestId('plan-block-players').textContent(), { timeout: 30_000 }).toBe('Players: 6');
    expect(await shown.getByTestId('plan-block-equipment').textContent()).toBe('Equipment: Cones, Balls');
    expect(await shown.getByTestId('plan-block-coaching-points').textContent()).toBe('Coaching points: Sprint back first.');
  }, 120_000);

  it('practice mode shows the running block’s players, equipment and coaching points', async () => {
    await page.getByRole('button', { name: 'Practice mode' }).click({ timeout: 30_000 });
    const mode = page.getByTestId('practice-mode');
    await expect.poll(() => mode.getByTestId('practice-current').textContent(), { timeout: 20_000 }).toBe('Shell defense');
    expect(await mode.getByTestId('practice-players').textContent()).toBe('Players: 6');
    expect(await mode.getByTestId('practice-equipment').textContent()).toBe('Equipment: Cones, Balls');
    expect(await mode.getByTestId('practice-coaching-points').textContent()).toBe('Coaching points: Sprint back first.');
    // Started, the running block keeps them in view.
    await mode.getByRole('button', { name: 'Start' }).click();
    await expect.poll(() => mode.getByRole('button', { name: 'Pause' }).isVisible()).toBe(true);
    expect(await mode.getByTestId('practice-coaching-points').isVisible()).toBe(true);
    await mode.getByRole('button', { name: 'Close practice mode' }).click();
    await mode.waitFor({ state: 'hidden', timeout: 20_000 });
  }, 120_000);

  it('"Add to practice plan" from the drill’s page starts the block from the drill too', async () => {
    await page.goto(`${server.url}/dashboard/drill/${drillId}`);
    await page.getByRole('link', { name: 'Add to practice plan' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Practice plan' }).selectOption({ label: 'Tuesday practice · 11/24/2026' }, { timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/practice-planner', { timeout: 20_000 });
    await expect
      .poll(async () => (await api().json<PlanRecord>('GET', `/practice-plan/${planId}`)).data.exercises.at(-1), { timeout: 20_000 })
      .toMatchObject({ title: 'Shell defense', drillId, duration: 15, players: 8, equipment: ['Cones', 'Pinnies'], coachingPoints: DRILL.coachingPoints });
  }, 120_000);
});
