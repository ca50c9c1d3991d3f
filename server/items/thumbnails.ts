// Server-side thumbnails (DESIGN.md §2 "draw/"): the engine's display list of a play's first phase
// written as SVG, computed when a play, drill or library item is saved and stored beside it, so
// lists show a real drawing without sending the play's data.
import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import { drawPhaseLazily, migratePlay, playCourt, toSvgWithin, type Phase, type PhaseItem, type PlayData } from '../../engine/index';
import type { Db } from '../db/client';
import { libraryItems, teamItems } from '../db/schema';
import { isUuid } from '../db/ids';

/** Thumbnails leave out the wood tiles: dozens of lines each that a small picture cannot show. */
const THUMBNAIL_TILES = false;
/** Stored for data the engine cannot read: tried and empty, unlike null (never drawn). */
export const NO_THUMBNAIL = '';
/** Rows read per backfill round. */
const BACKFILL_BATCH = 100;
/**
 * The most a stored thumbnail may weigh (UTF-8 bytes): every list of plays sends one per play, so
 * a page of 20 stays small on a gym's network. A typical play's drawing weighs 5 to 15 KB.
 */
export const MAX_THUMBNAIL_BYTES = 60 * 1024;

/** A simpler drawing of a phase, tried when the one before it is heavier than MAX_THUMBNAIL_BYTES. */
interface ThumbnailDrawing {
  name: string;
  /** The item as this drawing shows it, or null to leave it out. */
  item: (item: PhaseItem) => PhaseItem | null;
}

function withoutText(item: PhaseItem): PhaseItem {
  if (item.text === undefined) return item;
  const copy = { ...item };
  delete copy.text;
  return copy;
}

/** Tried in order; the last (the court alone, about 3 KB) always fits. */
export const THUMBNAIL_DRAWINGS: readonly ThumbnailDrawing[] = [
  { name: 'everything', item: (item) => item },
  { name: 'without texts', item: withoutText },
  { name: 'players and hoops', item: (item) => (item.type === 'object' && (item.subType === 'player' || item.subType === 'hoop') ? item : null) },
  { name: 'court only', item: () => null },
];

/**
 * The SVG of the first phase of a play's (latest-version) data, at most MAX_THUMBNAIL_BYTES:
 * everything when it fits, else the first simpler drawing that does. Each try stops drawing as
 * soon as it is too heavy, so a thumbnail never costs more than a few times that size.
 * Undefined when the play has no phase.
 */
export function playThumbnail(data: PlayData): string | undefined {
  const phase = data.phases[0];
  if (!phase) return undefined;
  const area = playCourt(data.settings).drawable;
  const viewBox = { minX: area.minX, minY: area.minY, width: area.maxX - area.minX, height: area.maxY - area.minY };
  for (const drawing of THUMBNAIL_DRAWINGS) {
    const shown: Phase = { ...phase, objects: phase.objects.map(drawing.item).filter((item): item is PhaseItem => item !== null) };
    const svg = toSvgWithin(drawPhaseLazily(shown, data.settings, { tiles: THUMBNAIL_TILES }), MAX_THUMBNAIL_BYTES, { viewBox });
    if (svg !== null) return svg;
  }
  return undefined;
}

/** The thumbnail of data the engine has already checked and upgraded (a save): no second migration. */
export function thumbnailOfChecked(data: PlayData): string {
  return playThumbnail(data) ?? NO_THUMBNAIL;
}

/** The thumbnail of stored data of any version; NO_THUMBNAIL when the engine cannot read it. */
export function thumbnailOfStored(data: unknown): string {
  try {
    return thumbnailOfChecked(migratePlay(data));
  } catch {
    return NO_THUMBNAIL;
  }
}

/** What an API record carries: the SVG, or null when there is none. */
export function thumbnailField(stored: string | null | undefined): string | null {
  return stored ? stored : null;
}

/**
 * Thumbnails for rows saved before thumbnails existed (migration 0005 adds the column empty):
 * plays, drills and library items whose thumbnail is null, a batch at a time. Cheap when none are
 * missing (one indexed-by-id scan of nulls). Data step 1 (./data-steps.ts): run once, after the SQL migrations.
 */
export async function backfillThumbnails(db: Db): Promise<number> {
  let filled = 0;
  for (const table of [teamItems, libraryItems] as const) {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const kindFilter = table === teamItems ? inArray(teamItems.kind, ['play', 'drill']) : undefined;
      const rows = await db
        .select({ id: table.id, data: table.data })
        .from(table)
        .where(and(isNull(table.thumbnail), gt(table.id, after), kindFilter))
        .orderBy(asc(table.id))
        .limit(BACKFILL_BATCH);
      if (rows.length === 0) break;
      // One UPDATE a batch: a row at a time would keep a large installation starting for minutes.
      const values = sql.join(
        rows.map((row) => sql`(${row.id}::uuid, ${thumbnailOfStored(row.data)})`),
        sql`, `,
      );
      await db.execute(sql`
        update ${table} set thumbnail = drawn.thumbnail
        from (values ${values}) as drawn (id, thumbnail)
        where ${table.id} = drawn.id and ${table.thumbnail} is null`);
      filled += rows.length;
      after = rows[rows.length - 1]!.id;
    }
  }
  return filled;
}

/**
 * The thumbnail of each playbook's first play (the first play its chapters name, when it is a play
 * of the playbook's team), by playbook id.
 */
export async function firstPlayThumbnails(db: Db, playbookIds: readonly string[]): Promise<Map<string, string | null>> {
  const ids = playbookIds.filter(isUuid);
  const result = new Map<string, string | null>(ids.map((id) => [id, null]));
  if (ids.length === 0) return result;
  const firstPlayId = sql`jsonb_path_query_first(${teamItems.data}, '$.chapters[*].objects[*] ? (@.type == "play").play_id') #>> '{}'`;
  const rows = await db.execute<{ id: string; thumbnail: string | null }>(sql`
    select book.id, play.thumbnail
    from (select ${teamItems.id} as id, ${teamItems.teamId} as team_id, ${firstPlayId} as first_play
          from ${teamItems} where ${inArray(teamItems.id, ids)}) as book
    join team_items as play
      on play.id::text = book.first_play and play.team_id = book.team_id and play.kind in ('play', 'drill')`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { id: string; thumbnail: string | null }[] }).rows;
  for (const row of list) result.set(row.id, thumbnailField(row.thumbnail));
  return result;
}
