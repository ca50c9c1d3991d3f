// People and their sign-in sessions.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../engine/model/languages';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { ADMIN_ROLE, organizations, refreshTokens, teamMembers, teams, users } from '../db/schema';
import { said, say } from '../texts/texts';

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

/** A person's first name, as their organization and team are named after it. */
export const firstNameOf = (name: string) => name.split(/\s+/)[0] || name;

/** A new person gets their own organization and team, where they are the owner, named in the language they signed up in. */
async function createPersonalWorkspace(db: Db, user: UserRow, language: LanguageCode): Promise<void> {
  const name = firstNameOf(user.name);
  const [organization] = await db
    .insert(organizations)
    .values({ name: say(language, said('workspace.organization', { name })), createdBy: user.id })
    .returning();
  const [team] = await db.insert(teams).values({ organizationId: organization!.id, name: say(language, said('workspace.team', { name })) }).returning();
  await db.insert(teamMembers).values({ teamId: team!.id, userId: user.id, role: 'owner' });
}

async function insertUser(db: Db, values: typeof users.$inferInsert, language: LanguageCode): Promise<UserRow> {
  await db.execute(sql`select pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK_ID})`);
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  const [user] = await db
    .insert(users)
    .values({ ...values, roles: count === 0 ? [ADMIN_ROLE] : [] })
    .returning();
  await createPersonalWorkspace(db, user!, language);
  return user!;
}

export class EmailTakenError extends Error {}

/** Call inside a transaction. `language`: the sign-up's, in which the new workspace is named. */
export async function createLocalUser(db: Db, input: { email: string; name: string; passwordHash: string; language: LanguageCode }): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw new EmailTakenError();
  return insertUser(db, { email: input.email, name: input.name, passwordHash: input.passwordHash }, input.language);
}

/** Auth0 mode: an unknown subject gets a user record (and a workspace) on its first call. */
export async function findOrCreateExternalUser(db: Db, input: { sub: string; email: string; name: string; language: LanguageCode }): Promise<UserRow> {
  const [existing] = await db.select().from(users).where(eq(users.externalSub, input.sub));
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const [again] = await tx.select().from(users).where(eq(users.externalSub, input.sub));
    if (again) return again;
    const taken = await findUserByEmail(tx as unknown as Db, input.email);
    const email = taken ? `${input.sub}@users.auth0` : input.email;
    return insertUser(tx as unknown as Db, { email, name: input.name, externalSub: input.sub }, input.language);
  });
}

export async function updateUser(db: Db, id: string, changes: Partial<Pick<UserRow, 'name' | 'picture' | 'passwordHash' | 'language'>>): Promise<UserRow> {
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

export const REFRESH_TOKEN_TTL_DAYS = 30;

/** A refresh token is an opaque random string; only its hash is stored. */
function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const refreshTokenExpiry = () => sql`now() + make_interval(days => ${REFRESH_TOKEN_TTL_DAYS})`;

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

export type RefreshOutcome =
  | { ok: true; userId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' | 'ended' };

/**
 * A token rotated this recently, presented again, is a second tab (or a retried request) that
 * read it before the first rotation landed: it gets tokens of the same session instead of ending
 * it. Later, the same presentation is a replay: the session ends.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/**
 * Rotates a refresh token: the old one is spent and a new one of the same family issued. A spent
 * token presented again after REFRESH_REUSE_GRACE_MS means it was stolen or replayed: the whole
 * family is revoked. Call inside a transaction.
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<RefreshOutcome> {
  const tokenHash = hashRefreshToken(token);
  const [found] = await db.select({ userId: refreshTokens.userId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (!found) return { ok: false, reason: 'unknown' };
  // The user row first, shared, then the token: endAllSessions takes the user row exclusively, so a
  // rotation never mints a token that an ending of every session running beside it misses.
  await db.select({ id: users.id }).from(users).where(eq(users.id, found.userId)).for('share');
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update');
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) {
    if (!row.usedAt) return { ok: false, reason: 'ended' };
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  if (row.usedAt) {
    if (Date.now() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
      return { ok: true, userId: row.userId, refreshToken: await startSession(db, row.userId, row.familyId) };
    }
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
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

/**
 * Ends every session of a user: every refresh token is revoked and the session generation raised,
 * so access tokens issued before stop working at their next request. `changes` (a new password)
 * are made in the same step. Call inside a transaction; answers the user as it is now.
 */
export async function endAllSessions(db: Db, userId: string, changes: Partial<Pick<UserRow, 'passwordHash'>> = {}): Promise<UserRow> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [user] = await db
    .update(users)
    .set({ ...changes, sessionGeneration: sql`${users.sessionGeneration} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  return user!;
}

/** Drops refresh tokens past their expiry: they open nothing, and reuse of them is refused as unknown. */
export async function purgeExpiredRefreshTokens(db: Db): Promise<number> {
  const gone = await db.delete(refreshTokens).where(lte(refreshTokens.expiresAt, sql`now()`)).returning({ id: refreshTokens.id });
  return gone.length;
}
