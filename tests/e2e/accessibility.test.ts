// axe-core on every screen of the dashboard a signed-in coach and an admin reach, the four editors,
// the lists empty (a coach with nothing yet) and their New dialogs open, a team filled (a roster, a
// rotation with its stints, a game played to the end, a game in progress on this device), dialogs
// on filled screens, and the plan screens with payments off: no violation of any impact (issue 36),
// each screen loaded with real records from the real server. Every screen is checked on a laptop in
// the pseudo-locale (1280 px; English accented and longer, where the pseudo-locale walk's checks run
// too: issue 34) and on a phone in Arabic (390 px, right to left): each width and each direction
// once. Payments on and media with items are checked in billing.test.ts and media.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PSEUDO_VARIANTS, startWalk, VARIANTS, walkRoutes, WalkSession, type Walk } from './accessibility-walk';
import { allViolations } from './axe';
import { expectTextsFit, libraryWords } from './pseudo-locale-checks';

describe('accessibility of every screen (issue 36), and texts that fit (issue 34)', () => {
  let walk: Walk;
  const ids: Record<string, string> = {};

  const library: string[] = [];

  beforeAll(async () => {
    walk = await startWalk();
    Object.assign(ids, walk.ids);
    library.push(...(await libraryWords(walk)));
  });
  afterAll(() => walk?.close());

  const { screens, dialogs, signedOut, lists } = walkRoutes(ids);

  // The laptop in the pseudo-locale (English, accented and longer): the pseudo-locale walk's checks
  // run there too (issue 34; pseudo-locale.test.ts walks the phone). The phone in Arabic.
  describe.each([PSEUDO_VARIANTS[0]!, VARIANTS[1]!])('$name', (variant) => {
    const session = new WalkSession(() => walk, variant);
    beforeAll(() => session.signedInAs(walk.admin));
    afterAll(() => session.close());
    /** No violation, and in the pseudo-locale every text through i18n and fitting. */
    const checked = async () => {
      expect(await allViolations(session.page)).toEqual([]);
      if (variant.pseudo) await expectTextsFit(session.page, library);
    };

    it.each(screens)('%s: no violation', async (_name, path) => {
      await session.go(path());
      await session.isTheScreen();
      await checked();
    });

    it.each(dialogs)('%s: no violation', async (_name, path, button) => {
      await session.as(walk.admin);
      await session.go(path());
      await session.openDialog(button);
      await checked();
    });

    it('a game in progress on the substitution manager: no violation', async () => {
      await session.as(walk.admin);
      const { page } = session;
      await session.open(`/dashboard/substitution-manager?team_id=${ids.team}`);
      await page.getByLabel(session.say({ en: 'Rotation', ar: 'التناوب' }), { exact: true }).selectOption(ids.rotation!);
      // The plan's first five are picked to start.
      await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(5);
      await page.getByRole('button', { name: session.say({ en: 'Start the game', ar: 'ابدأ المباراة' }), exact: true }).click();
      await page.getByTestId('clock').waitFor({ timeout: 30_000 });
      await checked();
    });

    it.each(signedOut)('%s, signed out: no violation', async (_name, path) => {
      await session.as(undefined);
      await session.go(path);
      await checked();
    });

    it.each(lists)('%s, empty, and its New dialog: no violation', async (_name, path, newButton) => {
      await session.as(walk.newcomer);
      await session.go(path);
      await checked();
      await session.openDialog(newButton);
      await checked();
    });
  });
});
