// A team's videos, images and audio clips (issue 18): upload (the file as the raw request body,
// streamed to the media store, its type sniffed from its first bytes), list, read, rename and
// notes, delete (409 while plays or playbooks use it, unless forced), and the bytes themselves,
// served with HTTP Range and cache headers (directory store) or redirected to a signed, expiring
// URL of the bucket or CDN (S3). Owners and coaches write, viewers read, anyone else gets 404.
import { randomUUID } from 'node:crypto';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../engine/index';
import { MAX_MEDIA_NOTES_LENGTH, MEDIA_KINDS, mediaInUseSchema, mediaRecordSchema } from '../../engine/api/media';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { media, teamItems, type MediaKind } from '../db/schema';
import { HttpError } from '../errors';
import { route } from '../http/route';
import { isUuid } from '../db/ids';
import { booleanFlag, idParams, nameField, pageField, perPageField, uuidField } from '../http/input';
import { pageOf } from '../http/responses';
import { IDEMPOTENCY_ERRORS, idempotencyKeyOf } from '../http/idempotency';
import { assertTeamAccess, type TeamAccess } from '../auth/team-access';
import { teamRoleOf } from '../repositories/members';
import { requireTeam } from '../items/team-items';
import { enqueueMediaJob, type MediaWorker } from '../media/jobs';
import { keyOf, listMedia, mimeTypeOf, type MediaRow, type MediaUrls, type MediaVariant } from '../media/records';
import type { MediaStorage } from '../media/storage';
import { limitedBody, maxBytesOf, sniffUpload, tooLarge } from '../media/upload';

const TAG = 'Media';
const NOT_FOUND = 'This file does not exist, or it belongs to a team you are not in.';
/** The longest original file name kept (a name is shown, never used as a path). */
export const MAX_MEDIA_FILE_NAME_LENGTH = 255;

const KIND_LABELS: Readonly<Record<MediaKind, string>> = { video: 'video', image: 'image', audio: 'audio clip' };

export interface MediaServices {
  storage: MediaStorage;
  urls: MediaUrls;
  worker: MediaWorker;
}

/** The bytes of an upload, handed from the content-type parser to the handler untouched. */
const uploadBodies = new WeakMap<FastifyRequest, Readable>();

async function loadMedia(db: Db, id: string, userId: string, access: TeamAccess): Promise<MediaRow> {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  const [row] = await db.select().from(media).where(eq(media.id, id));
  if (!row) throw new HttpError(404, NOT_FOUND);
  assertTeamAccess(await teamRoleOf(db, row.teamId, userId), access, NOT_FOUND);
  return row;
}

function titleFromName(name: string, kind: MediaKind): string {
  const base = name.replace(/\.[^.]{1,8}$/, '').trim();
  return base.slice(0, 200) || `Untitled ${KIND_LABELS[kind]}`;
}

/** A single `bytes=` range of a file of `size` bytes; null for none or several (the whole file), 'unsatisfiable' past the end. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** A playbook whose cover image is the file (its media path names the id). */
const coverIs = (id: string) => sql`position(${id} in coalesce(${teamItems.data}->'settings'->'cover'->>'imageUrl', '')) > 0`;
/** A playbook with a text page showing the file: some chapter holds some object whose image is it. */
const textPageShows = (id: string) => sql`${teamItems.data}->'chapters' @> ${JSON.stringify([{ objects: [{ image: { mediaId: id } }] }])}::jsonb`;

