import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../lib/api-error';
import { MUTATION_RETRY_DELAY_MS, createQueryClient, shouldRetryMutation, shouldRetryQuery } from './query-client';

const status = (code: number) => new ApiError(code, '/apiv2/x', 'x');

describe('query retries (spec §8)', () => {
  it('never retries a network error, an aborted connection, 401, 402, 403 or 404', () => {
    for (const error of [new NetworkError('/apiv2/x'), new DOMException('aborted', 'AbortError'), { code: 'ECONNABORTED' }, status(401), status(402), status(403), status(404)]) {
      expect(shouldRetryQuery(0, error)).toBe(false);
    }
  });
  it('retries other failures up to 2 times', () => {
    for (const error of [status(500), status(409), status(429), new Error('boom')]) {
      expect([0, 1, 2].map((count) => shouldRetryQuery(count, error))).toEqual([true, true, false]);
    }
  });
});

describe('save and delete retries (spec §8)', () => {
  it('never retries 401, 403 or 404', () => {
    for (const code of [401, 403, 404]) expect(shouldRetryMutation(0, status(code))).toBe(false);
  });
  it('retries others 3 times, 1 second apart', () => {
    for (const error of [status(500), status(402), status(409), new NetworkError('/apiv2/x')]) {
      expect([0, 1, 2, 3].map((count) => shouldRetryMutation(count, error))).toEqual([true, true, true, false]);
    }
    expect(createQueryClient().getDefaultOptions().mutations?.retryDelay).toBe(MUTATION_RETRY_DELAY_MS);
    expect(MUTATION_RETRY_DELAY_MS).toBe(1000);
  });
});
