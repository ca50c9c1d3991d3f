// The rows of team_items (plays, drills, playbooks, rotations, practice plans): found together with
// the caller's role in the item's team, listed a page at a time, written with a version that goes
// up by one per change.
import { and, desc, eq, getTableColumns, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { teamItemCounts, teamItems, teamMembers, type TeamItemKind, type TeamRole } from '../db/schema';
import { isUuid } from '../db/ids';
import { preparedQuery } from '../db/prepared';
import { LIMITED_KINDS, type PlayAllowance } from '../billing/entitlements';
import { drillConditions } from './drill-filters';
import { hasDrillFilter, type DrillFilter } from '../../engine/model/drill-constants';

export type TeamItemRow = typeof teamItems.$inferSelect;
/** A row as lists read it: without its data unless asked. */
export type TeamItemSummary = Omit<TeamItemRow, 'data'> & { data?: unknown };

/** Items per page of every list unless the caller asks for another count (spec §9). */
export { PAGE_SIZE as PER_PAGE } from '../../engine/index';

const { data: _data, ...summaryColumns } = getTableColumns(teamItems);

export interface ItemWithRole {
  item: TeamItemRow;
  /** The caller's role in the item's team; null when the caller is not a member. */
  role: TeamRole | null;
}

/** One item of the given kinds, with the caller's role in its team. */
export async function findItemFor(db: Db, id: string, kinds: readonly TeamItemKind[], userId: string): Promise<ItemWithRole | undefined> {
  if (!isUuid(id)) return undefined;
  const query = preparedQuery(db, 'item_for', (d) =>
    d
      .select({ item: teamItems, role: teamMembers.role })
      .from(teamItems)
      .leftJoin(teamMembers, and(eq(teamMembers.teamId, teamItems.teamId), eq(teamMembers.userId, p('userId'))))
      .where(and(eq(teamItems.id, p('id')), inArray(teamItems.kind, [p('k1'), p('k2')])))
      .prepare('item_for'),
  );
  const [row] = await query.execute({ id, userId, k1: kinds[0], k2: kinds[1] ?? kinds[0] });
  return row ? { item: row.item, role: row.role ?? null } : undefined;
}

/** The same without the item's data (a save needs only its team and version). */
export async function findItemSummaryFor(
  db: Db,
  id: string,
  kinds: readonly TeamItemKind[],
  userId: string,
): Promise<{ item: TeamItemSummary; role: TeamRole | null } | undefined> {
  if (!isUuid(id)) return undefined;
  const query = preparedQuery(db, 'item_summary_for', (d) =>
    d
      .select({ item: summaryColumns, role: teamMembers.role })
      .from(teamItems)
      .leftJoin(teamMembers, and(eq(teamMembers.teamId, teamItems.teamId), eq(teamMembers.userId, p('userId'))))
      .where(and(eq(teamItems.id, p('id')), inArray(teamItems.kind, [p('k1'), p('k2')])))
      .prepare('item_summary_for'),
  );
  const [row] = await query.execute({ id, userId, k1: kinds[0], k2: kinds[1] ?? kinds[0] });
  return row ? { item: row.item, role: row.role ?? null } : undefined;
}

/** The data of one item. */
export async function itemData(db: Db, id: string): Promise<unknown> {
  const [row] = await db.select({ data: teamItems.data }).from(teamItems).where(eq(teamItems.id, id));
  return row?.data;
}

/** Several items of the given kinds, each with the caller's role; unknown ids are left out. */
export async function findItemsFor(db: Db, ids: readonly string[], kinds: readonly TeamItemKind[], userId: string): Promise<ItemWithRole[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await db
    .select({ item: teamItems, role: teamMembers.role })
    .from(teamItems)
    .leftJoin(teamMembers, and(eq(teamMembers.teamId, teamItems.teamId), eq(teamMembers.userId, userId)))
    .where(and(inArray(teamItems.id, valid), inArray(teamItems.kind, [...kinds])));
  return rows.map((row) => ({ item: row.item, role: row.role ?? null }));
}

export interface ItemFilter {
  /** Whose teams: the caller's id. */
  userId: string;
  /** One team (the caller's membership already checked), or every team of the caller. */
  teamId?: string | undefined;
  kinds: readonly TeamItemKind[];
  /** Part of the title, any case. */
  search?: string | undefined;
  /** Drills' details (issue 17). */
  drill?: DrillFilter | undefined;
  /** Practice plans: only templates (true), only plans (false), or both (undefined). */
  template?: boolean | undefined;
}

/** `%`, `_` and `\\` match themselves in a search. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What decides a list query's text: one team or all the caller's, one kind or two, a search or none. */
interface FilterShape {
  oneTeam: boolean;
  /** One kind is `kind = $k1`, which the list index walks in order; two need `kind in (...)`. */
  twoKinds: boolean;
  search: boolean;
}

function shapeName(shape: FilterShape): string {
  return `${shape.oneTeam ? 'team' : 'mine'}_${shape.twoKinds ? 'kinds' : 'kind'}_${shape.search ? 'search' : 'all'}`;
}

const p = sql.placeholder;

/**
 * The filter with placeholders: teamId or userId, k1 (and k2), pattern. "Every team of mine" leaves
 * out the teams where the caller is a player: a player reads only what is assigned to them (issue 35).
 */
function filterWhere(shape: FilterShape): SQL {
  return and(
    shape.oneTeam ? eq(teamItems.teamId, p('teamId')) : sql`${teamItems.teamId} in (select team_id from team_members where user_id = ${p('userId')} and role <> 'player')`,
    shape.twoKinds ? inArray(teamItems.kind, [p('k1'), p('k2')]) : eq(teamItems.kind, p('k1')),
    shape.search ? ilike(teamItems.title, p('pattern')) : undefined,
  )!;
}

function filterValues(filter: ItemFilter) {
  if (filter.kinds.length < 1 || filter.kinds.length > 2) throw new Error('a list is of one kind or two');
  return {
    teamId: filter.teamId ?? null,
    userId: filter.userId,
    k1: filter.kinds[0]!,
    k2: filter.kinds[1] ?? null,
    pattern: filter.search ? likePattern(filter.search) : null,
  };
}

function shapeOf(filter: ItemFilter): FilterShape {
  return { oneTeam: filter.teamId !== undefined, twoKinds: filter.kinds.length > 1, search: Boolean(filter.search) };
}

function pageQuery(db: Db, shape: FilterShape, withData: boolean) {
  const name = `items_page_${shapeName(shape)}_${withData ? 'data' : 'summary'}`;
  return preparedQuery(db, name, (d) =>
    d
      .select(withData ? getTableColumns(teamItems) : summaryColumns)
      .from(teamItems)
      .where(filterWhere(shape))
      .orderBy(desc(teamItems.updatedAt), desc(teamItems.id))
      .limit(p('limit'))
      .offset(p('offset'))
      .prepare(name),
  );
}

/** One page, newest change first, and the total count of the filter. */
export async function listItems(
  db: Db,
  filter: ItemFilter & { page: number; perPage: number; withData: boolean },
): Promise<{ rows: TeamItemSummary[]; total: number }> {
  if ((filter.drill && hasDrillFilter(filter.drill)) || filter.template !== undefined) return listFilteredItems(db, filter);
  const query = pageQuery(db, shapeOf(filter), filter.withData);
  const [rows, total] = await Promise.all([
    query.execute({ ...filterValues(filter), limit: filter.perPage, offset: (filter.page - 1) * filter.perPage }),
    countItems(db, filter),
  ]);
  return { rows, total };
}

/**
 * A template is a practice plan whose data says `template: true` (data upgraded on every write, so
 * the flag is a JSON boolean; a plan from before the flag reads as no template). No index: the list
 * index already narrows the rows to a team's practice plans, a few hundred at most.
 */
function templateCondition(template: boolean | undefined): SQL | undefined {
  if (template === undefined) return undefined;
  const flagged = sql`coalesce(${teamItems.data} -> 'template' = 'true'::jsonb, false)`;
  return template ? flagged : sql`not ${flagged}`;
}

/**
 * A page of drills filtered on their details, or of practice plans on their template flag: built per
 * request rather than prepared (six optional filters are too many shapes to prepare each), over
 * migration 0010's indexed columns.
 */
async function listFilteredItems(
  db: Db,
  filter: ItemFilter & { page: number; perPage: number; withData: boolean },
): Promise<{ rows: TeamItemSummary[]; total: number }> {
  const where = and(
    filter.teamId !== undefined
      ? eq(teamItems.teamId, filter.teamId)
      : sql`${teamItems.teamId} in (select team_id from team_members where user_id = ${filter.userId} and role <> 'player')`,
    inArray(teamItems.kind, [...filter.kinds]),
    filter.search ? ilike(teamItems.title, likePattern(filter.search)) : undefined,
    ...drillConditions(filter.drill),
    templateCondition(filter.template),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(filter.withData ? getTableColumns(teamItems) : summaryColumns)
      .from(teamItems)
      .where(where)
      .orderBy(desc(teamItems.updatedAt), desc(teamItems.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ count: sql<number>`count(*)::int` }).from(teamItems).where(where),
  ]);
  return { rows, total: count?.count ?? 0 };
}

