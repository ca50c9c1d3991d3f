// `npm run bench offline-queue` (issue 20): how long a coach's offline change takes to be written
// durably (the log of changes' IndexedDB transaction completed, before the screen shows it done),
// and how long the app takes at start to put back a queue of 500 changes from the log. In the
// system Chromium against the built app: the changes are queued offline through the app's own
// prepare-and-log path (the one the New play dialog takes), each write read back from the
// Performance timeline marks the app leaves ('courtside:durable-write', 'courtside:restore-queue').
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { enableTestHooks, openProfile, startProductServer } from '../tests/e2e/harness';
import { signUpThroughScreens } from '../tests/e2e/coach';
import { median, percentile, type BenchTable } from './table';

/** Changes timed one after another (each awaited, as a coach makes them). */
const TIMED_CHANGES = 200;
/** The queue restored at start, and how many starts. */
const QUEUE = 500;
const RESTARTS = 3;

const measures = (page: Page, name: string) =>
  page.evaluate((measure) => performance.getEntriesByName(measure).map((entry) => ({ ms: entry.duration, detail: (entry as PerformanceMeasure).detail as { changes?: number } | null })), name);

async function queuePlays(page: Page, from: number, count: number): Promise<void> {
  await page.evaluate(
    async ([first, n]) => {
      const { client, queue } = window.__courtsideOffline!;
      const teamId = (client.getQueryData(['teams']) as { team_id: string }[])[0]!.team_id;
      for (let i = first; i < first + n; i++) await queue.createPlay!({ teamId, type: 'play', title: `Queued ${i}` } as never);
    },
    [from, count] as const,
  );
}

export default async function offlineQueueBench(): Promise<BenchTable> {
  const server = await startProductServer();
  const profile = await mkdtemp(join(tmpdir(), 'courtside-queue-bench-'));
  const context = await openProfile(profile);
  try {
    await enableTestHooks(context);
    const page = await context.newPage();
    await signUpThroughScreens(page, server.url, { name: 'Bench Coach', email: 'queue-bench@example.com', organization: 'Bench' });
    await page.goto(`${server.url}/dashboard/plays`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller && window.__courtsideOffline?.client.getQueryData(['teams'])));
    await page.evaluate(() => window.__courtsideOffline!.flush());

    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await queuePlays(page, 1, TIMED_CHANGES);
    const writes = (await measures(page, 'courtside:durable-write')).map((entry) => entry.ms);
    await queuePlays(page, TIMED_CHANGES + 1, QUEUE - TIMED_CHANGES);
    await page.evaluate(() => window.__courtsideOffline!.flush());

    const restores: number[] = [];
    for (let run = 0; run < RESTARTS; run++) {
      await page.reload();
      await page.waitForFunction((queue) => performance.getEntriesByName('courtside:restore-queue').some((entry) => (entry as PerformanceMeasure).detail?.changes === queue), QUEUE, { timeout: 60_000 });
      restores.push((await measures(page, 'courtside:restore-queue'))[0]!.ms);
    }
    return {
      title: 'Offline queue (issue 20): durable write of a change, restore at start',
      rows: [
        { case: 'offline change to its durable write (log of changes, IndexedDB complete), p95', result: Number(percentile(writes, 95).toFixed(1)), unit: 'ms', note: `${writes.length} creates one after another; p50 ${median(writes).toFixed(1)} ms, max ${Math.max(...writes).toFixed(1)} ms` },
        { case: `restore a queue of ${QUEUE} changes at start (log read, tabs claimed, queue rebuilt)`, result: Math.round(median(restores)), unit: 'ms', note: `median of ${RESTARTS} offline reloads: ${restores.map((ms) => Math.round(ms)).join(', ')} ms` },
      ],
    };
  } finally {
    await context.close();
    await server.stop();
    await rm(profile, { recursive: true, force: true });
  }
}
