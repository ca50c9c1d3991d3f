// Invite links: a link that joins a team as coach or viewer until it expires or is revoked.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inviteLinks, organizations, teamMembers, teams, users, type TeamRole } from '../db/schema';
import { strongerRole, teamRoleOf } from './members';
import type { InviteRole } from '../../engine/api/team-roles';

export { INVITE_ROLES, type InviteRole } from '../../engine/api/team-roles';

export type InviteRow = typeof inviteLinks.$inferSelect;

/** 128 random bits, URL-safe: the link itself is the secret. */
function newInviteId(): string {
  return randomBytes(16).toString('base64url');
}

export async function createInvite(
  db: Db,
  input: { teamId: string; role: InviteRole; createdBy: string; expiresAt: Date },
): Promise<InviteRow> {
  const [row] = await db.insert(inviteLinks).values({ id: newInviteId(), ...input }).returning();
  return row!;
}

/** The team's invites that were not revoked, newest first (expired ones too, marked by the caller). */
export async function listInvites(db: Db, teamId: string): Promise<InviteRow[]> {
  return db
    .select()
    .from(inviteLinks)
    .where(and(eq(inviteLinks.teamId, teamId), sql`${inviteLinks.revokedAt} is null`))
    .orderBy(sql`${inviteLinks.createdAt} desc`, asc(inviteLinks.id));
}

export interface InviteDetails extends InviteRow {
  teamName: string;
  organizationId: string;
  organizationName: string;
  invitedBy: string | null;
}

const INVITE_ID_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;

export async function findInvite(db: Db, id: string): Promise<InviteDetails | undefined> {
  if (!INVITE_ID_PATTERN.test(id)) return undefined;
  const [row] = await db
    .select({
      invite: inviteLinks,
      teamName: teams.name,
      organizationId: organizations.id,
      organizationName: organizations.name,
      invitedBy: users.name,
    })
    .from(inviteLinks)
    .innerJoin(teams, eq(teams.id, inviteLinks.teamId))
    .innerJoin(organizations, eq(organizations.id, teams.organizationId))
    .leftJoin(users, eq(users.id, inviteLinks.createdBy))
    .where(eq(inviteLinks.id, id));
  if (!row) return undefined;
  return {
    ...row.invite,
    teamName: row.teamName,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    invitedBy: row.invitedBy ?? null,
  };
}

export async function revokeInvite(db: Db, id: string): Promise<void> {
  await db.update(inviteLinks).set({ revokedAt: new Date() }).where(eq(inviteLinks.id, id));
}

/**
 * Joins the invite's team with its role; someone already in the team keeps the stronger of the
 * two roles. Answers the role the person has now. Call inside a transaction.
 */
export async function acceptInvite(db: Db, invite: InviteRow, userId: string): Promise<TeamRole> {
  const current = await teamRoleOf(db, invite.teamId, userId);
  if (current === null) {
    await db.insert(teamMembers).values({ teamId: invite.teamId, userId, role: invite.role }).onConflictDoNothing();
    return invite.role;
  }
  const role = strongerRole(current, invite.role);
  if (role !== current) {
    await db.update(teamMembers).set({ role }).where(and(eq(teamMembers.teamId, invite.teamId), eq(teamMembers.userId, userId)));
  }
  return role;
}
