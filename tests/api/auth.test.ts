import { createServer, type Server } from 'node:http';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { sql, type SQL } from 'drizzle-orm';
import { PERMISSIONS_CLAIM, ROLES_CLAIM } from '../../server/auth/permissions';
import { DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR } from '../../server/config';
import { SIGN_IN_LIMITS } from '../../server/routes/auth';
import { PASSWORD_CHECK_LIMIT } from '../../server/routes/user';
import { loadSigningKey } from '../../server/auth/tokens';
import { purgeExpired } from '../../server/auth/purge';
import { openTestDatabase, startTestServer, testConfig, testDatabases, type TestServer } from './harness';
import { buildApp } from '../../server/app';
import { migrate } from '../../server/db/migrate';
import { decodeClaims, signUp, type Account } from './accounts';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDatabases)('local accounts on %s', (kind) => {
  let server: TestServer;
  let first: Account;
  beforeAll(async () => {
    server = await startTestServer(kind);
    first = await signUp(server.app, 'Phil Jackson');
  });
  afterAll(async () => server?.close());

  const inject = (options: InjectOptions) => server.app.inject(options);

  it('makes the first account an admin, later ones coaches, with the claims of spec §3', async () => {
    const admin = decodeClaims(first.idToken);
    expect(admin).toMatchObject({ given_name: 'Phil', family_name: 'Jackson', [ROLES_CLAIM]: ['admin'] });
    expect(admin[PERMISSIONS_CLAIM]).toEqual(expect.arrayContaining(['write:library', 'manage:teams']));
    expect(typeof admin.exp).toBe('number');
    const second = await signUp(server.app, 'Gregg Popovich');
    const coach = decodeClaims(second.idToken);
    expect(coach[ROLES_CLAIM]).toEqual([]);
    expect(coach[PERMISSIONS_CLAIM]).toEqual(['manage:teams']);
    expect(decodeClaims(second.accessToken).aud).toBe('urn:courtside:api');
  });

  it('answers the user record with a personal team', async () => {
    const response = await inject({ method: 'GET', url: '/apiv2/user_auth', headers: first.headers });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({ name: 'Phil Jackson', email: first.email, data: { price: 0 }, roles: ['admin'] });
    expect(user.db_user_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(user.signup)).not.toBeNaN();
  });

  it('refuses a taken email and bad input with a clear 4xx', async () => {
    const taken = await inject({ method: 'POST', url: '/apiv2/auth/signup', payload: { email: first.email.toUpperCase(), password: 'long enough', name: 'X' } });
    expect(taken.statusCode).toBe(409);
    const short = await inject({ method: 'POST', url: '/apiv2/auth/signup', payload: { email: 'a@b.co', password: 'short', name: 'X' } });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Invalid body: password: Use at least 8 characters');
    const noEmail = await inject({ method: 'POST', url: '/apiv2/auth/signup', payload: { email: 'nope', password: 'long enough', name: 'X' } });
    expect(noEmail.json().error).toMatch(/email/);
  });

  it('signs in, and refuses a wrong password', async () => {
    const ok = await inject({ method: 'POST', url: '/apiv2/auth/login', payload: { email: first.email, password: first.password } });
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json()).sort()).toEqual(['accessToken', 'deviceToken', 'idToken', 'refreshToken']);
    const wrong = await inject({ method: 'POST', url: '/apiv2/auth/login', payload: { email: first.email, password: 'wrong password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Wrong email or password.' });
  });

  it('rate limits failed sign-ins per account with 429', async () => {
    const victim = await signUp(server.app);
    const attempt = (password: string) => inject({ method: 'POST', url: '/apiv2/auth/login', payload: { email: victim.email, password } });
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i++) expect((await attempt('guess ' + i)).statusCode).toBe(401);
    const blocked = await attempt(victim.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(blocked.json().error).toMatch(/^Too many failed sign-ins. Wait 15 minutes/);
  });

  it('rate limits failed sign-ins per address with 429, whatever address the client claims', async () => {
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i++) {
      // A forged X-Forwarded-For is not believed (no TRUST_PROXY): the limit counts the real address.
      const headers = { 'x-forwarded-for': `198.51.100.${i}` };
      const response = await inject({ method: 'POST', url: '/apiv2/auth/login', remoteAddress: '203.0.113.9', headers, payload: { email: `nobody${i}@example.com`, password: 'whatever' } });
      last = response.statusCode;
    }
    expect(last).toBe(429);
    // Another address is not affected.
    const other = await inject({ method: 'POST', url: '/apiv2/auth/login', remoteAddress: '203.0.113.10', payload: { email: first.email, password: first.password } });
    expect(other.statusCode).toBe(200);
  });

  it('rotates refresh tokens, and a reused one ends the whole session', async () => {
    const account = await signUp(server.app);
    const refresh = (refreshToken: string) => inject({ method: 'POST', url: '/apiv2/auth/refresh', payload: { refreshToken } });
    const second = await refresh(account.refreshToken);
    expect(second.statusCode).toBe(200);
    const next = second.json().refreshToken as string;
    expect(next).not.toBe(account.refreshToken);
    // The first token again, later than the grace window: stolen or replayed. It fails, and so
    // does the newest one of its family.
    await server.database.db.execute(sql`update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null`);
    const replay = await refresh(account.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toMatch(/ended for your safety/);
    expect((await refresh(next)).statusCode).toBe(401);
    expect((await refresh('made-up')).statusCode).toBe(401);
  });

  const login = (payload: { email: string; password: string; deviceToken?: string }, remoteAddress = '127.0.0.1') =>
    inject({ method: 'POST', url: '/apiv2/auth/login', remoteAddress, payload });
  const refresh = (refreshToken: string) => inject({ method: 'POST', url: '/apiv2/auth/refresh', payload: { refreshToken } });
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
  const whoAmI = (accessToken: string) => inject({ method: 'GET', url: '/apiv2/user_auth', headers: bearer(accessToken) });
  const rows = async <T>(query: SQL): Promise<T[]> => {
    // PGlite answers { rows }, postgres.js the rows.
    const result = (await server.database.db.execute(query)) as unknown as T[] | { rows: T[] };
    return Array.isArray(result) ? result : result.rows;
  };

  it('counts sign-in attempts atomically: of 40 concurrent wrong guesses at most the limit are checked', async () => {
    const victim = await signUp(server.app);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login({ email: victim.email, password: `guess ${i}` }, '198.51.100.40')),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(SIGN_IN_LIMITS.pair.max);
    expect(codes.filter((c) => c === 401 || c === 429)).toHaveLength(40);
    // Refused attempts gave their reservations back: the account's budget holds only what was checked.
    const [row] = await rows<{ attempts: number }>(sql`select attempts from sign_in_limits where key = ${'account:' + victim.email}`);
    expect(row!.attempts).toBe(codes.filter((c) => c === 401).length);
  });

  it('does not let others lock a coach out: failures count per account and address, and a device token has its own budget', async () => {
    const coach = await signUp(server.app);
    const attacker = '198.51.100.66';
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i++) expect((await login({ email: coach.email, password: `guess ${i}` }, attacker)).statusCode).toBe(401);
    expect((await login({ email: coach.email, password: coach.password }, attacker)).statusCode).toBe(429);
    // The coach, elsewhere, signs in.
    const elsewhere = await login({ email: coach.email, password: coach.password }, '198.51.100.67');
    expect(elsewhere.statusCode).toBe(200);
    // Behind the attacker's address (one school network), the coach's device token still opens.
    const trusted = await login({ email: coach.email, password: coach.password, deviceToken: coach.deviceToken }, attacker);
    expect(trusted.statusCode).toBe(200);
    // Another account's device token does not make a device trusted for this one.
    const other = await signUp(server.app);
    expect((await login({ email: coach.email, password: coach.password, deviceToken: other.deviceToken }, attacker)).statusCode).toBe(429);
  });

  it('stops guessing from many addresses on the per-account budget, but not a device that signed in before', async () => {
    const coach = await signUp(server.app);
    const { max } = SIGN_IN_LIMITS.account;
    const perAddress = SIGN_IN_LIMITS.pair.max;
    await Promise.all(
      Array.from({ length: Math.ceil(max / perAddress) }, async (_, a) => {
        for (let i = 0; i < perAddress && a * perAddress + i < max; i++) {
          expect((await login({ email: coach.email, password: `guess ${i}` }, `203.0.113.${100 + a}`)).statusCode).toBe(401);
        }
      }),
    );
    const fresh = await login({ email: coach.email, password: coach.password }, '192.0.2.1');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(3000);
    const trusted = await login({ email: coach.email, password: coach.password, deviceToken: coach.deviceToken }, '192.0.2.1');
    expect(trusted.statusCode).toBe(200);
    // A device token is limited on its own budget.
    for (let i = 0; i < SIGN_IN_LIMITS.device.max; i++) {
      expect((await login({ email: coach.email, password: `guess ${i}`, deviceToken: coach.deviceToken }, '192.0.2.1')).statusCode).toBe(401);
    }
    expect((await login({ email: coach.email, password: coach.password, deviceToken: coach.deviceToken }, '192.0.2.1')).statusCode).toBe(429);
  });

  it('ends every other session when the password changes; this one gets new tokens', async () => {
    const account = await signUp(server.app);
    const other = (await login(account)).json() as { accessToken: string; refreshToken: string };
    // Both access tokens work (and are now in the verified-token cache).
    expect((await whoAmI(other.accessToken)).statusCode).toBe(200);
    expect((await whoAmI(account.accessToken)).statusCode).toBe(200);
    const changed = await inject({
      method: 'POST',
      url: '/apiv2/user/password',
      headers: account.headers,
      payload: { currentPassword: account.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json() as { accessToken: string; refreshToken: string; deviceToken: string };
    expect(Object.keys(fresh).sort()).toEqual(['accessToken', 'deviceToken', 'idToken', 'refreshToken']);
    // The other session is over: its refresh token and its access token.
    expect((await refresh(other.refreshToken)).statusCode).toBe(401);
    const ended = await whoAmI(other.accessToken);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error).toMatch(/signed out on every device/);
    expect((await refresh(account.refreshToken)).statusCode).toBe(401);
    expect((await whoAmI(account.accessToken)).statusCode).toBe(401);
    // This one goes on with the new tokens.
    expect((await whoAmI(fresh.accessToken)).statusCode).toBe(200);
    const renewed = await refresh(fresh.refreshToken);
    expect(renewed.statusCode).toBe(200);
    expect((await whoAmI(renewed.json().accessToken)).statusCode).toBe(200);
    // A device token from before the change is no longer trusted; the new one is.
    for (let i = 0; i < SIGN_IN_LIMITS.pair.max; i++) await login({ email: account.email, password: `guess ${i}` }, '198.51.100.90');
    expect((await login({ email: account.email, password: 'a brand new password', deviceToken: account.deviceToken }, '198.51.100.90')).statusCode).toBe(429);
    expect((await login({ email: account.email, password: 'a brand new password', deviceToken: fresh.deviceToken }, '198.51.100.90')).statusCode).toBe(200);
  });

  it('signs out everywhere: every refresh token and every access token stop working', async () => {
    const account = await signUp(server.app);
    const other = (await login(account)).json() as { accessToken: string; refreshToken: string };
    expect((await whoAmI(other.accessToken)).statusCode).toBe(200);
    expect((await whoAmI(account.accessToken)).statusCode).toBe(200);
    const out = await inject({ method: 'DELETE', url: '/apiv2/user/sessions', headers: account.headers });
    expect(out.statusCode).toBe(204);
    for (const tokens of [account, other]) {
      expect((await whoAmI(tokens.accessToken)).statusCode).toBe(401);
      const refused = await refresh(tokens.refreshToken);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe('You were signed out. Please sign in again.');
    }
    const again = await login(account);
    expect(again.statusCode).toBe(200);
    expect((await whoAmI(again.json().accessToken)).statusCode).toBe(200);
  });

  it('lets two tabs refresh the same token at once, and still ends the session on a replay after the grace window', async () => {
    const account = await signUp(server.app);
    const [a, b] = await Promise.all([refresh(account.refreshToken), refresh(account.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    // Just after, a third presentation (a retried request) is still within the grace window.
    expect((await refresh(account.refreshToken)).statusCode).toBe(200);
    for (const response of [a, b]) expect((await whoAmI(response.json().accessToken)).statusCode).toBe(200);
    const next = await refresh(a.json().refreshToken);
    expect(next.statusCode).toBe(200);
    // Past the window, the first token again is a replay: the whole family ends.
    await server.database.db.execute(sql`update refresh_tokens set used_at = now() - interval '31 seconds' where used_at is not null`);
    const replay = await refresh(account.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toMatch(/ended for your safety/);
    expect((await refresh(next.json().refreshToken)).statusCode).toBe(401);
    expect((await refresh(b.json().refreshToken)).statusCode).toBe(401);
  });

  it('limits sign-ups per address', async () => {
    const signup = (i: number) =>
      inject({ method: 'POST', url: '/apiv2/auth/signup', remoteAddress: '198.51.100.77', payload: { email: first.email, password: 'long enough', name: `X${i}` } });
    for (let i = 0; i < DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR; i++) expect((await signup(i)).statusCode).toBe(409);
    const refused = await signup(99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many accounts were created from this network/);
    // Another address signs up.
    const other = await inject({ method: 'POST', url: '/apiv2/auth/signup', remoteAddress: '198.51.100.78', payload: { email: `x${Date.now()}@example.com`, password: 'long enough', name: 'X' } });
    expect(other.statusCode).toBe(201);
  });

  it('limits the current-password check per account', async () => {
    const account = await signUp(server.app);
    const change = (currentPassword: string) =>
      inject({ method: 'POST', url: '/apiv2/user/password', headers: account.headers, payload: { currentPassword, newPassword: 'another password' } });
    for (let i = 0; i < PASSWORD_CHECK_LIMIT.max; i++) expect((await change(`guess ${i}`)).statusCode).toBe(403);
    const refused = await change(account.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many wrong current passwords/);
  });

  it('purges expired refresh tokens and reset limit rows, and keeps the live ones', async () => {
    const account = await signUp(server.app);
    const { db } = server.database;
    await db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 second'
      where user_id = (select id from users where email = ${account.email})`);
    await db.execute(sql`insert into sign_in_limits (key, attempts, resets_at) values ('test:old', 3, now() - interval '1 second'), ('test:live', 3, now() + interval '1 hour')`);
    const purged = await purgeExpired(db);
    expect(purged.refreshTokens).toBeGreaterThanOrEqual(1);
    expect(purged.limits).toBeGreaterThanOrEqual(1);
    const count = async (query: SQL) => (await rows<{ n: number }>(query))[0]!.n;
    expect(await count(sql`select count(*)::int as n from refresh_tokens where expires_at <= now()`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from sign_in_limits where resets_at <= now()`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from sign_in_limits where key = 'test:live'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from refresh_tokens where expires_at > now()`)).toBeGreaterThan(0);
  });

  it('signs out by ending the refresh token family', async () => {
    const account = await signUp(server.app);
    expect((await inject({ method: 'POST', url: '/apiv2/auth/logout', payload: { refreshToken: account.refreshToken } })).statusCode).toBe(204);
    expect((await inject({ method: 'POST', url: '/apiv2/auth/refresh', payload: { refreshToken: account.refreshToken } })).statusCode).toBe(401);
  });

  it('publishes the verifying key', async () => {
    const jwks = (await inject({ method: 'GET', url: '/apiv2/.well-known/jwks.json' })).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0].d).toBeUndefined();
  });

  describe('token attacks are 401 with a message', () => {
    const userAuth = (authorization?: string) =>
      inject({ method: 'GET', url: '/apiv2/user_auth', headers: authorization ? { authorization } : {} });

    it('no token', async () => {
      const response = await userAuth();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Sign in to continue.' });
    });

    it('alg none', async () => {
      const claims = decodeClaims(first.accessToken);
      const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
      expect((await userAuth(`Bearer ${forged}`)).statusCode).toBe(401);
    });

    it('HS256 signed with the public key', async () => {
      const jwk = (await inject({ method: 'GET', url: '/apiv2/.well-known/jwks.json' })).json().keys[0];
      const secret = new TextEncoder().encode(JSON.stringify(jwk));
      const forged = await new SignJWT(decodeClaims(first.accessToken)).setProtectedHeader({ alg: 'HS256', kid: jwk.kid }).sign(secret);
      expect((await userAuth(`Bearer ${forged}`)).statusCode).toBe(401);
    });

    it('a token signed by another key', async () => {
      const { privateKey } = await generateKeyPair('RS256');
      const foreign = await new SignJWT(decodeClaims(first.accessToken)).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
      const response = await userAuth(`Bearer ${foreign}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatch(/not valid/);
    });

    it('a tampered payload', async () => {
      const [header, , signature] = first.accessToken.split('.');
      const payload = b64({ ...decodeClaims(first.accessToken), [ROLES_CLAIM]: ['admin', 'superuser'] });
      expect((await userAuth(`Bearer ${header}.${payload}.${signature}`)).statusCode).toBe(401);
    });

    it('the id token used as an access token (wrong audience)', async () => {
      expect((await userAuth(`Bearer ${first.idToken}`)).statusCode).toBe(401);
    });

    it('a token signed with the instance key but without exp', async () => {
      const key = await loadSigningKey(server.database.db);
      const claims = decodeClaims(first.accessToken);
      delete claims.exp;
      const forever = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);
      const response = await userAuth(`Bearer ${forever}`);
      expect(response.statusCode).toBe(401);
      // The same token with an expiry is accepted: the refusal is for the missing claim.
      const bounded = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) + 60 }).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(key.privateKey);
      expect((await userAuth(`Bearer ${bounded}`)).statusCode).toBe(200);
    });

    it('garbage', async () => {
      expect((await userAuth('Bearer not.a.jwt')).statusCode).toBe(401);
      expect((await userAuth('Basic abc')).statusCode).toBe(401);
    });
  });

  it('changes name and password, and deletes the account with its data', async () => {
    const account = await signUp(server.app, 'Red Auerbach');
    const renamed = await inject({ method: 'PUT', url: '/apiv2/user', headers: account.headers, payload: { name: 'Arnold Auerbach' } });
    expect(renamed.json().name).toBe('Arnold Auerbach');
    const badPicture = await inject({ method: 'PUT', url: '/apiv2/user', headers: account.headers, payload: { picture: 'not a url' } });
    expect(badPicture.statusCode).toBe(400);

    // The language chosen follows the coach to any device: it is in the user record everywhere.
    expect((await inject({ method: 'GET', url: '/apiv2/user_auth', headers: account.headers })).json().language).toBeNull();
    expect((await inject({ method: 'PUT', url: '/apiv2/user', headers: account.headers, payload: { language: 'sr' } })).json().language).toBe('sr');
    const elsewhere = (await inject({ method: 'POST', url: '/apiv2/auth/login', payload: { email: account.email, password: account.password } })).json();
    expect((await inject({ method: 'GET', url: '/apiv2/user_auth', headers: { authorization: `Bearer ${elsewhere.accessToken}` } })).json().language).toBe('sr');
    const unknown = await inject({ method: 'PUT', url: '/apiv2/user', headers: account.headers, payload: { language: 'klingon' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^Invalid body: language: Use one of en, ar, /);

    const wrong = await inject({ method: 'POST', url: '/apiv2/user/password', headers: account.headers, payload: { currentPassword: 'nope', newPassword: 'a new password' } });
    expect(wrong.statusCode).toBe(403);
    const changed = await inject({ method: 'POST', url: '/apiv2/user/password', headers: account.headers, payload: { currentPassword: account.password, newPassword: 'a new password' } });
    expect(changed.statusCode).toBe(200);
    expect((await inject({ method: 'POST', url: '/apiv2/auth/login', payload: { email: account.email, password: 'a new password' } })).statusCode).toBe(200);
    const headers = { authorization: `Bearer ${changed.json().accessToken}` };

    expect((await inject({ method: 'DELETE', url: '/apiv2/user', headers })).statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: '/apiv2/user_auth', headers })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/apiv2/auth/login', payload: { email: account.email, password: 'a new password' } })).statusCode).toBe(401);
  });
});

