// axe-core on every screen of the dashboard a signed-in coach and an admin reach, the four editors,
// the lists empty (a coach with nothing yet) and their New dialogs open, a team filled (a roster, a
// rotation with its stints, a game played to the end, a game in progress on this device), dialogs
// on filled screens, and the plan screens with payments off: no violation of any impact (issue 36),
// each screen loaded with real records from the real server. Every screen is checked on a laptop in
// English (1280 px) and on a phone in Arabic (390 px, right to left): each width and each direction
// once. Payments on and media with items are checked in billing.test.ts and media.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWalk, VARIANTS, WalkSession, type Walk } from './accessibility-walk';
import { allViolations } from './axe';

describe('accessibility of every screen (issue 36)', () => {
  let walk: Walk;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    walk = await startWalk();
    Object.assign(ids, walk.ids);
  });
  afterAll(() => walk?.close());

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
    const session = new WalkSession(() => walk, variant);
    beforeAll(() => session.signedInAs(walk.admin));
    afterAll(() => session.close());

    it.each(screens)('%s: no violation', async (_name, path) => {
      await session.open(path());
      await session.isTheScreen();
      expect(await allViolations(session.page)).toEqual([]);
    });

    it.each(dialogs)('%s: no violation', async (_name, path, button) => {
      await session.as(walk.admin);
      await session.open(path());
      await session.openDialog(button);
      expect(await allViolations(session.page)).toEqual([]);
    });

    it('a game in progress on the substitution manager: no violation', async () => {
      await session.as(walk.admin);
      const { page } = session;
      const setup = variant.language === 'ar' ? { rotation: 'التناوب', start: 'ابدأ المباراة' } : { rotation: 'Rotation', start: 'Start the game' };
      await session.open(`/dashboard/substitution-manager?team_id=${ids.team}`);
      await page.getByLabel(setup.rotation, { exact: true }).selectOption(ids.rotation!);
      // The plan's first five are picked to start.
      await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(5);
      await page.getByRole('button', { name: setup.start, exact: true }).click();
      await page.getByTestId('clock').waitFor({ timeout: 30_000 });
      expect(await allViolations(page)).toEqual([]);
    });

    it.each(signedOut)('%s, signed out: no violation', async (_name, path) => {
      await session.as(undefined);
      await session.open(path);
      expect(await allViolations(session.page)).toEqual([]);
    });

    it.each(lists)('%s, empty, and its New dialog: no violation', async (_name, path, newButton) => {
      await session.as(walk.newcomer);
      await session.open(path);
      expect(await allViolations(session.page)).toEqual([]);
      await session.openDialog(newButton);
      expect(await allViolations(session.page)).toEqual([]);
    });
  });
});
