// Issue 18 as a coach meets it in Chromium: a short video (made by ffmpeg), an image and an audio clip
// uploaded through the screens' file choosers, processed until they say Finished, one renamed; the
// video attached to a play in the editor's video panel and watched on the play's page; the image,
// put on a playbook's text page (seen in the editor, the playbook and its printed PDF) and picked as a
// playbook's cover in its editor, deleted after the screen says where it is used; an upload cancelled on
// its way (nothing kept), one the server could not be reached for retried; and an upload chosen
// offline that waits through a reload and reaches the server once when back online.
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Route } from 'playwright-core';
import { createEmptyPlaybookData } from '../../engine';
import { tokenApi } from './coach';
import { browserSignedIn, openEditor, saveState, signedInBrowser, type Tokens } from './editor-helpers';
import { workerServer, waitForServiceWorker, type launchBrowser, type E2eServer, withServiceWorker } from './harness';
import { makeMediaFiles, type MediaFiles } from '../api/media-fixtures';
import { allViolations } from './axe';

// Tests offline or the service worker itself: its browsers run the worker, as a coach's does.
withServiceWorker();

interface Listed {
  media_id: string;
  title: string;
  status_name: string;
}

describe('media screens, play videos and offline uploads', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let tokens: Tokens;
  let page: Page;
  let files: MediaFiles;
  let api: ReturnType<typeof tokenApi>;
  let teamId: string;
  const errors: string[] = [];

  const listed = async (kind: string) => (await api.json<{ data: Listed[] }>('GET', `/media?team_id=${teamId}&kind=${kind}&per_page=100`)).data;
  const card = (title: string) => page.locator('li[data-media-id]', { hasText: title });

  /** The uploads kept in the browser's IndexedDB, waiting to be sent. */
  const waitingInBrowser = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('courtside-uploads');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('uploads').objectStore('uploads').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );

  async function uploadThroughScreen(screen: string, file: { name: string; mimeType: string; buffer: Buffer }, title: string) {
    await page.goto(`${server.url}/dashboard/${screen}`);
    await page.getByRole('button', { name: 'Upload', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByTestId('media-picker').setInputFiles(file);
    // Processing finishes and the list says so by itself (it polls while any file processes).
    await expect.poll(() => card(title).locator('[data-status]').textContent(), { timeout: 60_000 }).toBe('Finished');
  }

  beforeAll(async () => {
    files = await makeMediaFiles();
    server = await workerServer();
    ({ browser, tokens, page } = await signedInBrowser(server.url));
    page.on('pageerror', (error) => errors.push(error.message));
    api = tokenApi(server.url, () => tokens.accessToken);
    teamId = (await api.json<{ data: { team_id: string }[] }>('GET', '/teams')).data[0]!.team_id;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('uploads a video, an image and an audio clip through the screens and shows them processed', async () => {
    await uploadThroughScreen('videos', { name: 'Horns set.mp4', mimeType: 'video/mp4', buffer: files.mp4 }, 'Horns set');
    // The poster frame and the duration show on the card.
    await expect.poll(() => card('Horns set').locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await card('Horns set').textContent()).toContain('0:01');

    await uploadThroughScreen('images', { name: 'Court.png', mimeType: 'image/png', buffer: files.png }, 'Court');
    await uploadThroughScreen('audio', { name: 'Whistle.wav', mimeType: 'audio/wav', buffer: files.wav }, 'Whistle');
    await card('Whistle').locator('svg[role=img]').waitFor();
    // A media list with an item in it: no accessibility violation of any impact (issue 36).
    expect(await allViolations(page)).toEqual([]);

    // Renamed from its dialog.
    await card('Whistle').getByRole('button', { name: 'Rename and notes' }).click();
    await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill('Timeout whistle');
    await page.getByRole('dialog').getByLabel('Notes', { exact: true }).fill('Blow twice');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await card('Timeout whistle').waitFor();
    expect((await listed('audio')).map((item) => item.title)).toEqual(['Timeout whistle']);
    expect(errors).toEqual([]);
  });

  it('shows the three lists with their items in Arabic on a phone with no accessibility violation', async () => {
    const arabic = await browserSignedIn(tokens);
    try {
      await arabic.browser.context.addInitScript(() => localStorage.setItem('language', 'ar'));
      await arabic.page.setViewportSize({ width: 390, height: 844 });
      for (const screen of ['videos', 'images', 'audio']) {
        await arabic.page.goto(`${server.url}/dashboard/${screen}`);
        await arabic.page.locator('li[data-media-id] [data-status]').first().waitFor({ timeout: 30_000 });
        expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        expect(await allViolations(arabic.page), screen).toEqual([]);
      }
    } finally {
      await arabic.browser.close();
    }
  });

  it('attaches the uploaded video to a play in the editor and plays it on the play page', async () => {
    const [video] = await listed('video');
    await openEditor(page, `${server.url}/dashboard/playeditor`);
    await page.getByTestId('play-title').fill('Horns');
    await page.getByTestId('save-play').click();
    await expect.poll(() => saveState(page), { timeout: 20_000 }).toBe('All changes saved');
    const playId = await page.evaluate(() => window.__courtsideEditor!.editor.state.meta.playId);

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Choose a team video' }).click();
    await page.getByRole('option', { name: 'Horns set' }).getByRole('button').click();
    await page.getByLabel('Note', { exact: true }).fill('Watch the screen');
    await page.getByRole('button', { name: 'Attach' }).click();
    await page.getByTestId('play-video').filter({ hasText: 'Horns set' }).waitFor();
    await page.getByTestId('save-play').click();
    await expect.poll(() => saveState(page), { timeout: 20_000 }).toBe('All changes saved');
    const play = await api.json<{ data: { settings: { videos: unknown[] } } }>('GET', `/play/${playId}`);
    expect(play.data.settings.videos).toEqual([{ url: video!.media_id, source: 'upload', note: 'Watch the screen' }]);

    await page.goto(`${server.url}/dashboard/play/${playId}`);
    const player = page.locator('video[controls]');
    await player.waitFor({ timeout: 30_000 });
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState >= 1 && element.duration > 0), { timeout: 30_000 }).toBe(true);
    await page.getByText('Watch the screen').waitFor();
  });

  it('puts the image on a text page: shown in the editor and the playbook, and printed in its PDF', async () => {
    const [image] = await listed('image');
    const data = createEmptyPlaybookData();
    data.chapters[0]!.objects.push({ type: 'text', text: 'Set up notes' });
    const { playbook_id: playbookId } = await api.create<{ playbook_id: string }>('/playbook', { team_id: teamId, title: 'Picture book', data });
    await page.goto(`${server.url}/dashboard/playbook-editor?playbook_id=${playbookId}`);
    await page.getByRole('button', { name: 'Choose a team image for Set up notes' }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Choose: Court' }).click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe('Saved');
    const shown = (img: Locator) => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);
    await expect.poll(() => shown(page.getByTestId('text-page-image')), { timeout: 15_000 }).toBe(true);
    const saved = await api.json<{ data: typeof data }>('GET', `/playbook/${playbookId}`);
    expect(saved.data.chapters[0]!.objects).toEqual([{ type: 'text', text: 'Set up notes', image: { mediaId: image!.media_id, title: 'Court' } }]);

    await page.goto(`${server.url}/dashboard/playbook/${playbookId}`);
    const picture = page.locator('[data-text-page] img');
    await expect.poll(() => shown(picture), { timeout: 30_000 }).toBe(true);
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('print-preview').locator('canvas[data-page="1"]').waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'Download' }).click()]);
    const file = join(await mkdtemp(join(tmpdir(), 'media-print-')), 'book.pdf');
    await download.saveAs(file);
    // pdfimages lists a header, a rule, then one line an image: the court picture, 400 x 300.
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(images).toHaveLength(1);
    expect(images[0]!.trim().split(/\s+/).slice(3, 5)).toEqual(['400', '300']);

    // Remove, from the keyboard, takes the picture off; focus goes to the picker beside it (issue 36).
    await page.goto(`${server.url}/dashboard/playbook-editor?playbook_id=${playbookId}`);
    const remove = page.getByRole('button', { name: 'Remove the picture from Set up notes' });
    await remove.waitFor({ timeout: 30_000 });
    await remove.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('text-page-image').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Choose a team image for Set up notes');
    await api.call('DELETE', `/playbook/${playbookId}`);
  });

  it('says where an image is used before deleting it, then deletes it', async () => {
    const [image] = await listed('image');
    const { playbook_id: playbookId } = await api.create<{ playbook_id: string }>('/playbook', { team_id: teamId, title: 'Spring book', data: createEmptyPlaybookData() });
    // The cover picked from the team's images in the playbook editor, shown through its signed URL.
    await page.goto(`${server.url}/dashboard/playbook-editor?playbook_id=${playbookId}`);
    await page.getByRole('button', { name: 'Choose a team image' }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Choose: Court' }).click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe('Saved');
    const preview = page.getByTestId('cover-preview').locator('img');
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    const book = await api.json<{ data: { settings: { cover: { imageUrl: string } } } }>('GET', `/playbook/${playbookId}`);
    expect(book.data.settings.cover.imageUrl).toBe(`/apiv2/media/${image!.media_id}/content`);

    await page.goto(`${server.url}/dashboard/images`);
    await card('Court').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('This file is in use').waitFor();
    await page.getByText('The playbook “Spring book”').waitFor();
    expect(await listed('image')).toHaveLength(1);
    await page.getByRole('button', { name: 'Delete anyway' }).click();
    await card('Court').waitFor({ state: 'detached' });
    expect(await listed('image')).toEqual([]);
  });

  it('uploads several files dropped on the screen at once', async () => {
    await page.goto(`${server.url}/dashboard/images`);
    await page.getByRole('button', { name: 'Upload', exact: true }).waitFor({ timeout: 30_000 });
    const dropped = await page.evaluateHandle((png) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      for (const name of ['Drop one.png', 'Drop two.png']) transfer.items.add(new File([bytes], name, { type: 'image/png' }));
      return transfer;
    }, files.png.toString('base64'));
    await page.getByTestId('media-drop').dispatchEvent('dragover', { dataTransfer: dropped });
    await page.getByTestId('media-drop').dispatchEvent('drop', { dataTransfer: dropped });
    for (const title of ['Drop one', 'Drop two']) await expect.poll(() => card(title).locator('[data-status]').textContent(), { timeout: 60_000 }).toBe('Finished');
    for (const item of (await listed('image')).filter((entry) => entry.title.startsWith('Drop'))) await api.call('DELETE', `/media/${item.media_id}`);
    expect(await listed('image')).toEqual([]);
  });

  it('cancels an upload on its way, keeping nothing; an upload the server could not be reached for fails with Retry, and Retry sends it', async () => {
    await page.goto(`${server.url}/dashboard/images`);
    await page.getByRole('button', { name: 'Upload', exact: true }).waitFor({ timeout: 30_000 });
    const before = (await listed('image')).map((item) => item.title);
    const uploads = page.getByRole('region', { name: 'Uploads' });

    // Held on its way to the server (the request stays open) until the coach cancels it.
    let held: Route | undefined;
    await page.route('**/apiv2/media?*', (route) => (route.request().method() === 'POST' ? void (held = route) : route.fallback()));
    await page.getByTestId('media-picker').setInputFiles({ name: 'Cancelled court.png', mimeType: 'image/png', buffer: files.png });
    await uploads.locator('li[data-upload-state="uploading"]', { hasText: 'Cancelled court.png' }).waitFor();
    await expect.poll(() => held !== undefined).toBe(true);
    await page.getByRole('button', { name: 'Cancel upload of Cancelled court.png' }).click();
    await uploads.waitFor({ state: 'detached' });
    await held!.abort().catch(() => {});
    await page.unroute('**/apiv2/media?*');
    expect(await waitingInBrowser()).toBe(0);
    expect((await listed('image')).map((item) => item.title)).toEqual(before);

    // The first try cannot reach the server; the browser stays online, so it fails with Retry.
    let tries = 0;
    await page.route('**/apiv2/media?*', (route) => (route.request().method() === 'POST' && ++tries === 1 ? route.abort('connectionrefused') : route.fallback()));
    await page.getByTestId('media-picker').setInputFiles({ name: 'Retried court.png', mimeType: 'image/png', buffer: files.png });
    const failed = uploads.locator('li[data-upload-state="failed"]', { hasText: 'Retried court.png' });
    await failed.getByText('the server could not be reached', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await listed('image')).toHaveLength(before.length);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => card('Retried court').locator('[data-status]').textContent(), { timeout: 60_000 }).toBe('Finished');
    expect(tries).toBe(2);
    expect(await waitingInBrowser()).toBe(0);
    await page.unroute('**/apiv2/media?*');
    const retried = (await listed('image')).filter((item) => item.title === 'Retried court');
    expect(retried).toHaveLength(1);
    await api.call('DELETE', `/media/${retried[0]!.media_id}`);
  });

  it('keeps an upload chosen offline through a reload and uploads it once when back online', async () => {
    await page.goto(`${server.url}/dashboard/images`);
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Upload', exact: true }).waitFor();
    await browser.context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByTestId('media-picker').setInputFiles({ name: 'Offline court.png', mimeType: 'image/png', buffer: files.png });
    await page.getByText('Waiting to upload').waitFor();
    // Its bytes are in IndexedDB before the reload (the text shows before they are written).
    await expect.poll(waitingInBrowser).toBe(1);

    await page.reload();
    await page.getByText('Waiting to upload').waitFor({ timeout: 30_000 });
    await browser.context.setOffline(false);
    await expect.poll(() => card('Offline court').locator('[data-status]').textContent(), { timeout: 60_000 }).toBe('Finished');
    expect((await listed('image')).map((item) => item.title)).toEqual(['Offline court']);
    // Another reload sends nothing again.
    await page.reload();
    await card('Offline court').waitFor({ timeout: 30_000 });
    expect((await listed('image')).map((item) => item.title)).toEqual(['Offline court']);
  });
});
