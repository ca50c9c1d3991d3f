// A coach's way through the dashboard against the real server on a fresh database: sign up, name
// the team, create plays, find one by search, rename it, have it used in a playbook and delete it
// (the in-use flow, then "Delete anyway"), invite a second coach as a viewer, who joins, sees the
// team's plays and cannot change them. axe-core checks each screen on the way.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, workerServer, type E2eServer } from './harness';
import { allViolations } from './axe';
import { newPlayEditorOpened } from './coach';

/** Signing up hashes the password with scrypt: slower than a second on a busy machine. */
const SIGN_UP_WAIT = { timeout: 15_000 };

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

async function signUp(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create an account' }).click();
}

describe('a coach using the dashboard', () => {
  let server: E2eServer;
  let coach: Awaited<ReturnType<typeof launchBrowser>>;
  let assistant: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  const errors: string[] = [];
  let inviteUrl = '';

  beforeAll(async () => {
    server = await workerServer();
    coach = await launchBrowser();
    assistant = await launchBrowser();
    page = await coach.context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  });
  afterAll(async () => {
    await coach?.close();
    await assistant?.close();
    await server?.stop();
  });

  it('signs up and names the organization and team', async () => {
    await page.goto(`${server.url}/signup`);
    await expect.poll(() => heading(page)).toBe('Create your account');
    expect(await allViolations(page)).toEqual([]);
    await signUp(page, 'Pat Summitt', 'pat@example.com');
    await expect.poll(() => new URL(page.url()).pathname, SIGN_UP_WAIT).toBe('/dashboard/get_started');
    await expect.poll(() => page.getByLabel('Organization').isVisible()).toBe(true);
    expect(await allViolations(page)).toEqual([]);
    // Made at sign-up, named after the coach: offered to rename, or kept as they are.
    expect(await page.getByLabel('Organization').inputValue()).toBe("Pat's organization");
    expect(await page.getByLabel('Team', { exact: true }).inputValue()).toBe("Pat's team");
    await page.getByText('Your organization and your team are ready, named after you.', { exact: false }).waitFor();
    expect(await page.locator('form').getByRole('link', { name: 'Keep these names' }).getAttribute('href')).toBe('/dashboard/plays');
    await page.getByLabel('Organization').fill('Lady Vols');
    await page.getByLabel('Team', { exact: true }).fill('Varsity');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/plays');
    await expect.poll(() => page.getByText('No plays yet').isVisible()).toBe(true);
    expect(await allViolations(page)).toEqual([]);
  });

  it('creates plays, finds one by search and renames it', async () => {
    for (const title of ['Horns twist', 'Floppy']) {
      await page.goto(`${server.url}/dashboard/plays`);
      await page.getByRole('button', { name: 'New play' }).first().click();
      await page.getByLabel('Title').fill(title);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      // A new play opens in the editor, ready to draw.
      await newPlayEditorOpened(page, title);
    }

    await page.goto(`${server.url}/dashboard/plays`);
    await expect.poll(() => page.getByRole('link', { name: 'Floppy' }).isVisible()).toBe(true);
    await page.getByLabel('Search plays').fill('horns');
    await expect.poll(() => page.getByRole('link', { name: 'Floppy' }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('q')).toBe('horns');
    await page.getByRole('link', { name: 'Horns twist' }).click();
    await expect.poll(() => heading(page)).toBe('Horns twist');
    expect(await page.getByText('Varsity').first().isVisible()).toBe(true);
    expect(await allViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByLabel('Title').fill('Horns flare');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => heading(page)).toBe('Horns flare');
  });

  it('deletes a play used in a playbook only when told "Delete anyway"', async () => {
    const playId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.goto(`${server.url}/dashboard/playbooks`);
    await page.getByRole('button', { name: 'New playbook' }).first().click();
    await page.getByLabel('Title').fill('Half-court sets');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => heading(page)).toBe('Half-court sets');
    expect(await allViolations(page)).toEqual([]);
    // A new playbook opens in its editor; the play goes in through the API (adding plays is the add-plays dialog's test).
    const playbookId = new URL(page.url()).searchParams.get('playbook_id')!;
    const status = await page.evaluate(
      async ({ playbookId, playId }) => {
        const { accessToken } = JSON.parse(localStorage.getItem('auth')!) as { accessToken: string };
        const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
        const playbook = (await (await fetch(`/apiv2/playbook/${playbookId}`, { headers })).json()) as { data: { chapters: unknown[] } };
        playbook.data.chapters = [{ title: 'Sets', objects: [{ type: 'play', play_id: playId }] }];
        return (await fetch(`/apiv2/playbook/${playbookId}`, { method: 'PUT', headers, body: JSON.stringify({ data: playbook.data }) })).status;
      },
      { playbookId, playId },
    );
    expect(status).toBe(200);

    await page.goto(`${server.url}/dashboard/plays`);
    await page.getByLabel('Select Horns flare').check();
    await expect.poll(() => page.getByText('1 selected').isVisible()).toBe(true);
    await page.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Delete this play?').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
    await expect.poll(() => page.getByText('Used in playbooks').isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Playbooks that use it' }).textContent()).toContain('Half-court sets');
    expect(await allViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete anyway' }).click();
    await expect.poll(() => page.getByText('Play deleted').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Horns flare' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Floppy' }).isVisible()).toBe(true);
  });

  it('creates an invite link for a viewer', async () => {
    await page.goto(`${server.url}/dashboard/settings/teams`);
    await page.getByRole('link', { name: /Varsity/ }).click();
    await expect.poll(() => heading(page)).toBe('Varsity');
    await page.getByLabel('Role for new members').selectOption('viewer');
    await page.getByRole('button', { name: 'Create invite link' }).click();
    await expect.poll(() => page.locator('p[title*="invite_link_id"]').count()).toBe(1);
    inviteUrl = (await page.locator('p[title*="invite_link_id"]').getAttribute('title'))!;
    expect(inviteUrl).toMatch(/\/dashboard\/invite\?invite_link_id=/);
    expect(await allViolations(page)).toEqual([]);
  });

  it('lets a second coach join as a viewer, see the plays and not change them', async () => {
    const other = await assistant.context.newPage();
    other.on('pageerror', (error) => errors.push(error.message));
    await other.goto(inviteUrl);
    await expect.poll(() => other.getByText(/invites you to join Varsity as Viewer/).isVisible()).toBe(true);
    expect(await allViolations(other)).toEqual([]);
    await other.getByRole('link', { name: 'Create an account' }).click();
    await signUp(other, 'Sam Helper', 'sam@example.com');
    // Back to the invite after signing up.
    await expect.poll(() => new URL(other.url()).pathname, SIGN_UP_WAIT).toBe('/dashboard/invite');
    await other.getByRole('button', { name: 'Join the team' }).click();
    await expect.poll(() => new URL(other.url()).pathname).toBe('/dashboard/plays');
    await expect.poll(() => other.getByRole('link', { name: 'Floppy' }).isVisible()).toBe(true);
    await other.getByRole('link', { name: 'Floppy' }).click();
    await expect.poll(() => heading(other)).toBe('Floppy');
    expect(await other.getByRole('button', { name: 'Rename' }).count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await allViolations(other)).toEqual([]);
    // Offered nothing the server would refuse (issue 13): Varsity's plays cannot be selected for Delete...
    await other.goto(`${server.url}/dashboard/plays`);
    await expect.poll(() => other.getByRole('link', { name: 'Floppy' }).isVisible()).toBe(true);
    expect(await other.getByLabel('Select Floppy').count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Actions for Floppy' }).count()).toBe(0);
    // ...and in the team's settings no Delete team, role menus or invites: the roles as text.
    await other.goto(`${server.url}/dashboard/settings/teams`);
    await other.getByRole('link', { name: /Varsity/ }).click();
    await expect.poll(() => other.getByText('(you)').isVisible()).toBe(true);
    expect(await other.getByRole('button', { name: 'Leave team' }).isVisible()).toBe(true);
    expect(await other.getByRole('button', { name: 'Delete team' }).count()).toBe(0);
    expect(await other.getByRole('combobox').count()).toBe(0);
    expect(await other.getByRole('button', { name: 'Create invite link' }).count()).toBe(0);
    // Sam's first visit to the home is welcomed, not welcomed back (issue 32, point 9); the next one is.
    await other.goto(`${server.url}/dashboard/`);
    await expect.poll(() => heading(other)).toBe('Welcome, Sam');
    await other.reload();
    await expect.poll(() => heading(other)).toBe('Welcome back, Sam');
    expect(await allViolations(other)).toEqual([]);
    // Not an admin: the library screens are forbidden.
    await other.goto(`${server.url}/dashboard/admin/play-library`);
    await expect.poll(() => heading(other)).toBe('Forbidden');
  });

  it('stays readable in dark mode with bold contrast, in the vertical layout, right to left', async () => {
    await page.evaluate(() => {
      localStorage.setItem('settings', JSON.stringify({ themeMode: 'dark', themeContrast: 'bold', themeLayout: 'vertical', themeColorPresets: 'orange' }));
      localStorage.setItem('language', 'ar');
    });
    await page.goto(`${server.url}/dashboard/plays`);
    await expect.poll(() => heading(page)).toBe('الخطط');
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.classList.contains('dark')])).toEqual(['rtl', true]);
    expect(await page.getByRole('complementary', { name: 'الشريط الجانبي' }).isVisible()).toBe(true);
    expect(await allViolations(page)).toEqual([]);
    await page.evaluate(() => {
      localStorage.removeItem('settings');
      localStorage.removeItem('language');
    });
  });

  it('signs out to the root and back to the login screen', async () => {
    await page.goto(`${server.url}/logout`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/login');
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    expect(errors).toEqual([]);
  });
});
