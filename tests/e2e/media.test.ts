// Issue 18 as a coach meets it in Chromium: a short video (made by ffmpeg), an image and an audio clip
// uploaded through the screens' file choosers, processed until they say Finished, one renamed; the
// video attached to a play in the editor's video panel and watched on the play's page; the image,
// picked as a playbook's cover in its editor, deleted after the screen says where it is used; and an upload chosen
// offline that waits through a reload and reaches the server once when back online.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createEmptyPlaybookData } from '../../engine';
import { tokenApi } from './coach';
import { editorRouteWired, openEditor, saveState, signedInBrowser, type Tokens } from './editor-helpers';
import { startProductServer, waitForServiceWorker, type launchBrowser, type ProductServer } from './harness';
import { makeMediaFiles, type MediaFiles } from '../api/media-fixtures';

interface Listed {
  media_id: string;
  title: string;
  status_name: string;
}

describe.skipIf(!editorRouteWired)('media screens, play videos and offline uploads', () => {
  let server: ProductServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let tokens: Tokens;
  let page: Page;
  let files: MediaFiles;
  let api: ReturnType<typeof tokenApi>;
  let teamId: string;
  const errors: string[] = [];

  const listed = async (kind: string) => (await api.json<{ data: Listed[] }>('GET', `/media?team_id=${teamId}&kind=${kind}&per_page=100`)).data;
  const card = (title: string) => page.locator('li[data-media-id]', { hasText: title });

  async function uploadThroughScreen(screen: string, file: { name: string; mimeType: string; buffer: Buffer }, title: string) {
    await page.goto(`${server.url}/dashboard/${screen}`);
    await page.getByRole('button', { name: 'Upload', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByTestId('media-picker').setInputFiles(file);
    // Processing finishes and the list says so by itself (it polls while any file processes).
    await expect.poll(() => card(title).locator('[data-status]').textContent(), { timeout: 60_000 }).toBe('Finished');
  }

  beforeAll(async () => {
    files = await makeMediaFiles();
    server = await startProductServer();
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

    // Renamed from its dialog.
    await card('Whistle').getByRole('button', { name: 'Rename and notes' }).click();
    await page.getByRole('dialog').getByLabel('Name', { exact: true }).fill('Timeout whistle');
    await page.getByRole('dialog').getByLabel('Notes', { exact: true }).fill('Blow twice');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await card('Timeout whistle').waitFor();
    expect((await listed('audio')).map((item) => item.title)).toEqual(['Timeout whistle']);
    expect(errors).toEqual([]);
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

  it('keeps an upload chosen offline through a reload and uploads it once when back online', async () => {
    await page.goto(`${server.url}/dashboard/images`);
    await waitForServiceWorker(page);
    await page.getByRole('button', { name: 'Upload', exact: true }).waitFor();
    await browser.context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await page.getByTestId('media-picker').setInputFiles({ name: 'Offline court.png', mimeType: 'image/png', buffer: files.png });
    await page.getByText('Waiting to upload').waitFor();

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
