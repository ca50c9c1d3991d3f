// People and their sign-in sessions.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { organizations, refreshTokens, signInFailures, teamMembers, teams, users } from '../db/schema';
import { ADMIN_ROLE } from '../auth/permissions';
import { hashRefreshToken, newRefreshToken, refreshTokenExpiry } from '../auth/tokens';

export type UserRow = typeof users.$inferSelect;

/** Serializes "is this the first account?" so exactly one first account becomes admin. */
const FIRST_ACCOUNT_LOCK_ID = 7_204_119;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  // Every signed-in request asks this: prepared once.
  const query = preparedQuery(db, 'user_by_id', (d) =>
    d.select().from(users).where(eq(users.id, sql.placeholder('id'))).prepare('user_by_id'),
  );
  const [user] = await query.execute({ id });
  return user;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

/** A new person gets their own organization and team, where they are the owner. */
async function createPersonalWorkspace(db: Db, user: UserRow): Promise<void> {
  const firstName = user.name.split(/\s+/)[0] || user.name;
  const [organization] = await db
    .insert(organizations)
    .values({ name: `${firstName}'s organization`, createdBy: user.id })
    .returning();
  const [team] = await db.insert(teams).values({ organizationId: organization!.id, name: `${firstName}'s team` }).returning();
  await db.insert(teamMembers).values({ teamId: team!.id, userId: user.id, role: 'owner' });
}

async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  await db.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK_ID})`);
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  const [user] = await db
    .insert(users)
    .values({ ...values, roles: count === 0 ? [ADMIN_ROLE] : [] })
    .returning();
  await createPersonalWorkspace(db, user!);
  return user!;
}

export class EmailTakenError extends Error {}

/** Call inside a transaction. */
export async function createLocalUser(db: Db, input: { email: string; name: string; passwordHash: string }): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw new EmailTakenError();
  return insertUser(db, { email: input.email, name: input.name, passwordHash: input.passwordHash });
}

/** Auth0 mode: an unknown subject gets a user record (and a workspace) on its first call. */
export async function findOrCreateExternalUser(db: Db, input: { sub: string; email: string; name: string }): Promise<UserRow> {
  const [existing] = await db.select().from(users).where(eq(users.externalSub, input.sub));
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [again] = await tx.select().from(users).where(eq(users.externalSub, input.sub));
    if (again) return again;
    const taken = await findUserByEmail(tx as unknown as Db, input.email);
    const email = taken ? `${input.sub}@users.auth0` : input.email;
    return insertUser(tx as unknown as Db, { email, name: input.name, externalSub: input.sub });
  });
}

export async function updateUser(db: Db, id: string, changes: Partial<Pick<UserRow, 'name' | 'picture' | 'passwordHash'>>): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user!;
}

/**
 * Removes a person and their data: their memberships, every team where nobody else owns it (with
 * everything in it), organizations left without teams, and their sessions.
 */
export async function deleteUser(db: Db, id: string): Promise<void> {
  const owned = await db
    .select({ teamId: teamMembers.teamId, organizationId: teams.organizationId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.userId, id), eq(teamMembers.role, 'owner')));
  for (const { teamId } of owned) {
    const [{ others }] = (await db
      .select({ others: sql<number>`count(*)::int` })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'owner'), sql`${teamMembers.userId} <> ${id}`))) as [
      { others: number },
    ];
    if (others === 0) await db.delete(teams).where(eq(teams.id, teamId));
  }
  await db.delete(users).where(eq(users.id, id));
  const organizationIds = [...new Set(owned.map((o) => o.organizationId))];
  if (organizationIds.length > 0) {
    await db
      .delete(organizations)
      .where(and(inArray(organizations.id, organizationIds), sql`not exists (select 1 from teams t where t.organization_id = ${organizations.id})`));
  }
}

// --- sessions --------------------------------------------------------------------------------

export async function startSession(db: Db, userId: string, familyId?: string): Promise<string> {
  const { token, hash } = newRefreshToken();
  await db.insert(refreshTokens).values({
    userId,
    familyId: familyId ?? crypto.randomUUID(),
    tokenHash: hash,
    expiresAt: refreshTokenExpiry() as unknown as Date,
  });
  return token;
}

export type RefreshOutcome = { ok: true; userId: string; refreshToken: string } | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Rotates a refresh token: the old one is spent and a new one of the same family issued. A spent
 * token presented again means it was stolen or replayed: the whole family is revoked.
 * Call inside a transaction.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RefreshOutcome> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .for('update');
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.usedAt || row.revokedAt) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  await db.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
  return { ok: true, userId: row.userId, refreshToken: await startSession(db, row.userId, row.familyId) };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function endSession(db: Db, token: string): Promise<void> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (row) await revokeFamily(db, row.familyId);
}

// --- sign-in rate limiting -------------------------------------------------------------------

export async function countRecentFailures(db: Db, key: string, windowMs: number): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const [{ count }] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(and(eq(signInFailures.key, key), gt(signInFailures.createdAt, since)))) as [{ count: number }];
  return count;
}

export async function recordFailures(db: Db, keys: string[]): Promise<void> {
  await db.insert(signInFailures).values(keys.map((key) => ({ key })));
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, key));
}
