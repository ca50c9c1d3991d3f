// Public share links: a token that shows one play, playbook, rotation or practice plan to anyone,
// without signing in, until it is revoked (or the item deleted). Owners and coaches share; the
// public page gets the record without team details, and a playbook comes with its plays.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { media, shareLinks, teamItems } from '../db/schema';
import type { MediaUrls } from '../media/records';
import { uploadedMediaId } from '../../engine/model/video';
import { mediaIdOfPath } from '../../engine/api/media';
import { HttpError } from '../errors';
import { route } from '../http/route';
import { isUuid } from '../db/ids';
import { uuidField } from '../http/input';
import { publicOrigin } from '../http/public-url';
import { assertTeamAccess } from '../auth/team-access';
import { teamRoleOf } from '../repositories/members';
import type { TeamItemRow } from '../repositories/team-items';
import { ITEM_KINDS, itemKindByPath, itemKindOf, PLAYS, type ItemKind } from '../items/kinds';
import { chapterPlayRows } from '../items/playbook-plays';
import { textPageImageIds, type PlaybookData, type PracticePlanData } from '../../engine/index';
import { practicePlanDrillRows } from '../items/practice-plan-drills';
import { itemRecord, itemRecordSchema, loadItem } from '../items/team-items';
import { listOf } from '../http/responses';
import { SHARE_KINDS, shareLinkRecordSchema } from '../../engine/api/records';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
const LINK_NOT_FOUND = 'This share link does not work any more: it was turned off, or what it showed was deleted.';

/** `{origin}/dashboard/public/{kind}/{token}`: the app's public page (spec §2 "public share link shapes"). */
export function shareUrl(config: Config, request: FastifyRequest, kind: ItemKind, token: string): string {
  return `${publicOrigin(config, request)}/dashboard/public/${kind.path}/${token}`;
}

function linkRecord(config: Config, request: FastifyRequest, kind: ItemKind, itemId: string, link: { token: string; createdAt: Date }) {
  return { token: link.token, url: shareUrl(config, request, kind, link.token), kind: kind.path, id: itemId, created_at: link.createdAt.toISOString() };
}

async function findShared(db: Db, token: string): Promise<{ token: string; item: TeamItemRow } | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select({ token: shareLinks.token, item: teamItems })
    .from(shareLinks)
    .innerJoin(teamItems, eq(teamItems.id, shareLinks.itemId))
    .where(eq(shareLinks.token, token));
  return row;
}

