// A team's roster (issue 16): its players, in the order they were added.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { teamPlayers, teams } from '../db/schema';
import { isUuid } from '../db/ids';

export type TeamPlayerRow = typeof teamPlayers.$inferSelect;

export interface PlayerFields {
  name: string;
  number: string;
  positions: number[];
  active: boolean;
}

export async function listPlayers(db: Db, teamId: string): Promise<TeamPlayerRow[]> {
  return db.select().from(teamPlayers).where(eq(teamPlayers.teamId, teamId)).orderBy(asc(teamPlayers.createdAt), asc(teamPlayers.id));
}

/** One player of the team; undefined for a malformed id, another team's player or none. */
export async function findPlayer(db: Db, teamId: string, playerId: string): Promise<TeamPlayerRow | undefined> {
  if (!isUuid(playerId)) return undefined;
  const [row] = await db.select().from(teamPlayers).where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.id, playerId)));
  return row;
}

/**
 * Adds a player unless the roster already holds `max`: null then. Call inside a transaction: the
 * team's row is locked first, so two adds at once cannot both take the last place.
 */
export async function insertPlayer(db: Db, teamId: string, fields: PlayerFields, max: number): Promise<TeamPlayerRow | null> {
  await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
  const [count] = await db.select({ players: sql<number>`count(*)::int` }).from(teamPlayers).where(eq(teamPlayers.teamId, teamId));
  if ((count?.players ?? 0) >= max) return null;
  const [row] = await db.insert(teamPlayers).values({ teamId, ...fields }).returning();
  return row!;
}

export async function updatePlayer(db: Db, teamId: string, playerId: string, fields: Partial<PlayerFields>): Promise<TeamPlayerRow | undefined> {
  if (!isUuid(playerId)) return undefined;
  const [row] = await db
    .update(teamPlayers)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.id, playerId)))
    .returning();
  return row;
}

/** Whether a player was removed. */
export async function deletePlayer(db: Db, teamId: string, playerId: string): Promise<boolean> {
  if (!isUuid(playerId)) return false;
  const removed = await db.delete(teamPlayers).where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.id, playerId))).returning({ id: teamPlayers.id });
  return removed.length > 0;
}
