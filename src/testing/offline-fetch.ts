// The server side of an offline-queue unit test: fetch stubbed, each request recorded (with its
// Idempotency-Key, which the queue sends so a retried create is made once) and answered by the
// test; back online and fetch restored after each test, so one test's state never leaks.
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, vi } from 'vitest';

export interface FetchCall<Body = unknown> {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Body;
}

/** Registers the stub for the tests of the file; the returned list holds the current test's requests. */
export function recordFetches<Body = unknown>(answer: (call: FetchCall<Body>) => Response): FetchCall<Body>[] {
  const calls: FetchCall<Body>[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const headers = init.headers as Record<string, string>;
        const body = (init.body ? JSON.parse(String(init.body)) : undefined) as Body;
        const call = { method: init.method!, path: new URL(url, 'http://app').pathname, idempotencyKey: headers['Idempotency-Key'], body };
        calls.push(call);
        return answer(call);
      }),
    );
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });
  return calls;
}
