// Share links (spec §2 "public share link shapes"): a coach shares a play, a playbook, a rotation
// and a practice plan; a browser with no account opens each link and sees it read-only, with no
// serious accessibility violation; once a link is revoked its page says so with the server's words.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrowFrom, phaseOf, playerAt } from '../../engine/phase/fixtures';
import { createEmptyPlaybookData } from '../../engine/model/playbook-defaults';
import type { PlayData } from '../../engine/model/play';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import { createEmptyPracticePlanData } from '../../engine/model/practice-plan-defaults';
import { createEmptyRotationData } from '../../engine/model/rotation-defaults';
import { allViolations } from './axe';
import { tokenApi } from './coach';
import { signIn, signUp, type Tokens } from './editor-helpers';
import { launchBrowser, workerServer, type E2eServer } from './harness';

type Kind = 'play' | 'playbook' | 'rotation' | 'practice-plan';

/** Horns in two phases, each with its note, a description and a video. */
function hornsData(): PlayData {
  const empty = createEmptyPlayData('half');
  const first = { ...phaseOf([playerAt('object_1', 1, { x: 20, y: 30 }), playerAt('object_2', 4, { x: 14, y: 18 })]), note: 'Four sets the high screen' };
  const second = {
    ...phaseOf([playerAt('object_1', 1, { x: 26, y: 24 }), arrowFrom('arrow_1', 'pass', { x: 26, y: 24 }, { x: 14, y: 18 })], [], 'phase_2', 'Pass'),
    note: 'One passes to four at the elbow',
  };
  return {
    phases: [first, second],
    settings: { ...empty.settings, description: 'A quick hitter from the horns set.', videos: [{ url: 'https://example.com/horns', source: 'link', note: 'Game film' }] },
  };
}

