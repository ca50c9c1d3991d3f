// Error reporting and the help widget on the server (issue 19): both off unless configured; a 5xx is
// reported to Sentry (here a local stand-in taking the SDK's real envelopes) with the coach attached,
// a 4xx never; the policy lets the app reach only the configured services.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { HttpError } from '../../server/errors';
import { migrate } from '../../server/db/migrate';
import { startFakeSentry, type FakeSentry } from '../fakes/sentry';
import { signUpPerson, type Person } from './fixtures';
import { openTestDatabase, startTestServer, testConfig, testDatabases } from './harness';

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe.each(testDatabases)('error reporting and optional integrations on %s', (kind) => {
  let sentry: FakeSentry;
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let coach: Person;

  beforeAll(async () => {
    sentry = await startFakeSentry();
    const opened = await openTestDatabase(kind);
    drop = opened.drop;
    await migrate(opened.database);
    app = await buildApp({
      config: testConfig({ SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: 'test', SENTRY_RELEASE: 'courtside@test', HELP_WIDGET_URL: 'https://widget.help.example/loader.js' }),
      database: opened.database,
    });
    // Routes that fail the way a bug or a refused request does, behind the real sign-in.
    app.get('/apiv2/test/crash', async (request) => {
      await app.authenticate(request);
      throw new Error('The test route crashed');
    });
    app.get('/apiv2/test/unavailable', async () => {
      throw new HttpError(503, 'request.databaseDown');
    });
    app.get('/apiv2/test/refused', async () => {
      throw new HttpError(409, 'idempotency.inProgress');
    });
    await app.ready();
    coach = await signUpPerson(app, 'Riley Report');
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    await sentry?.close();
  });

  it('tells the app where to report and which help widget to load', async () => {
    const config = (await app.inject({ method: 'GET', url: '/apiv2/config' })).json();
    expect(config.errorReporting).toEqual({ provider: 'sentry', dsn: sentry.dsn, environment: 'test', release: 'courtside@test' });
    expect(config.helpWidget).toEqual({ scriptUrl: 'https://widget.help.example/loader.js' });
  });

  it('lets the app reach the configured reporter and widget, and run only that widget’s script', async () => {
    const response = await app.inject({ method: 'GET', url: '/apiv2/health' });
    const policy = directives(response.headers['content-security-policy'] as string);
    const sentryOrigin = new URL(sentry.dsn).origin;
    expect(policy.get('connect-src')).toEqual(["'self'", sentryOrigin, 'https://widget.help.example']);
    expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://widget.help.example']);
  });

  it('reports a 5xx with the coach and the route, and no 4xx', async () => {
    const refused = await app.inject({ method: 'GET', url: '/apiv2/test/refused' });
    expect(refused.statusCode).toBe(409);
    const signedOut = await app.inject({ method: 'GET', url: '/apiv2/test/crash' });
    expect(signedOut.statusCode).toBe(401);
    const invalid = await app.inject({ method: 'POST', url: '/apiv2/plays', headers: { ...coach.headers, 'content-type': 'application/json' }, payload: '{' });
    expect(invalid.statusCode).toBe(400);

    const crash = await app.inject({ method: 'GET', url: '/apiv2/test/crash', headers: coach.headers });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    const unavailable = await app.inject({ method: 'GET', url: '/apiv2/test/unavailable' });
    expect(unavailable.statusCode).toBe(503);

    // The 4xx answers came first: had any been reported, it would be among the first two events.
    await expect.poll(() => sentry.events().length, { timeout: 10_000 }).toBe(2);
    const [crashed, refusedNow] = sentry.events();
    expect(sentry.envelopes.every((envelope) => envelope.projectId === '4242' && envelope.key === 'testpublickey')).toBe(true);
    expect(crashed).toMatchObject({
      environment: 'test',
      release: 'courtside@test',
      platform: 'node',
      user: { id: coach.id },
      tags: { route: '/apiv2/test/crash' },
      exception: { values: [{ type: 'Error', value: 'The test route crashed' }] },
    });
    const frames = (crashed as { exception: { values: { stacktrace: { frames: unknown[] } }[] } }).exception.values[0]!.stacktrace.frames;
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.length).toBeLessThanOrEqual(50);
    expect(refusedNow).toMatchObject({ exception: { values: [{ value: 'The database is not answering.' }] }, tags: { route: '/apiv2/test/unavailable' } });
    expect(refusedNow!.user).toBeUndefined();
  });
});

describe.each(testDatabases)('without configuration on %s', (kind) => {
  it('names no reporter or widget, and the policy names none', async () => {
    const server = await startTestServer(kind);
    try {
      const config = (await server.app.inject({ method: 'GET', url: '/apiv2/config' })).json();
      expect(config).toMatchObject({ errorReporting: null, helpWidget: null, analytics: null });
      const policy = directives((await server.app.inject({ method: 'GET', url: '/apiv2/health' })).headers['content-security-policy'] as string);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    } finally {
      await server.close();
    }
  });
});
