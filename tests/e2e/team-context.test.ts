// Issue 32 as a coach with two teams meets it in Chromium: the team worked in is one context for the
// whole dashboard. Videos uploaded into "Westside Wolves U16" are still there when the coach comes
// back to Videos (not "No videos yet" of the first team), the New playbook dialog creates in that
// team, the plays list shows it, the shell names it, a reload keeps it, and the shell's switcher
// is the one place that changes it for every list (the address follows where it names the team).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { tokenApi } from './coach';
import { signedInBrowser, type Tokens } from './editor-helpers';
import { workerServer, type launchBrowser, type E2eServer } from './harness';
import { makeMediaFiles, type MediaFiles } from '../api/media-fixtures';

const WOLVES = 'Westside Wolves U16';
const FIRST = "Coach's team";

describe('the team worked in, across the dashboard', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let tokens: Tokens;
  let page: Page;
  let files: MediaFiles;
  let api: ReturnType<typeof tokenApi>;
  let wolvesId: string;
  let firstId: string;
  const errors: string[] = [];

  const card = (title: string) => page.locator('li[data-media-id]', { hasText: title });
  /** The shell's team switcher, by the team it names. */
  const shellTeam = (name: string) => page.getByRole('button', { name: `Team: ${name}`, exact: true });
  /** The list's own team filter (the shell's switcher is named "Team: …"). */
  const listFilter = () => page.getByLabel('Team', { exact: true });
  const teamParam = () => new URL(page.url()).searchParams.get('team');

  beforeAll(async () => {
    files = await makeMediaFiles();
    server = await workerServer();
    ({ browser, tokens, page } = await signedInBrowser(server.url));
    page.on('pageerror', (error) => errors.push(error.message));
    api = tokenApi(server.url, () => tokens.accessToken);
    firstId = (await api.json<{ data: { team_id: string; name: string }[] }>('GET', '/teams')).data.find((team) => team.name === FIRST)!.team_id;
    wolvesId = (await api.create<{ team_id: string }>('/teams', { name: WOLVES })).team_id;
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the first team in the shell on a device that remembers none', async () => {
    await page.goto(`${server.url}/dashboard/videos`);
    await shellTeam(FIRST).waitFor({ timeout: 30_000 });
    await expect.poll(() => listFilter().inputValue()).toBe(firstId);
  });

  it('keeps the videos uploaded into Westside Wolves U16 when the coach comes back to Videos', async () => {
    await page.getByRole('button', { name: 'Upload', exact: true }).waitFor({ timeout: 30_000 });
    await listFilter().selectOption({ label: WOLVES });
    await expect.poll(teamParam).toBe(wolvesId);
    await page.getByTestId('media-picker').setInputFiles({ name: 'Wolves press break.mp4', mimeType: 'video/mp4', buffer: files.mp4 });
    await card('Wolves press break').waitFor({ timeout: 60_000 });

    // Away to Plays, and back to Videos with no team in the address (as the navigation opens it).
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Plays', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/plays');
    await page.goto(`${server.url}/dashboard/videos`);
    await card('Wolves press break').waitFor({ timeout: 30_000 });
    expect(await page.getByText('No videos yet').count()).toBe(0);
    expect(await listFilter().inputValue()).toBe(wolvesId);
    await shellTeam(WOLVES).waitFor();
  });

  it('lists plays of the team worked in, and the New playbook dialog creates in it', async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Plays', exact: true }).click();
    // The plays list's filter, not the videos' still on screen for a moment: All teams stays one pick away
    // on the lists that offer it (Videos does not).
    await expect.poll(() => listFilter().locator('option', { hasText: 'All teams' }).count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => listFilter().inputValue()).toBe(wolvesId);

    await page.goto(`${server.url}/dashboard/playbooks`);
    await page.getByRole('button', { name: 'New playbook' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('Team', { exact: true }).inputValue(), { timeout: 20_000 }).toBe(wolvesId);
    await dialog.getByLabel('Title', { exact: true }).fill('Wolves sets');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(async () => (await api.json<{ data: { title: string; team_id: string }[] }>('GET', `/playbooks?team_id=${wolvesId}`)).data.map((playbook) => playbook.title), { timeout: 20_000 }).toEqual(['Wolves sets']);
  });

  it('keeps the team through a reload, shown in the shell', async () => {
    await page.goto(`${server.url}/dashboard/videos`);
    await card('Wolves press break').waitFor({ timeout: 30_000 });
    await page.reload();
    await shellTeam(WOLVES).waitFor({ timeout: 30_000 });
    await card('Wolves press break').waitFor({ timeout: 30_000 });
    expect(await listFilter().inputValue()).toBe(wolvesId);
  });

  it('changes the team for every list from the shell, the address following where it names the team', async () => {
    await page.goto(`${server.url}/dashboard/videos?team=${wolvesId}`);
    await card('Wolves press break').waitFor({ timeout: 30_000 });
    await shellTeam(WOLVES).click();
    await page.getByRole('menuitem', { name: FIRST }).click();
    await shellTeam(FIRST).waitFor();
    await expect.poll(teamParam).toBe(firstId);
    await page.getByText('No videos yet').waitFor({ timeout: 30_000 });

    await page.goto(`${server.url}/dashboard/plays`);
    await expect.poll(() => listFilter().inputValue(), { timeout: 20_000 }).toBe(firstId);
    expect(errors).toEqual([]);
  });
});
