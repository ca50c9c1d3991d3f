// The classic view of a playbook (issue 14): a browser with no account opens a playbook's share link
// and sees its cover, contents and two chapters, each play's phases as court diagrams with their
// titles as the view settings say, and a play animated in place (a missing play, which the server
// never lets a chapter name, is the component tests' part);
// a signed-in coach's playbook page links each play to its page, and a delete lands on the plays
// area's playbooks tab (spec §2).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePlay } from '../../engine/animate/sample-play';
import type { PlaybookData } from '../../engine/model/playbook';
import { createEmptyPlaybookData } from '../../engine/model/playbook-defaults';
import type { PlayData } from '../../engine/model/play';
import { createEmptyPlayData } from '../../engine/model/play-defaults';
import { phaseOf, playerAt } from '../../engine/phase/fixtures';
import { allViolations } from './axe';
import { tokenApi } from './coach';
import { signIn, signUp, type Tokens } from './editor-helpers';
import { launchBrowser, pageFramesDrawn, workerServer, type E2eServer } from './harness';

/** Horns in two titled phases, each with its note. */
function hornsData(): PlayData {
  const empty = createEmptyPlayData('half');
  const first = { ...phaseOf([playerAt('object_1', 1, { x: 20, y: 30 }), playerAt('object_2', 4, { x: 14, y: 18 })], [], 'phase_1', 'Horns entry'), note: 'Four sets the high screen' };
  const second = { ...phaseOf([playerAt('object_1', 1, { x: 26, y: 24 }), playerAt('object_2', 4, { x: 14, y: 18 })], [], 'phase_2', 'Elbow pass'), note: 'One passes to four at the elbow' };
  return { phases: [first, second], settings: { ...empty.settings, description: 'A quick hitter from the horns set.' } };
}

/** A small picture the page's policy allows (data:), so the cover shows with no network. */
const COVER_IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#00a76f"/></svg>')}`;

