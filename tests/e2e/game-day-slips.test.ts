// Issue 32, game day slips on a phone: a period or the game is not ended by a stray tap (asked
// first, Next period away from Start clock), the plan's card moves on after its change is made, and
// the last sub is undone from the screen with an undo event the server's minutes agree with.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clock, GAME_START, gameDaySession, gameDayTeam, play, saveState, startGameDay } from './games-helpers';
import { allViolations } from './axe';

const period = (page: Page) => page.getByTestId('period').textContent();

describe('substitution manager: game day slips (issue 32)', () => {
  const session = gameDaySession({ width: 390, height: 844 });

  it('asks before ending a period or the game, moves the plan on, and undoes the last sub on screen and on the server', async () => {
    const { server, page, teamId, api } = session;
    const { id, rotationId, minutes, onCourt } = await gameDayTeam(api, teamId);
    await startGameDay(page, server.url, teamId, rotationId);

    // Next period sits in its own row, away from Start clock: below it and clear of it sideways.
    const start = (await page.getByRole('button', { name: 'Start clock' }).boundingBox())!;
    const next = (await page.getByRole('button', { name: 'Next period' }).boundingBox())!;
    expect(next.y).toBeGreaterThanOrEqual(start.y + start.height + 12);
    expect(next.x).toBeGreaterThanOrEqual(start.x + start.width);

    // Next period with time on the clock asks first; cancelled, the quarter goes on. The dialog's
    // transitions run on the page's timers: they flow while the game clock is stopped.
    await page.clock.resume();
    await page.getByRole('button', { name: 'Next period' }).click();
    const asked = page.getByRole('dialog');
    await expect.poll(() => asked.getByRole('heading', { name: 'End Q1 now?' }).count()).toBe(1);
    expect(await asked.textContent()).toContain('8:00 is still left on the clock.');
    await asked.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await period(page)).toBe('Q1');

    // The plan's change made a minute in: the card shows the next change, at the start of Q2.
    await page.clock.pauseAt(GAME_START + 60 * 60 * 1000);
    await page.getByRole('button', { name: 'Start clock' }).click();
    await play(page, 60);
    await expect.poll(() => clock(page)).toBe('7:00');
    const plan = page.locator('section').filter({ hasText: 'The plan’s next change' });
    expect(await plan.textContent()).toContain('Q1 with 4:00 left');
    await plan.getByRole('button', { name: 'Make this change' }).click();
    await expect.poll(() => onCourt(page, 'p5')).toBe(1);
    await expect.poll(() => plan.textContent()).toContain('Q2 with 8:00 left');
    expect(await plan.textContent()).toContain('In: #00 Player 0, #1 Player 1, #2 Player 2, #3 Player 3, #4 Player 4');
    expect(await plan.textContent()).not.toContain('In: – · Out: –');

    // Undo takes the change back: the first five play on, as if it was never made.
    await play(page, 30);
    await page.getByRole('button', { name: 'Undo the last sub' }).click();
    await expect.poll(() => onCourt(page, 'p0')).toBe(1);
    expect(await onCourt(page, 'p5')).toBe(0);
    await play(page, 30);
    await page.getByRole('button', { name: 'Stop clock' }).click();
    await expect.poll(() => clock(page)).toBe('6:00');
    expect([await minutes(page, 'p0'), await minutes(page, 'p5')]).toEqual(['2:00', '0:00']);
    await expect.poll(() => saveState(page), { timeout: 20_000 }).toBe('saved');

    // The server keeps the sub and its undo in the log, and its minutes are the screen's.
    type Game = { game_id: string; minutes: { player_id: string; seconds: number }[]; events: { type: string; event?: number }[] };
    const games = await api.json<{ data: Game[] }>('GET', `/teams/${teamId}/games`);
    const game = await api.json<Game>('GET', `/teams/${teamId}/games/${games.data[0]!.game_id}`);
    const seconds = Object.fromEntries(game.minutes.map((m) => [m.player_id, m.seconds]));
    expect([seconds[id('p0')], seconds[id('p4')], seconds[id('p5')], seconds[id('p9')]]).toEqual([120, 120, 0, 0]);
    expect(game.events.map((event) => event.type)).toEqual(['sub', 'start', 'sub', 'undo', 'stop']);
    expect(game.events[3]).toMatchObject({ type: 'undo', event: 2 });

    // Through the quarters, each asked and confirmed; the game's end is asked too.
    await page.clock.resume();
    for (const [from, to] of [
      ['Q1', 'Q2'],
      ['Q2', 'Q3'],
      ['Q3', 'Q4'],
    ] as const) {
      await page.getByRole('button', { name: 'Next period' }).click();
      await page.getByRole('dialog').getByRole('button', { name: `End ${from}` }).click();
      await expect.poll(() => period(page)).toBe(to);
    }
    await page.getByRole('button', { name: 'End the game', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').getByRole('heading', { name: 'End the game?' }).count()).toBe(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await period(page)).toBe('Q4');
    await page.getByRole('button', { name: 'End the game', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End the game now' }).click();
    await expect.poll(() => period(page)).toBe('Final');
    // Ended by mistake after all: taken back from the same screen.
    await page.getByRole('button', { name: 'Undo the end of the game' }).click();
    await expect.poll(() => period(page)).toBe('Q4');
  }, 300_000);

  it('on a phone, the season chart’s labels are readable and the starting five and the court show whole names (issue 32, point 9)', async () => {
    const { server, page, teamId, api } = session;
    // A name the phone's two columns used to cut ('Tyrese G…').
    const long = 'Tyrese Gonzalez-Haliburton';
    await api.create(`/teams/${teamId}/players`, { name: long, number: '12', positions: [1] });

    // The game ends: its minutes make the season's chart.
    await page.getByRole('button', { name: 'End the game', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End the game now' }).click();
    await expect.poll(() => period(page)).toBe('Final');
    await expect.poll(() => saveState(page), { timeout: 30_000 }).toBe('saved');
    await page.goto(`${server.url}/dashboard/rotations/season?team_id=${teamId}`);
    const chart = page.locator('svg[role=img]');
    await chart.waitFor({ timeout: 30_000 });
    // Every label's size as drawn on the screen: the chart's units are scaled to its width.
    const drawnSizes = () =>
      chart.evaluate((svg) => {
        const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
        return [...svg.querySelectorAll('text')].map((text) => Number.parseFloat(getComputedStyle(text).fontSize) * scale);
      });
    await expect.poll(async () => (await drawnSizes()).length).toBeGreaterThan(10);
    // The season with a game in it: no accessibility violation of any impact (issue 36).
    expect(await allViolations(page)).toEqual([]);
    expect(Math.min(...(await drawnSizes()))).toBeGreaterThanOrEqual(12);

    // A new game from the roster: the long name is whole in the starting five's grid...
    await page.goto(`${server.url}/dashboard/substitution-manager?team_id=${teamId}`);
    await page.getByRole('button', { name: 'New game' }).click();
    await expect.poll(() => page.getByRole('checkbox').count(), { timeout: 20_000 }).toBe(11);
    const cut = (name: ReturnType<Page['getByText']>) =>
      name.evaluate((element) => {
        const style = getComputedStyle(element);
        return style.textOverflow === 'ellipsis' || element.scrollWidth > element.clientWidth || element.getBoundingClientRect().right > window.innerWidth;
      });
    const starter = page.locator('fieldset').getByText(long, { exact: true });
    expect(await starter.isVisible()).toBe(true);
    expect(await cut(starter)).toBe(false);
    // ...and on court once the game starts.
    for (const name of [long, 'Player 1', 'Player 2', 'Player 3', 'Player 4']) await page.getByRole('checkbox', { name: new RegExp(`${name}$`) }).check();
    await page.getByRole('button', { name: 'Start the game' }).click();
    const onCourt = page.getByRole('list', { name: /Players on court/ }).getByText(`#12 ${long}`, { exact: true });
    await expect.poll(() => onCourt.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await cut(onCourt)).toBe(false);
  }, 180_000);
});
