// Local accounts (the embedded default): sign-up, sign-in, refresh-token rotation, sign-out, and
// the public keys that verify our tokens.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { route } from '../http/route';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { issueTokens, type SigningKey } from '../auth/tokens';
import {
  clearFailures,
  countRecentFailures,
  createLocalUser,
  EmailTakenError,
  endSession,
  findUserByEmail,
  findUserById,
  recordFailures,
  rotateRefreshToken,
  startSession,
  type UserRow,
} from '../repositories/accounts';

/** Failed sign-ins are counted over this window, per account and per address. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const MIN_PASSWORD_LENGTH = 8;

const email = z.email({ error: 'Enter a valid email address' }).max(254);
const password = z.string({ error: 'Enter a password' }).max(200);
export const signupBody = z.object({
  email,
  password: password.min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`),
  name: z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(100),
});
const loginBody = z.object({ email, password: password.min(1, 'Enter your password') });
const refreshBody = z.object({ refreshToken: z.string().min(1).max(200) });

const LOCAL_ACCOUNTS_OFF = 'This server signs in through Auth0; local accounts are turned off.';
// Verifying against this keeps an unknown email as slow as a wrong password.
const DUMMY_HASH = await hashPassword('not-a-real-password');

export function authRoutes(app: FastifyInstance, database: Database, signingKey: SigningKey, localAccounts: boolean): void {
  const { db } = database;
  const tag = 'Sign-in';

  const tokensFor = async (user: UserRow, refreshToken: string) => ({
    ...(await issueTokens(signingKey, user)),
    refreshToken,
  });
  const requireLocal = () => {
    if (!localAccounts) throw new HttpError(400, LOCAL_ACCOUNTS_OFF);
  };

  route(app, {
    method: 'POST',
    url: '/auth/signup',
    tag,
    auth: false,
    summary: 'Create a local account (the first one on a server is an admin) and sign in',
    body: signupBody,
    responses: { 201: 'Signed in: { idToken, accessToken, refreshToken }', 400: 'Invalid input', 409: 'Email already used' },
    async handler({ body, reply }) {
      requireLocal();
      const passwordHash = await hashPassword(body.password);
      try {
        const result = await database.transaction(async (tx) => {
          const user = await createLocalUser(tx.db, { email: body.email, name: body.name, passwordHash });
          return tokensFor(user, await startSession(tx.db, user.id));
        });
        reply.status(201);
        return result;
      } catch (error) {
        if (error instanceof EmailTakenError || isUniqueViolation(error)) {
          throw new HttpError(409, 'An account with this email already exists. Sign in instead.');
        }
        throw error;
      }
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/login',
    tag,
    auth: false,
    summary: 'Sign in with email and password',
    body: loginBody,
    responses: { 200: '{ idToken, accessToken, refreshToken }', 401: 'Wrong email or password', 429: 'Too many failed attempts' },
    async handler({ body, request, reply }) {
      requireLocal();
      const accountKey = `account:${body.email.toLowerCase()}`;
      const addressKey = `address:${request.ip}`;
      const [accountFailures, addressFailures] = await Promise.all([
        countRecentFailures(db, accountKey, SIGN_IN_WINDOW_MS),
        countRecentFailures(db, addressKey, SIGN_IN_WINDOW_MS),
      ]);
      if (accountFailures >= MAX_FAILURES_PER_ACCOUNT || addressFailures >= MAX_FAILURES_PER_ADDRESS) {
        reply.header('retry-after', String(SIGN_IN_WINDOW_MS / 1000));
        throw new HttpError(429, 'Too many failed sign-ins. Wait 15 minutes and try again, or reset your password.');
      }
      const user = await findUserByEmail(db, body.email);
      const ok = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !user.passwordHash || !ok) {
        await recordFailures(db, [accountKey, addressKey]);
        throw new HttpError(401, 'Wrong email or password.');
      }
      await clearFailures(db, accountKey);
      return tokensFor(user, await startSession(db, user.id));
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/refresh',
    tag,
    auth: false,
    summary: 'Trade a refresh token for new tokens; the old refresh token is spent (reuse revokes the session)',
    body: refreshBody,
    responses: { 200: '{ idToken, accessToken, refreshToken }', 401: 'Unknown, expired or reused refresh token' },
    async handler({ body }) {
      requireLocal();
      const outcome = await database.transaction((tx) => rotateRefreshToken(tx.db, body.refreshToken));
      if (!outcome.ok) {
        throw new HttpError(
          401,
          outcome.reason === 'reused'
            ? 'This session was ended for your safety because an old sign-in was used again. Please sign in again.'
            : 'Your session has expired. Please sign in again.',
        );
      }
      const user = await findUserById(db, outcome.userId);
      if (!user) throw new HttpError(401, 'This account no longer exists.');
      return tokensFor(user, outcome.refreshToken);
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/logout',
    tag,
    auth: false,
    summary: 'End the session of a refresh token',
    body: refreshBody,
    responses: { 204: 'Signed out' },
    async handler({ body }) {
      await endSession(db, body.refreshToken);
    },
  });

  route(app, {
    method: 'GET',
    url: '/.well-known/jwks.json',
    tag,
    auth: false,
    summary: 'The public keys that verify tokens of local accounts',
    async handler() {
      return { keys: [signingKey.publicJwk] };
    },
  });
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
