// axe-core on every screen of the dashboard a signed-in coach and an admin reach, the four editors,
// the lists empty (a coach with nothing yet) and their New dialogs open, a team filled (a roster, a
// rotation with its stints, a game played to the end, a game in progress on this device), dialogs
// on filled screens, and the plan screens with payments off: no violation of any impact (issue 36),
// each screen loaded with real records from the real server. Every screen is checked on a laptop in
// English (1280 px) and on a phone in Arabic (390 px, right to left): each width and each direction
// once. Payments on and media with items are checked in billing.test.ts and media.test.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allViolations } from './axe';
import { launchBrowser, startProductServer, type ProductServer } from './harness';

interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** The two ways every screen is seen: a laptop in English, a phone in Arabic. */
const VARIANTS = [
  { name: '1280 px, English', width: 1280, height: 800, language: 'en', notTheScreen: /^(Error|Not Found)$/ },
  { name: '390 px, Arabic', width: 390, height: 844, language: 'ar', notTheScreen: /^(خطأ|غير موجود)$/ },
] as const;

describe('accessibility of every screen (issue 36)', () => {
  let server: ProductServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let admin: Tokens;
  let newcomer: Tokens;
  const ids: Record<string, string> = {};

  const signUp = async (email: string, name: string): Promise<Tokens> => {
    const signup = await fetch(`${server.url}/apiv2/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery staple', name }),
    });
    expect(signup.status).toBe(201);
    return (await signup.json()) as Tokens;
  };

  beforeAll(async () => {
    server = await startProductServer();
    // The first account of a fresh server is its admin, so the library screens are reachable too.
    admin = await signUp('admin@example.com', 'Ada Admin');
    const headers = { authorization: `Bearer ${admin.accessToken}`, 'content-type': 'application/json' };
    const call = async <T>(path: string, body?: unknown, method = body ? 'POST' : 'GET'): Promise<T> => {
      const response = await fetch(`${server.url}/apiv2${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
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
    // Filled: a roster of ten, a rotation with every stint of a 4 × 8 min game, and that game played
    // to the end (the team page, the rotation, its editor and the season show them).
    const roster: Array<{ id: string; name: string; number: string; position: number }> = [];
    for (let i = 0; i < 10; i++) {
      const player = { name: `Player ${i}`, number: String(i), positions: [(i % 5) + 1] };
      roster.push({ id: (await call<{ player_id: string }>(`/teams/${teamId}/players`, player)).player_id, name: player.name, number: player.number, position: player.positions[0]! });
    }
    const period = 8 * 60;
    const [starters, bench] = [roster.slice(0, 5).map((p) => p.id), roster.slice(5).map((p) => p.id)];
    const stints = [1, 2, 3, 4].flatMap((quarter) => roster.map((p, i) => ({ playerId: p.id, period: quarter, start: i < 5 ? 0 : period / 2, end: i < 5 ? period / 2 : period })));
    ids.rotation = (await call<{ rotation_id: string }>('/rotation', { team_id: teamId, data: { version: 2, title: 'Fair minutes', periods: 4, periodLength: period, players: roster, stints } })).rotation_id;
    const tipOff = Date.parse('2026-11-20T18:00:00Z');
    const quarterEvents = (quarter: number) => {
      const start = tipOff + (quarter - 1) * 2 * period * 1000;
      return [
        { type: 'start', at: start },
        { type: 'sub', at: start + (period / 2) * 1000, out: starters, in: bench },
        { type: 'next-period', at: start + period * 1000 },
        { type: 'sub', at: start + period * 1000 + 1, out: bench, in: starters },
      ];
    };
    const events = [{ type: 'sub', at: tipOff, out: [], in: starters }, ...[1, 2, 3, 4].flatMap(quarterEvents)];
    const game = { opponent: 'Eagles', date: '2026-11-20', rotation_id: ids.rotation, periods: 4, period_length: period, players: roster, events };
    expect((await call<{ status: string }>(`/teams/${teamId}/games/${crypto.randomUUID()}`, game, 'PUT')).status).toBe('finished');
    ids.practicePlan = (await call<{ practice_plan_id: string }>('/practice-plan', { team_id: teamId, title: 'Monday' })).practice_plan_id;
    ids.invite = (await call<{ invite_link_id: string }>(`/teams/${teamId}/invites`, { role: 'coach' })).invite_link_id;
    const library = await call<{ data: Array<{ library_play_id: string }> }>('/library?type=play');
    ids.libraryPlay = library.data[0]!.library_play_id;
    // A coach with nothing yet: the lists' empty states.
    newcomer = await signUp('newcomer@example.com', 'Nell Newcomer');
    browser = await launchBrowser();
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
    ['the play editor', () => `/dashboard/playeditor/${ids.play}`],
    ['drills', () => '/dashboard/drills'],
    ['a drill', () => `/dashboard/drill/${ids.drill}`],
    ['playbooks', () => '/dashboard/playbooks'],
    ['a playbook', () => `/dashboard/playbook/${ids.playbook}`],
    ['the playbook editor', () => `/dashboard/playbook-editor?playbook_id=${ids.playbook}`],
    ['rotations', () => '/dashboard/rotations'],
    ['a rotation', () => `/dashboard/rotation/${ids.rotation}`],
    ['the rotation editor', () => `/dashboard/rotation-editor?rotation_id=${ids.rotation}`],
    ['practice plans', () => '/dashboard/practice-plans'],
    ['a practice plan', () => `/dashboard/practice-plan/${ids.practicePlan}`],
    ['the practice planner', () => `/dashboard/practice-planner?practice_plan_id=${ids.practicePlan}`],
    ['teams', () => '/dashboard/settings/teams'],
    ['a team', () => `/dashboard/settings/teams/${ids.team}`],
    ['the organization', () => `/dashboard/settings/organization/${ids.organization}`],
    ['the account', () => '/dashboard/user/account'],
    ['the play library', () => '/dashboard/admin/play-library'],
    ['a library play', () => `/dashboard/admin/play-library/${ids.libraryPlay}`],
    ['the drill library', () => '/dashboard/admin/drill-library'],
    ['videos', () => '/dashboard/videos'],
    ['images', () => '/dashboard/images'],
    ['audio', () => '/dashboard/audio'],
    ['the substitution manager', () => `/dashboard/substitution-manager?team_id=${ids.team}`],
    ['the season', () => `/dashboard/rotations/season?team_id=${ids.team}`],
    ['an invitation', () => `/dashboard/invite?invite_link_id=${ids.invite}`],
    ['the survey done', () => '/dashboard/finished_survey'],
    // Payments are off on this server: what these addresses say then.
    ['the plans, payments off', () => '/dashboard/pick-subscription'],
    ['changing the plan, payments off', () => '/dashboard/update-subscription'],
    ['the checkout, payments off', () => '/dashboard/checkout'],
    ['the return from the payment page, payments off', () => '/dashboard/paddle'],
  ];
  /** A screen with records, and the dialog a button there opens (the button's whole name, English and Arabic). */
  const dialogs: Array<[string, () => string, { en: string; ar: string }]> = [
    ['a play, its share dialog', () => `/dashboard/play/${ids.play}`, { en: 'Share', ar: 'مشاركة' }],
    ['a play, its print dialog', () => `/dashboard/play/${ids.play}`, { en: 'Print', ar: 'طباعة' }],
    ['a play, its rename dialog', () => `/dashboard/play/${ids.play}`, { en: 'Rename', ar: 'إعادة تسمية' }],
    ['a play, its delete confirmation', () => `/dashboard/play/${ids.play}`, { en: 'Delete', ar: 'حذف' }],
    ['plays, the library', () => '/dashboard/plays', { en: 'From the library', ar: 'من المكتبة' }],
    ['home, the settings', () => '/dashboard/', { en: 'Open the settings', ar: 'فتح الإعدادات' }],
    ['a team, its delete confirmation', () => `/dashboard/settings/teams/${ids.team}`, { en: 'Delete team', ar: 'حذف الفريق' }],
    ['the organization, its delete confirmation', () => `/dashboard/settings/organization/${ids.organization}`, { en: 'Delete organization', ar: 'حذف المؤسسة' }],
  ];
  /** Screens of a coach not signed in, and the not-found screen. */
  const signedOut: Array<[string, string]> = [
    ['sign in', '/dashboard/login'],
    ['sign up', '/signup'],
    ['not found', '/dashboard/nowhere-at-all'],
  ];
  /** The lists, empty for the newcomer, and the button that opens each one's New dialog (English, Arabic). */
  const lists: Array<[string, string, { en: string; ar: string }]> = [
    ['plays', '/dashboard/plays', { en: 'New play', ar: 'خطة جديدة' }],
    ['drills', '/dashboard/drills', { en: 'New drill', ar: 'تمرين جديد' }],
    ['playbooks', '/dashboard/playbooks', { en: 'New playbook', ar: 'كتاب خطط جديد' }],
    ['rotations', '/dashboard/rotations', { en: 'New rotation', ar: 'تبديل جديد' }],
    ['practice plans', '/dashboard/practice-plans', { en: 'New practice plan', ar: 'خطة تدريب جديدة' }],
  ];

  describe.each(VARIANTS)('$name', (variant) => {
    let context: BrowserContext;
    let page: Page;
    let signedIn: Tokens | undefined;
    /** A fresh context signed in as `tokens` (signed out without), in the variant's language and size. */
    const signedInAs = async (tokens: Tokens | undefined) => {
      signedIn = tokens;
      await context?.close();
      context = await browser.context.browser()!.newContext({ serviceWorkers: 'block', viewport: { width: variant.width, height: variant.height } });
      await context.addInitScript(
        ({ triple, language }) => {
          if (triple) localStorage.setItem('auth', JSON.stringify(triple));
          localStorage.setItem('language', language);
        },
        { triple: tokens, language: variant.language },
      );
      page = await context.newPage();
    };
    /** Opens `path`, loaded: a screen title is there, in the variant's language, and no spinner is left. */
    const open = async (path: string) => {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      await expect.poll(() => page.locator('[role=progressbar], [aria-busy=true]').count(), { timeout: 15_000 }).toBe(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(variant.language);
    };
    beforeAll(() => signedInAs(admin));
    afterAll(() => context?.close());

    it.each(screens)('%s: no violation', async (_name, path) => {
      await open(path());
      // The screen itself, not the route error or not-found screen standing in for it.
      expect(await page.getByRole('heading', { level: 1 }).first().textContent()).not.toMatch(variant.notTheScreen);
      expect(await allViolations(page)).toEqual([]);
    });

    it.each(dialogs)('%s: no violation', async (_name, path, button) => {
      if (signedIn !== admin) await signedInAs(admin);
      await open(path());
      await page.getByRole('button', { name: button[variant.language], exact: true }).first().click();
      await page.getByRole('dialog').getByRole('button').last().waitFor();
      await expect.poll(() => page.locator('[role=dialog] [role=progressbar], [role=dialog] [aria-busy=true]').count(), { timeout: 15_000 }).toBe(0);
      expect(await allViolations(page)).toEqual([]);
    });

    it('a game in progress on the substitution manager: no violation', async () => {
      if (signedIn !== admin) await signedInAs(admin);
      const setup = variant.language === 'ar' ? { rotation: 'التناوب', start: 'ابدأ المباراة' } : { rotation: 'Rotation', start: 'Start the game' };
      await open(`/dashboard/substitution-manager?team_id=${ids.team}`);
      await page.getByLabel(setup.rotation, { exact: true }).selectOption(ids.rotation!);
      // The plan's first five are picked to start.
      await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(5);
      await page.getByRole('button', { name: setup.start, exact: true }).click();
      await page.getByTestId('clock').waitFor({ timeout: 30_000 });
      expect(await allViolations(page)).toEqual([]);
    });

    it.each(signedOut)('%s, signed out: no violation', async (_name, path) => {
      if (signedIn !== undefined) await signedInAs(undefined);
      await open(path);
      expect(await allViolations(page)).toEqual([]);
    });

    it.each(lists)('%s, empty, and its New dialog: no violation', async (_name, path, newButton) => {
      if (signedIn !== newcomer) await signedInAs(newcomer);
      await open(path);
      expect(await allViolations(page)).toEqual([]);
      await page.getByRole('button', { name: newButton[variant.language], exact: true }).first().click();
      // Open: its buttons are shown (the dialog's own element has no box of its own).
      await page.getByRole('dialog').getByRole('button').last().waitFor();
      expect(await allViolations(page)).toEqual([]);
    });
  });
});