/** The shape of `publicRecord`'s answer; a playbook comes with its plays, a practice plan with its drills. */
function publicRecordSchema(kind: ItemKind): z.ZodType {
  const record = (of: ItemKind) => itemRecordSchema(of, {}).omit({ team_id: true, synced: true });
  const withMedia = { media: z.record(z.string(), publicMediaSchema).describe("The uploaded videos of its plays (and a playbook's team cover image) by media id, with signed, expiring URLs") };
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

/** What a public page needs to play an uploaded video: its signed, expiring URLs and its state. */
const publicMediaSchema = z.object({
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
async function publicMedia(db: Db, urls: MediaUrls, teamId: string, plays: readonly unknown[], images: readonly string[] = []): Promise<Record<string, z.infer<typeof publicMediaSchema>>> {
  const ids = [...uploadedVideoIds(plays), ...images];
  if (ids.length === 0) return {};
  const rows = await db.select().from(media).where(and(eq(media.teamId, teamId), inArray(media.id, ids)));
  const entries = await Promise.all(
    rows.map(async (row) => {
      const record = await urls.record(row);
      const { media_id, title, status_name, playable, duration_ms, content_url, thumbnail_url, print_url, urls_expire_at } = record;
      return [row.id, { media_id, title, status_name, playable, duration_ms, content_url, thumbnail_url, print_url, urls_expire_at }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export function shareRoutes(app: FastifyInstance, database: Database, config: Config, mediaUrls: MediaUrls): void {
  const { db } = database;
  const tag = 'Share links';
  const kindField = z.enum(SHARE_KINDS, { error: `expected one of ${SHARE_KINDS.join(', ')}` });

  route(app, {
    method: 'POST',
    url: '/share',
    tag,
    summary: 'A public link to a play, playbook, rotation or practice plan (owners and coaches); sharing the same thing again answers the same link',
    body: z.object({ kind: kindField, id: uuidField }),
    responses: { 201: { description: 'A new link', schema: shareLinkRecordSchema }, 200: { description: 'The link made before', schema: shareLinkRecordSchema }, 403: 'A viewer of the team', 404: 'Not there, or not in a team of yours' },
    async handler({ body, user, request, reply }) {
      const kind = itemKindByPath(body.kind)!;
      const { item } = await loadItem(db, kind, body.id, user, 'write');
      const [existing] = await db.select().from(shareLinks).where(eq(shareLinks.itemId, item.id)).orderBy(asc(shareLinks.createdAt)).limit(1);
      const link =
        existing ??
        (await db.insert(shareLinks).values({ token: randomBytes(24).toString('base64url'), itemId: item.id, createdBy: user.id }).returning())[0]!;
      reply.status(existing ? 200 : 201);
      return linkRecord(config, request, kind, item.id, link);
    },
  });

  route(app, {
    method: 'GET',
    url: '/share',
    tag,
    summary: "An item's share links, oldest first (owners and coaches: those who may edit it)",
    query: z.object({ kind: kindField, id: uuidField }),
    responses: { 200: { description: 'The links', schema: listOf(shareLinkRecordSchema) }, 403: 'A viewer of the team', 404: 'Not there, or not in a team of yours' },
    async handler({ query, user, request }) {
      const kind = itemKindByPath(query.kind)!;
      const { item } = await loadItem(db, kind, query.id, user, 'write');
      const links = await db.select().from(shareLinks).where(eq(shareLinks.itemId, item.id)).orderBy(asc(shareLinks.createdAt), asc(shareLinks.token));
      return { data: links.map((link) => linkRecord(config, request, kind, item.id, link)) };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/share/:token',
    tag,
    summary: 'Turn a share link off (owners and coaches of its team)',
    params: z.object({ token: z.string().max(200) }),
    responses: { 204: 'Turned off', 403: 'A viewer of the team', 404: 'Unknown link, or not a team of yours' },
    async handler({ params, user }) {
      const shared = await findShared(db, params.token);
      if (!shared) throw new HttpError(404, 'This share link does not exist, or it was turned off already.');
      assertTeamAccess(await teamRoleOf(db, shared.item.teamId, user.id), 'write', 'This share link does not exist, or it was turned off already.');
      await db.delete(shareLinks).where(eq(shareLinks.token, shared.token));
    },
  });

  route(app, {
    method: 'GET',
    url: '/public/:kind/:token',
    tag,
    auth: false,
    summary: 'What a share link shows, without signing in; a playbook comes with its plays, a practice plan with the drills its blocks link to',
    params: z.object({ kind: z.string().max(50), token: z.string().max(200) }),
    responses: {
      200: { description: 'The record (a playbook with `plays`, a practice plan with `drills`), by kind', schema: z.union(ITEM_KINDS.map(publicRecordSchema)) },
      404: 'Unknown or turned-off link' },
    async handler({ params }) {
      const kind = itemKindByPath(params.kind);
      const shared = kind ? await findShared(db, params.token) : undefined;
      if (!kind || !shared || itemKindOf(shared.item.kind) !== kind) throw new HttpError(404, LINK_NOT_FOUND);
      const record = publicRecord(kind, shared.item);
      if (kind.path === 'playbook') {
        record.plays = (await chapterPlayRows(db, shared.item.teamId, record.data as PlaybookData)).map((row) => publicRecord(PLAYS, row));
        record.stats = { plays: (record.plays as unknown[]).length };
        record.media = await publicMedia(db, mediaUrls, shared.item.teamId, (record.plays as { data: unknown }[]).map((play) => play.data), playbookImageIds(record.data as PlaybookData));
      }
      if (kind.path === 'play') record.media = await publicMedia(db, mediaUrls, shared.item.teamId, [record.data]);
      if (kind.path === 'practice-plan') {
        record.drills = (await practicePlanDrillRows(db, shared.item.teamId, record.data as PracticePlanData)).map((row) => publicRecord(PLAYS, row));
      }
      return record;
    },
  });
}
