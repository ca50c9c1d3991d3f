// The query client and the retry rules of spec §8.
import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, isAbortError } from './api-client';

/** Data queries: up to 2 retries, except for the answers that retrying cannot change. */
export const QUERY_MAX_RETRIES = 2;
const QUERY_STATUSES_NOT_RETRIED = new Set([401, 402, 403, 404]);

/** Saves and deletes: 3 retries, 1 second apart, except for 401, 403 and 404. */
export const MUTATION_MAX_RETRIES = 3;
export const MUTATION_RETRY_DELAY_MS = 1000;
const MUTATION_STATUSES_NOT_RETRIED = new Set([401, 403, 404]);

/** Spec §9: unused cache entries are dropped after 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/** Where the offline query cache is kept in local storage; logout removes it (spec §4). */
export const OFFLINE_QUERY_CACHE_KEY = 'REACT_QUERY_OFFLINE_CACHE';

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
      queries: { retry: shouldRetryQuery, gcTime: QUERY_GC_TIME_MS },
      mutations: { retry: shouldRetryMutation, retryDelay: MUTATION_RETRY_DELAY_MS },
    },
  });
}

/** Drops every cached answer, in memory and in local storage (logout, spec §4). */
export function forgetCachedData(client: QueryClient): void {
  client.clear();
  try {
    localStorage.removeItem(OFFLINE_QUERY_CACHE_KEY);
  } catch {
    // Storage can be unavailable (private mode); nothing to remove then.
  }
}
