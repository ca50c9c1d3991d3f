import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { createApiClient } from '../data/api-client';
import { TokenStore } from '../data/token-store';
import { DEVICE_TOKENS_STORAGE_KEY, LOCAL_TOKENS_STORAGE_KEY, LocalAuthSource } from './local-auth';

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
function fakeAuthServer(options: { refreshStatus?: number; deviceTokens?: boolean } = {}) {
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
    const device = options.deviceTokens && path !== '/apiv2/auth/refresh' ? { deviceToken: `device${issued}` } : {};
    // An id token that decodes to the account's email, as the server's do.
    const idToken = options.deviceTokens ? `h.${btoa(JSON.stringify({ sub: 'u1', email: 'Coach@Example.com' }))}.s` : `id${issued}`;
    return new Response(JSON.stringify({ idToken, accessToken: `access${issued}`, refreshToken: `refresh${issued}`, ...device }), { status: 200 });
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

  it('keeps the device token of each account and brings it to that account\'s next sign-in, also after signing out', async () => {
    const server = fakeAuthServer({ deviceTokens: true });
    const storage = memoryStorage();
    const tokens = new TokenStore();
    const source = new LocalAuthSource(createApiClient({ fetch: server.fetch, tokens }), storage);
    source.start(tokens);
    await source.signup({ name: 'Coach', email: 'Coach@Example.com', password: 'right' });
    expect(JSON.parse(storage.items.get(DEVICE_TOKENS_STORAGE_KEY)!)).toEqual({ 'coach@example.com': 'device1' });
    await source.logout();
    await source.login({ email: 'coach@example.com', password: 'right' });
    expect(server.calls.at(-1)).toMatchObject({ path: '/apiv2/auth/login', body: { email: 'coach@example.com', deviceToken: 'device1' } });
    // Another account on this device signs in without one.
    await source.login({ email: 'other@example.com', password: 'right' });
    expect((server.calls.at(-1)!.body as { deviceToken?: string }).deviceToken).toBeUndefined();
  });

  it('changes the password and goes on with the new tokens the server answers', async () => {
    const server = fakeAuthServer({ deviceTokens: true });
    const storage = memoryStorage();
    const tokens = new TokenStore();
    const source = new LocalAuthSource(createApiClient({ fetch: server.fetch, tokens }), storage);
    source.start(tokens);
    await source.login({ email: 'coach@example.com', password: 'right' });
    await source.changePassword({ currentPassword: 'right', newPassword: 'new password' });
    expect(server.calls.at(-1)).toMatchObject({ path: '/apiv2/user/password', authorization: 'Bearer access1' });
    expect(tokens.get()?.accessToken).toBe('access2');
    expect(JSON.parse(storage.items.get(LOCAL_TOKENS_STORAGE_KEY)!).refreshToken).toBe('refresh2');
    expect(JSON.parse(storage.items.get(DEVICE_TOKENS_STORAGE_KEY)!)).toEqual({ 'coach@example.com': 'device2' });
  });

  it('stays signed in when a refresh is refused because another tab already saved newer tokens', async () => {
    const storage = memoryStorage();
    const tokens = new TokenStore();
    storage.setItem(LOCAL_TOKENS_STORAGE_KEY, JSON.stringify({ idToken: 'id1', accessToken: 'access1', refreshToken: 'refresh1' }));
    const fetch = (async () => {
      // The other tab's rotation lands while this request is under way.
      storage.setItem(LOCAL_TOKENS_STORAGE_KEY, JSON.stringify({ idToken: 'id2', accessToken: 'access2', refreshToken: 'refresh2' }));
      return new Response(JSON.stringify({ error: 'Sign in again.' }), { status: 401 });
    }) as typeof globalThis.fetch;
    const source = new LocalAuthSource(createApiClient({ fetch, tokens }), storage);
    source.start(tokens);
    expect(await source.requestNewToken()).toBe(true);
    expect(tokens.get()).toEqual({ idToken: 'id2', accessToken: 'access2' });
    expect(storage.items.has(LOCAL_TOKENS_STORAGE_KEY)).toBe(true);
  });
});
