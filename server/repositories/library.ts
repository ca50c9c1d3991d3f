// The public play library and drill library: plays curated by admins, read by everyone signed in.
// Every write of the data redraws the stored thumbnail.
import { and, desc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { libraryItems, type LibraryKind } from '../db/schema';
import { isUuid } from '../db/ids';
import { likePattern } from './team-items';
import { drillConditions } from './drill-filters';
import type { DrillFilter } from '../../engine/model/drill-constants';

export type LibraryRow = typeof libraryItems.$inferSelect;
export type LibrarySummary = Omit<LibraryRow, 'data'> & { data?: unknown };

const { data: _data, ...summaryColumns } = getTableColumns(libraryItems);

export async function findLibraryItem(db: Db, id: string): Promise<LibraryRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(libraryItems).where(eq(libraryItems.id, id));
  return row;
}

export async function listLibrary(
  db: Db,
  filter: { kind?: LibraryKind | undefined; search?: string | undefined; drill?: DrillFilter | undefined; page: number; perPage: number },
): Promise<{ rows: LibrarySummary[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.kind) conditions.push(eq(libraryItems.kind, filter.kind));
  if (filter.search) conditions.push(ilike(libraryItems.title, likePattern(filter.search)));
  conditions.push(...drillConditions(filter.drill));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(libraryItems)
      .where(where)
      .orderBy(desc(libraryItems.updatedAt), desc(libraryItems.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: sql<number>`count(*)::int` }).from(libraryItems).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function insertLibraryItem(
  db: Db,
  item: { kind: LibraryKind; title: string; data: unknown; thumbnail: string; createdBy: string },
): Promise<LibraryRow> {
  const [row] = await db.insert(libraryItems).values(item).returning();
  return row!;
}

/** Writes the changes (with `version`, only while the item is still at it); undefined when it was not. */
export async function updateLibraryItem(
  db: Db,
  id: string,
  version: number | undefined,
  changes: { title?: string; data?: unknown; thumbnail?: string; kind?: LibraryKind },
): Promise<LibraryRow | undefined> {
  const [row] = await db
    .update(libraryItems)
    .set({
      ...changes,
      version: sql`${libraryItems.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(version === undefined ? eq(libraryItems.id, id) : and(eq(libraryItems.id, id), eq(libraryItems.version, version)))
    .returning();
  return row;
}

export async function deleteLibraryItem(db: Db, id: string): Promise<void> {
  await db.delete(libraryItems).where(eq(libraryItems.id, id));
}