describe('share links', () => {
  let server: E2eServer;
  let tokens: Tokens;
  let call: (method: string, path: string, body?: unknown) => Promise<Response>;
  let visitor: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  const links = {} as Record<Kind, { token: string; path: string }>;

  beforeAll(async () => {
    server = await workerServer();
    const coach = await signUp(server.url);
    tokens = coach.tokens;
    const teamId = coach.teamId;
    const api = tokenApi(server.url, () => tokens.accessToken);
    call = api.call;
    const create = api.create;

    const playId = (await create<{ play_id: string }>('/play', { team_id: teamId, title: 'Horns', data: hornsData() })).play_id;
    const playbook = createEmptyPlaybookData();
    playbook.chapters = [{ title: 'Early offense', objects: [{ type: 'text', text: 'Run these after a timeout.' }, { type: 'play', play_id: playId }] }];
    const playbookId = (await create<{ playbook_id: string }>('/playbook', { team_id: teamId, title: 'Season sets', data: playbook })).playbook_id;
    const rotation = {
      ...createEmptyRotationData('Starters'),
      periods: 2,
      periodLength: 1200,
      players: [
        { id: 'p1', name: 'Maya Lopez', number: '7', position: 1 },
        { id: 'p2', name: 'Sam Reed', number: '12', position: 5 },
      ],
      // Maya: 10 + 5 minutes; Sam: none.
      stints: [
        { playerId: 'p1', period: 1, start: 0, end: 600 },
        { playerId: 'p1', period: 2, start: 0, end: 300 },
      ],
    };
    const rotationId = (await create<{ rotation_id: string }>('/rotation', { team_id: teamId, title: 'Starters', data: rotation })).rotation_id;
    const plan = {
      ...createEmptyPracticePlanData('2026-03-14', '17:30'),
      title: 'Monday practice',
      exercises: [
        { id: 'e1', title: 'Warm-up', duration: 15, drillId: null, notes: 'Dynamic stretching' },
        { id: 'e2', title: 'Shell drill', duration: 20, drillId: null, notes: 'Help side on every pass' },
      ],
    };
    const planId = (await create<{ practice_plan_id: string }>('/practice-plan', { team_id: teamId, title: 'Monday practice', data: plan })).practice_plan_id;

    const ids: Record<Kind, string> = { play: playId, playbook: playbookId, rotation: rotationId, 'practice-plan': planId };
    for (const kind of Object.keys(ids) as Kind[]) {
      const link = await create<{ token: string; url: string }>('/share', { kind, id: ids[kind] });
      const { pathname } = new URL(link.url);
      expect(pathname).toBe(`/dashboard/public/${kind}/${link.token}`);
      links[kind] = { token: link.token, path: pathname };
    }

    // A fresh browser: no account, nothing stored.
    visitor = await launchBrowser();
    page = await visitor.context.newPage();
  });
  afterAll(async () => {
    await visitor?.close();
    await server?.stop();
  });

  async function open(kind: Kind, title: string) {
    await page.goto(`${server.url}${links[kind].path}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(links[kind].path);
    // The light frame: the logo leads to the product; no sidebar.
    expect(await page.getByRole('link', { name: 'Courtside home' }).getAttribute('href')).toBe('/dashboard/');
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
  }

  const courtOf = (name: string) => page.getByRole('img', { name });

  it('a shared play shows its court per phase, notes, description and videos', async () => {
    await open('play', 'Horns');
    expect(await courtOf('Phase 1 of Horns').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const firstCourt = await courtOf('Phase 1 of Horns').getAttribute('src');
    await page.getByText('A quick hitter from the horns set.').waitFor();
    await page.getByText('Four sets the high screen').waitFor();
    expect(await page.getByRole('link', { name: 'https://example.com/horns' }).getAttribute('href')).toBe('https://example.com/horns');
    // Choosing a phase's note shows that phase's court.
    await page.getByRole('button', { name: /One passes to four at the elbow/ }).click();
    await courtOf('Phase 2 of Horns').waitFor();
    expect(await courtOf('Phase 2 of Horns').getAttribute('src')).not.toBe(firstCourt);
    expect(await allViolations(page)).toEqual([]);
  });

  it('a shared playbook shows its chapters and each play with its court and phase notes', async () => {
    await open('playbook', 'Season sets');
    await page.getByRole('heading', { level: 2, name: 'Early offense' }).waitFor();
    await page.getByText('Run these after a timeout.').waitFor();
    await page.getByRole('heading', { level: 3, name: 'Horns' }).waitFor();
    expect(await courtOf('Phase 1 of Horns').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await page.getByText('One passes to four at the elbow').waitFor();
    expect(await allViolations(page)).toEqual([]);
  });

  it('a shared rotation shows its periods, length and the roster with playing time', async () => {
    await open('rotation', 'Starters');
    await page.getByText('2 halves', { exact: true }).waitFor();
    await page.getByText('20 min').waitFor();
    const maya = page.getByRole('listitem').filter({ hasText: 'Maya Lopez' });
    expect(await maya.textContent()).toContain('15 min');
    expect(await page.getByRole('listitem').filter({ hasText: 'Sam Reed' }).textContent()).toContain('0 min');
    expect(await allViolations(page)).toEqual([]);
  });

  it('a shared practice plan shows its date, start time and timed exercises, in the 12-hour and month/day/year defaults', async () => {
    await open('practice-plan', 'Monday practice');
    await page.getByText('03/14/2026 · 5:30 PM').first().waitFor();
    const shell = page.getByRole('listitem').filter({ hasText: 'Shell drill' });
    // It starts after the 15 minutes of warm-up.
    expect(await shell.textContent()).toMatch(/5:45 PM – 6:05 PM.*Shell drill.*20 min.*Help side on every pass/);
    expect(await allViolations(page)).toEqual([]);
  });

  it('a signed-in coach opens the link too', async () => {
    const coach = await launchBrowser();
    try {
      await signIn(coach.context, tokens);
      const coachPage = await coach.context.newPage();
      await coachPage.goto(`${server.url}${links.rotation.path}`);
      await coachPage.getByRole('heading', { level: 1, name: 'Starters' }).waitFor({ timeout: 30_000 });
      expect(new URL(coachPage.url()).pathname).toBe(links.rotation.path);
    } finally {
      await coach.close();
    }
  });

  it('an unknown link says it opens nothing', async () => {
    await page.goto(`${server.url}/dashboard/public/play/${'x'.repeat(32)}`);
    await page.getByRole('heading', { level: 1, name: 'This link does not open anything' }).waitFor({ timeout: 30_000 });
    await page.getByText('This share link does not work any more').waitFor();
    await page.goto(`${server.url}/dashboard/public/team/${links.play.token}`);
    await page.getByRole('heading', { level: 1, name: 'This link does not open anything' }).waitFor({ timeout: 30_000 });
  });

  it('a revoked link shows the server\'s message instead of the item', async () => {
    for (const kind of ['play', 'playbook'] as const) {
      expect((await call('DELETE', `/share/${links[kind].token}`)).status).toBe(204);
      await page.goto(`${server.url}${links[kind].path}`);
      await page.getByRole('heading', { level: 1, name: 'This link does not open anything' }).waitFor({ timeout: 30_000 });
      await page.getByText('This share link does not work any more: it was turned off').waitFor();
      expect(await page.getByRole('heading', { name: 'Horns' }).count()).toBe(0);
    }
    expect(await allViolations(page)).toEqual([]);
  });
});
