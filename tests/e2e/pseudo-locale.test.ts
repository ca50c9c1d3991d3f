// The pseudo-locale walk (issue 34; checks in pseudo-locale-checks.ts): every route of the dashboard,
// the four editors, the lists empty with their New dialogs, dialogs on filled screens and the screens
// of a coach signed out, on a phone (390 px), and the public pages of share links on a phone and a
// laptop. The same screens on a laptop (1280 px) are checked in the pseudo-locale by the
// accessibility walk (accessibility.test.ts), beside axe.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { PSEUDO_VARIANTS, startWalk, walkRoutes, WalkSession, type Walk } from './accessibility-walk';
import { expectTextsFit, libraryWords } from './pseudo-locale-checks';

describe('the pseudo-locale walk (issue 34)', () => {
  let walk: Walk;
  const ids: Record<string, string> = {};
  const library: string[] = [];
  /** The public page of a share link of each kind. */
  const shared: Record<string, string> = {};

  beforeAll(async () => {
    walk = await startWalk();
    Object.assign(ids, walk.ids);
    library.push(...(await libraryWords(walk)));
    const kinds = { play: ids.play, playbook: ids.playbook, rotation: ids.rotation, 'practice-plan': ids.practicePlan };
    for (const [kind, id] of Object.entries(kinds)) shared[kind] = new URL((await walk.call<{ url: string }>('/share', { kind, id })).url).pathname;
  });
  afterAll(() => walk?.close());

  const { screens, dialogs, signedOut, lists } = walkRoutes(ids);
  const [laptop, phone] = PSEUDO_VARIANTS as [(typeof PSEUDO_VARIANTS)[number], (typeof PSEUDO_VARIANTS)[number]];

  describe.each([laptop, phone])('$name', (variant) => {
    const session = new WalkSession(() => walk, variant);
    afterAll(() => session.close());

    it.each(['play', 'playbook', 'rotation', 'practice-plan'])('a shared %s, signed out: every text through i18n, and fitting', async (kind) => {
      await session.as(undefined);
      await session.open(shared[kind]!);
      await session.isTheScreen();
      await expectTextsFit(session.page, library);
    });
  });

  describe.each([phone])('$name', (variant) => {
    const session = new WalkSession(() => walk, variant);
    beforeAll(() => session.signedInAs(walk.admin));
    afterAll(() => session.close());
    const fits = () => expectTextsFit(session.page, library);

    it.each(screens)('%s: every text through i18n, and fitting', async (_name, path) => {
      await session.go(path());
      await session.isTheScreen();
      await fits();
    });

    it.each(dialogs)('%s: every text through i18n, and fitting', async (_name, path, button) => {
      await session.as(walk.admin);
      await session.go(path());
      await session.openDialog(button);
      await fits();
    });

    it.each(signedOut)('%s, signed out: every text through i18n, and fitting', async (_name, path) => {
      await session.as(undefined);
      await session.go(path);
      await fits();
    });

    it.each(lists)('%s, empty, and its New dialog: every text through i18n, and fitting', async (_name, path, newButton) => {
      await session.as(walk.newcomer);
      await session.go(path);
      await fits();
      await session.openDialog(newButton);
      await fits();
    });
  });
});
