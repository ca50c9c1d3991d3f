// Local accounts (the embedded default): sign-up, sign-in, refresh-token rotation, sign-out, and
// the public keys that verify our tokens.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { said, textKey, type Said } from '../texts/texts';
import { route } from '../http/route';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { issueDeviceToken, issueTokens, readDeviceToken, type SigningKey } from '../auth/tokens';
import { clearAttempts, release, reserveAttempt, type Bucket, type Limit } from '../auth/limits';
import { requestLanguage } from '../texts/request-language';
import {
  createLocalUser,
  EmailTakenError,
  endSession,
  findUserByEmail,
  findUserById,
  rotateRefreshToken,
  startSession,
  type UserRow,
} from '../repositories/accounts';

const MINUTE_MS = 60_000;
/**
 * Sign-in limits (README "Security"). Every attempt is counted before the password is checked; a
 * successful one is not counted, and forgives the failures of its account and address pair.
 * - Per account and address pair: guessing from one place stops after 5 tries.
 * - Per account, for sign-ins without a device token of that account: a slower budget across all
 *   addresses, so many addresses cannot guess fast either.
 * - Per address: one place trying many accounts.
 * - Per device token: a device that signed in to the account before is limited on its own budget
 *   only, so others' failures never lock the owner out there.
 */
