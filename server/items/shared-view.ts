// What a public share link shows strangers: the item without team or author; a playbook with its
// plays and a practice plan with its drills; and the uploaded videos and team images these show,
// with signed, expiring URLs (only the item's own team's files).
import { z } from 'zod';
import { uploadedMediaId } from '../../engine/model/video';
import { mediaIdOfPath } from '../../engine/api/media';
import { textPageImageIds, type PlaybookData, type PracticePlanData } from '../../engine/index';
import type { Db } from '../db/client';
import { isUuid } from '../db/ids';
import type { MediaUrls } from '../media/records';
import { findTeamMedia } from '../repositories/media';
import type { TeamItemRow } from '../repositories/team-items';
import { PLAYS, type ItemKind } from './kinds';
import { chapterPlayRows } from './playbook-plays';
import { practicePlanDrillRows } from './practice-plan-drills';
import { itemRecord, itemRecordSchema } from './team-items';

/** What a public page needs to play an uploaded video: its signed, expiring URLs and its state. */
export const publicMediaSchema = z.object({
  media_id: z.string(),
  title: z.string(),
  status_name: z.enum(['Finished', 'Upload Failed', 'Processing']),
  playable: z.boolean(),
  duration_ms: z.number().int().nullable(),
  content_url: z.string(),
  thumbnail_url: z.string().nullable(),
  print_url: z.string().nullable(),
  urls_expire_at: z.string(),
});

/** Uploaded files by media id, as a page without the team's media screens reads them. */
export const publicMediaRecordSchema = z.record(z.string(), publicMediaSchema);

/** The shape of `sharedView`'s answer; a playbook comes with its plays, a practice plan with its drills. */
export function publicRecordSchema(kind: ItemKind): z.ZodType {
  const record = (of: ItemKind) => itemRecordSchema(of, {}).omit({ team_id: true, synced: true });
  const withMedia = { media: publicMediaRecordSchema.describe("The uploaded videos of its plays (and a playbook's team cover image) by media id, with signed, expiring URLs") };
  if (kind.path === 'practice-plan') return record(kind).extend({ drills: z.array(record(PLAYS)) });
  if (kind.path === 'play') return record(kind).extend(withMedia);
  if (kind.path !== 'playbook') return record(kind);
  return record(kind).extend({ plays: z.array(record(PLAYS)), stats: z.object({ plays: z.number().int() }), ...withMedia });
}

/** A record for strangers: no team, no author. */
function publicRecord(kind: ItemKind, row: TeamItemRow): Record<string, unknown> {
  const { team_id: _team, synced: _synced, ...record } = itemRecord(kind, row);
  return record;
}

/** The media ids of the uploaded videos of plays' data (settings.videos with source upload). */
function uploadedVideoIds(plays: readonly unknown[]): string[] {
  const ids = new Set<string>();
  for (const data of plays) {
    const videos = (data as { settings?: { videos?: unknown } } | null)?.settings?.videos;
    if (!Array.isArray(videos)) continue;
    for (const video of videos as { url: string; source: string; note: string }[]) {
      const id = video && typeof video === 'object' && typeof video.url === 'string' ? uploadedMediaId(video) : null;
      if (id) ids.add(id);
    }
  }
  return [...ids];
}

/** The team images of a playbook: its cover's and its text pages'. */
function playbookImageIds(data: PlaybookData): string[] {
  const cover = mediaIdOfPath(data.settings.cover.imageUrl);
  return [...new Set([...(cover ? [cover] : []), ...textPageImageIds(data)])].filter(isUuid);
}

/** The uploaded videos of a shared item's plays (and a playbook's images), by media id; only the item's own team's files. */
export async function publicMedia(db: Db, urls: MediaUrls, teamId: string, plays: readonly unknown[], images: readonly string[] = []): Promise<Record<string, z.infer<typeof publicMediaSchema>>> {
  const rows = await findTeamMedia(db, teamId, [...uploadedVideoIds(plays), ...images]);
  const entries = await Promise.all(
    rows.map(async (row) => {
      const record = await urls.record(row);
      const { media_id, title, status_name, playable, duration_ms, content_url, thumbnail_url, print_url, urls_expire_at } = record;
      return [row.id, { media_id, title, status_name, playable, duration_ms, content_url, thumbnail_url, print_url, urls_expire_at }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** What a share link of `item` shows: the record, and a playbook's plays, a play's videos, a practice plan's drills. */
export async function sharedView(db: Db, urls: MediaUrls, kind: ItemKind, item: TeamItemRow): Promise<Record<string, unknown>> {
  const record = publicRecord(kind, item);
  if (kind.path === 'playbook') {
    record.plays = (await chapterPlayRows(db, item.teamId, record.data as PlaybookData)).map((row) => publicRecord(PLAYS, row));
    record.stats = { plays: (record.plays as unknown[]).length };
    record.media = await publicMedia(db, urls, item.teamId, (record.plays as { data: unknown }[]).map((play) => play.data), playbookImageIds(record.data as PlaybookData));
  }
  if (kind.path === 'play') record.media = await publicMedia(db, urls, item.teamId, [record.data]);
  if (kind.path === 'practice-plan') {
    record.drills = (await practicePlanDrillRows(db, item.teamId, record.data as PracticePlanData)).map((row) => publicRecord(PLAYS, row));
  }
  return record;
}
