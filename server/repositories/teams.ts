// Organizations, teams, their members and invite links.
//
// An organization groups teams (a club and its age groups). Its owners are the person who created
// it and the owners of any of its teams; they rename it and add teams to it. Deleting it takes its
// teams with it, so that needs ownership of every one of them.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { inviteLinks, organizations, teamMembers, teams, users, type TeamRole } from '../db/schema';
import { isUuid } from '../http/input';

/** Stronger roles first: accepting an invite never lowers a role. */
const ROLE_RANK: Readonly<Record<TeamRole, number>> = { owner: 3, coach: 2, viewer: 1 };

export function strongerRole(a: TeamRole, b: TeamRole): TeamRole {
  return ROLE_RANK[a] >= ROLE_RANK[b] ? a : b;
}

export interface MyTeam {
  teamId: string;
  name: string;
  role: TeamRole;
  organizationId: string;
  organizationName: string;
}

const myTeamColumns = {
  teamId: teams.id,
  name: teams.name,
  role: teamMembers.role,
  organizationId: organizations.id,
  organizationName: organizations.name,
};

/** The caller's teams, oldest first (the personal team leads). */
export async function listTeamsOf(db: Db, userId: string): Promise<MyTeam[]> {
  return db
    .select(myTeamColumns)
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(organizations, eq(organizations.id, teams.organizationId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(asc(teams.createdAt), asc(teams.id));
}

/** One of the caller's teams, with the caller's role; undefined when not a member (or no such team). */
export async function findTeamOf(db: Db, teamId: string, userId: string): Promise<MyTeam | undefined> {
  if (!isUuid(teamId)) return undefined;
  const [team] = await db
    .select(myTeamColumns)
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(organizations, eq(organizations.id, teams.organizationId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return team;
}

export async function teamRoleOf(db: Db, teamId: string, userId: string): Promise<TeamRole | null> {
  if (!isUuid(teamId)) return null;
  const query = preparedQuery(db, 'team_role', (d) =>
    d
      .select({ role: teamMembers.role })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, sql.placeholder('teamId')), eq(teamMembers.userId, sql.placeholder('userId'))))
      .prepare('team_role'),
  );
  const [row] = await query.execute({ teamId, userId });
  return row?.role ?? null;
}

/** A new team in `organizationId`, with its creator as owner. Call inside a transaction. */
export async function createTeam(db: Db, input: { name: string; organizationId: string; ownerId: string }): Promise<string> {
  const [team] = await db.insert(teams).values({ name: input.name, organizationId: input.organizationId }).returning({ id: teams.id });
  await db.insert(teamMembers).values({ teamId: team!.id, userId: input.ownerId, role: 'owner' });
  return team!.id;
}

export async function renameTeam(db: Db, teamId: string, name: string): Promise<void> {
  await db.update(teams).set({ name, updatedAt: new Date() }).where(eq(teams.id, teamId));
}

/** Removes the team and everything in it (members, invites, plays, playbooks, ...: by cascade). */
export async function deleteTeam(db: Db, teamId: string): Promise<void> {
  await db.delete(teams).where(eq(teams.id, teamId));
}

// --- members ---------------------------------------------------------------------------------

export interface Member {
  userId: string;
  name: string;
  email: string;
  picture: string | null;
  role: TeamRole;
  joinedAt: Date;
}

export async function listMembers(db: Db, teamId: string): Promise<Member[]> {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      picture: users.picture,
      role: teamMembers.role,
      joinedAt: teamMembers.createdAt,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(sql`case ${teamMembers.role} when 'owner' then 0 when 'coach' then 1 else 2 end`, asc(users.name), asc(users.id));
}

export type MembershipChange = 'done' | 'not-a-member' | 'last-owner';

/**
 * Locks the team's membership for the rest of the transaction, so that two owners demoting or
 * removing each other at once cannot leave the team with none.
 */
async function lockTeam(db: Db, teamId: string): Promise<void> {
  await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
}

async function otherOwners(db: Db, teamId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'owner'), sql`${teamMembers.userId} <> ${userId}`));
  return row?.count ?? 0;
}

