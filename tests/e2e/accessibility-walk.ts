// What the accessibility walk's files share (issue 36): the two ways every screen is seen, the
// records of a fresh server (an admin's team filled, a newcomer with nothing), and a browser in
// one of those ways, signed in as one account or another.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PSEUDO_LOCALE_KEY } from '../../engine/model/languages';
import { pseudoize } from '../../engine/model/pseudo-locale';
import { launchBrowser, startProductServer, type ProductServer } from './harness';

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

/** How a walk sees every screen: its size, its language, and the pseudo-locale (engine/model/pseudo-locale.ts) or not. */
export interface Variant {
  name: string;
  width: number;
  height: number;
  language: 'en' | 'ar';
  /** The pseudo-locale's accented, lengthened English in place of English. */
  pseudo?: boolean;
  /** The heading of the route error or not-found screen standing in for a screen. */
  notTheScreen: RegExp;
}

/** The two ways the accessibility walk sees every screen: a laptop in English, a phone in Arabic. */
export const VARIANTS: Variant[] = [
  { name: '1280 px, English', width: 1280, height: 800, language: 'en', notTheScreen: /^(Error|Not Found)$/ },
  { name: '390 px, Arabic', width: 390, height: 844, language: 'ar', notTheScreen: /^(خطأ|غير موجود)$/ },
];

/** A button's whole name in English and Arabic (in the pseudo-locale: the English, pseudoized). */
export type Named = { en: string; ar: string };

/** The pseudo-locale walk's: a laptop and a phone. */
export const PSEUDO_VARIANTS: Variant[] = [1280, 390].map((width) => ({
  name: `${width} px, pseudo-locale`,
  width,
  height: width > 500 ? 800 : 844,
  language: 'en',
  pseudo: true,
  notTheScreen: new RegExp(`^(${pseudoize('Error')}|${pseudoize('Not Found')})$`),
}));

export interface Walk {
  server: ProductServer;
  browser: Awaited<ReturnType<typeof launchBrowser>>;
  admin: Tokens;
  newcomer: Tokens;
  ids: Record<string, string>;
  /** Signs up a new account (the first one of the server is its admin). */
  signUp(email: string, name: string): Promise<Tokens>;
  /** The API as `tokens` (the admin's by default). */
  call<T>(path: string, body?: unknown, method?: string, tokens?: Tokens): Promise<T>;
  close(): Promise<void>;
}

