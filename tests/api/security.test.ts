// What a hostile client cannot do with headers: name its own address or host unless the operator
// trusts a proxy, frame the app or run script from elsewhere (issue 21, points 3, 6 and 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { callerFor, logCollector, samplePlayData, signUpPerson, type Person } from './fixtures';
import { CSP_VIOLATION_MESSAGE, PERMISSIONS_POLICY } from '../../server/http/security-headers';
import { DOCS_PAGE_POLICY } from '../../server/http/api-docs';

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe.each(testDatabases)('security headers and forwarded headers on %s', (kind) => {
  let server: TestServer;
  let trusting: TestServer;
  let log: ReturnType<typeof logCollector>;
  let coach: Person;
  let trustedLog: ReturnType<typeof logCollector>;

  beforeAll(async () => {
    log = logCollector();
    trustedLog = logCollector();
    server = await startTestServer(kind, { env: { LOG_LEVEL: 'info' }, logStream: log.stream });
    trusting = await startTestServer(kind, { env: { LOG_LEVEL: 'info', TRUST_PROXY: '10.0.0.0/8' }, logStream: trustedLog.stream });
    coach = await signUpPerson(server.app, 'Sam Secure');
  });
  afterAll(async () => {
    await server?.close();
    await trusting?.close();
  });

  it('sends a content security policy and the other security headers on the API and the app', async () => {
    for (const url of ['/apiv2/health', '/dashboard/plays']) {
      const response = await server.app.inject({ method: 'GET', url });
      const policy = directives(response.headers['content-security-policy'] as string);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
      expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('report-uri')).toEqual(['/apiv2/csp-report']);
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      // TLS and HSTS are the proxy's: a plain-HTTP install must not pin itself to https.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('turns camera, microphone and location off on every answer, keeping the timer\'s wake lock', async () => {
    for (const url of ['/apiv2/health', '/dashboard/plays', '/apiv2/no-such-route', '/apiv2/docs', '/dashboard/sw.js']) {
      const response = await server.app.inject({ method: 'GET', url });
      const features = new Map(String(response.headers['permissions-policy'] ?? '').split(',').map((part) => part.trim().split('=') as [string, string]));
      expect({ url, camera: features.get('camera'), microphone: features.get('microphone'), geolocation: features.get('geolocation'), wakeLock: features.get('screen-wake-lock') })
        .toEqual({ url, camera: '()', microphone: '()', geolocation: '()', wakeLock: '(self)' });
      // Vibration is no policy feature: nothing may name it (a "vibrate" entry would be ignored at best).
      expect(features.has('vibrate')).toBe(false);
    }
    expect(PERMISSIONS_POLICY).not.toMatch(/screen-wake-lock=\(\)/);
  });

  it('stores names, titles and notes without bidi overrides or zero-width marks, for every route', async () => {
    const caller = callerFor(server.app, coach);
    const created = await caller.post('/play', { team_id: coach.personalTeamId, type: 'play', title: '\u202egnp.exe', data: samplePlayData('Cut\u2066 left\u200b') });
    expect(created.statusCode).toBe(201);
    const play = created.json() as { play_id: string; title: string };
    expect(play.title).toBe('gnp.exe');
    const stored = (await caller.get(`/play/${play.play_id}`)).json() as { title: string; data: { phases: { note: string }[] } };
    expect(stored.title).toBe('gnp.exe');
    expect(stored.data.phases[0]!.note).toBe('Cut left');
    // What Persian and emoji need stays.
    const renamed = await caller.put(`/play/${play.play_id}`, { title: '\u2067می\u200cخواهم 👨\u200d👩\u200d👧\u2069' });
    expect((renamed.json() as { title: string }).title).toBe('می\u200cخواهم 👨\u200d👩\u200d👧');
    // A title of nothing but controls is no title: the usual 400, never an invisible name.
    const empty = await caller.post('/play', { team_id: coach.personalTeamId, type: 'play', title: '\u202e\u200b ' });
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as { error: string }).error).toMatch(/title: Enter a title/);
    const team = await caller.put(`/teams/${coach.personalTeamId}`, { name: 'Eagles\u202d U12' });
    expect(team.statusCode, team.body).toBeLessThan(300);
    const teams = (await caller.get('/teams')).json() as { data: { team_id: string; name: string }[] };
    expect(teams.data.find((t) => t.team_id === coach.personalTeamId)?.name).toBe('Eagles U12');
  });

  it('names a third party in the policy only when it is configured', async () => {
    const configured = await startTestServer(kind, {
      env: {
        AUTH0_DOMAIN: 'courtside.eu.auth0.com',
        AUTH0_AUDIENCE: 'https://api.courtside.test',
        AUTH0_CLIENT_ID: 'client',
        MIXPANEL_TOKEN: 'token',
        MIXPANEL_API_HOST: 'https://api-eu.mixpanel.com',
      },
    });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/apiv2/health' });
      const policy = directives(response.headers['content-security-policy'] as string);
      expect(policy.get('connect-src')).toEqual(["'self'", 'https://courtside.eu.auth0.com', 'https://api-eu.mixpanel.com']);
      expect(policy.get('frame-src')).toEqual(['https://courtside.eu.auth0.com']);
      expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      // Sessions are not recorded: style attributes stay refused.
      expect(policy.has('style-src-attr')).toBe(false);
    } finally {
      await configured.close();
    }
  });

  it('lets the session recorder read style changes only while sessions are recorded', async () => {
    const configured = await startTestServer(kind, { env: { MIXPANEL_TOKEN: 'token', MIXPANEL_RECORD_SESSIONS_PERCENT: '10' } });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/dashboard/plays' });
      const policy = directives(response.headers['content-security-policy'] as string);
      expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
      expect(policy.get('style-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    } finally {
      await configured.close();
    }
  });

  it('logs the violation reports browsers send, and reads no more than a report needs', async () => {
    const report = { 'csp-report': { 'document-uri': 'http://x/dashboard/', 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://evil.example/x.js' } };
    const sent = await server.app.inject({
      method: 'POST',
      url: '/apiv2/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify(report),
    });
    expect(sent.statusCode).toBe(204);
    const line = log.lines.find((entry) => entry.msg === CSP_VIOLATION_MESSAGE);
    expect(line?.report).toMatchObject({ directive: 'script-src-elem', blocked: 'https://evil.example/x.js' });
    const huge = await server.app.inject({
      method: 'POST',
      url: '/apiv2/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(64 * 1024) } }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('serves the docs page under a policy of its own, without a second reply', async () => {
    const before = log.lines.length;
    const page = await server.app.inject({ method: 'GET', url: '/apiv2/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toBe(DOCS_PAGE_POLICY);
    const logged = log.lines.slice(before).filter((entry) => Number(entry.level) >= 40);
    expect(logged.map((entry) => entry.msg)).toEqual([]);
  });

  it('believes no forwarded address or host by default', async () => {
    const before = log.lines.length;
    await server.app.inject({
      method: 'GET',
      url: '/apiv2/health',
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '203.0.113.99', 'x-forwarded-host': 'evil.example' },
    });
    const incoming = log.lines.slice(before).find((entry) => entry.msg === 'incoming request') as { req: { remoteAddress: string } };
    expect(incoming.req.remoteAddress).toBe('198.51.100.7');
    // Invite and share links are built on the real host, not the forwarded one.
    const shared = await callerFor(server.app, coach).post('/play', { team_id: coach.personalTeamId, title: 'Elbow' });
    const link = await callerFor(server.app, coach).post(
      '/share',
      { kind: 'play', id: shared.json().play_id },
      { host: 'coach.example.org', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    );
    expect(link.json().url).toMatch(/^http:\/\/coach\.example\.org\/dashboard\/public\/play\//);
  });

  it('believes forwarded headers only from the proxies named in TRUST_PROXY', async () => {
    const fromProxy = async (remoteAddress: string) => {
      const before = trustedLog.lines.length;
      await trusting.app.inject({ method: 'GET', url: '/apiv2/health', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.99' } });
      const incoming = trustedLog.lines.slice(before).find((entry) => entry.msg === 'incoming request') as { req: { remoteAddress: string } };
      return incoming.req.remoteAddress;
    };
    expect(await fromProxy('10.1.2.3')).toBe('203.0.113.99');
    expect(await fromProxy('198.51.100.7')).toBe('198.51.100.7');
  });
});
