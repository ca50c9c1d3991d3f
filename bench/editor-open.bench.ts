// `npm run bench editor-open` (issue 33): the play editor opened from a deep link
// (/dashboard/playeditor/<id>) on the product as `npm start` serves it, the 12-phase benchmark play
// saved on the server, a coach signed in. Timed from the navigation's start to an editable court
// (the editor and its canvas on the page), in the page's own clock:
//   - cold: a fresh profile (nothing cached, no service worker yet);
//   - warm: the same profile again (service worker and caches warm), as a coach opens a second play;
//   - cold with the CPU slowed 4× (CDP), a cheap tablet.
import { launchBrowser, startProductServer } from '../tests/e2e/harness';
import { signUpCoach } from './coach';
import { benchPlay } from './editor-play';
import { median, type BenchRow, type BenchTable } from './table';
import type { Page } from 'playwright-core';

const COLD_TARGET_MS = 1_100;
const WARM_SHARE_TARGET = 0.6;
const THROTTLED_TARGET_MS = 4_000;
const CPU_SLOWDOWN = 4;
const RUNS = 3;

/** Opens `url` and answers the page's time (ms since its navigation started) when the court is editable. */
async function openedAt(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const shown = await page.waitForFunction(
    () => (document.querySelector('[data-testid=play-editor]') && document.querySelector('[data-testid=editor-canvas] canvas') ? performance.now() : false),
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  return (await shown.jsonValue()) as number;
}

async function coachWithBenchPlay(url: string): Promise<{ tokens: unknown; playId: string }> {
  const tokens = await signUpCoach(url, 'open-bench@example.com');
  const auth = { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' };
  const teams = (await (await fetch(`${url}/apiv2/teams`, { headers: auth })).json()) as { data: { team_id: string }[] };
  const created = await fetch(`${url}/apiv2/play`, { method: 'POST', headers: auth, body: JSON.stringify({ team_id: teams.data[0]!.team_id, title: 'Benchmark play', data: benchPlay() }) });
  if (created.status !== 201) throw new Error(`could not save the benchmark play: ${created.status}`);
  return { tokens, playId: ((await created.json()) as { play_id: string }).play_id };
}

export default async function editorOpenBench(): Promise<BenchTable> {
  const server = await startProductServer();
  try {
    const { tokens, playId } = await coachWithBenchPlay(server.url);
    const url = `${server.url}/dashboard/playeditor/${playId}`;
    const cold: number[] = [];
    const warm: number[] = [];
    const throttled: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const browser = await launchBrowser({ serviceWorkers: 'allow' });
      try {
        // The local sign-in keeps its token triple in localStorage 'auth'.
        await browser.context.addInitScript((triple) => localStorage.setItem('auth', JSON.stringify(triple)), tokens);
        const page = await browser.context.newPage();
        await page.setViewportSize({ width: 1280, height: 800 });
        cold.push(await openedAt(page, url));
        // The service worker has taken the page over before the second visit.
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
        await page.goto('about:blank');
        warm.push(await openedAt(page, url));
      } finally {
        await browser.close();
      }
    }
    const browser = await launchBrowser({ serviceWorkers: 'allow' });
    try {
      await browser.context.addInitScript((triple) => localStorage.setItem('auth', JSON.stringify(triple)), tokens);
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      throttled.push(await openedAt(page, url));
    } finally {
      await browser.close();
    }
    const coldMs = median(cold);
    const warmMs = median(warm);
    const rows: BenchRow[] = [
      { case: 'play editor, cold deep link (fresh profile)', result: coldMs, unit: 'ms', target: COLD_TARGET_MS, note: `median of ${RUNS}: ${cold.map((ms) => ms.toFixed(0)).join(', ')}` },
      { case: 'play editor, warm (service worker and caches)', result: warmMs, unit: 'ms', note: `median of ${RUNS}: ${warm.map((ms) => ms.toFixed(0)).join(', ')}` },
      { case: 'play editor, warm as a share of cold', result: warmMs / coldMs, unit: '', target: WARM_SHARE_TARGET },
      { case: `play editor, cold, CPU slowed ${CPU_SLOWDOWN}×`, result: throttled[0]!, unit: 'ms', target: THROTTLED_TARGET_MS, note: 'one run' },
    ];
    return { title: 'Play editor open from a deep link (12-phase play, production build, local sign-in)', rows };
  } finally {
    await server.stop();
  }
}