/** A fresh server with the admin's team filled and a newcomer with nothing yet, and a browser. */
export async function startWalk(): Promise<Walk> {
  const server = await startProductServer();
  const signUp = async (email: string, name: string): Promise<Tokens> => {
    const signup = await fetch(`${server.url}/apiv2/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct horse battery staple', name }),
    });
    expect(signup.status).toBe(201);
    return (await signup.json()) as Tokens;
  };
  // The first account of a fresh server is its admin, so the library screens are reachable too.
  const admin = await signUp('admin@example.com', 'Ádá Ádmín');
  const call = async <T>(path: string, body?: unknown, method = body ? 'POST' : 'GET', tokens = admin): Promise<T> => {
    const headers = { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' };
    const response = await fetch(`${server.url}/apiv2${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    expect(response.ok, `${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
  const ids: Record<string, string> = {};
  const team = await call<{ team_id: string; organization: { organization_id: string } }>('/teams', { name: 'Tígers' });
  const teamId = team.team_id;
  ids.team = teamId;
  ids.organization = team.organization.organization_id;
  ids.play = (await call<{ play_id: string }>('/play', { team_id: teamId, title: 'Hörns' })).play_id;
  ids.drill = (await call<{ play_id: string }>('/play', { team_id: teamId, type: 'drill', title: 'Thrée-mán wéave' })).play_id;
  ids.playbook = (await call<{ playbook_id: string }>('/playbook', { team_id: teamId, title: 'Séason séts' })).playbook_id;
  // Filled: a roster of ten, a rotation with every stint of a 4 × 8 min game, and that game played
  // to the end (the team page, the rotation, its editor and the season show them).
  const roster: Array<{ id: string; name: string; number: string; position: number }> = [];
  for (let i = 0; i < 10; i++) {
    const player = { name: `Pláyer ${i}`, number: String(i), positions: [(i % 5) + 1] };
    roster.push({ id: (await call<{ player_id: string }>(`/teams/${teamId}/players`, player)).player_id, name: player.name, number: player.number, position: player.positions[0]! });
  }
  const period = 8 * 60;
  const [starters, bench] = [roster.slice(0, 5).map((p) => p.id), roster.slice(5).map((p) => p.id)];
  const stints = [1, 2, 3, 4].flatMap((quarter) => roster.map((p, i) => ({ playerId: p.id, period: quarter, start: i < 5 ? 0 : period / 2, end: i < 5 ? period / 2 : period })));
  ids.rotation = (await call<{ rotation_id: string }>('/rotation', { team_id: teamId, data: { version: 2, title: 'Fáir mínutes', periods: 4, periodLength: period, players: roster, stints } })).rotation_id;
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
  const game = { opponent: 'Éagles', date: '2026-11-20', rotation_id: ids.rotation, periods: 4, period_length: period, players: roster, events };
  expect((await call<{ status: string }>(`/teams/${teamId}/games/${crypto.randomUUID()}`, game, 'PUT')).status).toBe('finished');
  ids.practicePlan = (await call<{ practice_plan_id: string }>('/practice-plan', { team_id: teamId, title: 'Móndáy' })).practice_plan_id;
  ids.invite = (await call<{ invite_link_id: string }>(`/teams/${teamId}/invites`, { role: 'coach' })).invite_link_id;
  // The play assigned to the team (issue 35): the admin, a coach, sees its progress and previews its study.
  ids.assignment = (await call<{ assignment_id: string }>(`/teams/${teamId}/assignments`, { play_id: ids.play, audience: 'team', due_date: '2030-01-04', note: 'Léárn ít bý Frídáy' })).assignment_id;
  const library = await call<{ data: Array<{ library_play_id: string }> }>('/library?type=play');
  ids.libraryPlay = library.data[0]!.library_play_id;
  // A coach with nothing yet: the lists' empty states.
  const newcomer = await signUp('newcomer@example.com', 'Néll Néwcómer');
  // The team and organization each account starts with, named as the walk's other records are.
  for (const [tokens, name] of [[admin, 'Ádá'], [newcomer, 'Néll']] as const) {
    const own = (await call<{ data: Array<{ team_id: string; name: string; organization: { organization_id: string } }> }>('/teams', undefined, 'GET', tokens)).data.find((team) => team.team_id !== teamId)!;
    await call(`/teams/${own.team_id}`, { name: `Équipe ${name}` }, 'PUT', tokens);
    await call(`/organizations/${own.organization.organization_id}`, { name: `Organisatión ${name}` }, 'PUT', tokens);
  }
  const browser = await launchBrowser();
  return {
    server,
    browser,
    admin,
    newcomer,
    ids,
    signUp,
    call,
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}

/** Every route of the dashboard and the four editors (by `ids`, filled in by startWalk), dialogs on
 * filled screens, the screens of a coach signed out, and the lists with the button of their New dialog. */
export function walkRoutes(ids: Record<string, string>) {
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
    ['assignments', () => `/dashboard/assignments?team_id=${ids.team}`],
    ['an assignment, who knows what', () => `/dashboard/assignment-progress?team_id=${ids.team}&assignment_id=${ids.assignment}`],
    ['study', () => '/dashboard/study'],
    ['a play studied', () => `/dashboard/study/play/${ids.play}?assignment=${ids.assignment}`],
    ['a quiz', () => `/dashboard/study/quiz?assignment=${ids.assignment}`],
    ['the survey done', () => '/dashboard/finished_survey'],
    // Payments are off on this server: what these addresses say then.
    ['the plans, payments off', () => '/dashboard/pick-subscription'],
    ['changing the plan, payments off', () => '/dashboard/update-subscription'],
    ['the checkout, payments off', () => '/dashboard/checkout'],
    ['the return from the payment page, payments off', () => '/dashboard/paddle'],
  ];
  /** A screen with records, and the dialog a button there opens (the button's whole name, English and Arabic). */
  const dialogs: Array<[string, () => string, Named]> = [
    ['a play, its share dialog', () => `/dashboard/play/${ids.play}`, { en: 'Share', ar: 'مشاركة' }],
    ['a play, its print dialog', () => `/dashboard/play/${ids.play}`, { en: 'Print', ar: 'طباعة' }],
    ['a play, its rename dialog', () => `/dashboard/play/${ids.play}`, { en: 'Rename', ar: 'إعادة تسمية' }],
    ['a play, its delete confirmation', () => `/dashboard/play/${ids.play}`, { en: 'Delete', ar: 'حذف' }],
    ['plays, the library', () => '/dashboard/plays', { en: 'From the library', ar: 'من المكتبة' }],
    ['home, the settings', () => '/dashboard/', { en: 'Open the settings', ar: 'فتح الإعدادات' }],
    ['assignments, the New dialog', () => `/dashboard/assignments?team_id=${ids.team}`, { en: 'New assignment', ar: 'واجب جديد' }],
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
  const lists: Array<[string, string, Named]> = [
    ['plays', '/dashboard/plays', { en: 'New play', ar: 'خطة جديدة' }],
    ['drills', '/dashboard/drills', { en: 'New drill', ar: 'تمرين جديد' }],
    ['playbooks', '/dashboard/playbooks', { en: 'New playbook', ar: 'كتاب خطط جديد' }],
    ['rotations', '/dashboard/rotations', { en: 'New rotation', ar: 'تبديل جديد' }],
    ['practice plans', '/dashboard/practice-plans', { en: 'New practice plan', ar: 'خطة تدريب جديدة' }],
  ];
  return { screens, dialogs, signedOut, lists };
}

/** One variant's browser: a context signed in as one account (or none) at a time, in the variant's language and size. */
export class WalkSession {
  context: BrowserContext | undefined;
  page!: Page;
  signedIn: Tokens | undefined;

  constructor(
    private readonly walk: () => Walk,
    readonly variant: Variant,
    /** localStorage set before the app starts in every page (the editor's test hooks, say). */
    private readonly storage: Record<string, string> = {},
  ) {}

  /** A fresh context signed in as `tokens` (signed out without). */
  async signedInAs(tokens: Tokens | undefined): Promise<void> {
    this.signedIn = tokens;
    await this.context?.close();
    const { browser } = this.walk();
    this.context = await browser.context.browser()!.newContext({ serviceWorkers: 'block', viewport: { width: this.variant.width, height: this.variant.height } });
    await this.context.addInitScript(
      ({ triple, language, storage }) => {
        if (triple) localStorage.setItem('auth', JSON.stringify(triple));
        localStorage.setItem('language', language);
        for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
      },
      { triple: tokens, language: this.variant.language, storage: { ...this.storage, ...(this.variant.pseudo && { [PSEUDO_LOCALE_KEY]: 'on' }) } },
    );
    this.page = await this.context.newPage();
  }

  /** Signed in as `tokens` unless already. */
  async as(tokens: Tokens | undefined): Promise<void> {
    if (this.signedIn !== tokens || !this.context) await this.signedInAs(tokens);
  }

  /** Opens `path`, loaded: a screen title is there, in the variant's language, and no spinner is left. */
  async open(path: string, page = this.page): Promise<void> {
    await page.goto(`${this.walk().server.url}${path}`);
    await this.loaded(page);
  }

  /**
   * Opens `path` as a coach's link in the app does, by the router, without loading the page again
   * (starting the app for each screen was most of the walk's time); loads it where the page does
   * not show the app yet or shows this very address. A dialog left open is closed first, as a coach
   * would (the app's own, such as the settings drawer, stay open across its screens): by Escape, or
   * by the load where Escape does not close it.
   * It waits for the screen's own title: the titles shown before are marked as they were left.
   */
  async go(path: string): Promise<void> {
    const { page } = this;
    const at = new URL(page.url());
    if (at.origin !== this.walk().server.url || !at.pathname.startsWith('/dashboard/') || `${at.pathname}${at.search}` === path) return this.open(path);
    const dialog = page.getByRole('dialog');
    if ((await dialog.count()) > 0) {
      await page.keyboard.press('Escape');
      await dialog.first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
      if ((await dialog.count()) > 0) return this.open(path);
    }
    await page.evaluate((to) => {
      for (const title of document.querySelectorAll('h1')) title.dataset.walkLeft = '';
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.locator('h1:not([data-walk-left])').first().waitFor({ timeout: 30_000 });
    await this.loaded(page);
  }

  /** The screen loaded: a screen title is there, in the variant's language, and no spinner is left. */
  async loaded(page = this.page): Promise<void> {
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('[role=progressbar], [aria-busy=true]').count(), { timeout: 15_000 }).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(this.variant.language);
  }

  /** The screen itself, not the route error or not-found screen standing in for it. */
  async isTheScreen(): Promise<void> {
    expect(await this.page.getByRole('heading', { level: 1 }).first().textContent()).not.toMatch(this.variant.notTheScreen);
  }

  /** A text in the variant's language. */
  say(named: Named): string {
    if (this.variant.language === 'ar') return named.ar;
    return this.variant.pseudo ? pseudoize(named.en) : named.en;
  }

  /** Clicks the button of this name (the first one), and waits until its dialog is shown and loaded. */
  async openDialog(button: Named): Promise<void> {
    await this.page.getByRole('button', { name: this.say(button), exact: true }).first().click();
    await this.dialogShown();
  }

  /** A dialog is open: its buttons are shown (the dialog's own element has no box of its own) and nothing in it loads. */
  async dialogShown(page = this.page): Promise<void> {
    await page.getByRole('dialog').getByRole('button').last().waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('[role=dialog] [role=progressbar], [role=dialog] [aria-busy=true]').count(), { timeout: 15_000 }).toBe(0);
  }

  async close(): Promise<void> {
    await this.context?.close();
  }
}
