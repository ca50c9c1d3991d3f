import { describe, expect, it } from 'vitest';
import { VERIFIED_TOKEN_CACHE_SIZE, VERIFIED_TOKEN_TTL_MS, VerifiedTokens } from './verified-tokens';

function clock(start: number) {
  const time = { now: start };
  return { time, cache: new VerifiedTokens(() => time.now) };
}

describe('verified bearer tokens', () => {
  const start = Date.UTC(2026, 10, 23, 12);
  const exp = (msFromStart: number) => (start + msFromStart) / 1000;

  it('answers a token checked before until it expires, then says it expired', () => {
    const { time, cache } = clock(start);
    expect(cache.get('t')).toBeUndefined();
    cache.add('t', { sub: 'coach', exp: exp(60_000) });
    expect(cache.get('t')).toEqual({ payload: { sub: 'coach', exp: exp(60_000) } });
    time.now = start + 60_000;
    expect(cache.get('t')).toBe('expired');
    // Forgotten once refused: jose gives the same answer for it.
    expect(cache.get('t')).toBeUndefined();
  });

  it('checks a long-lived token again after the time-to-live', () => {
    const { time, cache } = clock(start);
    cache.add('t', { sub: 'coach', exp: exp(24 * 3_600_000) });
    time.now = start + VERIFIED_TOKEN_TTL_MS - 1;
    expect(cache.get('t')).toEqual({ payload: expect.objectContaining({ sub: 'coach' }) });
    time.now = start + VERIFIED_TOKEN_TTL_MS;
    expect(cache.get('t')).toBeUndefined();
  });

  it('keeps only the newest tokens', () => {
    const { cache } = clock(start);
    for (let i = 0; i <= VERIFIED_TOKEN_CACHE_SIZE; i++) cache.add(`t${i}`, { sub: `coach${i}`, exp: exp(60_000) });
    expect(cache.size).toBe(VERIFIED_TOKEN_CACHE_SIZE);
    expect(cache.get('t0')).toBeUndefined();
    expect(cache.get(`t${VERIFIED_TOKEN_CACHE_SIZE}`)).toEqual({ payload: expect.objectContaining({ sub: `coach${VERIFIED_TOKEN_CACHE_SIZE}` }) });
  });
});
