import { describe, expect, it, vi } from 'vitest';
import { TOKEN_POLL_INTERVAL_MS, TokenStore } from './token-store';
import { jwtExpiringIn } from './test-tokens';

const pair = (accessToken: string) => ({ idToken: accessToken, accessToken });

describe('TokenStore.freshAccessToken (spec §5, §8)', () => {
  it('gives a valid token without asking for a new one', async () => {
    const store = new TokenStore();
    const requester = vi.fn();
    store.setTokenRequester(requester);
    const token = jwtExpiringIn(3600);
    store.set(pair(token));
    expect(await store.freshAccessToken()).toBe(token);
    expect(requester).not.toHaveBeenCalled();
  });

  it('asks for a new token when expired and takes the one the source sets', async () => {
    const store = new TokenStore();
    const fresh = jwtExpiringIn(3600);
    store.set(pair(jwtExpiringIn(5)));
    store.setTokenRequester(async () => store.set(pair(fresh)));
    expect(await store.freshAccessToken()).toBe(fresh);
  });

  it('polls every second while the source answers later (the mobile wrapper)', async () => {
    const store = new TokenStore();
    const fresh = jwtExpiringIn(3600);
    const sleeps: number[] = [];
    store.setTokenRequester(() => new Promise<void>(() => {}));
    const sleep = async (ms: number) => {
      sleeps.push(ms);
      if (sleeps.length === 3) store.set(pair(fresh));
    };
    expect(await store.freshAccessToken({ sleep })).toBe(fresh);
    expect(sleeps).toEqual([TOKEN_POLL_INTERVAL_MS, TOKEN_POLL_INTERVAL_MS, TOKEN_POLL_INTERVAL_MS]);
  });

  it('gives up after 10 seconds and hands back what it has', async () => {
    const store = new TokenStore();
    const stale = jwtExpiringIn(-100);
    store.set(pair(stale));
    store.setTokenRequester(() => new Promise<void>(() => {}));
    const sleeps: number[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await store.freshAccessToken({ sleep: async (ms) => void sleeps.push(ms) })).toBe(stale);
    expect(sleeps.reduce((a, b) => a + b, 0)).toBe(10_000);
    warn.mockRestore();
  });

  it('stops waiting at once when the source says no token will come', async () => {
    const store = new TokenStore();
    store.setTokenRequester(() => false);
    // A sleep that never ends: only the refusal can end the wait.
    expect(await store.freshAccessToken({ sleep: () => new Promise<void>(() => {}) })).toBeNull();
  });

  it('shares one request between calls that find the token expired together', async () => {
    const store = new TokenStore();
    const fresh = jwtExpiringIn(3600);
    const requester = vi.fn(async () => {
      await Promise.resolve();
      store.set(pair(fresh));
    });
    store.setTokenRequester(requester);
    const tokens = await Promise.all([store.freshAccessToken(), store.freshAccessToken(), store.freshAccessToken()]);
    expect(tokens).toEqual([fresh, fresh, fresh]);
    expect(requester).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers when the tokens change', () => {
    const store = new TokenStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.set(pair('a'));
    store.set(pair('a'));
    store.set(null);
    stop();
    store.set(pair('b'));
    expect(listener.mock.calls).toEqual([[pair('a')], [null]]);
  });
});
