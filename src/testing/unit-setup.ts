// Set-up of every unit test file (vite.config.ts, unit project).
// - No request leaves a unit test: fetch fails the test that calls it unless the test stubs it
//   (vi.stubGlobal('fetch', ...)); a request the code under test catches fails the test anyway.
// - Testing Library waits as long as a loaded CI machine needs to load a lazy dialog.
import { afterEach, expect } from 'vitest';

/** How long findBy... and waitFor wait: a lazily loaded dialog can take seconds on a busy 2-core machine. */
export const ASYNC_UTIL_TIMEOUT_MS = 10_000;

const escaped: string[] = [];

function guardFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  const request = `${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${url}`;
  escaped.push(request);
  return Promise.reject(new Error(`A unit test sent a real request (${request}): stub fetch with vi.stubGlobal('fetch', ...).`));
}

globalThis.fetch = guardFetch as typeof fetch;
if (typeof window !== 'undefined') window.fetch = guardFetch as typeof fetch;

afterEach(() => {
  if (escaped.length === 0) return;
  const requests = escaped.splice(0);
  expect.fail(`This test sent ${requests.length} real request(s) with no fetch stub: ${requests.join(', ')}`);
});

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
}
