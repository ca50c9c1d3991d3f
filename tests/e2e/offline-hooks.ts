// The app's offline test hook (window.__courtsideOffline: the query client, the persister's flush
// and the queued mutations), a chunk the app loads only when the tests ask for it (enableTestHooks).
import type { Page } from 'playwright-core';

/** The app loads the hook once it starts: wait for it before using it. */
export const hook = (page: Page) => page.waitForFunction(() => window.__courtsideOffline !== undefined, undefined, { timeout: 20_000 });

/** Queues a change through the same prepare-and-queue path the screens' hooks take. */
export async function queue<T = unknown>(page: Page, action: string, input: unknown): Promise<T> {
  await hook(page);
  return page.evaluate(([name, value]) => (window.__courtsideOffline!.queue[name as string] as (input: unknown) => unknown)(value), [action, input] as const) as Promise<T>;
}

/** Saves and deletes still waiting for the network. */
export async function pendingMutations(page: Page): Promise<number> {
  await hook(page);
  return page.evaluate(() => window.__courtsideOffline!.client.getMutationCache().getAll().filter((m) => m.state.status === 'pending').length);
}

/** Writes the query cache's snapshot to IndexedDB now (it otherwise waits up to 1 s; queued changes never wait: they are in the log of changes). */
export async function flushCache(page: Page): Promise<void> {
  await hook(page);
  await page.evaluate(() => window.__courtsideOffline!.flush());
}

/** Every cached query as JSON, to look for temporary ids. */
export async function cachedJson(page: Page): Promise<string> {
  await hook(page);
  return page.evaluate(() => JSON.stringify(window.__courtsideOffline!.client.getQueryCache().getAll().map((q) => [q.queryKey, q.state.data])));
}