/** Where a file is used: plays whose videos name it, playbooks whose cover image or a text page's image is it. */
async function usesOf(db: Db, row: MediaRow) {
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

export function mediaRoutes(app: FastifyInstance, database: Database, config: Config, services: MediaServices): void {
  const { db } = database;
  const { storage, urls, worker } = services;

  // The upload takes any content type as raw bytes, in a scope of its own so no other route does.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (request, payload, done) => {
      uploadBodies.set(request, payload as Readable);
      done(null, undefined);
    });
    route(scope, {
      method: 'POST',
      url: '/media',
      tag: TAG,
      summary:
        'Upload a video, image or audio clip (owners and coaches): the file is the raw request body (any Content-Type), streamed to the media store; ' +
        'its type is sniffed from its first bytes, never taken from its name or Content-Type. An Idempotency-Key header makes a retry answer the first upload (its bytes unread). Processing (thumbnail, poster, duration, playable MP4) follows in the background: status 0 queued, 1 processing, 3 finished, 5/8 failed',
      query: z.object({
        team_id: uuidField,
        kind: z.enum(MEDIA_KINDS, { error: `expected one of ${MEDIA_KINDS.join(', ')}` }).optional().describe('What the file must be; any accepted kind when left out'),
        name: z.string().trim().max(MAX_MEDIA_FILE_NAME_LENGTH, `Use a file name of at most ${MAX_MEDIA_FILE_NAME_LENGTH} characters`).optional().describe('The file name the coach chose, kept for display'),
        title: nameField('title').optional().describe('The file name without its extension when left out'),
        notes: z.string().max(MAX_MEDIA_NOTES_LENGTH, `Use at most ${MAX_MEDIA_NOTES_LENGTH} characters for the notes`).optional(),
      }),
      binaryBody: 'The file itself, as it is on disk (any Content-Type; a Content-Length lets an oversized file be refused before it is sent)',
      responses: {
        201: { description: 'The stored file, queued for processing', schema: mediaRecordSchema },
        400: 'Invalid input, an empty body, or a malformed Idempotency-Key',
        403: 'A viewer of the team',
        404: 'Not a team of yours',
        413: `Larger than the kind's limit (MEDIA_MAX_VIDEO_BYTES, MEDIA_MAX_IMAGE_BYTES, MEDIA_MAX_AUDIO_BYTES); nothing is kept`,
        415: 'Not an accepted video, image or audio type (or not of `kind`), whatever its name says; nothing is kept',
        422: 'The Idempotency-Key was used for an upload to another team',
      },
      async handler({ query, user, request, reply }) {
        try {
          await requireTeam(db, query.team_id, user, 'write');
          // A retry after a lost answer (the offline queue): the first upload again, its bytes unread.
          const idempotencyKey = idempotencyKeyOf(request);
          const replay = async () => {
            if (!idempotencyKey) return undefined;
            const [first] = await db.select().from(media).where(and(eq(media.uploadedBy, user.id), eq(media.idempotencyKey, idempotencyKey)));
            if (!first) return undefined;
            if (first.teamId !== query.team_id) throw new HttpError(422, IDEMPOTENCY_ERRORS.reused);
            reply.status(201).header('idempotent-replayed', 'true').header('connection', 'close');
            return urls.record(first);
          };
          const replayed = await replay();
          if (replayed) return replayed;
          const body = uploadBodies.get(request);
          if (!body) throw new HttpError(400, 'The file is empty: send its bytes as the body of the request.');
          const declared = Number(request.headers['content-length']);
          if (query.kind && Number.isFinite(declared) && declared > maxBytesOf(config, query.kind)) throw tooLarge(config, query.kind);
          const sniffed = await sniffUpload(body, query.kind);
          const kind = sniffed.kind;
          if (Number.isFinite(declared) && declared > maxBytesOf(config, kind)) throw tooLarge(config, kind);

          const id = randomUUID();
          const extension = sniffed.mimeType.split('/')[1]!.replace(/^x-/, '').replace(/[^a-z0-9]/g, '');
          const storageKey = `${query.team_id}/${id}/original.${extension}`;
          const { size } = await storage.put(storageKey, limitedBody(sniffed, maxBytesOf(config, kind), () => tooLarge(config, kind)), sniffed.mimeType);
          const name = query.name ?? '';
          let row: MediaRow;
          try {
            row = await database.transaction(async (tx) => {
              const [inserted] = await tx.db
                .insert(media)
                .values({
                  id,
                  teamId: query.team_id,
                  kind,
                  title: query.title ?? titleFromName(name, kind),
                  notes: query.notes ?? '',
                  originalName: name,
                  mimeType: sniffed.mimeType,
                  sizeBytes: size,
                  storageKey,
                  uploadedBy: user.id,
                  idempotencyKey: idempotencyKey ?? null,
                })
                .returning();
              await enqueueMediaJob(tx.db, id, query.team_id);
              return inserted!;
            });
          } catch (error) {
            await storage.delete(storageKey).catch(() => {});
            // The same key sent twice at once: the other request stored it first.
            const first = await replay();
            if (first) return first;
            throw error;
          }
          worker.wake();
          reply.status(201);
          return urls.record(row);
        } catch (error) {
          // The rest of a refused body is not read: close the connection rather than drain it.
          if (error instanceof HttpError) reply.header('connection', 'close');
          throw error;
        }
      },
    });
  });

  route(app, {
    method: 'GET',
    url: '/media',
    tag: TAG,
    summary: `A team's media, newest first, 20 a page unless per_page says otherwise; search by title, filter by kind`,
    query: z.object({
      team_id: uuidField,
      kind: z.enum(MEDIA_KINDS, { error: `expected one of ${MEDIA_KINDS.join(', ')}` }).optional(),
      search: z.string().trim().max(200, 'Search for at most 200 characters').optional().describe('Part of the title, any case'),
      page: pageField,
      per_page: perPageField.describe(`Items a page, 1 to ${MAX_PAGE_SIZE}`),
    }),
    responses: { 200: { description: 'A page of media', schema: pageOf(mediaRecordSchema) }, 400: 'A page or per_page out of bounds', 404: 'Not a team of yours' },
    async handler({ query, user }) {
      await requireTeam(db, query.team_id, user, 'read');
      const { rows, total } = await listMedia(db, { teamId: query.team_id, kind: query.kind, search: query.search || undefined, page: query.page, perPage: query.per_page });
      return { data: await Promise.all(rows.map((row) => urls.record(row))), page: query.page, per_page: query.per_page, total };
    },
  });

  route(app, {
    method: 'GET',
    url: '/media/:id',
    tag: TAG,
    summary: 'One file: its facts, processing status and signed URLs',
    params: idParams,
    responses: { 200: { description: 'The file', schema: mediaRecordSchema }, 404: 'Not there, or not in a team of yours' },
    async handler({ params, user }) {
      return urls.record(await loadMedia(db, params.id, user.id, 'read'));
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/media/:id',
    tag: TAG,
    summary: 'Rename a file or change its notes (owners and coaches); fields left out stay as they are',
    params: idParams,
    body: z.object({
      title: nameField('title').optional(),
      notes: z.string().max(MAX_MEDIA_NOTES_LENGTH, `Use at most ${MAX_MEDIA_NOTES_LENGTH} characters for the notes`).optional(),
    }),
    responses: { 200: { description: 'The file', schema: mediaRecordSchema }, 400: 'Invalid input', 403: 'A viewer of the team', 404: 'Not there, or not in a team of yours' },
    async handler({ params, body, user }) {
      const row = await loadMedia(db, params.id, user.id, 'write');
      if (body.title === undefined && body.notes === undefined) return urls.record(row);
      const [updated] = await db
        .update(media)
        .set({ ...(body.title !== undefined ? { title: body.title } : {}), ...(body.notes !== undefined ? { notes: body.notes } : {}), updatedAt: new Date() })
        .where(eq(media.id, row.id))
        .returning();
      if (!updated) throw new HttpError(404, NOT_FOUND);
      return urls.record(updated);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/media/:id',
    tag: TAG,
    summary:
      'Delete a file (owners and coaches); one used by plays (settings.videos) or playbooks (the cover image, a text page\'s image) is 409 { error, plays, playbooks } unless force=true, which also takes it out of them',
    params: idParams,
    query: z.object({ force: booleanFlag }),
    responses: { 204: 'Deleted', 403: 'A viewer of the team', 404: 'Not there, or not in a team of yours', 409: { description: 'In use', schema: mediaInUseSchema } },
    async handler({ params, query, user }) {
      const row = await loadMedia(db, params.id, user.id, 'write');
      await database.transaction(async (tx) => {
        const { plays, playbooks } = await usesOf(tx.db, row);
        if ((plays.length > 0 || playbooks.length > 0) && !query.force) {
          const where = [...plays.map((p) => `the play "${p.title}"`), ...playbooks.map((p) => `the playbook "${p.title}"`)];
          throw new HttpError(409, `This file is used by ${where.join(', ')}. Delete it anyway to take it out of ${where.length === 1 ? 'it' : 'them'}.`, { plays, playbooks });
        }
        if (plays.length > 0) {
          await tx.db.execute(sql`
            update team_items set
              data = jsonb_set(data, '{settings,videos}', coalesce((
                select jsonb_agg(v) from jsonb_array_elements(data->'settings'->'videos') v where position(${row.id} in v::text) = 0
              ), '[]'::jsonb)),
              version = version + 1, updated_at = now()
            where id in (${sql.join(plays.map((p) => sql`${p.play_id}`), sql`, `)})`);
        }
        if (playbooks.length > 0) {
          const ids = sql.join(playbooks.map((p) => sql`${p.playbook_id}`), sql`, `);
          await tx.db.execute(sql`
            update team_items set data = jsonb_set(data, '{settings,cover,imageUrl}', 'null'::jsonb)
            where id in (${ids}) and ${coverIs(row.id)}`);
          // Text pages keep their text and lose the picture; chapters and pages keep their order.
          await tx.db.execute(sql`
            update team_items set data = jsonb_set(data, '{chapters}', (
              select coalesce(jsonb_agg(jsonb_set(chapter, '{objects}', coalesce((
                select jsonb_agg(case when object->'image'->>'mediaId' = ${row.id} then object - 'image' else object end order by o)
                from jsonb_array_elements(chapter->'objects') with ordinality as objects(object, o)
              ), '[]'::jsonb)) order by c), '[]'::jsonb)
              from jsonb_array_elements(data->'chapters') with ordinality as chapters(chapter, c)
            ))
            where id in (${ids}) and ${textPageShows(row.id)}`);
          await tx.db.execute(sql`update team_items set version = version + 1, updated_at = now() where id in (${ids})`);
        }
        await tx.db.delete(media).where(eq(media.id, row.id));
      });
      // The bytes go after the row: a failure here leaves an orphan file, never a row without its file.
      for (const key of new Set([row.storageKey, row.playableKey, row.thumbnailKey, row.printableKey])) {
        if (key) await storage.delete(key).catch((error: unknown) => app.log.warn({ err: error, key }, 'media file not removed'));
      }
    },
  });

  const contentQuery = z.object({
    expires: z.coerce.number().int().optional(),
    signature: z.string().max(200).optional(),
    variant: z
      .enum(['original', 'printable'])
      .optional()
      .describe('original: the file as uploaded, rather than the web-playable MP4 made from a video; printable: an image as a PDF embeds it (PNG or JPEG, made once when it was processed)'),
  });

  /** The row behind a content URL: by its signature, or by the caller's bearer token and team. */
  async function rowForContent(request: FastifyRequest, id: string, query: z.infer<typeof contentQuery>, variant: MediaVariant): Promise<MediaRow> {
    if (query.signature !== undefined) {
      if (!isUuid(id) || !urls.verify(id, variant, query.expires ?? 0, query.signature)) {
        throw new HttpError(403, 'This media link has expired or is not valid. Reload the page for a fresh one.');
      }
      const [row] = await db.select().from(media).where(eq(media.id, id));
      if (!row) throw new HttpError(404, NOT_FOUND);
      return row;
    }
    await app.authenticate(request);
    return loadMedia(db, id, request.user.id, 'read');
  }

  async function serve(row: MediaRow, variant: MediaVariant, request: FastifyRequest, reply: FastifyReply) {
    const key = keyOf(row, variant);
    if (!key) {
      if (variant === 'thumbnail') throw new HttpError(404, 'This file has no thumbnail (yet).');
      if (variant === 'printable') throw new HttpError(404, row.kind === 'image' ? 'This picture has no printable form: it is still being processed, or it could not be.' : 'Only an image has a printable picture.');
      throw new HttpError(404, NOT_FOUND);
    }
    if (storage.signedUrl) {
      reply.header('cache-control', 'private, no-store');
      return reply.redirect((await urls.url(row, variant, urls.expiresAt()))!, 302);
    }
    const size = await storage.size(key);
    if (size === null) throw new HttpError(404, 'The file is missing from the media store.');
    // Stored files never change (a new upload is a new key), so key and size name the bytes.
    const etag = `"${createHash('sha1').update(`${key}:${size}`).digest('base64url')}"`;
    reply.header('accept-ranges', 'bytes');
    reply.header('etag', etag);
    reply.header('cache-control', `private, max-age=${config.MEDIA_URL_TTL_SECONDS}`);
    reply.header('content-type', mimeTypeOf(row, variant));
    // Never compressed: media is compressed already, and a range must count the stored bytes.
    reply.header('content-encoding', 'identity');
    if (variant !== 'thumbnail' && row.originalName) reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.originalName)}`);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const range = parseRange(request.headers.range, size);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${size}`);
      throw new HttpError(416, 'This range is outside the file.');
    }
    const stream = await storage.get(key, range ?? undefined);
    if (!stream) throw new HttpError(404, 'The file is missing from the media store.');
    if (range) {
      reply.status(206);
      reply.header('content-range', `bytes ${range.start}-${range.end}/${size}`);
      reply.header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', size);
    }
    return reply.send(stream);
  }

  route(app, {
    method: 'GET',
    url: '/media/:id/content',
    tag: TAG,
    auth: false,
    summary:
      "The file's bytes (the web-playable MP4 of a converted video unless variant=original; an image's printable PNG or JPEG with variant=printable), with a bearer token or the signature of its content_url (print_url for printable); " +
      'Range requests answer 206. With an S3 store: a 302 to a signed, expiring URL of the bucket or CDN',
    params: idParams,
    query: contentQuery,
    responses: {
      200: 'The bytes',
      206: 'The requested range',
      302: 'S3 store: the signed URL',
      304: 'Unchanged (If-None-Match)',
      401: 'No token and no signature',
      403: 'The signature expired or is wrong',
      404: 'Not there, or not in a team of yours',
      416: 'The range is outside the file',
    },
    async handler({ params, query, request, reply }) {
      const variant: MediaVariant = query.variant ?? 'content';
      return serve(await rowForContent(request, params.id, query, variant), variant, request, reply);
    },
  });

  route(app, {
    method: 'GET',
    url: '/media/:id/thumbnail',
    tag: TAG,
    auth: false,
    summary: "An image's thumbnail or a video's poster frame (webp), with a bearer token or the signature of its thumbnail_url",
    params: idParams,
    query: contentQuery.omit({ variant: true }),
    responses: { 200: 'The webp', 302: 'S3 store: the signed URL', 401: 'No token and no signature', 403: 'The signature expired or is wrong', 404: 'None (yet), or not yours' },
    async handler({ params, query, request, reply }) {
      return serve(await rowForContent(request, params.id, query, 'thumbnail'), 'thumbnail', request, reply);
    },
  });
}
