// The Auth0 adapter (spec §7) against a stand-in for useAuth0()'s client that answers the way the
// SDK does: detailed token responses, a cache mode, a redirect with appState, a logout without a page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenStore } from '../data/token-store';
import { Auth0AuthSource, type Auth0Client } from './auth0-source';

function auth0(answers: Array<{ access_token: string; id_token: string } | Error>) {
  const calls: Array<{ detailedResponse: true; cacheMode?: 'on' | 'off' }> = [];
  const client: Auth0Client & { calls: typeof calls } = {
    calls,
    getAccessTokenSilently: vi.fn(async (options) => {
      calls.push(options);
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next;
    }),
    loginWithRedirect: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
  };
  return client;
}

/** A started source over a fresh store, attached to a stand-in that answers `answers` in turn. */
async function attached(answers: Parameters<typeof auth0>[0], isAuthenticated = true, tokens = new TokenStore()) {
  const source = new Auth0AuthSource();
  source.start(tokens);
  const client = auth0(answers);
  await source.attach(client, isAuthenticated);
  return { tokens, source, client };
}

describe('the Auth0 sign-in source', () => {
  afterEach(() => vi.restoreAllMocks());

  it("puts a signed-in coach's tokens into the store from Auth0's cache", async () => {
    const { tokens, client } = await attached([{ access_token: 'access-1', id_token: 'id-1' }]);
    expect(client.calls).toEqual([{ detailedResponse: true, cacheMode: 'on' }]);
    expect(tokens.get()).toEqual({ accessToken: 'access-1', idToken: 'id-1' });
  });

  it('clears the store when Auth0 says nobody is signed in', async () => {
    const signedOut = new TokenStore();
    signedOut.set({ accessToken: 'old', idToken: 'old' });
    const { tokens, client } = await attached([], false, signedOut);
    expect(client.calls).toEqual([]);
    expect(tokens.get()).toBeNull();
  });

  it('asks Auth0 past its cache for a new token, and answers false when none comes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { tokens, source, client } = await attached([{ access_token: 'access-1', id_token: 'id-1' }, { access_token: 'access-2', id_token: 'id-2' }, new Error('login_required')]);

    expect(await source.requestNewToken()).toBe(true);
    expect(client.calls[1]).toEqual({ detailedResponse: true, cacheMode: 'off' });
    expect(tokens.get()).toEqual({ accessToken: 'access-2', idToken: 'id-2' });

    expect(await source.requestNewToken()).toBe(false);
    // A refusal keeps what the store holds; the data layer decides what a failed refresh means.
    expect(tokens.get()).toEqual({ accessToken: 'access-2', idToken: 'id-2' });
  });

  it('answers false for a new token before Auth0 is attached', async () => {
    const source = new Auth0AuthSource();
    source.start(new TokenStore());
    expect(await source.requestNewToken()).toBe(false);
  });

  it('sends the coach to Auth0 with the path to come back to, and logs out without leaving the page', async () => {
    const { tokens, source, client } = await attached([{ access_token: 'a', id_token: 'i' }]);

    source.beginLogin('/dashboard/playbooks?page=2');
    expect(client.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/dashboard/playbooks?page=2' } });

    await source.logout();
    expect(client.logout).toHaveBeenCalledWith({ openUrl: false });
    expect(tokens.get()).toBeNull();
  });

  it('stops writing to the store once stopped', async () => {
    const tokens = new TokenStore();
    const source = new Auth0AuthSource();
    const stop = source.start(tokens);
    const client = auth0([{ access_token: 'a', id_token: 'i' }]);
    stop();
    await source.attach(client, true);
    expect(tokens.get()).toBeNull();
  });
});
