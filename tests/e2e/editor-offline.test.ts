// The play editor offline (issues 6 and 7; spec §4 "Offline"): a play drawn and saved with no
// network gets a temporary id, survives a reload, reaches the server once when the connection
// returns, and the open editor's address follows it to the real id; a save made on a version the
// server has since changed keeps both (the server's unchanged, the coach's as a conflict copy).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openEditor, placeOffense, saveState, serialized, signedInBrowser, type DataSeen, type Tokens } from './editor-helpers';
import { waitForServiceWorker, workerServer, type E2eServer, type launchBrowser, withServiceWorker } from './harness';
import { flushCache, pendingMutations } from './offline-hooks';

// Tests offline or the service worker itself: its browsers run the worker, as a coach's does.
withServiceWorker();

interface PlaySeen {
  play_id: string;
  title: string;
  version: number;
  data: DataSeen;
}

const TEMPORARY_ID = /^\d{16}$/;

const editorPlayId = (page: Page) => page.evaluate(() => window.__courtsideEditor!.editor.state.meta.playId);
const pathId = (page: Page) => decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

/** What the editor's toolbar says of the coach's work, as the coach reads it. */
const SAVE_STATES = { saved: 'All changes saved', notSynced: 'Saved on this device, not synced yet' };

/** Saves and waits for the toolbar to say so: saved, or (offline) kept here until the network returns. */
async function save(page: Page, said: string = SAVE_STATES.saved): Promise<void> {
  await page.getByTestId('save-play').click();
  await expect.poll(() => saveState(page), { timeout: 15_000 }).toBe(said);
}

describe('play editor offline in Chromium', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let tokens: Tokens;
  let page: Page;
  const errors: string[] = [];

  async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetch(`${server.url}/apiv2${path}`, { ...init, headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' } });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  beforeAll(async () => {
    server = await workerServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  beforeEach(async () => {
    // A coach of their own per test, so the plays counted are only this test's.
    ({ browser, tokens, page } = await signedInBrowser(server.url));
    errors.length = 0;
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterEach(async () => {
    await browser.close();
  });

  it('saves a new play offline, keeps it across a reload, and syncs it once under its real id', async () => {
    await openEditor(page, `${server.url}/dashboard/playeditor`);
    // The first visit installs the service worker, which serves the app on the offline reload.
    await waitForServiceWorker(page);
    await flushCache(page);

    await browser.context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await placeOffense(page, 1, 30, 25);
    await page.getByTestId('play-title').fill('Drawn offline');
    await save(page, SAVE_STATES.notSynced);
    const temporaryId = await editorPlayId(page);
    expect(temporaryId).toMatch(TEMPORARY_ID);
    await expect.poll(() => pathId(page)).toBe(temporaryId);

    // A second save on the play that only exists here yet.
    await placeOffense(page, 2, 20, 10);
    await save(page, SAVE_STATES.notSynced);
    const saved = await serialized(page);
    expect(saved.data.phases[0]!.objects.filter((o) => o.subType === 'player')).toHaveLength(2);
    expect(await pendingMutations(page)).toBe(2);

    await flushCache(page);
    await page.reload();
    await page.getByTestId('play-editor').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => window.__courtsideEditor?.editor.state.meta.playId != null);
    expect(await serialized(page)).toEqual(saved);
    expect(await editorPlayId(page)).toBe(temporaryId);
    await expect.poll(() => pendingMutations(page)).toBe(2);
    expect(await saveState(page)).toBe(SAVE_STATES.notSynced);
    // The playback worker comes from the precache too: offline, the play still animates off the main thread.
    await expect.poll(() => page.evaluate(() => window.__courtsideEditor!.renderer.rendering), { timeout: 30_000 }).toBe('worker');

    await browser.context.setOffline(false);
    await expect.poll(() => pendingMutations(page), { timeout: 45_000 }).toBe(0);
    await expect.poll(() => pathId(page), { timeout: 10_000 }).not.toBe(temporaryId);
    await expect.poll(() => saveState(page)).toBe(SAVE_STATES.saved);
    const plays = await api<{ data: PlaySeen[]; total: number }>('/plays?type=play');
    expect(plays.total).toBe(1);
    const [play] = plays.data;
    expect(pathId(page)).toBe(play!.play_id);
    expect(await editorPlayId(page)).toBe(play!.play_id);
    const stored = await api<PlaySeen>(`/play/${play!.play_id}`);
    expect(stored.title).toBe('Drawn offline');
    expect(stored.data).toEqual(saved.data);

    // Back online, the next save is made on the version the server gave: no 409, no copy.
    await page.getByTestId('play-title').fill('Drawn offline, renamed online');
    await save(page);
    await expect.poll(async () => (await api<PlaySeen>(`/play/${play!.play_id}`)).title).toBe('Drawn offline, renamed online');
    expect((await api<{ total: number }>('/plays?type=play')).total).toBe(1);
    expect(errors).toEqual([]);
  }, 180_000);

  it('keeps both versions when the play changed on the server after the editor opened it', async () => {
    await openEditor(page, `${server.url}/dashboard/playeditor`);
    await page.getByTestId('play-title').fill('Horns');
    await save(page);
    const playId = (await editorPlayId(page))!;
    const opened = await api<PlaySeen>(`/play/${playId}`);

    // Another coach renames it meanwhile.
    await api(`/play/${playId}`, { method: 'PUT', body: JSON.stringify({ title: 'Horns (assistant)', base_version: opened.version, timestamp: Date.now() }) });
    const theirs = await api<PlaySeen>(`/play/${playId}`);

    await placeOffense(page, 1, 30, 25);
    await save(page);
    await expect.poll(() => page.getByText('Horns (conflict copy)').first().isVisible()).toBe(true);
    const mine = await serialized(page);

    const plays = await api<{ data: PlaySeen[]; total: number }>('/plays?type=play');
    expect(plays.data.map((play) => play.title).sort()).toEqual(['Horns (assistant)', 'Horns (conflict copy)']);
    expect(await api<PlaySeen>(`/play/${playId}`)).toEqual(theirs);
    const copy = plays.data.find((play) => play.title === 'Horns (conflict copy)')!;
    expect((await api<PlaySeen>(`/play/${copy.play_id}`)).data).toEqual(mine.data);

    // The editor goes on in the copy, where the coach's work is: the next save lands there, once.
    await expect.poll(() => editorPlayId(page)).toBe(copy.play_id);
    expect(pathId(page)).toBe(copy.play_id);
    await placeOffense(page, 2, 20, 10);
    await save(page);
    const again = await serialized(page);
    await expect.poll(async () => (await api<PlaySeen>(`/play/${copy.play_id}`)).data).toEqual(again.data);
    const titles = (await api<{ data: PlaySeen[] }>('/plays?type=play')).data.map((play) => play.title);
    expect(titles.sort()).toEqual(['Horns (assistant)', 'Horns (conflict copy)']);
    expect(await api<PlaySeen>(`/play/${playId}`)).toEqual(theirs);
    expect(errors).toEqual([]);
  }, 120_000);
});
