// Teams: the caller's teams with the caller's role, created with their first owner, renamed,
// deleted with everything in them. Members and roles are in ./members.ts, organizations in
// ./organizations.ts, invite links in ./invites.ts.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, teamMembers, teams, type TeamRole } from '../db/schema';
import { isUuid } from '../db/ids';

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
