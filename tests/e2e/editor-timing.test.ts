// Issue 15, points 3 and 6, as a coach sees them: Horns phase 1, drawn one arrow after another,
// plays its actions together (at a quarter of the phase every cutter has left; the pass to the
// popping 4 leaves when the pop ends), and a pass linked to its receiver shows its head just
// outside the receiver's disc. The court is read from screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEGMENT_END, SEGMENT_STRIDE, buildTimeline, createEmptyPlayData, drawPhase, sampleLength, sampleTimeline, type PlayData, type Point } from '../../engine';
import type { PolygonPrimitive } from '../../engine/draw/primitives';
import { arrowFrom, hornsPhase1, linkOf, phaseOf, playerAt } from '../../engine/phase/fixtures';
import { tokenApi } from './coach';
import { near, OFFENSE, openEditor, sampleCourt, signIn, signUp } from './editor-helpers';
import { launchBrowser, workerServer, type E2eServer } from './harness';

const RECEIVER = '#e53935';

const horns: PlayData = { ...createEmptyPlayData('half'), phases: [hornsPhase1()] };
/** The cutters of Horns phase 1, each with the arrow it runs. */
const cutters = hornsPhase1().links.filter((l) => l.end === 's' && l.arrow.subType === 'cut').map((l) => l.object.id);

/** A point inside the player's disc, off its number and off its own arrow (across the arrow's line). */
function onDisc(play: PlayData, playerId: string): [number, number] {
  const phase = play.phases[0]!;
  const at = (id: string) => phase.objects.find((o) => o.id === id)!;
  const player = at(playerId);
  const arrow = at(phase.links.find((l) => l.end === 's' && l.object.id === playerId)!.arrow.id);
  if (player.type !== 'object' || arrow.type !== 'arrow') throw new Error('Horns phase 1 changed');
  const { pos } = player;
  const e = arrow.points.e!;
  const length = Math.hypot(e.x - pos.x, e.y - pos.y);
  const across = 1.3;
  return [pos.x - ((e.y - pos.y) / length) * across, pos.y + ((e.x - pos.x) / length) * across];
}

/** A curved pass from 1 to 2, both ends linked; 2 drawn red so the arrow's dark head shows against its disc. */
const passer = playerAt('object_1', 1, { x: 32, y: 30 }, 'ball');
const receiver = { ...playerAt('object_2', 2, { x: 18, y: 12 }), color: RECEIVER };
const curvedPass = arrowFrom('object_3', 'pass', passer.pos, receiver.pos, { shape: 1, points: { s: passer.pos, m: { x: 27, y: 17 }, e: receiver.pos, h1: { x: 30, y: 14 }, h2: null } });
const pass: PlayData = { ...createEmptyPlayData('half'), phases: [phaseOf([passer, receiver, curvedPass], [linkOf(curvedPass, 's', passer), linkOf(curvedPass, 'e', receiver)])] };

/** Two points inside the pass's arrowhead near its back, either side of the line, as drawn by the engine. */
function insideHead(): Array<[number, number]> {
  const head = drawPhase(pass.phases[0]!, pass.settings).find((p): p is PolygonPrimitive => p.role === 'arrowhead')!;
  const [tx, ty, ax, ay, bx, by] = head.points as [number, number, number, number, number, number];
  const back: Point = { x: (ax + bx) / 2, y: (ay + by) / 2 };
  const depth = 0.85;
  const spread = 0.6;
  return [[ax, ay], [bx, by]].map(([x, y]) => [tx + depth * (back.x - tx) + spread * depth * (x! - back.x), ty + depth * (back.y - ty) + spread * depth * (y! - back.y)]);
}

async function samples(page: Page, points: Array<[number, number]>, hex: string): Promise<boolean[]> {
  return (await sampleCourt(page, points)).map((rgb) => near(rgb, hex));
}

describe('timing and arrow ends in Chromium', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let ids: { horns: string; pass: string };

  beforeAll(async () => {
    server = await workerServer();
    browser = await launchBrowser();
    const { tokens, teamId } = await signUp(server.url);
    await signIn(browser.context, tokens);
    const { create } = tokenApi(server.url, () => tokens.accessToken);
    const createPlay = async (title: string, data: PlayData) => (await create<{ play_id: string }>('/play', { team_id: teamId, title, data })).play_id;
    ids = { horns: await createPlay('Horns', horns), pass: await createPlay('Curved pass', pass) };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('plays Horns phase 1 together: at a quarter of the phase every cutter has left, the pass leaves after the pop', async () => {
    const timeline = buildTimeline(horns);
    const sequential = buildTimeline({ ...horns, phases: horns.phases.map((p) => ({ ...p, objects: p.objects.map((o) => (o.type === 'arrow' ? { ...o, coachTimed: true } : o)) })) });
    expect(timeline.duration).toBeLessThan(sequential.duration / 2);
    // The ball stays with 1 until 4's pop ends, then flies (the engine's timeline the page plays).
    const pop = timeline.segments[timeline.trackSegmentStarts[timeline.objectIds.indexOf('object_4')]! * SEGMENT_STRIDE + SEGMENT_END]!;
    const ball = (t: number) => Array.from(sampleTimeline(timeline, t, new Float32Array(sampleLength(timeline))).slice(timeline.ballTrack * 2, timeline.ballTrack * 2 + 2));
    expect(ball(pop - 0.01)).toEqual([32, 25]);
    expect(ball(pop + 0.1)).not.toEqual([32, 25]);
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    await openEditor(page, `${server.url}/dashboard/playeditor/${ids.horns}`);
    const discs = cutters.map((id) => onDisc(horns, id));
    await expect.poll(() => samples(page, discs, OFFENSE), { timeout: 10_000 }).toEqual(cutters.map(() => true));

    await page.getByTestId('play').click();
    await expect.poll(() => page.evaluate(() => window.__courtsideEditor!.playback.state.active)).toBe(true);
    await page.getByTestId('play').click();
    await expect.poll(() => page.evaluate(() => window.__courtsideEditor!.playback.state.playing)).toBe(false);
    // The page plays the engine's timeline: its length is the default schedule's.
    expect(await page.evaluate(() => window.__courtsideEditor!.playback.state.source!.duration)).toBeCloseTo(timeline.duration, 3);
    await page.getByLabel('Animation time').fill('250');
    await expect.poll(() => page.evaluate(() => window.__courtsideEditor!.playback.progress)).toBeCloseTo(0.25, 2);
    await expect.poll(() => samples(page, discs, OFFENSE), { timeout: 10_000 }).toEqual(cutters.map(() => false));
    await page.close();
  });

  it("shows a linked pass's head just outside its receiver's disc", async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    await openEditor(page, `${server.url}/dashboard/playeditor/${ids.pass}`);
    const head = insideHead();
    for (const [x, y] of head) expect(Math.hypot(x - receiver.pos.x, y - receiver.pos.y)).toBeGreaterThan(1.75);
    // The receiver's disc (control), then the head's dark pixels outside it.
    await expect.poll(() => samples(page, [[receiver.pos.x + 1.3, receiver.pos.y]], RECEIVER), { timeout: 10_000 }).toEqual([true]);
    expect(await samples(page, head, OFFENSE)).toEqual([true, true]);
    await page.close();
  });
});
