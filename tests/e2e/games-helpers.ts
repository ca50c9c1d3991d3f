// Game day on a phone (issues 16 and 32): a 4 × 8 min rotation of 10 players made through the API,
// the page's clock under the test's control, and the taps of the substitution manager.
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { tokenApi } from './coach';
import { signedInBrowser, type Tokens } from './editor-helpers';
import { workerServer, type launchBrowser, type E2eServer } from './harness';

export const PERIOD = 8 * 60;
/** The team's roster of 10: jersey '00' and '0' differ. */
const roster = Array.from({ length: 10 }, (_, i) => ({ name: `Player ${i}`, number: i === 0 ? '00' : String(i), positions: [(i % 5) + 1] }));
/** The plan: the first five play the first half of every quarter, the second five the rest. */
const planOf = (ids: string[]) =>
  [1, 2, 3, 4].flatMap((period) => [
    ...ids.slice(0, 5).map((playerId) => ({ playerId, period, start: 0, end: PERIOD / 2 })),
    ...ids.slice(5).map((playerId) => ({ playerId, period, start: PERIOD / 2, end: PERIOD })),
  ]);
export const T0 = Date.parse('2026-11-20T18:00:00Z');
export const GAME_START = T0 + 60 * 60 * 1000;

export const clock = (page: Page) => page.getByTestId('clock').textContent();
/**
 * The save state on screen. The query library tells the screen how a save goes on a zero-delay timer,
 * which a paused page clock holds: the timers due now run first (the clock does not move), or the
 * screen would still show the state from before the last clock move.
 */
export const saveState = async (page: Page) => {
  await page.clock.runFor(0);
  return page.getByRole('status').getAttribute('data-save-state');
};

/** Game time passes: the page's clock jumps ahead (its timers fire once, as after a locked screen). */
export const play = (page: Page, seconds: number) => page.clock.fastForward(seconds * 1000);

/**
 * The roster and the rotation, made through the API; p0 … p9 then name the roster's players: their
 * minutes on screen, a tap on them, a substitution of one for another.
 */
export async function gameDayTeam(api: ReturnType<typeof tokenApi>, teamId: string) {
  const created: { player_id: string }[] = [];
  for (const player of roster) created.push(await api.create<{ player_id: string }>(`/teams/${teamId}/players`, player));
  const ids = created.map((player) => player.player_id);
  const id = (name: string) => ids[Number(name.slice(1))]!;
  const players = roster.map((player, i) => ({ id: ids[i]!, name: player.name, number: player.number, position: player.positions[0]! }));
  const rotation = await api.create<{ rotation_id: string }>('/rotation', {
    team_id: teamId,
    data: { version: 2, title: 'Fair minutes', periods: 4, periodLength: PERIOD, players, stints: planOf(ids) },
  });
  const minutes = (page: Page, name: string) => page.getByTestId(`minutes-${id(name)}`).textContent();
  const tap = (page: Page, name: string) => page.locator(`button[data-player="${id(name)}"]`).click();
  const onCourt = (page: Page, name: string) => page.getByRole('list', { name: /Players on court/ }).locator(`[data-player="${id(name)}"]`).count();
  const substitute = async (page: Page, out: string, incoming: string) => {
    await tap(page, out);
    await tap(page, incoming);
    await page.getByRole('button', { name: 'Substitute (1 out, 1 in)' }).click();
    await expect.poll(() => onCourt(page, incoming)).toBe(1);
  };
  return { ids, id, rotationId: rotation.rotation_id, minutes, tap, onCourt, substitute };
}

/**
 * The setup screen at T0 (`whileTimeFlows` runs there: axe needs the page's timers), then the game
 * started with the rotation at GAME_START, the page's clock paused there.
 */
export async function startGameDay(page: Page, url: string, teamId: string, rotationId: string, whileTimeFlows?: () => Promise<void>): Promise<void> {
  await page.clock.install({ time: T0 });
  await page.goto(`${url}/dashboard/substitution-manager?team_id=${teamId}`);
  await page.getByLabel('Rotation').waitFor({ timeout: 60_000 });
  await expect.poll(() => page.getByLabel('Rotation').locator('option').count(), { timeout: 30_000 }).toBe(2);
  await whileTimeFlows?.();
  await page.clock.pauseAt(GAME_START);
  await page.getByLabel('Rotation').selectOption(rotationId);
  await page.getByLabel('Opponent').fill('Eagles');
  // The plan's first five are picked to start.
  await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(5);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect.poll(() => clock(page), { timeout: 20_000 }).toBe('8:00');
  await expect.poll(() => saveState(page), { timeout: 20_000 }).toBe('saved');
}

export interface GameDaySession {
  server: E2eServer;
  browser: Awaited<ReturnType<typeof launchBrowser>>;
  tokens: Tokens;
  page: Page;
  teamId: string;
  api: ReturnType<typeof tokenApi>;
}

/** A describe block's server and signed-in coach on a phone-size page (set up before its tests, closed after). */
export function gameDaySession(viewport: { width: number; height: number }): GameDaySession {
  const session = {} as GameDaySession;
  beforeAll(async () => {
    session.server = await workerServer();
    Object.assign(session, await signedInBrowser(session.server.url));
    session.api = tokenApi(session.server.url, () => session.tokens.accessToken);
    const teams = await session.api.json<{ data: { team_id: string }[] }>('GET', '/teams');
    session.teamId = teams.data[0]!.team_id;
    await session.page.setViewportSize(viewport);
  }, 240_000);
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  });
  return session;
}