describe('the purge timer', () => {
  it('purges what expired when the app is ready, and stops with the app', async () => {
    const { database, drop } = await openTestDatabase('pglite');
    try {
      await migrate(database);
      await database.db.execute(sql`insert into sign_in_limits (key, attempts, resets_at) values ('test:old', 3, now() - interval '1 second')`);
      const app = await buildApp({ config: testConfig(), database });
      await app.ready();
      await expect
        .poll(async () => ((await database.db.execute(sql`select key from sign_in_limits`)) as unknown as { rows: unknown[] }).rows.length)
        .toBe(0);
      await app.close();
    } finally {
      await drop();
    }
  });
});

describe('Auth0 mode', () => {
  // A stand-in for Auth0's JWKS endpoint on loopback: the real protocol, our own key.
  let jwksServer: Server;
  let jwksUrl: string;
  let signingKey: CryptoKey;
  let server: TestServer;
  const domain = 'courtside-test.eu.auth0.com';
  const audience = 'https://api.courtside.test';

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    signingKey = pair.privateKey;
    const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [publicJwk] })));
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const address = jwksServer.address();
    jwksUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/.well-known/jwks.json`;
    server = await startTestServer('pglite', {
      env: { AUTH0_DOMAIN: domain, AUTH0_AUDIENCE: audience, AUTH0_CLIENT_ID: 'client-123', AUTH0_ROLES_CLAIM: 'https://courtside.app/roles' },
      auth0JwksUrl: jwksUrl,
    });
  });
  afterAll(async () => {
    await server?.close();
    jwksServer?.close();
  });

  const auth0Token = (claims: Record<string, unknown>, options: { issuer?: string; audience?: string; expiresIn?: string } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? `https://${domain}/`)
      .setAudience(options.audience ?? audience)
      .setSubject('google-oauth2|1234567890')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(signingKey);

  it('creates a user for an unknown subject and reads roles and permissions from the claims', async () => {
    const token = await auth0Token({ email: 'coach@example.com', name: 'Coach K', permissions: ['write:library'], 'https://courtside.app/roles': ['admin'] });
    const response = await server.app.inject({ method: 'GET', url: '/apiv2/user_auth', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_id: 'google-oauth2|1234567890', name: 'Coach K', email: 'coach@example.com', roles: ['admin'], permissions: ['write:library'] });
    const again = await server.app.inject({ method: 'GET', url: '/apiv2/user_auth', headers: { authorization: `Bearer ${token}` } });
    expect(again.json().db_user_id).toBe(response.json().db_user_id);
  });

  it('refuses a wrong issuer, a wrong audience and an expired token', async () => {
    for (const token of [
      await auth0Token({}, { issuer: 'https://evil.auth0.com/' }),
      await auth0Token({}, { audience: 'https://other.api' }),
      await auth0Token({}, { expiresIn: '-1m' }),
    ]) {
      const response = await server.app.inject({ method: 'GET', url: '/apiv2/user_auth', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
    }
  });

  it('turns local sign-up off and tells the app to use Auth0', async () => {
    const signup = await server.app.inject({ method: 'POST', url: '/apiv2/auth/signup', payload: { email: 'x@example.com', password: 'long enough', name: 'X' } });
    expect(signup.statusCode).toBe(400);
    const config = (await server.app.inject({ method: 'GET', url: '/apiv2/config' })).json();
    expect(config.auth).toEqual({ mode: 'auth0', domain, clientId: 'client-123', audience, rolesClaim: 'https://courtside.app/roles', permissionsClaim: 'permissions' });
  });
});

describe('a server whose operator raised the sign-ups per address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { SIGNUPS_PER_ADDRESS_PER_HOUR: String(DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR + 2) } });
  });
  afterAll(() => server?.close());

  it('lets that many accounts be made from one address, and no more', async () => {
    const signup = (i: number) =>
      server.app.inject({ method: 'POST', url: '/apiv2/auth/signup', remoteAddress: '198.51.100.90', payload: { email: `clinic-${i}@example.com`, password: 'long enough', name: `Clinic ${i}` } });
    for (let i = 0; i < DEFAULT_SIGNUPS_PER_ADDRESS_PER_HOUR + 2; i++) expect((await signup(i)).statusCode).toBe(201);
    expect((await signup(99)).statusCode).toBe(429);
  });
});
