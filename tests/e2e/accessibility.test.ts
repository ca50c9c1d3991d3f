// axe-core on every screen of the dashboard a signed-in coach and an admin reach (issue: no serious
// or critical violation anywhere), each screen loaded with real records from the real server.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, startProductServer, type ProductServer } from './harness';

interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

describe('accessibility of every screen', () => {
  let server: ProductServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startProductServer();
    // The first account of a fresh server is its admin, so the library screens are reachable too.
    const signup = await fetch(`${server.url}/apiv2/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'correct horse battery staple', name: 'Ada Admin' }),
    });
    expect(signup.status).toBe(201);
    const tokens = (await signup.json()) as Tokens;
    const headers = { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' };
    const call = async <T>(path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${server.url}/apiv2${path}`, { method: body ? 'POST' : 'GET', headers, body: body ? JSON.stringify(body) : undefined });
      expect(response.ok, `${path}: ${response.status}`).toBe(true);
      return (await response.json()) as T;
    };
    const team = await call<{ team_id: string; organization: { organization_id: string } }>('/teams', { name: 'Tigers' });
    const teamId = team.team_id;
    ids.team = teamId;
    ids.organization = team.organization.organization_id;
    ids.play = (await call<{ play_id: string }>('/play', { team_id: teamId, title: 'Horns' })).play_id;
    ids.drill = (await call<{ play_id: string }>('/play', { team_id: teamId, type: 'drill', title: 'Three-man weave' })).play_id;
    ids.playbook = (await call<{ playbook_id: string }>('/playbook', { team_id: teamId, title: 'Season sets' })).playbook_id;
    ids.rotation = (await call<{ rotation_id: string }>('/rotation', { team_id: teamId, title: 'Starters' })).rotation_id;
    ids.practicePlan = (await call<{ practice_plan_id: string }>('/practice-plan', { team_id: teamId, title: 'Monday' })).practice_plan_id;
    const library = await call<{ data: Array<{ library_play_id: string }> }>('/library?type=play');
    ids.libraryPlay = library.data[0]!.library_play_id;

    browser = await launchBrowser();
    await browser.context.addInitScript((triple) => localStorage.setItem('auth', JSON.stringify(triple)), tokens);
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const screens: Array<[string, () => string]> = [
    ['home', () => '/dashboard/'],
    ['get started', () => '/dashboard/get_started'],
    ['plays', () => '/dashboard/plays'],
    ['a play', () => `/dashboard/play/${ids.play}`],
    ['drills', () => '/dashboard/drills'],
    ['a drill', () => `/dashboard/drill/${ids.drill}`],
    ['playbooks', () => '/dashboard/playbooks'],
    ['a playbook', () => `/dashboard/playbook/${ids.playbook}`],
    ['rotations', () => '/dashboard/rotations'],
    ['a rotation', () => `/dashboard/rotation/${ids.rotation}`],
    ['practice plans', () => '/dashboard/practice-plans'],
    ['a practice plan', () => `/dashboard/practice-plan/${ids.practicePlan}`],
    ['teams', () => '/dashboard/settings/teams'],
    ['a team', () => `/dashboard/settings/teams/${ids.team}`],
    ['the organization', () => `/dashboard/settings/organization/${ids.organization}`],
    ['the account', () => '/dashboard/user/account'],
    ['the play library', () => '/dashboard/admin/play-library'],
    ['a library play', () => `/dashboard/admin/play-library/${ids.libraryPlay}`],
    ['the drill library', () => '/dashboard/admin/drill-library'],
  ];

  it.each(screens)('%s has no serious or critical violation', async (_name, path) => {
    await page.goto(`${server.url}${path()}`);
    // Loaded: a screen title is there and no spinner ("Loading...") is left.
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByText('Loading...').count(), { timeout: 15_000 }).toBe(0);
    // The screen itself, not the route error or not-found screen standing in for it.
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).not.toMatch(/^(Error|Not Found)$/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
