// The chain of phases as a coach meets it (issue 15, points 1 and 2): phases 1-3 computed one from
// another; an arrow of phase 1 moved, so phases 2 and 3 say "Out of date"; "Recompute all" brings
// them to what a fresh compute gives; "Next phase" on phase 1 asks before replacing phase 2; and a
// phase with a step error lists it before going on, where Cancel changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextPhaseInPlay, stalePhases, type PlayData } from '../../engine';
import { clickCourt, dragCourt, openEditor, serialized, signedInBrowser } from './editor-helpers';
import { workerServer, type E2eServer } from './harness';

describe('the chain of phases in the play editor', () => {
  let server: E2eServer;
  let session: Awaited<ReturnType<typeof signedInBrowser>>;

  beforeAll(async () => {
    server = await workerServer();
    session = await signedInBrowser(server.url);
  });
  afterAll(async () => {
    await session?.browser.close();
    await server?.stop();
  });

  it('marks out-of-date phases, recomputes them, asks before replacing a next phase and before leaving out actions', async () => {
    const { page } = session;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openEditor(page, `${server.url}/dashboard/playeditor`);
    const phaseCount = () => page.evaluate(() => window.__courtsideEditor!.editor.state.doc.data.phases.length);
    const playData = async () => (await serialized(page)).data as unknown as PlayData;

    // Phase 1: 1 passes to 2, 3 cuts to the block.
    await page.locator('[data-palette="ball-1"]').click();
    await clickCourt(page, 30, 25);
    await page.locator('[data-palette="offense-2"]').click();
    await clickCourt(page, 20, 8);
    await clickCourt(page, 20, 42);
    await page.locator('[data-arrow-kind="pass"]').click();
    await dragCourt(page, [30, 25], [20, 8]);
    await page.locator('[data-arrow-kind="cut"]').click();
    await dragCourt(page, [20, 42], [8, 26]);
    await page.keyboard.press('Escape');

    // Phases 2 and 3: Next phase twice; a fresh chain has nothing out of date.
    await page.getByTestId('next-phase').click();
    await expect.poll(phaseCount).toBe(2);
    await page.getByTestId('next-phase').click();
    await expect.poll(phaseCount).toBe(3);
    expect(await page.getByTestId('phase-out-of-date').count()).toBe(0);

    // Phase 1 again: the cut, selected and nudged, now ends a little further on.
    await page.getByText('Phase 1', { exact: true }).click();
    const cutId = await page.evaluate(() => window.__courtsideEditor!.editor.state.doc.data.phases[0]!.objects.find((o) => o.subType === 'cut')!.id);
    await clickCourt(page, 14, 34);
    await expect.poll(() => page.evaluate(() => window.__courtsideEditor!.editor.state.selection)).toEqual([cutId]);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('phase-out-of-date').count()).toBe(2);
    expect(stalePhases(await playData())).toEqual([1, 2]);

    // Recompute all: nothing is out of date, and each phase is what Next phase gives from the one before.
    await page.getByTestId('recompute-all').click();
    await expect.poll(() => page.getByTestId('phase-out-of-date').count()).toBe(0);
    const recomputed = await playData();
    for (const index of [1, 2]) {
      const fresh = nextPhaseInPlay(recomputed, index - 1, { id: recomputed.phases[index]!.id, title: recomputed.phases[index]!.title }).phase;
      expect(recomputed.phases[index]).toEqual(fresh);
    }
    // The cutter stands where the nudged cut now ends.
    const cut = recomputed.phases[0]!.objects.find((o) => o.id === cutId)!;
    const cutterId = recomputed.phases[0]!.links.find((link) => link.arrow.id === cutId && link.end === 's')!.object.id;
    const cutter = recomputed.phases[1]!.objects.find((o) => o.id === cutterId)!;
    expect(cut.type === 'arrow' && cutter.type === 'object' ? cutter.pos : null).toEqual(cut.type === 'arrow' ? cut.points.e : undefined);

    // Next phase on phase 1, which has a next phase: asked first; Replace keeps three phases.
    await page.getByText('Phase 1', { exact: true }).click();
    await page.getByTestId('next-phase').click();
    await page.getByText('Phase 1 already has a next phase').waitFor();
    await page.getByTestId('next-phase-replace').click();
    await expect.poll(() => page.evaluate(() => window.__courtsideEditor!.editor.state.phaseIndex)).toBe(1);
    expect(await phaseCount()).toBe(3);

    // A dribble by a player without the ball: Next phase lists the error; Cancel changes nothing.
    await page.getByText('Phase 1', { exact: true }).click();
    await page.locator('[data-palette="offense-4"]').click();
    await clickCourt(page, 10, 12);
    await page.locator('[data-arrow-kind="dribble"]').click();
    await dragCourt(page, [10, 12], [14, 30]);
    await page.keyboard.press('Escape');
    const before = await serialized(page);
    await page.getByTestId('next-phase').click();
    const listed = page.getByTestId('next-phase-errors');
    await listed.waitFor();
    expect(await listed.textContent()).toContain('Player without ball is assigned a dribble');
    await page.getByTestId('next-phase-cancel').click();
    await listed.waitFor({ state: 'detached' });
    expect(await serialized(page)).toEqual(before);
    expect(await phaseCount()).toBe(3);
    expect(errors).toEqual([]);
  });
});
