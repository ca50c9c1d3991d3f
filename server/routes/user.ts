// The signed-in person: the user record of spec §3, profile changes, password, account deletion.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { said, textKey } from '../texts/texts';
import { route } from '../http/route';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { deleteUser, endAllSessions, findUserById, startSession, updateUser, type UserRow } from '../repositories/accounts';
import type { AuthUser } from '../auth/authenticate';
import { release, reserveAttempt, type Limit } from '../auth/limits';
import { issueDeviceToken, issueTokens, type SigningKey } from '../auth/tokens';
import { dateTimeSchema, idSchema } from '../http/responses';
import { minutesText, signInTokensSchema, signupBody } from './auth';
import { isLanguageCode, LANGUAGE_CODES } from '../../engine/model/languages';

/** Wrong current passwords per account before the check refuses to run (a stolen session guessing). */
export const PASSWORD_CHECK_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const satisfies Limit;

/** The user record the app reads at start (spec §3 "User"). */
export function userRecord(user: UserRow, auth: AuthUser) {
  return {
    user_id: auth.sub,
    db_user_id: user.id,
    name: user.name,
    email: user.email,
    picture: user.picture,
    signup: user.createdAt.toISOString(),
    subscription_name: user.subscriptionName,
    subscription_plan_id: user.subscriptionPlanId,
    next_bill_date: user.nextBillDate,
    data: { price: Number(user.price) },
    roles: auth.roles,
    permissions: auth.permissions,
    local_account: user.passwordHash !== null,
    // A code no longer shipped reads as not chosen.
    language: isLanguageCode(user.language) ? user.language : null,
  };
}

const userRecordSchema = z.object({
  user_id: z.string().describe("The token's subject: the user id for local accounts, the provider's for Auth0"),
  db_user_id: idSchema,
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
  signup: dateTimeSchema,
  subscription_name: z.string().nullable(),
  subscription_plan_id: z.string().nullable(),
  next_bill_date: z.string().nullable().describe('YYYY-MM-DD'),
  data: z.object({ price: z.number() }),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  local_account: z.boolean().describe('Signs in with a password here (not through Auth0)'),
  language: z.enum(LANGUAGE_CODES).nullable().describe("The language the person chose, on any device; null: the device's own"),
});

const profileBody = z.object({
  name: signupBody.shape.name.optional(),
  picture: z.url({ error: textKey('user.pictureUrl') }).max(2000).nullable().optional(),
  language: z.enum(LANGUAGE_CODES, { error: textKey('user.language') }).optional(),
});
const passwordBody = z.object({
  currentPassword: z.string().max(200),
  newPassword: signupBody.shape.password,
});

export function userRoutes(app: FastifyInstance, database: Database, signingKey: SigningKey, passwordHashCost: number): void {
  const { db } = database;
  const tag = 'User';
  const load = async (auth: AuthUser) => {
    const user = await findUserById(db, auth.id);
    if (!user) throw new HttpError(401, 'auth.accountGone');
    return user;
  };

  route(app, {
    method: 'GET',
    url: '/user_auth',
    tag,
    summary: 'The signed-in user record',
    responses: { 200: { description: 'The user', schema: userRecordSchema } },
    async handler({ user }) {
      return userRecord(await load(user), user);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/user',
    tag,
    summary: 'Change name, picture or language',
    body: profileBody,
    responses: { 200: { description: 'The user', schema: userRecordSchema }, 400: 'Invalid input' },
    async handler({ user, body }) {
      await load(user);
      const changes: Parameters<typeof updateUser>[2] = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.picture !== undefined) changes.picture = body.picture;
      if (body.language !== undefined) changes.language = body.language;
      return userRecord(await updateUser(db, user.id, changes), user);
    },
  });

  route(app, {
    method: 'POST',
    url: '/user/password',
    tag,
    summary: 'Change the password of a local account; every other session ends and this one gets new tokens',
    body: passwordBody,
    responses: {
      200: { description: 'Changed: new tokens for this session', schema: signInTokensSchema },
      400: 'Not a local account',
      403: 'Wrong current password',
      429: 'Too many wrong current passwords',
    },
    async handler({ user, body, reply }) {
      const row = await load(user);
      if (!row.passwordHash) throw new HttpError(400, 'user.noPasswordHere');
      const reservation = await reserveAttempt(db, [{ key: `password-check:${user.id}`, limit: PASSWORD_CHECK_LIMIT }]);
      if (!reservation.ok) {
        reply.header('retry-after', String(reservation.retryAfterSeconds));
        throw new HttpError(429, said('user.tooManyPasswordChecks', { wait: minutesText(reservation.retryAfterSeconds) }));
      }
      if (!(await verifyPassword(body.currentPassword, row.passwordHash))) {
        throw new HttpError(403, 'user.wrongCurrentPassword');
      }
      await release(db, reservation.reserved);
      const passwordHash = await hashPassword(body.newPassword, passwordHashCost);
      const { changed, refreshToken } = await database.transaction(async (tx) => {
        const changed = await endAllSessions(tx.db, user.id, { passwordHash });
        return { changed, refreshToken: await startSession(tx.db, user.id) };
      });
      return { ...(await issueTokens(signingKey, changed)), refreshToken, deviceToken: await issueDeviceToken(signingKey, changed) };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/user/sessions',
    tag,
    summary: 'Sign out everywhere: every refresh token is revoked and every access token stops working, this one too',
    responses: { 204: 'Signed out everywhere', 400: 'Not a local account' },
    async handler({ user }) {
      const row = await load(user);
      if (!row.passwordHash) throw new HttpError(400, 'user.signOutElsewhere');
      await database.transaction((tx) => endAllSessions(tx.db, user.id));
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/user',
    tag,
    summary: "Delete the account and the person's data (teams nobody else owns go with it)",
    responses: { 204: 'Deleted' },
    async handler({ user }) {
      await load(user);
      await database.transaction((tx) => deleteUser(tx.db, user.id));
    },
  });
}
