// axe-core on every screen of the dashboard a signed-in coach and an admin reach, the four editors,
// the lists empty (a coach with nothing yet) and their New dialogs open, a team filled (a roster, a
// rotation with its stints, a game played to the end, a game in progress on this device), dialogs
// on filled screens, and the plan screens with payments off: no violation of any impact (issue 36),
// each screen loaded with real records from the real server. Every screen is checked on a laptop in
// English (1280 px) and on a phone in Arabic (390 px, right to left): each width and each direction
// once. Payments on and media with items are checked in billing.test.ts and media.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWalk, VARIANTS, walkRoutes, WalkSession, type Walk } from './accessibility-walk';
import { allViolations } from './axe';

describe('accessibility of every screen (issue 36)', () => {
  let walk: Walk;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    walk = await startWalk();
    Object.assign(ids, walk.ids);
  });
  afterAll(() => walk?.close());

  const { screens, dialogs, signedOut, lists } = walkRoutes(ids);

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
