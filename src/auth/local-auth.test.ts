import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../data/api-client';
import { TokenStore } from '../data/token-store';
import { LOCAL_TOKENS_STORAGE_KEY, LocalAuthSource } from './local-auth';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

/** The server's /auth routes, faked: each answer is a new token triple. */
function fakeAuthServer(options: { refreshStatus?: number } = {}) {
  const calls: { path: string; body: unknown; authorization?: string }[] = [];
  let issued = 0;
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined, authorization: headers.authorization });
    if (path === '/apiv2/auth/refresh' && options.refreshStatus) return new Response(JSON.stringify({ error: 'Sign in again.' }), { status: options.refreshStatus });
    if (path === '/apiv2/auth/login' && (JSON.parse(String(init?.body)) as { password: string }).password !== 'right') {
      return new Response(JSON.stringify({ error: 'Wrong email or password.' }), { status: 401 });
    }
    issued += 1;
    return new Response(JSON.stringify({ idToken: `id${issued}`, accessToken: `access${issued}`, refreshToken: `refresh${issued}` }), { status: 200 });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('local accounts', () => {
  it('signs in, keeps the tokens in local storage and restores them on start', async () => {
    const server = fakeAuthServer();
    const storage = memoryStorage();
    const tokens = new TokenStore();
    const source = new LocalAuthSource(createApiClient({ fetch: server.fetch, tokens }), storage);
    source.start(tokens);
    await source.login({ email: 'coach@example.com', password: 'right' });
    expect(tokens.get()).toEqual({ idToken: 'id1', accessToken: 'access1' });
    expect(server.calls[0]!.authorization).toBeUndefined();

    const later = new TokenStore();
    new LocalAuthSource(createApiClient({ fetch: server.fetch, tokens: later }), storage).start(later);
    expect(later.get()).toEqual({ idToken: 'id1', accessToken: 'access1' });
  });

  it('refuses wrong credentials with a 401', async () => {
    const server = fakeAuthServer();
    const source = new LocalAuthSource(createApiClient({ fetch: server.fetch }), memoryStorage());
    await expect(source.login({ email: 'a@b.c', password: 'wrong' })).rejects.toBeInstanceOf(ApiError);
  });

  it('refreshes with the refresh token, and forgets the session when refused', async () => {
    const server = fakeAuthServer();
    const storage = memoryStorage();
    const tokens = new TokenStore();
    const source = new LocalAuthSource(createApiClient({ fetch: server.fetch, tokens }), storage);
    source.start(tokens);
    expect(await source.requestNewToken()).toBe(false);
    await source.signup({ name: 'Coach', email: 'c@example.com', password: 'right' });
    expect(await source.requestNewToken()).toBe(true);
    expect(server.calls.at(-1)).toMatchObject({ path: '/apiv2/auth/refresh', body: { refreshToken: 'refresh1' } });
    expect(tokens.get()?.accessToken).toBe('access2');

    const refused = fakeAuthServer({ refreshStatus: 401 });
    const source2 = new LocalAuthSource(createApiClient({ fetch: refused.fetch, tokens }), storage);
    source2.start(tokens);
    expect(await source2.requestNewToken()).toBe(false);
    expect(tokens.get()).toBeNull();
    expect(storage.items.has(LOCAL_TOKENS_STORAGE_KEY)).toBe(false);
  });

  it('logs out: forgets the tokens and tells the server', async () => {
    const server = fakeAuthServer();
    const storage = memoryStorage();
    const tokens = new TokenStore();
    const source = new LocalAuthSource(createApiClient({ fetch: server.fetch, tokens }), storage);
    source.start(tokens);
    await source.login({ email: 'c@example.com', password: 'right' });
    await source.logout();
    expect(tokens.get()).toBeNull();
    expect(storage.items.size).toBe(0);
    expect(server.calls.at(-1)).toMatchObject({ path: '/apiv2/auth/logout', body: { refreshToken: 'refresh1' } });
  });
});
