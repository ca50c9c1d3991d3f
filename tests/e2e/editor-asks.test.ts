// What the play editor asks before it loses a coach's work (issue 15, point 9): deleting a player
// its arrows start from (delete them too), deleting a phase, the new play's team picker (Cancel),
// and a save refused because the session ended (Sign in again, back in the editor with the work).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { dragCourt, openEditor, placeOffense, players, serialized, signedInBrowser, type Tokens } from './editor-helpers';
import { workerServer, type E2eServer } from './harness';
import type { LaunchedBrowser } from './server-and-browser';

/** The password signUp gives its coaches. */
const PASSWORD = 'correct horse battery staple';
/** Signing in hashes the password with scrypt: slower than a second on a busy machine. */
const SCRYPT_WAIT = { timeout: 15_000 };

/** The arrows and players of phase `index`, as ids by kind. */
const drawn = (page: Page, index = 0) =>
  page.evaluate((i) => window.__courtsideEditor!.editor.state.doc.data.phases[i]!.objects.filter((o) => o.subType !== 'hoop').map((o) => o.subType), index);
const phaseCount = (page: Page) => page.evaluate(() => window.__courtsideEditor!.editor.state.doc.data.phases.length);

describe('what the play editor asks first', () => {
  let server: E2eServer;
  let browser: LaunchedBrowser;
  let tokens: Tokens;
  let page: Page;

  beforeAll(async () => {
    server = await workerServer();
    ({ browser, tokens, page } = await signedInBrowser(server.url));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('asks before deleting a player with an arrow; "delete its arrows too" removes both, one undo step', async () => {
    await openEditor(page, `${server.url}/dashboard/playeditor`);
    await placeOffense(page, 2, 20, 10);
    await page.locator('[data-arrow-kind="cut"]').click();
    await dragCourt(page, [20, 10], [10, 30]);
    await page.keyboard.press('Escape');
    expect(await drawn(page)).toEqual(['player', 'cut']);
    const [player] = await players(page, 0);
    await page.evaluate((id) => (window.__courtsideEditor!.editor as unknown as { select(ids: string[]): void }).select([id]), player!.id);
    await page.keyboard.press('Delete');
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Delete their arrows too?').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Delete its arrows too' }).click();
    await expect.poll(() => drawn(page)).toEqual([]);
    await page.keyboard.press('Control+z');
    await expect.poll(() => drawn(page)).toEqual(['player', 'cut']);
  });

  it('asks before deleting a phase with something drawn in it', async () => {
    await page.getByRole('button', { name: 'Add phase' }).click();
    await expect.poll(() => phaseCount(page)).toBe(2);
    await page.getByText('Phase 1', { exact: true }).click();
    await page.getByRole('button', { name: 'Delete phase' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Delete Phase 1?').isVisible()).toBe(true);
    expect(await phaseCount(page)).toBe(2);
    await dialog.getByRole('button', { name: 'Delete phase' }).click();
    await expect.poll(() => phaseCount(page)).toBe(1);
    expect(await drawn(page)).toEqual([]);
  });

  it("leaves the new play's team picker on Cancel", async () => {
    const created = await fetch(`${server.url}/apiv2/teams`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Lions' }),
    });
    expect(created.ok).toBe(true);
    // Opened straight from its address: nothing of the app's to go back to, so the plays list.
    const fresh = await browser.context.newPage();
    await fresh.goto(`${server.url}/dashboard/playeditor`);
    await fresh.getByTestId('team-picker-cancel').click();
    await expect.poll(() => new URL(fresh.url()).pathname).toBe('/dashboard/plays');
    await fresh.close();
  });

  it('signs in again after the session ended, back in the editor with the work', async () => {
    await page.goto(`${server.url}/dashboard/playeditor`);
    await page.getByTestId('team-picker').getByRole('button').first().click();
    await page.waitForFunction(() => window.__courtsideEditor !== undefined && document.querySelector('[data-testid=editor-canvas] canvas') !== null);
    // The new play drawn above left a draft: this is another play.
    const restore = page.getByRole('dialog');
    await expect.poll(() => restore.getByText('Restore unsaved changes?').isVisible()).toBe(true);
    await restore.getByRole('button', { name: 'Cancel' }).click();
    await placeOffense(page, 1, 20, 10);
    await page.getByTestId('play-title').fill('Horns');
    await page.getByTestId('save-play').click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe('All changes saved');
    const playId = await page.evaluate(() => window.__courtsideEditor!.editor.state.meta.playId);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/dashboard/playeditor/${playId}`);
    await placeOffense(page, 3, 10, 30);
    const work = await serialized(page);

    // The session ends elsewhere ("Sign out everywhere" on another device).
    const revoked = await fetch(`${server.url}/apiv2/user/sessions`, { method: 'DELETE', headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(revoked.ok).toBe(true);
    await page.getByTestId('save-play').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Your session has ended').isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByTestId('sign-in-again').click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/login');
    const claims = JSON.parse(Buffer.from(tokens.idToken.split('.')[1]!, 'base64url').toString()) as { email: string };
    await page.getByLabel('Email').fill(claims.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname, SCRYPT_WAIT).toBe(`/dashboard/playeditor/${playId}`);
    // The work is back: the draft restored, or the refused save, queued on this device, gone through since.
    await expect.poll(() => serialized(page), { timeout: 15_000 }).toEqual(work);
    await page.getByTestId('save-play').click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe('All changes saved');
  });
});
