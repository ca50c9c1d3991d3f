// A team's videos, images and audio clips (issue 18): upload (the file as the raw request body,
// streamed to the media store, its type sniffed from its first bytes), list, read, rename and
// notes, delete (409 while plays or playbooks use it, unless forced), and the bytes themselves,
// served with HTTP Range and conditional requests (directory store) or redirected to a signed,
// expiring URL of the bucket or CDN (S3). Owners and coaches write, viewers read, anyone else gets
// 404. The work behind each route is in media/ (files, serve) and repositories/media.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../engine/index';
import { MAX_MEDIA_NOTES_LENGTH, MEDIA_KINDS, mediaInUseSchema, mediaRecordSchema } from '../../engine/api/media';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { route } from '../http/route';
import { booleanFlag, idParams, nameField, pageField, perPageField, searchField, uuidField } from '../http/input';
import { textKey } from '../texts/texts';
import { pageOf } from '../http/responses';
import { idempotencyKeyOf } from '../http/idempotency';
import { requireTeam } from '../items/team-items';
import { listMedia, updateMediaText } from '../repositories/media';
import { deleteMedia, loadMedia, storeUpload } from '../media/files';
import type { MediaWorker } from '../media/jobs';
import type { MediaUrls, MediaVariant } from '../media/records';
import { rowForContent, serveMedia } from '../media/serve';
import type { MediaStorage } from '../media/storage';

const TAG = 'Media';
/** The longest original file name kept (a name is shown, never used as a path). */
export const MAX_MEDIA_FILE_NAME_LENGTH = 255;

export interface MediaServices {
  storage: MediaStorage;
  urls: MediaUrls;
  worker: MediaWorker;
}

/** The bytes of an upload, handed from the content-type parser to the handler untouched. */
const uploadBodies = new WeakMap<FastifyRequest, Readable>();

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
        kind: z.enum(MEDIA_KINDS, { error: textKey('input.oneOf') }).optional().describe('What the file must be; any accepted kind when left out'),
        name: z.string().trim().max(MAX_MEDIA_FILE_NAME_LENGTH, textKey('media.fileNameTooLong')).optional().describe('The file name the coach chose, kept for display'),
        title: nameField('input.title').optional().describe('The file name without its extension when left out'),
        notes: z.string().max(MAX_MEDIA_NOTES_LENGTH, textKey('media.notesTooLong')).optional(),
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
          const { row, replayed } = await storeUpload(
            { database, storage, worker, config },
            {
              teamId: query.team_id,
              uploadedBy: user.id,
              kind: query.kind,
              name: query.name,
              title: query.title,
              notes: query.notes,
              idempotencyKey: idempotencyKeyOf(request),
              body: uploadBodies.get(request),
              declaredBytes: Number(request.headers['content-length']),
            },
          );
          // A retry after a lost answer (the offline queue): the first upload again, its bytes unread.
          if (replayed) reply.header('idempotent-replayed', 'true').header('connection', 'close');
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
      kind: z.enum(MEDIA_KINDS, { error: textKey('input.oneOf') }).optional(),
      search: searchField.describe('Part of the title, any case'),
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
      title: nameField('input.title').optional(),
      notes: z.string().max(MAX_MEDIA_NOTES_LENGTH, textKey('media.notesTooLong')).optional(),
    }),
    responses: { 200: { description: 'The file', schema: mediaRecordSchema }, 400: 'Invalid input', 403: 'A viewer of the team', 404: 'Not there, or not in a team of yours' },
    async handler({ params, body, user }) {
      const row = await loadMedia(db, params.id, user.id, 'write');
      if (body.title === undefined && body.notes === undefined) return urls.record(row);
      const updated = await updateMediaText(db, row.id, body);
      if (!updated) throw new HttpError(404, 'media.notFound');
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
      await deleteMedia(database, storage, await loadMedia(db, params.id, user.id, 'write'), query.force, app.log);
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

  const serveServices = { storage, urls, config };
  /** Who asks for the bytes of an unsigned URL: the bearer token's person (401 without one). */
  const caller = (request: FastifyRequest) => async () => {
    await app.authenticate(request);
    return request.user.id;
  };

  route(app, {
    method: 'GET',
    url: '/media/:id/content',
    tag: TAG,
    auth: false,
    summary:
      "The file's bytes (the web-playable MP4 of a converted video unless variant=original; an image's printable PNG or JPEG with variant=printable), with a bearer token or the signature of its content_url (print_url for printable); " +
      'a single Range answers 206; If-None-Match (weak comparison, lists of tags) and If-Modified-Since answer 304; HEAD answers the headers. With an S3 store: a 302 to a signed, expiring URL of the bucket or CDN',
    params: idParams,
    query: contentQuery,
    responses: {
      200: 'The bytes',
      206: 'The requested range',
      302: 'S3 store: the signed URL',
      304: 'Unchanged (If-None-Match, If-Modified-Since)',
      401: 'No token and no signature',
      403: 'The signature expired or is wrong',
      404: 'Not there, or not in a team of yours',
      412: 'If-Match or If-Unmodified-Since names other bytes',
      416: 'The range is outside the file',
    },
    async handler({ params, query, request, reply }) {
      const variant: MediaVariant = query.variant ?? 'content';
      return serveMedia(serveServices, await rowForContent(db, urls, params.id, query, variant, caller(request)), variant, request, reply);
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
    responses: { 200: 'The webp', 302: 'S3 store: the signed URL', 304: 'Unchanged (If-None-Match, If-Modified-Since)', 401: 'No token and no signature', 403: 'The signature expired or is wrong', 404: 'None (yet), or not yours' },
    async handler({ params, query, request, reply }) {
      return serveMedia(serveServices, await rowForContent(db, urls, params.id, query, 'thumbnail', caller(request)), 'thumbnail', request, reply);
    },
  });
}