/** How many items match: from the counts the database keeps, unless a search narrows them. */
export async function countItems(db: Db, filter: ItemFilter): Promise<number> {
  const shape = shapeOf(filter);
  const name = `items_count_${shapeName(shape)}`;
  const query = preparedQuery(db, name, (d) =>
    shape.search
      ? d.select({ count: sql<number>`count(*)::int` }).from(teamItems).where(filterWhere(shape)).prepare(name)
      : d
          .select({ count: sql<number>`coalesce(sum(${teamItemCounts.items}), 0)::int` })
          .from(teamItemCounts)
          .where(
            and(
              shape.oneTeam
                ? eq(teamItemCounts.teamId, p('teamId'))
                : sql`${teamItemCounts.teamId} in (select team_id from team_members where user_id = ${p('userId')} and role <> 'player')`,
              shape.twoKinds ? inArray(teamItemCounts.kind, [p('k1'), p('k2')]) : eq(teamItemCounts.kind, p('k1')),
            ),
          )
          .prepare(name),
  );
  const [row] = await query.execute(filterValues(filter));
  return row?.count ?? 0;
}

export interface NewItem {
  teamId: string;
  kind: TeamItemKind;
  title: string;
  data: unknown;
  thumbnail?: string;
  clientTimestamp: number;
  createdBy: string;
}

