// The rows of a team's media files (issue 18) and where plays and playbooks use them. Ids come
// validated from the caller (a route answers 404 to one that is not an id before asking).
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media, mediaCounts, teamItems, type MediaKind } from '../db/schema';

export type MediaRow = typeof media.$inferSelect;
export type MediaValues = Omit<typeof media.$inferInsert, 'createdAt' | 'updatedAt'>;

export async function findMedia(db: Db, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

/** The file a person uploaded with this Idempotency-Key, whichever team it went to. */
export async function findUploadByKey(db: Db, userId: string, idempotencyKey: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(and(eq(media.uploadedBy, userId), eq(media.idempotencyKey, idempotencyKey)));
  return row;
}

/** A team's files among `ids` (another team's ids read as unknown). */
export async function findTeamMedia(db: Db, teamId: string, ids: readonly string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(media).where(and(eq(media.teamId, teamId), inArray(media.id, [...ids])));
}

export async function insertMedia(db: Db, values: MediaValues): Promise<MediaRow> {
  const [inserted] = await db.insert(media).values(values).returning();
  return inserted!;
}

/** Renames a file or changes its notes; undefined when it is gone. */
export async function updateMediaText(db: Db, id: string, change: { title?: string | undefined; notes?: string | undefined }): Promise<MediaRow | undefined> {
  const [updated] = await db
    .update(media)
    .set({ ...(change.title !== undefined ? { title: change.title } : {}), ...(change.notes !== undefined ? { notes: change.notes } : {}), updatedAt: new Date() })
    .where(eq(media.id, id))
    .returning();
  return updated;
}

export async function deleteMediaRow(db: Db, id: string): Promise<void> {
  await db.delete(media).where(eq(media.id, id));
}

export interface MediaListQuery {
  teamId: string;
  kind?: MediaKind | undefined;
  search?: string | undefined;
  page: number;
  perPage: number;
}

/** A page of a team's media, newest first, and how many there are in all. */
export async function listMedia(db: Db, query: MediaListQuery): Promise<{ rows: MediaRow[]; total: number }> {
  const conditions: SQL[] = [eq(media.teamId, query.teamId)];
  if (query.kind) conditions.push(eq(media.kind, query.kind));
  // ILIKE's meaning (in UTF-8 it lowers both sides), in the form the trigram index (migration 0013) serves.
  if (query.search) conditions.push(sql`lower(${media.title}) like lower(${`%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`);
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    query.search
      ? db.select({ total: sql<number>`count(*)::int` }).from(media).where(where)
      : db
          .select({ total: sql<number>`coalesce(sum(${mediaCounts.items}), 0)::int` })
          .from(mediaCounts)
          .where(and(eq(mediaCounts.teamId, query.teamId), query.kind ? eq(mediaCounts.kind, query.kind) : undefined)),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** A playbook whose cover image is the file (its media path names the id). */
const coverIs = (id: string) => sql`position(${id} in coalesce(${teamItems.data}->'settings'->'cover'->>'imageUrl', '')) > 0`;
/** A playbook with a text page showing the file: some chapter holds some object whose image is it. */
const textPageShows = (id: string) => sql`${teamItems.data}->'chapters' @> ${JSON.stringify([{ objects: [{ image: { mediaId: id } }] }])}::jsonb`;

export interface MediaUses {
  plays: { play_id: string; title: string }[];
  playbooks: { playbook_id: string; title: string }[];
}

/** Where a file is used: plays whose videos name it, playbooks whose cover image or a text page's image is it. */
export async function mediaUses(db: Db, row: MediaRow): Promise<MediaUses> {
  const plays = await db
    .select({ play_id: teamItems.id, title: teamItems.title })
    .from(teamItems)
    .where(and(eq(teamItems.teamId, row.teamId), inArray(teamItems.kind, ['play', 'drill']), sql`position(${row.id} in coalesce(${teamItems.data}->'settings'->>'videos', '')) > 0`));
  const playbooks = await db
    .select({ playbook_id: teamItems.id, title: teamItems.title })
    .from(teamItems)
    .where(and(eq(teamItems.teamId, row.teamId), eq(teamItems.kind, 'playbook'), or(coverIs(row.id), textPageShows(row.id))));
  return { plays, playbooks };
}

/** Takes the file out of the plays and playbooks that use it (each a new version); run in the delete's transaction. */
export async function removeMediaUses(db: Db, mediaId: string, uses: MediaUses): Promise<void> {
  if (uses.plays.length > 0) {
    await db.execute(sql`
      update team_items set
        data = jsonb_set(data, '{settings,videos}', coalesce((
          select jsonb_agg(v) from jsonb_array_elements(data->'settings'->'videos') v where position(${mediaId} in v::text) = 0
        ), '[]'::jsonb)),
        version = version + 1, updated_at = now()
      where id in (${sql.join(uses.plays.map((p) => sql`${p.play_id}`), sql`, `)})`);
  }
  if (uses.playbooks.length > 0) {
    const ids = sql.join(uses.playbooks.map((p) => sql`${p.playbook_id}`), sql`, `);
    await db.execute(sql`
      update team_items set data = jsonb_set(data, '{settings,cover,imageUrl}', 'null'::jsonb)
      where id in (${ids}) and ${coverIs(mediaId)}`);
    // Text pages keep their text and lose the picture; chapters and pages keep their order.
    await db.execute(sql`
      update team_items set data = jsonb_set(data, '{chapters}', (
        select coalesce(jsonb_agg(jsonb_set(chapter, '{objects}', coalesce((
          select jsonb_agg(case when object->'image'->>'mediaId' = ${mediaId} then object - 'image' else object end order by o)
          from jsonb_array_elements(chapter->'objects') with ordinality as objects(object, o)
        ), '[]'::jsonb)) order by c), '[]'::jsonb)
        from jsonb_array_elements(data->'chapters') with ordinality as chapters(chapter, c)
      ))
      where id in (${ids}) and ${textPageShows(mediaId)}`);
    await db.execute(sql`update team_items set version = version + 1, updated_at = now() where id in (${ids})`);
  }
}
