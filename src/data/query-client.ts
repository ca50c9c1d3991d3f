// The query client and the retry rules of spec §8.
import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../lib/api-error';
import { isAbortError } from './api-client';
import { changeLog } from './change-log';
import { OFFLINE_CACHE_MAX_AGE_MS } from './offline';
import { OFFLINE_QUERY_CACHE_KEY, offlinePersister } from './offline-persister';

/** Data queries: up to 2 retries, except for the answers that retrying cannot change. */
export const QUERY_MAX_RETRIES = 2;
const QUERY_STATUSES_NOT_RETRIED = new Set([401, 402, 403, 404]);

/**
 * Saves and deletes: 3 retries, 1 second apart, except for 401, 403 and 404 (spec §8: a 402 is
 * retried too; the upgrade dialog comes with its first refusal, app/upgrade-prompt.tsx).
 */
export const MUTATION_MAX_RETRIES = 3;
export const MUTATION_RETRY_DELAY_MS = 1000;
const MUTATION_STATUSES_NOT_RETRIED = new Set([401, 403, 404]);

/** Spec §9: unused cache entries are dropped after 5 minutes (those not kept for offline use). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
/**
 * Spec §9 also says the app's query cache lives on and the persisted cache 24 hours: a query kept
 * for offline use must outlive its persisted copy, or the next write would drop it. So the data
 * queries (persisted) live as long as the persisted cache, and `QUERY_GC_TIME_MS` is for the rest.
 */
export const PERSISTED_QUERY_GC_TIME_MS = OFFLINE_CACHE_MAX_AGE_MS;

export { OFFLINE_QUERY_CACHE_KEY };

function isConnectionAborted(error: unknown): boolean {
  return isAbortError(error) || (error as { code?: string } | null)?.code === 'ECONNABORTED';
}

/** Spec §8: no retry on a network error, an aborted connection, 401, 402, 403 or 404; else up to 2. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof NetworkError || isConnectionAborted(error)) return false;
  if (error instanceof ApiError && QUERY_STATUSES_NOT_RETRIED.has(error.status)) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

/** Spec §8: saves and deletes are not retried on 401, 403 or 404; others 3 times. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && MUTATION_STATUSES_NOT_RETRIED.has(error.status)) return false;
  return failureCount < MUTATION_MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, gcTime: PERSISTED_QUERY_GC_TIME_MS },
      mutations: { retry: shouldRetryMutation, retryDelay: MUTATION_RETRY_DELAY_MS },
    },
  });
}

/**
 * Drops every cached answer and queued save, in memory and in IndexedDB (logout, spec §4; "Clear
 * the cache", spec §2); resolves once IndexedDB has dropped them.
 */
export async function forgetCachedData(client: QueryClient, persister: Pick<typeof offlinePersister, 'removeClient'> = offlinePersister): Promise<void> {
  client.clear();
  try {
    // Where older versions kept it; spec §4 names local storage.
    localStorage.removeItem(OFFLINE_QUERY_CACHE_KEY);
  } catch {
    // Storage can be unavailable (private mode); nothing to remove then.
  }
  await Promise.all([
    persister.removeClient(),
    // The log of changes too: a signed-out device keeps nothing of the coach's (spec §4).
    changeLog.clear().catch(() => undefined),
  ]);
}

/**
 * How many of the coach's changes are not on the server yet: those in the log of changes (queued
 * saves of every tab, editors' drafts), or, where nothing can be logged, those in this tab's queue.
 */
export async function unsyncedChangeCount(client: QueryClient): Promise<number> {
  const queued = client.getMutationCache().getAll().filter((mutation) => mutation.state.status === 'pending').length;
  const logged = await changeLog.size().catch(() => 0);
  return Math.max(queued, logged);
}

/** Resolves once no queued save or delete waits in this tab (each answered or refused). */
export function queueSettled(client: QueryClient): Promise<void> {
  const cache = client.getMutationCache();
  const waiting = () => cache.getAll().some((mutation) => mutation.state.status === 'pending');
  return new Promise((resolve) => {
    if (!waiting()) return resolve();
    const stop = cache.subscribe(() => {
      if (waiting()) return;
      stop();
      resolve();
    });
  });
}
