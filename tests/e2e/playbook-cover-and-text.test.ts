// Issue 32 in the playbook editor, as a coach meets it: the team-image picker uploads a picture right
// there (it had said "upload one" with no way to), the picture uploaded is the cover's, and the cover
// shows a team image as its picture and name, never as its internal address in the "Image address"
// field; removed, the field is back. And a text page's box grows with its text instead of clipping it
// at two lines.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPlaybookData } from '../../engine';
import { tokenApi } from './coach';
import { signedInBrowser, type Tokens } from './editor-helpers';
import { workerServer, type launchBrowser, type E2eServer } from './harness';

interface Book {
  data: ReturnType<typeof createEmptyPlaybookData>;
}

describe('playbook editor: cover pictures and text pages (issue 32)', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let tokens: Tokens;
  let page: Page;
  let api: ReturnType<typeof tokenApi>;
  let teamId: string;
  let playbookId: string;

  // A save a second after the last change, sent through the queue: up to a minute with the whole suite and two CPU hogs beside it.
  const saved = () => expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 60_000 }).toBe('Saved');
  const book = () => api.json<Book>('GET', `/playbook/${playbookId}`);
  const loaded = (img: Locator) => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

  beforeAll(async () => {
    server = await workerServer();
    ({ browser, tokens, page } = await signedInBrowser(server.url));
    api = tokenApi(server.url, () => tokens.accessToken);
    teamId = (await api.json<{ data: { team_id: string }[] }>('GET', '/teams')).data[0]!.team_id;
    const data = createEmptyPlaybookData();
    data.chapters[0]!.objects.push({ type: 'text', text: 'Press break' });
    playbookId = (await api.create<{ playbook_id: string }>('/playbook', { team_id: teamId, title: 'Spring book', data })).playbook_id;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('uploads a picture from the team-image picker; the cover shows it by its picture and name, not its address', async () => {
    await page.goto(`${server.url}/dashboard/playbook-editor?playbook_id=${playbookId}`);
    await page.getByRole('button', { name: 'Choose a team image', exact: true }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: 'Choose a team image' });
    await dialog.getByText('The team has no files of this kind yet', { exact: false }).waitFor({ timeout: 20_000 });
    // Upload a new one, right here: once the server has it, it is the cover's.
    await dialog.getByRole('button', { name: 'Upload a new one' }).waitFor();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 90, b: 200 } } }).png().toBuffer();
    await dialog.getByTestId('image-picker-upload').setInputFiles({ name: 'Gym floor.png', mimeType: 'image/png', buffer: png });
    await dialog.waitFor({ state: 'hidden', timeout: 60_000 });

    const chosen = page.getByTestId('cover-team-image');
    await expect.poll(() => chosen.getByTestId('cover-team-image-name').textContent(), { timeout: 20_000 }).toBe('Gym floor');
    await expect.poll(() => loaded(chosen.locator('img')), { timeout: 20_000 }).toBe(true);
    // No internal address in a field meant for web addresses.
    expect(await page.getByLabel('Image address').count()).toBe(0);
    expect(await page.locator('input').evaluateAll((inputs) => inputs.filter((input) => (input as HTMLInputElement).value.includes('/apiv2/media/')).length)).toBe(0);
    await saved();
    const [image] = (await api.json<{ data: { media_id: string; title: string }[] }>('GET', `/media?team_id=${teamId}&kind=image`)).data;
    expect(image!.title).toBe('Gym floor');
    expect((await book()).data.settings.cover.imageUrl).toBe(`/apiv2/media/${image!.media_id}/content`);

    // Removed: no picture, and the web address field is back, empty.
    await chosen.getByRole('button', { name: 'Remove the picture', exact: true }).click();
    await expect.poll(() => page.getByLabel('Image address').inputValue()).toBe('');
    await saved();
    expect((await book()).data.settings.cover.imageUrl).toBeNull();

    // Chosen again from the picker, where the uploaded picture now is.
    await page.getByRole('button', { name: 'Choose a team image', exact: true }).click();
    await page.getByRole('button', { name: 'Choose: Gym floor' }).click({ timeout: 20_000 });
    await expect.poll(() => chosen.getByTestId('cover-team-image-name').textContent(), { timeout: 20_000 }).toBe('Gym floor');
    await saved();
    expect((await book()).data.settings.cover.imageUrl).toBe(`/apiv2/media/${image!.media_id}/content`);
  }, 180_000);

  it('grows a text page’s box with its text instead of clipping it', { timeout: 120_000 }, async () => {
    await page.goto(`${server.url}/dashboard/playbook-editor?playbook_id=${playbookId}`);
    const box = page.getByPlaceholder('Write notes, a word to the players', { exact: false }).first();
    await box.waitFor({ timeout: 30_000 });
    const fits = () => box.evaluate((area: HTMLTextAreaElement) => ({ height: area.clientHeight, content: area.scrollHeight }));
    const before = await fits();
    const text = ['Press break', '1. Inbound to the corner', '2. Flash to the middle', '3. Reverse to the weak side', '4. Push ahead, no dribble', '5. Fill the lanes', '6. Attack 3 on 2', '7. Trail player spots up'].join('\n');
    await box.fill(text);
    await expect.poll(async () => {
      const now = await fits();
      return now.height > before.height && now.content <= now.height;
    }).toBe(true);
    await saved();
    // Opened again, long text is shown whole from the start.
    await page.reload();
    await expect.poll(() => box.inputValue(), { timeout: 30_000 }).toBe(text);
    const reopened = await fits();
    expect(reopened.content).toBeLessThanOrEqual(reopened.height);
  });
});
