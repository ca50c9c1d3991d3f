// Issue 16, game day as a coach on a phone, with the browser's clock under the test's control: a
// 4 × 8 min rotation of 10 players made through the API, the first quarter run with three
// substitutions and a reload in the middle (the clock and the minutes come back right, from the
// stored timestamps), the rest of the game played offline, then back online: the game and its
// minutes are on the server exactly once, and the season view shows them.
import { describe, expect, it } from 'vitest';
import { allViolations } from './axe';
import { clock, gameDaySession, gameDayTeam, PERIOD, play, saveState, startGameDay } from './games-helpers';
import { withServiceWorker } from './harness';

// Tests offline or the service worker itself: its browsers run the worker, as a coach's does.
withServiceWorker();

describe('substitution manager: a game run with a controlled clock, a reload and an offline stretch (issue 16)', () => {
  const session = gameDaySession({ width: 412, height: 915 });

  it('runs a quarter with three subs and a reload, the rest offline, and saves the game once', async () => {
    const { server, browser, page, teamId, api } = session;
    const { ids, id, rotationId, minutes, substitute } = await gameDayTeam(api, teamId);
    // axe runs on timers: checked while the page's time still flows.
    await startGameDay(page, server.url, teamId, rotationId, async () => expect(await allViolations(page)).toEqual([]));

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
    // The game's end is asked first (issue 32); time flows again for the dialog's transitions (the
    // period's time is up: the minutes stay put) and later for the queue's timers.
    await page.clock.resume();
    await page.getByRole('dialog').getByRole('button', { name: 'End the game now' }).click();
    await expect.poll(() => page.getByTestId('period').textContent()).toBe('Final');
    await expect.poll(() => saveState(page)).toBe('offline');

    // Back online: the queued saves go out.
    await browser.context.setOffline(false);
    await expect.poll(() => saveState(page), { timeout: 60_000, interval: 500 }).toBe('saved');
    expect(await allViolations(page)).toEqual([]);

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
    expect(await allViolations(page)).toEqual([]);

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
