// The accessibility walk (issue 36), continued from accessibility.test.ts: the public share pages,
// the app's bare routes (an invoice, /loading, /logout, /test_error), the play editor opened for a
// new play, a drill and a library play, the editor's dialogs (next phase, export, delete with
// arrows, a draft offered back, the session ended, the video picker), the playbook editor's, the
// practice planner's, the media screen's, the account's, and the phone's navigation drawer: no
// violation of any impact, on a laptop in English and on a phone in Arabic.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmptyPlaybookData } from '../../engine/model/playbook-defaults';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import { arrowFrom, linkOf, phaseOf, playerAt } from '../../engine/phase/fixtures';
import { startWalk, VARIANTS, WalkSession, type Named, type Walk } from './accessibility-walk';
import { allViolations } from './axe';

/** The Arabic words of the screens these tests press or wait on (src/lib/locales). */
const WORDS = {
  panels: { en: 'Panels', ar: 'اللوحات' },
  settingsTab: { en: 'settings', ar: 'الإعدادات' },
  chooseVideo: { en: 'Choose a team video', ar: 'اختر فيديو من الفريق' },
  export: { en: 'Export', ar: 'تصدير' },
  exportAnimation: { en: 'Export as GIF, video or sheet…', ar: 'تصدير كصورة GIF أو فيديو أو لوحة…' },
  draftKept: { en: 'Unsaved changes, kept on this device', ar: 'تغييرات لم تُحفظ بعد، وهي باقية على هذا الجهاز' },
  openMenu: { en: 'Open the menu', ar: 'فتح القائمة' },
} satisfies Record<string, Named>;

