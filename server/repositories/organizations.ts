// Organizations. An organization groups teams (a club and its age groups). Its owners are the
// person who created it and the owners of any of its teams; they rename it and add teams to it.
// Deleting it takes its teams with it, so that needs ownership of every one of them.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../engine/model/languages';
import type { Db } from '../db/client';
import { organizations, teamMembers, teams, type TeamRole } from '../db/schema';
import { isUuid } from '../db/ids';
import { said, say } from '../texts/texts';
import { firstNameOf } from './accounts';

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
 * or a new one named after the caller, in the request's language.
 */
export async function defaultOrganizationFor(db: Db, userId: string, userName: string, language: LanguageCode): Promise<string> {
  const owned = (await listOrganizationsOf(db, userId)).find((o) => o.isOwner);
  if (owned) return owned.organizationId;
  return createOrganization(db, say(language, said('workspace.organization', { name: firstNameOf(userName) })), userId);
}
