// The engine worker answers in Chromium: the built app's client (window.__courtsideEngine, a test
// hook of src/app/test-hooks.ts) starts workers/engine.worker.ts and the engine runs off the main thread.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePlay } from '../../engine/animate/sample-play';
import type { PlayData } from '../../engine/model/play';
import { arrowFrom, linkOf, phaseOf, playerAt } from '../../engine/phase/fixtures';
import { enableTestHooks, launchBrowser, workerServer, type E2eServer } from './harness';

/** The point guard passes to where the shooting guard's cut ends; both run at once. */
const pointGuard = playerAt('object_1', 1, { x: 30, y: 25 }, 'ball');
const shootingGuard = playerAt('object_2', 2, { x: 40, y: 10 });
const cut = arrowFrom('object_3', 'cut', shootingGuard.pos, { x: 24, y: 8 });
const pass = arrowFrom('object_4', 'pass', pointGuard.pos, cut.points.e, { sameTime: true, animationOrder: 1 });
const passAndCut = phaseOf(
  [pointGuard, shootingGuard, cut, pass],
  [linkOf(cut, 's', shootingGuard), linkOf(pass, 's', pointGuard), linkOf(pass, 'e', cut)],
);

/** A version-11 play whose first player stands at x "left": the migration must name that field. */
const damagedPlay = JSON.parse(readFileSync(new URL('../fixtures/plays/v11.json', import.meta.url), 'utf8')) as PlayData;
(damagedPlay.phases[0]!.objects[1] as unknown as { pos: { x: unknown } }).pos.x = 'left';

describe('the engine worker in Chromium', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    server = await workerServer();
    browser = await launchBrowser();
    await enableTestHooks(browser.context);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('answers pings, next phases, timelines and migration errors from a worker', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/dashboard/`);
    await page.waitForFunction(() => typeof window.__courtsideEngine === 'function');

    const answers = await page.evaluate(
      async ({ phase, play, damaged }) => {
        const engine = await window.__courtsideEngine!();
        const mode = engine.mode;
        const ping = await engine.ping();
        const next = await engine.computeNextPhase(phase, { snapDistance: 3.5 });
        const timeline = await engine.buildTimeline(play);
        const migration = await engine.migratePlay(damaged).then(
          () => null,
          (error: unknown) => {
            const e = error as { name: string; code: string; path: (string | number)[]; message: string };
            return { isError: error instanceof Error, name: e.name, code: e.code, path: e.path, message: e.message };
          },
        );
        const answer = {
          mode,
          ping,
          steps: next.steps,
          ball: next.ball,
          players: next.phase.objects.map((o) => ({ id: o.id, pos: o.type === 'object' ? o.pos : null, team: o.type === 'object' ? o.team : null })),
          timeline: {
            duration: timeline.duration,
            tracks: timeline.objectIds.length,
            typedArrays: [timeline.phaseStarts, timeline.trackSegmentStarts, timeline.segments, timeline.pathPoints, timeline.pathDistances].map(
              (array) => Object.prototype.toString.call(array),
            ),
          },
          migration,
        };
        engine.dispose();
        return answer;
      },
      { phase: passAndCut, play: samplePlay({ phases: 2 }), damaged: damagedPlay },
    );

    expect(answers.mode).toBe('worker');
    expect(answers.ping).toEqual({ thread: 'worker' });
    expect(answers.steps).toEqual([
      { arrowId: 'object_3', moment: 0, description: '2 Shooting Guard cuts' },
      { arrowId: 'object_4', moment: 0, description: '1 Point Guard passes to 2 Shooting Guard' },
    ]);
    expect(answers.ball).toEqual({ at: 'player', id: 'object_2' });
    expect(answers.players).toEqual([
      { id: 'object_1', pos: { x: 30, y: 25 }, team: 'offense' },
      { id: 'object_2', pos: { x: 24, y: 8 }, team: 'ball' },
    ]);
    expect(answers.timeline.duration).toBeGreaterThan(0);
    expect(answers.timeline.tracks).toBe(12);
    expect(answers.timeline.typedArrays).toEqual([
      '[object Float64Array]',
      '[object Int32Array]',
      '[object Float64Array]',
      '[object Float32Array]',
      '[object Float32Array]',
    ]);
    expect(answers.migration).toMatchObject({ isError: true, name: 'MigrationError', code: 'invalid', path: ['phases', 0, 'objects', 1, 'pos', 'x'] });
    expect(answers.migration?.message).toContain('phases[0].objects[1].pos.x');
    expect(errors).toEqual([]);
    await page.close();
  });
});
