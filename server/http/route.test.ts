import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, registerErrorHandling } from '../errors';
import type { AuthUser } from '../auth/authenticate';
import { route } from './route';

const SORRY = 'Something went wrong on our side. Please try again.';

describe('route', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  /** A bare server with the API's error handling; a token "good" signs in. */
  function server() {
    const lines: Record<string, unknown>[] = [];
    const built = Fastify({ logger: { level: 'error', stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } } });
    registerErrorHandling(built);
    built.decorateRequest('user', null as unknown as AuthUser);
    built.decorate('authenticate', async (request: { headers: Record<string, unknown> }) => {
      if (request.headers.authorization !== 'Bearer good') throw new HttpError(401, 'auth.signIn');
    });
    app = built;
    return { app: built, lines };
  }

  const countSchema = z.object({ count: z.number().int() });

  it('refuses an answer its schema does not fit: a 500 for the caller, the route and the field in the log', async () => {
    const { app, lines } = server();
    route(app, { method: 'GET', url: '/count', tag: 'Test', summary: 'A count', auth: false, responses: { 200: { description: 'The count', schema: countSchema } }, handler: async () => ({ count: 'many' }) });
    const response = await app.inject({ method: 'GET', url: '/count' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: SORRY });
    const logged = lines.find((line) => line.msg === 'request failed') as { err: { code: string; method: string; url: string; message: string } };
    expect(logged.err).toMatchObject({ code: 'FST_ERR_RESPONSE_SERIALIZATION', method: 'GET', url: '/count' });
    // The message carries the schema's issues: which field, what was expected.
    expect(logged.err.message).toMatch(/^Response doesn't match the schema: /);
    expect(JSON.parse(logged.err.message.slice(logged.err.message.indexOf('[')))).toMatchObject([{ path: ['count'], expected: 'number' }]);
  });

  it.each([['production'], ['unset (npm start)']])('sends answers unchecked with NODE_ENV %s', async (mode) => {
    const previous = process.env.NODE_ENV;
    if (mode === 'production') process.env.NODE_ENV = 'production';
    else delete process.env.NODE_ENV;
    try {
      const { app } = server();
      route(app, { method: 'GET', url: '/count', tag: 'Test', summary: 'A count', auth: false, responses: { 200: { description: 'The count', schema: countSchema } }, handler: async () => ({ count: 'many' }) });
      const response = await app.inject({ method: 'GET', url: '/count' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ count: 'many' });
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('sends an answer that fits as the handler made it, fields beyond the schema included', async () => {
    const { app } = server();
    route(app, { method: 'GET', url: '/count', tag: 'Test', summary: 'A count', auth: false, responses: { 200: { description: 'The count', schema: countSchema } }, handler: async () => ({ count: 3, note: 'kept' }) });
    expect((await app.inject({ method: 'GET', url: '/count' })).json()).toEqual({ count: 3, note: 'kept' });
  });

  it('checks errors as { error }, and lets a damaged row answer its data as stored, also within a union', async () => {
    const { app } = server();
    const record = z.object({ id: z.string(), data: z.object({ phases: z.array(z.string()) }), data_error: z.string().optional() });
    const damaged = { id: 'a', data: { phases: 'torn' }, data_error: 'The field phases is not valid' };
    route(app, { method: 'GET', url: '/one', tag: 'Test', summary: 'One', auth: false, responses: { 200: { description: 'It', schema: record } }, handler: async () => damaged });
    const either = z.union([record.extend({ kind: z.literal('x') }), record.extend({ kind: z.literal('y') })]);
    route(app, { method: 'GET', url: '/either', tag: 'Test', summary: 'Either', auth: false, responses: { 200: { description: 'It', schema: either } }, handler: async () => ({ ...damaged, kind: 'y' }) });
    route(app, { method: 'GET', url: '/wrong', tag: 'Test', summary: 'Wrong', auth: false, responses: { 200: { description: 'It', schema: record } }, handler: async () => ({ ...damaged, id: 1 }) });
    route(app, {
      method: 'GET',
      url: '/gone',
      tag: 'Test',
      summary: 'Gone',
      auth: false,
      responses: { 404: 'Not there' },
      handler: async () => {
        throw new HttpError(404, 'media.notFound', { id: 'a' });
      },
    });
    expect((await app.inject({ method: 'GET', url: '/one' })).json()).toEqual(damaged);
    expect((await app.inject({ method: 'GET', url: '/either' })).json()).toEqual({ ...damaged, kind: 'y' });
    // Only the data beside data_error is excused.
    expect((await app.inject({ method: 'GET', url: '/wrong' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/gone' })).json()).toEqual({ error: 'This file does not exist, or it belongs to a team you are not in.', id: 'a' });
  });

  it('answers bad input with a 400 naming the part and the field, in the words of the schema', async () => {
    const { app } = server();
    const body = z.object({ name: z.string({ error: 'Enter a name' }).min(1, 'Enter a name') });
    route(app, { method: 'POST', url: '/things', tag: 'Test', summary: 'Make', auth: false, query: z.object({ n: z.coerce.number({ error: 'expected a number' }).optional() }), body, handler: async ({ body }) => body });
    route(app, { method: 'POST', url: '/nothing', tag: 'Test', summary: 'Nothing', auth: false, handler: async ({ body }) => ({ got: body }) });
    const post = (url: string, payload?: string) =>
      app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }) });
    expect((await post('/things', '{"name":""}')).json()).toEqual({ error: 'Invalid body: name: Enter a name' });
    expect((await post('/things?n=x', '{"name":"A"}')).json()).toEqual({ error: 'Invalid query: n: expected a number' });
    expect((await post('/things', '{"name":"A\\u0000"}')).json().error).toMatch(/^Invalid body: it contains a character that cannot be saved/);
    // Invisible controls are taken out before the schema reads the text.
    expect((await post('/things', '{"name":"\\u202eA"}')).json()).toEqual({ name: 'A' });
    // Nothing sent reads as an empty object; a JSON null, an array or a string is no object.
    expect((await post('/nothing')).json()).toEqual({ got: {} });
    for (const payload of ['null', '[1]', '"text"']) {
      const refused = await post('/nothing', payload);
      expect(refused.statusCode, payload).toBe(400);
      expect(refused.json().error, payload).toMatch(/^Invalid body: /);
    }
  });

  it('asks for a token before reading the input, and answers nothing as 204', async () => {
    const { app } = server();
    route(app, { method: 'PUT', url: '/thing', tag: 'Test', summary: 'Change', body: z.object({ name: z.string() }), handler: async () => undefined });
    const put = (token: string, payload: unknown) => app.inject({ method: 'PUT', url: '/thing', headers: { authorization: `Bearer ${token}` }, payload: payload as object });
    expect((await put('bad', { name: 3 })).statusCode).toBe(401);
    expect((await put('good', { name: 3 })).statusCode).toBe(400);
    expect((await put('good', { name: 'A' })).statusCode).toBe(204);
  });
});
