// A team's members and their roles. A team never loses its last owner; accepting an invite never
// lowers a role.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedQuery } from '../db/prepared';
import { teamMembers, teams, users, type TeamRole } from '../db/schema';
import { isUuid } from '../db/ids';

/** Stronger roles first: accepting an invite never lowers a role (a player's is the smallest: it reads nothing of the team's). */
const ROLE_RANK: Readonly<Record<TeamRole, number>> = { owner: 3, coach: 2, viewer: 1, player: 0 };

export function strongerRole(a: TeamRole, b: TeamRole): TeamRole {
  return ROLE_RANK[a] >= ROLE_RANK[b] ? a : b;
}

/** The caller's role in a team; null when not a member (or no such team). */
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

export interface Member {
  userId: string;
  name: string;
  email: string;
  picture: string | null;
  role: TeamRole;
  joinedAt: Date;
  /** The roster entry proposed for them by name, or picked by a coach (issue 35); confirmed once a coach did. */
  rosterPlayerId: string | null;
  rosterConfirmed: boolean;
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
      rosterPlayerId: teamMembers.rosterPlayerId,
      rosterConfirmed: teamMembers.rosterConfirmed,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(sql`case ${teamMembers.role} when 'owner' then 0 when 'coach' then 1 when 'viewer' then 2 else 3 end`, asc(users.name), asc(users.id));
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