describe('accessibility of the share pages, bare routes, editors and dialogs (issue 36)', () => {
  let walk: Walk;
  const ids: Record<string, string> = {};
  const shared: Record<string, string> = {};

  beforeAll(async () => {
    walk = await startWalk();
    Object.assign(ids, walk.ids);
    const { call } = walk;
    const team_id = ids.team;
    const settings = createEmptyPlayData('half').settings;
    // Two phases: Next phase on the first asks whether to replace the second or insert one.
    const chain = { phases: [phaseOf([playerAt('object_1', 1, { x: 20, y: 30 })]), phaseOf([playerAt('object_1', 1, { x: 26, y: 24 })], [], 'phase_2', 'Phase 2')], settings };
    ids.chain = (await call<{ play_id: string }>('/play', { team_id, title: 'Chain', data: chain })).play_id;
    // A player a cut starts from: deleting the player asks about the arrow.
    const cutter = playerAt('object_1', 3, { x: 20, y: 10 });
    const cut = arrowFrom('arrow_1', 'cut', { x: 20, y: 10 }, { x: 10, y: 30 });
    const cutterPlay = { phases: [phaseOf([cutter, cut], [linkOf(cut, 's', cutter)])], settings };
    ids.cutter = (await call<{ play_id: string }>('/play', { team_id, title: 'Cutter', data: cutterPlay })).play_id;
    const playbook = createEmptyPlaybookData();
    playbook.chapters = [{ title: 'Early offense', objects: [{ type: 'play', play_id: ids.play! }] }];
    ids.chapters = (await call<{ playbook_id: string }>('/playbook', { team_id, title: 'Chapters', data: playbook })).playbook_id;
    // One of each kind of share link.
    const sharedIds = { play: ids.play, playbook: ids.chapters, rotation: ids.rotation, 'practice-plan': ids.practicePlan };
    for (const [kind, id] of Object.entries(sharedIds)) shared[kind] = new URL((await call<{ url: string }>('/share', { kind, id })).url).pathname;
    // An image, processed, for the media screen's dialogs.
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
    // On each of the admin's teams, whichever one the media screen shows first.
    for (const { team_id: mediaTeam } of (await call<{ data: Array<{ team_id: string }> }>('/teams')).data) {
      const upload = await fetch(`${walk.server.url}/apiv2/media?team_id=${mediaTeam}&kind=image&name=Court.png`, {
        method: 'POST',
        headers: { authorization: `Bearer ${walk.admin.accessToken}`, 'content-type': 'image/png' },
        body: png,
      });
      expect(upload.status).toBe(201);
      const { media_id } = (await upload.json()) as { media_id: string };
      // Processed (status 3), so its card stays as it is (expect.poll is for tests, vi.waitFor for hooks).
      await vi.waitFor(async () => expect((await call<{ status: number }>(`/media/${media_id}`)).status).toBe(3), { timeout: 60_000, interval: 200 });
    }
  }, 120_000);
  afterAll(() => walk?.close());

  /** The public pages a share link opens, seen with no account. */
  const sharePages: Array<[string, string]> = [
    ['a shared play', 'play'],
    ['a shared playbook', 'playbook'],
    ['a shared rotation', 'rotation'],
    ['a shared practice plan', 'practice-plan'],
  ];
  /** The play editor opened for other things than a play of the coach's. */
  const editors: Array<[string, () => string]> = [
    ['the drill editor', () => `/dashboard/playeditor/${ids.drill}`],
    ['the library editor, a library play', () => `/dashboard/playeditor/${ids.libraryPlay}?library=1`],
  ];
  /** A screen with records, and the dialog a button there opens (the button's whole name, English and Arabic). */
  const dialogs: Array<[string, () => string, Named]> = [
    ['the playbook editor, add plays', () => `/dashboard/playbook-editor?playbook_id=${ids.chapters}`, { en: 'Add plays', ar: 'إضافة خطط' }],
    ['the playbook editor, deleting a chapter', () => `/dashboard/playbook-editor?playbook_id=${ids.chapters}`, { en: 'Delete Early offense', ar: 'احذف Early offense' }],
    ['the practice planner, add drills', () => `/dashboard/practice-planner?practice_plan_id=${ids.practicePlan}`, { en: 'Add drills', ar: 'إضافة تمارين' }],
    ['the practice planner, save as template', () => `/dashboard/practice-planner?practice_plan_id=${ids.practicePlan}`, { en: 'Save as template', ar: 'حفظ كقالب' }],
    ['the practice planner, duplicate to a new date', () => `/dashboard/practice-planner?practice_plan_id=${ids.practicePlan}`, { en: 'Duplicate to a new date', ar: 'تكرار إلى تاريخ جديد' }],
    ['the practice planner, practice mode', () => `/dashboard/practice-planner?practice_plan_id=${ids.practicePlan}`, { en: 'Practice mode', ar: 'وضع التدريب' }],
    ['images, rename and notes', () => '/dashboard/images', { en: 'Rename and notes', ar: 'إعادة التسمية والملاحظات' }],
    ['images, delete', () => '/dashboard/images', { en: 'Delete', ar: 'حذف' }],
    ['the account, sign out everywhere', () => '/dashboard/user/account', { en: 'Sign out everywhere', ar: 'تسجيل الخروج من كل الأجهزة' }],
    ['the account, delete the account', () => '/dashboard/user/account', { en: 'Delete my account', ar: 'احذف حسابي' }],
  ];

  describe.each(VARIANTS)('$name', (variant) => {
    // The editor's test hooks (window.__courtsideEditor), to select what a test deletes.
    const session = new WalkSession(() => walk, variant, { 'courtside:stats': '1' });
    const words = (named: Named) => session.say(named);
    afterAll(() => session.close());

    /** Opens the play editor at `path` in a fresh context (no draft of another test offered back), ready to draw. */
    const openEditor = async (path: string, tokens = walk.admin) => {
      await session.signedInAs(tokens);
      await session.open(path);
      await editorShown();
    };
    const editorShown = async () => {
      await session.page.waitForFunction(() => (window as { __courtsideEditor?: unknown }).__courtsideEditor !== undefined && document.querySelector('[data-testid=editor-canvas] canvas') !== null);
    };
    /** The editor's side panels, a drawer narrower than the desktop layout. */
    const showPanels = async () => {
      const toggle = session.page.getByTestId('toggle-panels');
      if (await toggle.isVisible()) await toggle.click();
      await session.page.getByTestId('editor-panels').waitFor();
    };

    it.each(sharePages)('%s, signed out: no violation', async (_name, kind) => {
      await session.as(undefined);
      await session.open(shared[kind]!);
      await session.isTheScreen();
      expect(await allViolations(session.page)).toEqual([]);
    });

    it('an invoice not found: no violation', async () => {
      await session.as(walk.admin);
      await session.page.goto(`${walk.server.url}/dashboard/print-invoice/txn_nobody_has_this`);
      await session.page.getByRole('alert').waitFor({ timeout: 30_000 });
      expect(await allViolations(session.page)).toEqual([]);
    });

    it('/test_error, the route error screen: no violation', async () => {
      await session.as(walk.admin);
      await session.open('/test_error');
      expect(await allViolations(session.page)).toEqual([]);
    });

    it('/loading: no violation', async () => {
      await session.as(walk.admin);
      await session.page.goto(`${walk.server.url}/loading`);
      // The route's own screen (its main and heading), not the spinner shown while its chunk loads.
      await session.page.locator('main h1').waitFor({ state: 'attached', timeout: 30_000 });
      await session.page.getByRole('status').waitFor({ timeout: 30_000 });
      expect(await session.page.evaluate(() => document.documentElement.lang)).toBe(variant.language);
      expect(await allViolations(session.page)).toEqual([]);
    });

    it('/logout, and the sign-in screen it leads to: no violation', async () => {
      // An account of its own: signing out ends its session.
      await session.signedInAs(await walk.signUp(`leaver-${variant.language}@example.com`, 'Lee Leaver'));
      await session.page.goto(`${walk.server.url}/logout`);
      await session.page.waitForURL((url) => url.pathname === '/dashboard/login', { timeout: 30_000 });
      await session.loaded();
      expect(await allViolations(session.page)).toEqual([]);
    });

    it.each(editors)('%s: no violation', async (_name, path) => {
      await openEditor(path());
      await session.isTheScreen();
      expect(await allViolations(session.page)).toEqual([]);
    });

    it('the play editor, a new play, its team picker first: no violation', async () => {
      await session.signedInAs(walk.admin);
      await session.open('/dashboard/playeditor');
      const picker = session.page.getByTestId('team-picker');
      await picker.waitFor();
      expect(await allViolations(session.page)).toEqual([]);
      await picker.getByRole('button').first().click();
      await editorShown();
      expect(await allViolations(session.page)).toEqual([]);
    });

    it('the play editor, next phase asks first: no violation', async () => {
      await openEditor(`/dashboard/playeditor/${ids.chain}`);
      await showPanels();
      await session.page.getByTestId('next-phase').click();
      await session.dialogShown();
      expect(await allViolations(session.page)).toEqual([]);
    });

    it('the play editor, deleting a player with an arrow: no violation', async () => {
      await openEditor(`/dashboard/playeditor/${ids.cutter}`);
      await session.page.evaluate(() => (window as unknown as { __courtsideEditor: { editor: { select(ids: string[]): void } } }).__courtsideEditor.editor.select(['object_1']));
      await session.page.keyboard.press('Delete');
      await session.dialogShown();
      expect(await allViolations(session.page)).toEqual([]);
    });

    it('the play editor, export: no violation', async () => {
      await openEditor(`/dashboard/playeditor/${ids.play}`);
      const { page } = session;
      // A phone's toolbar has no Export: opened wider, then seen at the variant's width.
      const exportButton = page.getByRole('button', { name: words(WORDS.export), exact: true });
      if (!(await exportButton.isVisible())) await page.setViewportSize({ width: 1280, height: 800 });
      await exportButton.click();
      await page.getByRole('menuitem', { name: words(WORDS.exportAnimation) }).click();
      await page.setViewportSize({ width: variant.width, height: variant.height });
      await session.dialogShown();
      expect(await allViolations(page)).toEqual([]);
    });

    it('the play editor, the video picker: no violation', async () => {
      await openEditor(`/dashboard/playeditor/${ids.play}`);
      await showPanels();
      await session.page.getByRole('tab', { name: words(WORDS.settingsTab) }).click();
      await session.openDialog(WORDS.chooseVideo);
      expect(await allViolations(session.page)).toEqual([]);
    });

    it('the play editor, a draft offered back: no violation', async () => {
      await openEditor(`/dashboard/playeditor/${ids.play}`);
      const { page } = session;
      await page.getByTestId('play-title').fill('Horns, changed');
      await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe(words(WORDS.draftKept));
      // The same play in another tab: the draft is newer than the play, so it is offered back.
      const other: Page = await session.context!.newPage();
      await session.open(`/dashboard/playeditor/${ids.play}`, other);
      await session.dialogShown(other);
      expect(await allViolations(other)).toEqual([]);
    });

    it('the play editor, the session ended: no violation', async () => {
      // An account of its own: its sessions end.
      const coach = await walk.signUp(`expired-${variant.language}@example.com`, 'Ed Expired');
      const { team_id } = await walk.call<{ team_id: string }>('/teams', { name: 'Hawks' }, 'POST', coach);
      const { play_id } = await walk.call<{ play_id: string }>('/play', { team_id, title: 'Floppy' }, 'POST', coach);
      await openEditor(`/dashboard/playeditor/${play_id}`, coach);
      await session.page.getByTestId('play-title').fill('Floppy, changed');
      const ended = await fetch(`${walk.server.url}/apiv2/user/sessions`, { method: 'DELETE', headers: { authorization: `Bearer ${coach.accessToken}` } });
      expect(ended.ok).toBe(true);
      await session.page.getByTestId('save-play').click();
      await session.dialogShown();
      expect(await allViolations(session.page)).toEqual([]);
    });

    it.each(dialogs)('%s: no violation', async (_name, path, button) => {
      await session.as(walk.admin);
      await session.go(path());
      await session.openDialog(button);
      expect(await allViolations(session.page)).toEqual([]);
    });

    it.runIf(variant.width < 600)('the navigation drawer: no violation', async () => {
      await session.as(walk.admin);
      await session.open('/dashboard/');
      await session.page.getByRole('button', { name: words(WORDS.openMenu), exact: true }).click();
      await session.page.getByRole('dialog').getByRole('link').first().waitFor();
      expect(await allViolations(session.page)).toEqual([]);
    });
  });
});
