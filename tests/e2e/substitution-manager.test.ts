// Issue 16, game day as a coach on a phone, with the browser's clock under the test's control: a
// 4 × 8 min rotation of 10 players made through the API, the first quarter run with three
// substitutions and a reload in the middle (the clock and the minutes come back right, from the
// stored timestamps), the rest of the game played offline, then back online: the game and its
// minutes are on the server exactly once, and the season view shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';
import { tokenApi } from './coach';
import { signedInBrowser, type Tokens } from './editor-helpers';
import { workerServer, type launchBrowser, type E2eServer } from './harness';

const PERIOD = 8 * 60;
/** The team's roster of 10: jersey '00' and '0' differ. */
const roster = Array.from({ length: 10 }, (_, i) => ({ name: `Player ${i}`, number: i === 0 ? '00' : String(i), positions: [(i % 5) + 1] }));
/** The plan: the first five play the first half of every quarter, the second five the rest. */
const planOf = (ids: string[]) =>
  [1, 2, 3, 4].flatMap((period) => [
    ...ids.slice(0, 5).map((playerId) => ({ playerId, period, start: 0, end: PERIOD / 2 })),
    ...ids.slice(5).map((playerId) => ({ playerId, period, start: PERIOD / 2, end: PERIOD })),
  ]);
const T0 = Date.parse('2026-11-20T18:00:00Z');
const GAME_START = T0 + 60 * 60 * 1000;

const clock = (page: Page) => page.getByTestId('clock').textContent();
const saveState = (page: Page) => page.getByRole('status').getAttribute('data-save-state');

/** Game time passes: the page's clock jumps ahead (its timers fire once, as after a locked screen). */
const play = (page: Page, seconds: number) => page.clock.fastForward(seconds * 1000);

