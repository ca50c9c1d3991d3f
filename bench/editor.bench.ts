// `npm run bench editor`: the play editor in Chromium with the CPU throttled 4x (CDP), on a 12-phase
// play with 10 players, the ball carrier and 30 arrows (issue 6). Counters come from the editor's
// test hooks (window.__courtsideEditorStats, on when localStorage 'courtside:stats' is set).
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/harness';
import { serveEditorPage } from './editor-page';
import { percentile, type BenchTable } from './table';

const CPU_SLOWDOWN = 4;
const IDLE_MS = 5000;
const PLAYBACK_MS = 10_000;

interface Stats {
  /** Renders of every editor component by name (both React roots: the page's and the canvas's). */
  renders: Record<string, number>;
  renderTimes: number[];
  frames: number;
  commits: number;
  lastDrawCalls: number;
  pendingInputs: number[];
  inputLatencies: number[];
}
/** What the editor's test hooks put on window (cast locally: page functions are sent as text). */
interface BenchWindow {
  __courtsideEditorStats: Stats;
  __courtsideEditor: {
    view: { toScreen(p: { x: number; y: number }): { x: number; y: number } };
    playback: { state: { active: boolean } };
    editor: { phase: { objects: Array<{ subType: string; pos: { x: number; y: number } }> } };
  };
  __frameScripting: number[];
  requestAnimationFrame: typeof requestAnimationFrame;
}

export default async function editorBench(): Promise<BenchTable> {
  const page$ = await serveEditorPage();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Time every animation-frame callback: the editor's whole frame (useFrame and the render call)
    // runs inside one, so this is the main thread's scripting per frame.
    await context.addInitScript(() => {
      const target = window as unknown as BenchWindow;
      const raf = window.requestAnimationFrame.bind(window);
      target.__frameScripting = [];
      target.requestAnimationFrame = (callback) =>
        raf((time) => {
          const start = performance.now();
          callback(time);
          target.__frameScripting.push(performance.now() - start);
        });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(page$.url);
    await page.waitForFunction(() => { const w = window as unknown as Partial<BenchWindow>; return w.__courtsideEditor !== undefined && w.__courtsideEditorStats !== undefined; }, undefined, { timeout: 60_000 });
    await page.waitForTimeout(2000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const stats = () =>
      page.evaluate(() => {
        const w = window as unknown as BenchWindow;
        const s = w.__courtsideEditorStats;
        // React commits only what rendered: every editor component counts its renders, so a sum
        // that stays put means no commit (React's Profiler is silent in production builds).
        const renders = Object.values(s.renders).reduce((a, b) => a + b, 0);
        return { ...s, renders: { ...s.renders }, renderTotal: renders, pendingInputs: [], inputLatencies: [...s.inputLatencies] };
      });

    // 1. Idle: nothing changes, nothing is drawn.
    await page.waitForTimeout(500);
    const idleStart = await stats();
    await page.waitForTimeout(IDLE_MS);
    const idleEnd = await stats();
    const idleDrawCalls = idleEnd.lastDrawCalls;

    // 2. Playback of the whole play, looping: React commits and draw calls after it starts.
    await page.getByLabel('Animate').selectOption('play');
    await page.getByLabel('Loop').click();
    await page.getByTestId('play').click();
    await page.waitForFunction(() => (window as unknown as BenchWindow).__courtsideEditor.playback.state.active, undefined, { timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      (window as unknown as BenchWindow).__frameScripting = [];
      (window as unknown as BenchWindow).__courtsideEditorStats.renderTimes.length = 0;
    });
    const playStart = await stats();
    const drawCalls: number[] = [];
    const deadline = Date.now() + PLAYBACK_MS;
    while (Date.now() < deadline) {
      await page.waitForTimeout(250);
      drawCalls.push(await page.evaluate(() => (window as unknown as BenchWindow).__courtsideEditorStats.lastDrawCalls));
    }
    const playEnd = await stats();
    const scripting = await page.evaluate(() => (window as unknown as BenchWindow).__frameScripting);
    const renderTimes = await page.evaluate(() => [...(window as unknown as BenchWindow).__courtsideEditorStats.renderTimes]);
    await page.getByTestId('stop').click();
    await page.waitForTimeout(500);

    // 3. A mouse drag of a player: pointer event to the end of the frame that shows it.
    await page.evaluate(() => {
      document.addEventListener('pointermove', (event) => (window as unknown as BenchWindow).__courtsideEditorStats.pendingInputs.push(event.timeStamp), true);
      (window as unknown as BenchWindow).__courtsideEditorStats.inputLatencies.length = 0;
    });
    const player = await page.evaluate(() => {
      const box = document.querySelector('[data-testid=editor-canvas]')!.getBoundingClientRect();
      const first = (window as unknown as BenchWindow).__courtsideEditor.editor.phase.objects.find((o) => o.subType === 'player')!;
      const at = (window as unknown as BenchWindow).__courtsideEditor.view.toScreen(first.pos);
      return { x: box.left + at.x, y: box.top + at.y };
    });
    const dragStart = await stats();
    await page.mouse.move(player.x, player.y);
    await page.mouse.down();
    for (let i = 1; i <= 60; i++) {
      await page.mouse.move(player.x + i * 3, player.y + Math.sin(i / 6) * 20);
      await page.waitForTimeout(16);
    }
    await page.mouse.up();
    await page.waitForTimeout(300);
    const dragEnd = await stats();

    const latencies = dragEnd.inputLatencies;

    const frameSamples = scripting.length;
    return {
      title: `Play editor (Chromium, SwiftShader, CPU ${CPU_SLOWDOWN}x slower; 12 phases, 10 players, 30 arrows)`,
      rows: [
        { case: `frames drawn in ${IDLE_MS / 1000} s of idle`, result: idleEnd.frames - idleStart.frames, unit: 'frames', target: 0 },
        {
          case: `React renders in ${PLAYBACK_MS / 1000} s of playback`,
          result: playEnd.renderTotal - playStart.renderTotal,
          unit: 'renders',
          target: 0,
          note: `no render, no commit; ${playEnd.frames - playStart.frames} frames drawn`,
        },
        { case: 'draw calls per frame, playback (max)', result: Math.max(...drawCalls), unit: 'calls', target: 25, note: `median ${percentile(drawCalls, 50)}` },
        { case: 'draw calls per frame, editing', result: idleDrawCalls, unit: 'calls', target: 25 },
        { case: 'main-thread scripting per frame, playback p95', result: percentile(scripting, 95), unit: 'ms', target: 4, note: `median ${percentile(scripting, 50).toFixed(2)} ms over ${frameSamples} frames` },
        { case: 'of which three.js render call, p95', result: percentile(renderTimes, 95), unit: 'ms', note: `median ${percentile(renderTimes, 50).toFixed(2)} ms` },
        { case: 'pointer move to frame, drag p95', result: percentile(latencies, 95), unit: 'ms', note: `median ${percentile(latencies, 50).toFixed(1)} ms over ${latencies.length} moves; ${dragEnd.renderTotal - dragStart.renderTotal} component renders while dragging` },
      ],
    };
  } finally {
    await browser.close();
    await page$.close();
  }
}