/**
 * Every team item is inserted here, and a play or drill only through the free plan's check, in the
 * caller's transaction (issue 28: a create path that checked nothing let a free account past its limit).
 */
export async function insertItem(db: Db, item: NewItem, allowance: PlayAllowance): Promise<TeamItemRow> {
  if ((LIMITED_KINDS as readonly TeamItemKind[]).includes(item.kind)) await allowance.assertCanCreate(db, item.createdBy);
  const [row] = await db.insert(teamItems).values(item).returning();
  return row!;
}

export interface ItemChanges {
  title?: string;
  data?: unknown;
  thumbnail?: string;
  kind?: TeamItemKind;
  clientTimestamp: number;
}

/**
 * Writes the changes and counts the version up. With `expectedVersion`, only while the item is
 * still at that version (so a change made meanwhile is never overwritten unseen); undefined when
 * it was not. Answers the row without its data.
 */
export async function updateItem(db: Db, id: string, expectedVersion: number | undefined, changes: ItemChanges): Promise<TeamItemSummary | undefined> {
  const [row] = await db
    .update(teamItems)
    .set({ ...changes, version: sql`${teamItems.version} + 1`, updatedAt: sql`now()` })
    .where(expectedVersion === undefined ? eq(teamItems.id, id) : and(eq(teamItems.id, id), eq(teamItems.version, expectedVersion)))
    .returning(summaryColumns);
  return row;
}

export async function findItem(db: Db, id: string): Promise<TeamItemRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(teamItems).where(eq(teamItems.id, id));
  return row;
}

export async function deleteItems(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.delete(teamItems).where(inArray(teamItems.id, [...ids]));
}
