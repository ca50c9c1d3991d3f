// The rows of games (migration 0009): saved whole by the device that records them, one row per game
// id, never with fewer events than stored; listed a page at a time by date for the season view.
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { games } from '../db/schema';
import { isUuid } from '../db/ids';

export type GameRow = typeof games.$inferSelect;
export type GameValues = Omit<typeof games.$inferInsert, 'createdAt' | 'updatedAt'>;

/** What became of a save: a new game, an update, a save older than the stored game, or another team's id. */
export type GameSave = { outcome: 'created' | 'updated' | 'stale'; row: GameRow } | { outcome: 'elsewhere' };

/**
 * Saves a game in one statement: inserted, or updated when the stored game is the same team's and
 * has no more events than this save (a late, older save changes nothing). `xmax = 0` tells a fresh
 * insert from an update in PostgreSQL and PGlite alike.
 */
export async function saveGame(db: Db, values: GameValues): Promise<GameSave> {
  const [saved] = await db
    .insert(games)
    .values(values)
    .onConflictDoUpdate({
      target: games.id,
      set: {
        rotationId: sql`excluded.rotation_id`,
        opponent: sql`excluded.opponent`,
        playedOn: sql`excluded.played_on`,
        status: sql`excluded.status`,
        periods: sql`excluded.periods`,
        periodLength: sql`excluded.period_length`,
        data: sql`excluded.data`,
        minutes: sql`excluded.minutes`,
        eventCount: sql`excluded.event_count`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${games.teamId} = excluded.team_id and ${games.eventCount} <= excluded.event_count`,
    })
    .returning({ ...getTableColumns(games), inserted: sql<boolean>`(xmax = 0)` });
  if (saved) {
    const { inserted, ...row } = saved;
    return { outcome: inserted ? 'created' : 'updated', row };
  }
  const stored = await findGame(db, values.id);
  return stored && stored.teamId === values.teamId ? { outcome: 'stale', row: stored } : { outcome: 'elsewhere' };
}

export async function findGame(db: Db, id: string): Promise<GameRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(games).where(eq(games.id, id));
  return row;
}

/** One team's game, or undefined (another team's id reads as unknown). */
export async function findTeamGame(db: Db, teamId: string, id: string): Promise<GameRow | undefined> {
  const row = await findGame(db, id);
  return row?.teamId === teamId ? row : undefined;
}

export async function deleteGame(db: Db, teamId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const removed = await db.delete(games).where(and(eq(games.id, id), eq(games.teamId, teamId))).returning({ id: games.id });
  return removed.length > 0;
}

const { data: _data, ...listColumns } = getTableColumns(games);
export type GameListRow = Omit<GameRow, 'data'> & { players: unknown };

/** A page of a team's games, newest date first, without their events. */
export async function listGames(
  db: Db,
  input: { teamId: string; status?: GameRow['status']; page: number; perPage: number },
): Promise<{ rows: GameListRow[]; total: number }> {
  const where = and(eq(games.teamId, input.teamId), input.status ? eq(games.status, input.status) : undefined);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...listColumns, players: sql<unknown>`${games.data} -> 'players'` })
      .from(games)
      .where(where)
      .orderBy(desc(games.playedOn), desc(games.createdAt), desc(games.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