export const SIGN_IN_LIMITS = {
  pair: { max: 5, windowMs: 15 * MINUTE_MS },
  account: { max: 50, windowMs: 60 * MINUTE_MS },
  address: { max: 20, windowMs: 15 * MINUTE_MS },
  device: { max: 5, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, Limit>;
/** Sign-up attempts per address (each one hashes a password and makes an account). */
/** Accounts one address may create an hour: config's SIGNUPS_PER_ADDRESS_PER_HOUR. */
const signUpLimit = (perHour: number): Limit => ({ max: perHour, windowMs: 60 * MINUTE_MS });
export const MIN_PASSWORD_LENGTH = 8;

const email = z.email({ error: textKey('auth.email') }).max(254);
const password = z.string({ error: textKey('auth.password') }).max(200);
export const signupBody = z.object({
  email,
  password: password.min(MIN_PASSWORD_LENGTH, textKey('auth.passwordTooShort')),
  name: z.string({ error: textKey('auth.yourName') }).trim().min(1, textKey('auth.yourName')).max(100),
});
const loginBody = z.object({
  email,
  password: password.min(1, textKey('auth.yourPassword')),
  /** The device token this device got at its last sign-in to the account, if any. */
  deviceToken: z.string().max(2000).optional(),
});
const refreshBody = z.object({ refreshToken: z.string().min(1).max(200) });

/** The tokens of a session: who signed in (idToken), what calls carry (accessToken), how to renew them. */
const tokensSchema = z.object({ idToken: z.string(), accessToken: z.string(), refreshToken: z.string() });
/** Tokens at sign-in, with the device token that makes this device trusted at the next one. */
export const signInTokensSchema = tokensSchema.extend({ deviceToken: z.string() });

export interface LocalAccountOptions {
  /** Off when the server signs in through Auth0. */
  localAccounts: boolean;
  signUpsPerHour: number;
  /** scrypt's cost for new hashes (config's PASSWORD_HASH_COST). */
  passwordHashCost: number;
}

export function authRoutes(app: FastifyInstance, database: Database, signingKey: SigningKey, { localAccounts, signUpsPerHour, passwordHashCost }: LocalAccountOptions): void {
  const SIGN_UP_LIMIT = signUpLimit(signUpsPerHour);
  // Verifying against this keeps an unknown email as slow as a wrong password (made at the same cost).
  const dummyHash = hashPassword('not-a-real-password', passwordHashCost);
  const { db } = database;
  const tag = 'Sign-in';

  const tokensFor = async (user: UserRow, refreshToken: string) => ({
    ...(await issueTokens(signingKey, user)),
    refreshToken,
  });
  /** Tokens at sign-in (and sign-up): the device token too, which makes this device trusted next time. */
  const signInTokensFor = async (user: UserRow, refreshToken: string) => ({
    ...(await tokensFor(user, refreshToken)),
    deviceToken: await issueDeviceToken(signingKey, user),
  });
  const requireLocal = () => {
    if (!localAccounts) throw new HttpError(400, 'auth.localAccountsOff');
  };

  route(app, {
    method: 'POST',
    url: '/auth/signup',
    tag,
    auth: false,
    summary: 'Create a local account (the first one on a server is an admin) and sign in',
    body: signupBody,
    responses: {
      201: { description: 'Signed in', schema: signInTokensSchema },
      400: 'Invalid input',
      409: 'Email already used',
      429: 'Too many sign-ups from this address',
    },
    async handler({ body, request, reply }) {
      requireLocal();
      const reservation = await reserveAttempt(db, [{ key: `signup:${request.ip}`, limit: SIGN_UP_LIMIT }]);
      if (!reservation.ok) {
        reply.header('retry-after', String(reservation.retryAfterSeconds));
        throw new HttpError(429, said('auth.tooManySignUps', { wait: minutesText(reservation.retryAfterSeconds) }));
      }
      const passwordHash = await hashPassword(body.password, passwordHashCost);
      try {
        const result = await database.transaction(async (tx) => {
          const user = await createLocalUser(tx.db, { email: body.email, name: body.name, passwordHash, language: requestLanguage(request.headers['accept-language']) });
          return signInTokensFor(user, await startSession(tx.db, user.id));
        });
        reply.status(201);
        return result;
      } catch (error) {
        if (error instanceof EmailTakenError || isUniqueViolation(error)) {
          throw new HttpError(409, 'auth.emailTaken');
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
    responses: {
      200: { description: 'Signed in', schema: signInTokensSchema },
      401: 'Wrong email or password',
      429: 'Too many failed attempts',
    },
    async handler({ body, request, reply }) {
      requireLocal();
      const accountKey = body.email.toLowerCase();
      const user = await findUserByEmail(db, body.email);
      const deviceId = user && body.deviceToken ? await readDeviceToken(signingKey, body.deviceToken, user) : null;
      const pairKey = `pair:${accountKey}|${request.ip}`;
      const buckets: Bucket[] = deviceId
        ? [{ key: `device:${deviceId}`, limit: SIGN_IN_LIMITS.device }]
        : [
            { key: pairKey, limit: SIGN_IN_LIMITS.pair },
            { key: `account:${accountKey}`, limit: SIGN_IN_LIMITS.account },
            { key: `address:${request.ip}`, limit: SIGN_IN_LIMITS.address },
          ];
      const reservation = await reserveAttempt(db, buckets);
      if (!reservation.ok) {
        reply.header('retry-after', String(reservation.retryAfterSeconds));
        throw new HttpError(429, said('auth.tooManySignIns', { wait: minutesText(reservation.retryAfterSeconds) }));
      }
      const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash));
      if (!user || !user.passwordHash || !ok) throw new HttpError(401, 'auth.wrongPassword');
      // A success counts against nothing, and forgives the failures of this pair (or device).
      await release(db, reservation.reserved);
      await clearAttempts(db, deviceId ? `device:${deviceId}` : pairKey);
      return signInTokensFor(user, await startSession(db, user.id));
    },
  });

  route(app, {
    method: 'POST',
    url: '/auth/refresh',
    tag,
    auth: false,
    summary: 'Trade a refresh token for new tokens; the old refresh token is spent (presented again after a 30-second grace, it revokes the session)',
    body: refreshBody,
    responses: { 200: { description: 'New tokens', schema: tokensSchema }, 401: 'Unknown, expired or reused refresh token' },
    async handler({ body }) {
      requireLocal();
      const outcome = await database.transaction((tx) => rotateRefreshToken(tx.db, body.refreshToken));
      if (!outcome.ok) {
        throw new HttpError(401, outcome.reason === 'reused' ? 'auth.sessionReused' : outcome.reason === 'ended' ? 'auth.signedOut' : 'auth.expired');
      }
      const user = await findUserById(db, outcome.userId);
      if (!user) throw new HttpError(401, 'auth.accountGone');
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
    responses: { 200: { description: 'A JSON Web Key Set', schema: z.object({ keys: z.array(z.looseObject({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string() })) }) } },
    async handler() {
      return { keys: [signingKey.publicJwk] };
    },
  });
}

/** "15 minutes", "1 minute": how long a limit lasts, for its message. */
export function minutesText(seconds: number): Said {
  return said('time.minutes', { count: Math.max(1, Math.ceil(seconds / 60)) });
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
