// The signed-in person: the user record of spec §3, profile changes, password, account deletion.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { route } from '../http/route';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { deleteUser, findUserById, updateUser, type UserRow } from '../repositories/accounts';
import type { AuthUser } from '../auth/authenticate';
import { signupBody } from './auth';

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
  };
}

const profileBody = z.object({
  name: signupBody.shape.name.optional(),
  picture: z.url({ error: 'Use a web address for the picture' }).max(2000).nullable().optional(),
});
const passwordBody = z.object({
  currentPassword: z.string().max(200),
  newPassword: signupBody.shape.password,
});

export function userRoutes(app: FastifyInstance, database: Database): void {
  const { db } = database;
  const tag = 'User';
  const load = async (auth: AuthUser) => {
    const user = await findUserById(db, auth.id);
    if (!user) throw new HttpError(401, 'This account no longer exists.');
    return user;
  };

  route(app, {
    method: 'GET',
    url: '/user_auth',
    tag,
    summary: 'The signed-in user record',
    async handler({ user }) {
      return userRecord(await load(user), user);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/user',
    tag,
    summary: 'Change name or picture',
    body: profileBody,
    async handler({ user, body }) {
      await load(user);
      const changes: Parameters<typeof updateUser>[2] = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.picture !== undefined) changes.picture = body.picture;
      return userRecord(await updateUser(db, user.id, changes), user);
    },
  });

  route(app, {
    method: 'POST',
    url: '/user/password',
    tag,
    summary: 'Change the password of a local account',
    body: passwordBody,
    responses: { 204: 'Changed', 400: 'Not a local account', 403: 'Wrong current password' },
    async handler({ user, body }) {
      const row = await load(user);
      if (!row.passwordHash) throw new HttpError(400, 'This account signs in elsewhere and has no password here.');
      if (!(await verifyPassword(body.currentPassword, row.passwordHash))) {
        throw new HttpError(403, 'The current password is not right.');
      }
      await updateUser(db, user.id, { passwordHash: await hashPassword(body.newPassword) });
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
