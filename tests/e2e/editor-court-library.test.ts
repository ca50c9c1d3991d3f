// Issue 15, points 8 and 10, as a coach and an admin hit them: on a full court the far basket is a
// shot's target and "Next phase" sends the ball there; during whole-play playback the phase list
// follows the phase playing and returns to the edited phase on stop; an admin draws a library play
// in the play editor and saves it, and a coach who copies it gets the drawing (a coach cannot open
// the library entry in the editor).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { samplePlay } from '../../engine';
import { clickCourt, dragCourt, openEditor, placeOffense, players, signIn, signUp, type Tokens } from './editor-helpers';
import { enableTestHooks, launchBrowser, startProductServer, type ProductServer } from './harness';

/** The far basket of an NBA full court: 5.25 ft in from the far baseline (94 ft), mid-court. */
const FAR_HOOP = { x: 88.75, y: 25 };

const hoops = (page: Page, phase: number) =>
  page.evaluate(
    (index) => window.__courtsideEditor!.editor.state.doc.data.phases[index]!.objects.filter((o) => o.subType === 'hoop').map((o) => ({ id: o.id, pos: o.pos! })),
    phase,
  );
/** The phase the phase list marks as current (its index). */
const listedPhase = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-testid=phase-list] > li')].findIndex((item) => item.querySelector('[aria-current=step]') !== null));

