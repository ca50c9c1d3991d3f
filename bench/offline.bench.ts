// `npm run bench offline` (issue 7): the service worker's precache (entries and size, read from the
// built dist/sw.js) and the time to open the app offline from a cold start: a browser profile that
// visited once online is started again with the network off, and the plays list is timed from
// navigation until it shows the cached plays. Median of a few runs.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../scripts/client-build';
import { TEST_HOOKS_STORAGE_KEY, enableTestHooks, openProfile, startProductServer } from '../tests/e2e/harness';
import { signUpThroughScreens } from '../tests/e2e/coach';
import { median, type BenchTable } from './table';

const COLD_STARTS = 5;
const PLAYS = 20;

async function precache(): Promise<{ entries: number; kib: number }> {
  const dist = join(ROOT, 'dist');
  const sw = await readFile(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!);
  let bytes = 0;
  for (const url of urls) bytes += (await stat(join(dist, url.split('?')[0]!))).size;
  return { entries: urls.length, kib: bytes / 1024 };
}

export default async function offlineBench(): Promise<BenchTable> {
  const server = await startProductServer();
  const profile = await mkdtemp(join(tmpdir(), 'courtside-offline-bench-'));
  const times: number[] = [];
  try {
    // One visit online: sign up, make a page of plays, let the worker install and the cache persist.
    const first = await openProfile(profile);
    await enableTestHooks(first);
    const page = await first.newPage();
    await signUpThroughScreens(page, server.url, { name: 'Bench Coach', email: 'bench@example.com', organization: 'Bench' });
    await page.goto(`${server.url}/dashboard/plays`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller && window.__courtsideOffline?.client.getQueryData(['teams'])));
    await page.evaluate(async (count) => {
      const { client, queue } = window.__courtsideOffline!;
      const teamId = (client.getQueryData(['teams']) as { team_id: string }[])[0]!.team_id;
      for (let n = 1; n <= count; n++) await queue.createPlay!({ teamId, type: 'play', title: `Bench play ${n}` } as never);
      while (client.getMutationCache().getAll().some((m) => m.state.status === 'pending')) await new Promise((r) => setTimeout(r, 100));
    }, PLAYS);
    await page.reload();
    await page.getByRole('link', { name: `Bench play ${PLAYS}`, exact: true }).waitFor();
    await page.waitForFunction(() => window.__courtsideOffline !== undefined);
    await page.evaluate(() => window.__courtsideOffline!.flush());
    // The timed starts are a coach's: without the test hook.
    await page.evaluate((key) => localStorage.removeItem(key), TEST_HOOKS_STORAGE_KEY);
    await first.close();

    for (let run = 0; run < COLD_STARTS; run++) {
      const context = await openProfile(profile, { offline: true });
      const offlinePage = context.pages()[0] ?? (await context.newPage());
      const start = performance.now();
      await offlinePage.goto(`${server.url}/dashboard/plays`);
      await offlinePage.getByRole('link', { name: `Bench play ${PLAYS}`, exact: true }).waitFor({ timeout: 30_000 });
      times.push(performance.now() - start);
      await context.close();
    }
  } finally {
    await server.stop();
    await rm(profile, { recursive: true, force: true });
  }
  const { entries, kib } = await precache();
  return {
    title: 'Offline (issue 7): precache and cold offline start',
    rows: [
      { case: 'precache entries (dist/sw.js)', result: entries, unit: 'files' },
      { case: 'precache size', result: Math.round(kib), unit: 'KiB' },
      { case: `cold start offline to the plays list (${PLAYS} cached plays)`, result: Math.round(median(times)), unit: 'ms', note: `median of ${COLD_STARTS}: ${times.map((t) => Math.round(t)).join(', ')} ms` },
    ],
  };
}