describe('the classic view of a playbook', () => {
  let server: E2eServer;
  let tokens: Tokens;
  let call: (method: string, path: string, body?: unknown) => Promise<Response>;
  let visitor: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  let playbookId: string;
  let playbook: PlaybookData;
  let sharePath: string;
  const playIds: Record<'horns' | 'motion', string> = { horns: '', motion: '' };
  const errors: string[] = [];

  beforeAll(async () => {
    server = await workerServer();
    const coach = await signUp(server.url);
    tokens = coach.tokens;
    const api = tokenApi(server.url, () => tokens.accessToken);
    call = api.call;
    const create = api.create;
    playIds.horns = (await create<{ play_id: string }>('/play', { team_id: coach.teamId, title: 'Horns', data: hornsData() })).play_id;
    playIds.motion = (await create<{ play_id: string }>('/play', { team_id: coach.teamId, title: 'Motion', data: samplePlay({ phases: 2, arrowsPerPhase: 4 }) })).play_id;

    playbook = createEmptyPlaybookData();
    playbook.settings.cover = { show: true, title: 'Season 2026', subtitle: 'Varsity sets', imageUrl: COVER_IMAGE };
    playbook.settings.classic = { ...playbook.settings.classic, layout: 'grid-3', showPhaseTitles: true, showPhaseDescription: false };
    playbook.chapters = [
      { title: 'Early offense', objects: [{ type: 'text', text: 'Run these after a timeout.' }, { type: 'play', play_id: playIds.horns }] },
      { title: 'Late game', objects: [{ type: 'play', play_id: playIds.motion }] },
    ];
    playbookId = (await create<{ playbook_id: string }>('/playbook', { team_id: coach.teamId, title: 'Season sets', data: playbook })).playbook_id;
    const link = await create<{ token: string; url: string }>('/share', { kind: 'playbook', id: playbookId });
    sharePath = new URL(link.url).pathname;

    // A fresh browser: no account, nothing stored.
    visitor = await launchBrowser();
    page = await visitor.context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  }, 120_000);
  afterAll(async () => {
    await visitor?.close();
    await server?.stop();
  });

  const openShared = async () => {
    await page.goto(`${server.url}${sharePath}`);
    await page.getByRole('heading', { level: 1, name: 'Season sets' }).waitFor({ timeout: 30_000 });
  };
  const courts = () => page.locator('img[alt^="Phase "]');

  it('shows a signed-out visitor the cover, the contents, two chapters and every phase drawn, titled as set', async () => {
    await openShared();
    const cover = page.getByRole('region', { name: 'Season 2026' });
    await cover.getByRole('heading', { level: 2, name: 'Season 2026' }).waitFor();
    await cover.getByText('Varsity sets').waitFor();
    await expect.poll(() => cover.getByRole('img', { name: 'Cover picture' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);

    const contents = page.getByRole('navigation', { name: 'Contents' });
    expect(await contents.getByRole('link').allTextContents()).toEqual(['Early offense', 'Late game']);
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Season 2026', 'Contents', 'Early offense', 'Late game']);
    await page.getByText('Run these after a timeout.').waitFor();

    // Two plays of two phases each, drawn by the engine, in three columns on a wide screen.
    await expect.poll(() => courts().count()).toBe(4);
    expect(await courts().evaluateAll((images) => images.every((img) => (img as HTMLImageElement).src.startsWith('data:image/svg+xml')))).toBe(true);
    expect(await page.getByRole('article', { name: 'Horns' }).locator('ol').getAttribute('class')).toContain('lg:grid-cols-3');
    // Phase titles shown, phase notes not (as set).
    await page.getByText('Horns entry').waitFor();
    await page.getByText('Elbow pass').waitFor();
    expect(await page.getByText('Four sets the high screen').count()).toBe(0);
    await page.getByText('A quick hitter from the horns set.').waitFor();
    // No link to a coach's play page on a share page.
    expect(await page.getByRole('article', { name: 'Horns' }).getByRole('link').count()).toBe(0);
    expect(await allViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('animates a play in place: the drawing changes as it plays', async () => {
    await openShared();
    // Every drawing the page makes, in order, as the seconds it shows and its picture.
    await page.evaluate(() => {
      const drawn: { time: string; src: string }[] = ((window as unknown as { drawn: typeof drawn }).drawn = []);
      new MutationObserver((records) => {
        for (const record of records) {
          const img = record.target as HTMLImageElement;
          drawn.push({ time: img.dataset.time ?? '', src: img.src });
        }
      }).observe(document.body, { subtree: true, attributeFilter: ['data-time'] });
    });
    const drawings = () => page.evaluate(() => (window as unknown as { drawn: { time: string; src: string }[] }).drawn);
    await page.getByRole('button', { name: 'Animate Motion' }).click();
    const moving = page.locator('img[data-animation="court"]');
    await moving.waitFor();
    await expect.poll(async () => (await drawings()).length, { timeout: 10_000 }).toBeGreaterThan(1);
    const [first] = await drawings();
    expect(first?.time).toBe('0');
    expect(first?.src).toMatch(/^data:image\/svg\+xml/);
    await expect.poll(async () => (await moving.getAttribute('src')) !== first?.src).toBe(true);
    await page.getByRole('button', { name: 'Pause' }).click();
    const paused = await moving.getAttribute('src');
    // Still paused after twenty frames the page drew (a playing animation moves on within them).
    await pageFramesDrawn(page, 20);
    expect(await moving.getAttribute('src')).toBe(paused);
    const beforeRestart = (await drawings()).length;
    await page.getByRole('button', { name: 'Restart' }).click();
    // Restart draws the start again, the same picture as the first, then plays on.
    await expect.poll(async () => (await drawings()).slice(beforeRestart).find((drawing) => drawing.time === '0')?.src).toBe(first?.src);
    expect(await allViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close the animation' }).click();
    expect(await moving.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('follows the view settings once changed: phase titles hidden, notes shown, one column', async () => {
    const changed = { ...playbook, settings: { ...playbook.settings, classic: { ...playbook.settings.classic, layout: 'grid-1', showPhaseTitles: false, showPhaseDescription: true, showAnimationButton: false } } };
    expect((await call('PUT', `/playbook/${playbookId}`, { data: changed })).status).toBe(200);
    await openShared();
    await page.getByText('Four sets the high screen').waitFor();
    expect(await page.getByText('Horns entry').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Animate/ }).count()).toBe(0);
    expect(await page.getByRole('article', { name: 'Horns' }).locator('ol').getAttribute('class')).not.toContain('sm:grid-cols-2');
    await expect.poll(() => courts().count()).toBe(4);
  });

  it("links a coach's plays to their pages, and a delete lands on the playbooks tab", async () => {
    const coach = await launchBrowser();
    try {
      await signIn(coach.context, tokens);
      const coachPage = await coach.context.newPage();
      await coachPage.goto(`${server.url}/dashboard/playbook/${playbookId}`);
      const horns = coachPage.getByRole('article', { name: 'Horns' });
      await horns.waitFor({ timeout: 30_000 });
      expect(await horns.getByRole('link', { name: 'Horns' }).getAttribute('href')).toBe(`/dashboard/play/${playIds.horns}`);
      await expect.poll(() => coachPage.locator('img[alt^="Phase "]').count()).toBe(4);
      expect(await allViolations(coachPage)).toEqual([]);

      await coachPage.getByRole('button', { name: 'Delete' }).click();
      await coachPage.getByText('Delete this playbook?').waitFor();
      await coachPage.getByRole('button', { name: 'Delete', exact: true }).last().click();
      await expect.poll(() => new URL(coachPage.url()).pathname).toBe('/dashboard/playbooks');
      await coachPage.getByText('Playbook deleted').waitFor();
      expect(await coachPage.getByRole('navigation', { name: 'Plays area' }).getByRole('link', { name: 'Playbooks' }).getAttribute('aria-current')).toBe('page');
    } finally {
      await coach.close();
    }
  });
});