describe('full court, playback phases and the library in the editor', () => {
  let server: ProductServer;
  let admin: Awaited<ReturnType<typeof launchBrowser>>;
  let adminTokens: Tokens;
  let adminTeam: string;
  const errors: string[] = [];

  const newPage = async (browser: typeof admin) => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    page.on('pageerror', (error) => errors.push(error.message));
    return page;
  };

  beforeAll(async () => {
    server = await startProductServer();
    // The first account of a fresh server is its admin.
    ({ tokens: adminTokens, teamId: adminTeam } = await signUp(server.url));
    admin = await launchBrowser();
    await enableTestHooks(admin.context);
    await signIn(admin.context, adminTokens);
  });
  afterAll(async () => {
    await admin?.close();
    await server?.stop();
  });

  it('links a shot to the far basket of a full court, and the next phase sends the ball there', async () => {
    const page = await newPage(admin);
    await openEditor(page, `${server.url}/dashboard/playeditor`);
    await page.getByRole('tab', { name: 'Settings' }).click();
    // The first of the settings' choices is the view: half or full court.
    await page.getByTestId('settings-panel').locator('select').first().selectOption('full');
    await expect.poll(async () => (await hoops(page, 0)).map((hoop) => hoop.pos)).toEqual([{ x: 5.25, y: 25 }, FAR_HOOP]);
    const far = (await hoops(page, 0))[1]!;

    // The shooter on the far wing (with the ball), a shot ending beside the far rim.
    await page.locator('[data-palette="ball-1"]').click();
    await clickCourt(page, 72, 14);
    await page.keyboard.press('Escape');
    const [shooter] = await players(page, 0);
    expect(shooter).toMatchObject({ team: 'ball', number: 1 });
    await page.locator('[data-arrow-kind="shot"]').click();
    await dragCourt(page, [shooter!.pos.x, shooter!.pos.y], [FAR_HOOP.x - 0.5, FAR_HOOP.y + 0.5]);
    const links = await page.evaluate(() => window.__courtsideEditor!.editor.state.doc.data.phases[0]!.links.map((l) => `${l.end}:${l.object.id}`));
    expect(links).toEqual([`s:${shooter!.id}`, `e:${far.id}`]);

    await page.getByRole('tab', { name: 'Phases' }).click();
    await page.getByTestId('next-phase').click();
    await expect.poll(() => page.evaluate(() => window.__courtsideEditor!.editor.state.doc.data.phases.length)).toBe(2);
    // The ball went to the hoop: the shooter no longer has it; both hoops are there in the new phase.
    expect((await players(page, 1)).find((p) => p.id === shooter!.id)!.team).toBe('offense');
    expect((await hoops(page, 1)).map((hoop) => hoop.id)).toContain(far.id);
    await expect.poll(() => page.getByTestId('step-report').textContent()).toMatch(/shoots/i);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('follows whole-play playback in the phase list, and returns to the edited phase on stop', async () => {
    const created = await fetch(`${server.url}/apiv2/play`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminTokens.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ team_id: adminTeam, title: 'Three phases', data: samplePlay({ phases: 3, arrowsPerPhase: 2 }) }),
    });
    expect(created.status).toBe(201);
    const { play_id: playId } = (await created.json()) as { play_id: string };
    const page = await newPage(admin);
    await openEditor(page, `${server.url}/dashboard/playeditor/${playId}`);
    await page.getByTestId('phase-list').locator('> li').nth(1).getByRole('button').first().click();
    expect(await listedPhase(page)).toBe(1);

    // Every change of the marked phase, from the moment playback starts until it ends by itself.
    const watched = page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = [];
          let started = false;
          const look = () => {
            const { active, playing } = window.__courtsideEditor!.playback.state;
            if (active && playing) {
              started = true;
              const at = [...document.querySelectorAll('[data-testid=phase-list] > li')].findIndex((item) => item.querySelector('[aria-current=step]') !== null);
              if (seen.at(-1) !== at) seen.push(at);
            }
            if (started && !playing) resolve(seen);
            else requestAnimationFrame(look);
          };
          look();
        }),
    );
    await page.getByLabel('Animate').selectOption('play');
    await page.getByTestId('play').click();
    expect(await watched).toEqual([0, 1, 2]);
    expect(await listedPhase(page)).toBe(2);
    await page.getByTestId('stop').click();
    await expect.poll(() => listedPhase(page)).toBe(1);
    expect(await page.evaluate(() => window.__courtsideEditor!.editor.state.phaseIndex)).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lets the admin draw a library play in the editor; a coach copying it gets the drawing', async () => {
    const page = await newPage(admin);
    await page.goto(`${server.url}/dashboard/admin/play-library`);
    await page.getByRole('button', { name: 'New library play' }).click();
    await page.getByLabel('Title').fill('Horns entry');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    // "Draw it": the new entry opens in the play editor.
    await page.getByTestId('play-editor').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => window.__courtsideEditor?.editor.state.meta.playId != null && document.querySelector('[data-testid=editor-canvas] canvas') !== null);
    const itemId = (await page.evaluate(() => window.__courtsideEditor!.editor.state.meta.playId))!;
    expect(new URL(page.url()).search).toBe('?library=1');
    await page.locator('[data-palette="ball-1"]').click();
    await clickCourt(page, 30, 25);
    await page.keyboard.press('Escape');
    await placeOffense(page, 2, 20, 8);
    await page.locator('[data-arrow-kind="pass"]').click();
    await dragCourt(page, [30, 25], [20, 8]);
    await page.getByTestId('save-play').click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe('All changes saved');
    const drawn = await page.evaluate(() => window.__courtsideEditor!.editor.serialize().data);
    expect(drawn.phases[0]!.objects.filter((o) => o.subType === 'player')).toHaveLength(2);

    // Saved in the library on its version; a save on the old version is a conflict (409).
    const auth = { authorization: `Bearer ${adminTokens.accessToken}`, 'content-type': 'application/json' };
    const stored = (await (await fetch(`${server.url}/apiv2/library/${itemId}`, { headers: auth })).json()) as { data: unknown; version: number };
    expect(stored.data).toEqual(drawn);
    const stale = await fetch(`${server.url}/apiv2/library/${itemId}`, { method: 'PUT', headers: auth, body: JSON.stringify({ title: 'Horns entry', base_version: stored.version - 1 }) });
    expect(stale.status).toBe(409);

    // The library entry's screen opens it in the editor again, drawn; back leads to the entry.
    await page.goto(`${server.url}/dashboard/admin/play-library/${itemId}`);
    await page.getByRole('link', { name: 'Open in editor' }).click();
    await page.getByTestId('play-editor').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await players(page, 0).catch(() => [])).length).toBe(2);
    await page.close();

    // A coach: the entry does not open in the editor; copied into the team, it is drawn.
    const coach = await launchBrowser();
    try {
      await enableTestHooks(coach.context);
      const { tokens } = await signUp(server.url);
      await signIn(coach.context, tokens);
      const coachPage = await newPage(coach);
      await coachPage.goto(`${server.url}/dashboard/playeditor/${itemId}?library=1`);
      await expect.poll(() => coachPage.getByText('Only admins draw library plays').isVisible(), { timeout: 30_000 }).toBe(true);
      expect(await coachPage.getByTestId('play-editor').count()).toBe(0);
      const forbidden = await fetch(`${server.url}/apiv2/library/${itemId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data: drawn }),
      });
      expect(forbidden.status).toBe(403);

      await coachPage.goto(`${server.url}/dashboard/plays`);
      await coachPage.getByRole('button', { name: 'From the library' }).click();
      await coachPage.getByRole('button', { name: 'Copy Horns entry' }).click();
      await expect.poll(() => coachPage.getByRole('heading', { level: 1 }).first().textContent()).toBe('Horns entry');
      await coachPage.getByRole('link', { name: 'Open in editor' }).click();
      await coachPage.getByTestId('play-editor').waitFor({ timeout: 30_000 });
      await expect.poll(async () => (await players(coachPage, 0).catch(() => [])).map((p) => `${p.team}${p.number}`)).toEqual(['ball1', 'offense2']);
      const copied = await coachPage.evaluate(() => window.__courtsideEditor!.editor.serialize().data.phases[0]!.links.length);
      expect(copied).toBe(2);
    } finally {
      await coach.close();
    }
    expect(errors).toEqual([]);
  });
});