/** Call inside a transaction. A team never loses its last owner. */
export async function changeMemberRole(db: Db, teamId: string, userId: string, role: TeamRole): Promise<MembershipChange> {
  if (!isUuid(userId)) return 'not-a-member';
  await lockTeam(db, teamId);
  const current = await teamRoleOf(db, teamId, userId);
  if (current === null) return 'not-a-member';
  if (current === 'owner' && role !== 'owner' && (await otherOwners(db, teamId, userId)) === 0) return 'last-owner';
  await db.update(teamMembers).set({ role }).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return 'done';
}

/** Call inside a transaction. A team never loses its last owner. */
export async function removeMember(db: Db, teamId: string, userId: string): Promise<MembershipChange> {
  if (!isUuid(userId)) return 'not-a-member';
  await lockTeam(db, teamId);
  const current = await teamRoleOf(db, teamId, userId);
  if (current === null) return 'not-a-member';
  if (current === 'owner' && (await otherOwners(db, teamId, userId)) === 0) return 'last-owner';
  await db.delete(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return 'done';
}

// --- organizations ---------------------------------------------------------------------------

export interface MyOrganization {
  organizationId: string;
  name: string;
  /** Created it, or owns one of its teams. */
  isOwner: boolean;
  createdAt: Date;
}

/** Organizations the caller created or has a team in. */
export async function listOrganizationsOf(db: Db, userId: string): Promise<MyOrganization[]> {
  return db
    .select({
      organizationId: organizations.id,
      name: organizations.name,
      // Spelled out: Drizzle writes a column inside a selected expression without its table.
      isOwner: sql<boolean>`(organizations.created_by = ${userId} or exists (
        select 1 from team_members m join teams t on t.id = m.team_id
        where t.organization_id = organizations.id and m.user_id = ${userId} and m.role = 'owner'))`,
      createdAt: organizations.createdAt,
    })
    .from(organizations)
    .where(
      sql`${organizations.createdBy} = ${userId} or exists (
        select 1 from team_members m join teams t on t.id = m.team_id
        where t.organization_id = ${organizations.id} and m.user_id = ${userId})`,
    )
    .orderBy(asc(organizations.createdAt), asc(organizations.id));
}

export async function findOrganizationOf(db: Db, organizationId: string, userId: string): Promise<MyOrganization | undefined> {
  if (!isUuid(organizationId)) return undefined;
  const all = await listOrganizationsOf(db, userId);
  return all.find((o) => o.organizationId === organizationId);
}

export async function createOrganization(db: Db, name: string, userId: string): Promise<string> {
  const [row] = await db.insert(organizations).values({ name, createdBy: userId }).returning({ id: organizations.id });
  return row!.id;
}

export async function renameOrganization(db: Db, organizationId: string, name: string): Promise<void> {
  await db.update(organizations).set({ name, updatedAt: new Date() }).where(eq(organizations.id, organizationId));
}

/** The teams of an organization, each with the caller's role (null where the caller is not a member). */
export async function teamsOfOrganization(
  db: Db,
  organizationId: string,
  userId: string,
): Promise<{ teamId: string; name: string; role: TeamRole | null }[]> {
  const rows = await db
    .select({ teamId: teams.id, name: teams.name, role: teamMembers.role })
    .from(teams)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teams.id), eq(teamMembers.userId, userId)))
    .where(eq(teams.organizationId, organizationId))
    .orderBy(asc(teams.createdAt), asc(teams.id));
  return rows.map((r) => ({ ...r, role: r.role ?? null }));
}

/** Removes the organization with its teams (and all they hold). */
export async function deleteOrganization(db: Db, organizationId: string): Promise<void> {
  await db.delete(organizations).where(eq(organizations.id, organizationId));
}

/**
 * Where a new team goes when the caller names no organization: the first one the caller owns,
 * or a new one named after the caller.
 */
export async function defaultOrganizationFor(db: Db, userId: string, userName: string): Promise<string> {
  const owned = (await listOrganizationsOf(db, userId)).find((o) => o.isOwner);
  if (owned) return owned.organizationId;
  const firstName = userName.split(/\s+/)[0] || userName;
  return createOrganization(db, `${firstName}'s organization`, userId);
}

// --- invite links ----------------------------------------------------------------------------

export const INVITE_ROLES = ['coach', 'viewer'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

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
