import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, OFFLINE_MESSAGE, errorText } from '../lib/api-error';
import { DEFAULT_LANGUAGE, setLanguage } from '../lib/i18n';
import { createApiClient } from './api-client';
import { TokenStore } from './token-store';
import { jwtExpiringIn } from './test-tokens';

interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A tiny fake server: routes by "METHOD path" to a status and a body, and records what it saw. */
function fakeServer(routes: Record<string, (request: SeenRequest) => { status: number; body?: unknown; raw?: string }>) {
  const seen: SeenRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const request: SeenRequest = {
      url,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    seen.push(request);
    const route = routes[`${request.method} ${url.split('?')[0]}`];
    if (!route) throw new TypeError('Failed to fetch');
    const answer = route(request);
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    return new Response(answer.status === 204 ? null : text, { status: answer.status, statusText: answer.status === 500 ? 'Internal Server Error' : '' });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

function clientWith(server: ReturnType<typeof fakeServer>, token: string | null = jwtExpiringIn(3600)) {
  const tokens = new TokenStore();
  if (token) tokens.set({ idToken: token, accessToken: token });
  return createApiClient({ fetch: server.fetch, tokens });
}

describe('the API client (spec §7, §8)', () => {
  it('calls under /apiv2 with a bearer token and JSON', async () => {
    const token = jwtExpiringIn(3600);
    const server = fakeServer({ 'POST /apiv2/play': (request) => ({ status: 201, body: { play_id: 'p1', title: (request.body as { title: string }).title } }) });
    const client = clientWith(server, token);
    expect(await client.post('/play', { title: 'Horns' })).toEqual({ play_id: 'p1', title: 'Horns' });
    expect(server.seen[0]!.headers.authorization).toBe(`Bearer ${token}`);
    expect(server.seen[0]!.headers['content-type']).toBe('application/json');
  });

  it("asks for answers in the coach's language", async () => {
    const server = fakeServer({ 'GET /apiv2/teams': () => ({ status: 200, body: { data: [] } }) });
    const client = clientWith(server);
    await client.get('/teams');
    await setLanguage('es');
    await client.get('/teams');
    await setLanguage(DEFAULT_LANGUAGE);
    expect(server.seen.map((request) => request.headers['accept-language'])).toEqual(['en', 'es']);
  });

  it('puts query parameters in the URL, leaving out empty ones', async () => {
    const server = fakeServer({ 'GET /apiv2/plays': () => ({ status: 200, body: { data: [] } }) });
    await clientWith(server).get('/plays', { query: { team_id: 't1', type: 'play', search: '', page: 2, x: undefined } });
    expect(server.seen[0]!.url).toBe('/apiv2/plays?team_id=t1&type=play&page=2');
  });

  it('sends no token on calls made before sign-in', async () => {
    const server = fakeServer({ 'GET /apiv2/config': () => ({ status: 200, body: {} }) });
    await clientWith(server).get('/config', { auth: false });
    expect(server.seen[0]!.headers.authorization).toBeUndefined();
  });

  it('asks for a new token before a call when the token is about to expire', async () => {
    const server = fakeServer({ 'GET /apiv2/teams': () => ({ status: 200, body: { data: [] } }) });
    const tokens = new TokenStore();
    const fresh = jwtExpiringIn(3600);
    tokens.set({ idToken: 'x', accessToken: jwtExpiringIn(3) });
    tokens.setTokenRequester(async () => tokens.set({ idToken: fresh, accessToken: fresh }));
    await createApiClient({ fetch: server.fetch, tokens }).get('/teams');
    expect(server.seen[0]!.headers.authorization).toBe(`Bearer ${fresh}`);
  });

  it("takes the error text from the answer's error, else its message, else the status", async () => {
    const server = fakeServer({
      'DELETE /apiv2/play/p1': () => ({ status: 409, body: { error: 'This play is used in 1 playbook.', playbooks: [{ playbook_id: 'b1', title: 'Sets' }] } }),
      'GET /apiv2/a': () => ({ status: 400, body: { message: 'Bad page' } }),
      'GET /apiv2/b': () => ({ status: 500, raw: '<html>oops</html>' }),
    });
    const client = clientWith(server);
    const inUse = await client.delete('/play/p1', { query: { force: false } }).catch((error: unknown) => error);
    expect(inUse).toBeInstanceOf(ApiError);
    expect(inUse).toMatchObject({ status: 409, detail: 'This play is used in 1 playbook.', message: 'Request to /apiv2/play/p1?force=false failed: This play is used in 1 playbook.' });
    expect((inUse as ApiError).data).toMatchObject({ playbooks: [{ playbook_id: 'b1' }] });
    await expect(client.get('/a')).rejects.toMatchObject({ status: 400, message: 'Request to /apiv2/a failed: Bad page' });
    await expect(client.get('/b')).rejects.toMatchObject({ status: 500, message: 'Request to /apiv2/b failed: Internal Server Error' });
  });

  it('says the coach is offline when no answer comes', async () => {
    const error = await clientWith(fakeServer({})).get('/plays').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(errorText(error)).toBe(OFFLINE_MESSAGE);
    expect((error as Error).message).toBe('You are offline. Please check your internet connection.');
    // In the coach's language.
    await setLanguage('de');
    expect(errorText(error)).toBe('Du bist offline. Bitte prüfe deine Internetverbindung.');
    await setLanguage(DEFAULT_LANGUAGE);
  });

  it('lets an aborted request stay an abort', async () => {
    const fetch = (async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    }) as typeof globalThis.fetch;
    await expect(createApiClient({ fetch, tokens: new TokenStore() }).get('/plays')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers undefined for an empty 204', async () => {
    const server = fakeServer({ 'DELETE /apiv2/share/abc': () => ({ status: 204 }) });
    expect(await clientWith(server).delete('/share/abc')).toBeNull();
  });
});