describe('substitution manager: a game run with a controlled clock, a reload and an offline stretch (issue 16)', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let tokens: Tokens;
  let page: Page;
  let teamId: string;

  beforeAll(async () => {
    server = await workerServer();
    ({ browser, tokens, page } = await signedInBrowser(server.url));
    const teams = await tokenApi(server.url, () => tokens.accessToken).json<{ data: { team_id: string }[] }>('GET', '/teams');
    teamId = teams.data[0]!.team_id;
    await page.setViewportSize({ width: 412, height: 915 });
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('runs a quarter with three subs and a reload, the rest offline, and saves the game once', async () => {
    const api = tokenApi(server.url, () => tokens.accessToken);
    const created: { player_id: string }[] = [];
    for (const player of roster) created.push(await api.create<{ player_id: string }>(`/teams/${teamId}/players`, player));
    // p0 … p9 name the roster's players by their server ids from here on.
    const ids = created.map((player) => player.player_id);
    const id = (name: string) => ids[Number(name.slice(1))]!;
    const players = roster.map((player, i) => ({ id: ids[i]!, name: player.name, number: player.number, position: player.positions[0]! }));
    const rotation = await api.create<{ rotation_id: string }>('/rotation', {
      team_id: teamId,
      data: { version: 2, title: 'Fair minutes', periods: 4, periodLength: PERIOD, players, stints: planOf(ids) },
    });
    const minutes = (page: Page, name: string) => page.getByTestId(`minutes-${id(name)}`).textContent();
    const tap = (page: Page, name: string) => page.locator(`button[data-player="${id(name)}"]`).click();
    const substitute = async (page: Page, out: string, incoming: string) => {
      await tap(page, out);
      await tap(page, incoming);
      await page.getByRole('button', { name: 'Substitute (1 out, 1 in)' }).click();
      await expect.poll(() => page.getByRole('list', { name: /Players on court/ }).locator(`[data-player="${id(incoming)}"]`).count()).toBe(1);
    };

    await page.clock.install({ time: T0 });
    await page.goto(`${server.url}/dashboard/substitution-manager?team_id=${teamId}`);
    await page.getByLabel('Rotation').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByLabel('Rotation').locator('option').count(), { timeout: 30_000 }).toBe(2);
    // axe runs on timers: checked while the page's time still flows.
    expect(await seriousViolations(page)).toEqual([]);
    await page.clock.pauseAt(GAME_START);

    await page.getByLabel('Rotation').selectOption(rotation.rotation_id);
    await page.getByLabel('Opponent').fill('Eagles');
    // The plan's first five are picked to start.
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(5);
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(() => clock(page), { timeout: 20_000 }).toBe('8:00');
    await expect.poll(() => saveState(page), { timeout: 20_000 }).toBe('saved');

    // First quarter: three substitutions one minute apart, a reload in the middle.
    await page.getByRole('button', { name: 'Start clock' }).click();
    await play(page, 60);
    await expect.poll(() => clock(page)).toBe('7:00');
    expect(await minutes(page, 'p0')).toBe('1:00');
    await substitute(page, 'p0', 'p5');
    await play(page, 60);
    await substitute(page, 'p1', 'p6');
    await play(page, 60);
    await expect.poll(() => clock(page)).toBe('5:00');

    await page.reload();
    await expect.poll(() => clock(page), { timeout: 30_000 }).toBe('5:00');
    expect(await page.getByTestId('period').textContent()).toBe('Q1');
    expect([await minutes(page, 'p0'), await minutes(page, 'p5'), await minutes(page, 'p6'), await minutes(page, 'p2')]).toEqual(['1:00', '2:00', '1:00', '3:00']);
    // Still running after the reload: the clock was started, never stopped.
    await expect(page.getByRole('button', { name: 'Stop clock' }).isVisible()).resolves.toBe(true);
    await play(page, 30);
    await expect.poll(() => clock(page)).toBe('4:30');
    await substitute(page, 'p2', 'p7');
    // The plan's next change names those who should come in against those on court now.
    expect(await page.getByText('In: #8 Player 8, #9 Player 9').count()).toBe(1);
    await play(page, PERIOD);
    await expect.poll(() => clock(page)).toBe('0:00');
    await page.getByRole('button', { name: 'Next period' }).click();
    await expect.poll(() => page.getByTestId('period').textContent()).toBe('Q2');

    // The rest of the game offline: every tap kept on the device and queued.
    await browser.context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    for (const next of ['Next period', 'Next period', 'End the game']) {
      await page.getByRole('button', { name: 'Start clock' }).click();
      await play(page, PERIOD);
      await expect.poll(() => clock(page)).toBe('0:00');
      await page.getByRole('button', { name: next }).click();
    }
    await expect.poll(() => page.getByTestId('period').textContent()).toBe('Final');
    await expect.poll(() => saveState(page)).toBe('offline');

    // Back online: the queued saves go out (time flows again for the queue's timers).
    await page.clock.resume();
    await browser.context.setOffline(false);
    await expect.poll(() => saveState(page), { timeout: 60_000, interval: 500 }).toBe('saved');
    expect(await seriousViolations(page)).toEqual([]);

    const games = await api.json<{ total: number; data: { game_id: string; status: string; opponent: string; minutes: { player_id: string; seconds: number }[] }[] }>('GET', `/teams/${teamId}/games`);
    expect(games.total).toBe(1);
    const [game] = games.data;
    expect(game).toMatchObject({ status: 'finished', opponent: 'Eagles' });
    const seconds = Object.fromEntries(game!.minutes.map((m) => [`p${ids.indexOf(m.player_id)}`, m.seconds]));
    const quarters = 3 * PERIOD;
    expect(seconds).toEqual({ p0: 60, p1: 120, p2: 210, p3: PERIOD + quarters, p4: PERIOD + quarters, p5: 420 + quarters, p6: 360 + quarters, p7: 270 + quarters, p8: 0, p9: 0 });
    expect(Object.values(seconds).reduce((sum, s) => sum + s, 0)).toBe(5 * 4 * PERIOD);

    await page.locator('section').filter({ hasText: 'Game over: minutes played' }).getByRole('link', { name: 'Season minutes' }).click();
    await page.getByRole('table', { name: 'Minutes per game' }).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId(`total-${id('p3')}`).textContent()).toBe('32.0');
    expect(await page.getByTestId(`total-${id('p0')}`).textContent()).toBe('1.0');
    expect(await page.locator(`tr[data-player="${id('p0')}"] th`).textContent()).toBe('#00Player 0');
    expect(await page.locator('svg[role=img]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // The next game from the team's roster (no rotation), started by mistake and discarded: the season keeps one game.
    await page.goto(`${server.url}/dashboard/substitution-manager?team_id=${teamId}`);
    await page.getByRole('button', { name: 'New game' }).click();
    await expect.poll(() => page.getByRole('checkbox').count(), { timeout: 20_000 }).toBe(10);
    for (const name of ['p0', 'p1', 'p2', 'p3', 'p4']) await page.getByRole('checkbox', { name: new RegExp(`Player ${name.slice(1)}$`) }).check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    await expect.poll(async () => (await api.json<{ total: number }>('GET', `/teams/${teamId}/games`)).total, { timeout: 20_000 }).toBe(2);
    await expect.poll(() => saveState(page), { timeout: 20_000 }).toBe('saved');
    await page.getByRole('button', { name: 'Discard this game' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard', exact: true }).click();
    await page.getByRole('button', { name: 'Start the game' }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await api.json<{ total: number }>('GET', `/teams/${teamId}/games`)).total, { timeout: 20_000 }).toBe(1);
  }, 300_000);
});
