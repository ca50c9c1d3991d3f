// A media file's bytes over HTTP. The directory store's files go through @fastify/send (what
// @fastify/static uses), which follows RFC 9110's conditional requests: If-None-Match with weak
// comparison and lists of tags, If-Modified-Since, If-Match, If-Range, one Range (416 past the end;
// several ranges get the whole file), HEAD. The S3 store's answer is a 302 to a signed, expiring URL
// of the bucket or CDN, which serves ranges itself.
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { textList, said } from '../texts/texts';
import { isUuid } from '../db/ids';
import { findMedia, type MediaRow } from '../repositories/media';
import { loadMedia } from './files';
import { keyOf, mimeTypeOf, type MediaUrls, type MediaVariant } from './records';
import { LocalStorage, type MediaStorage } from './storage';

/** What a content URL carries when it is signed (a <video> or <img> sends no bearer token). */
export interface ContentSignature {
  expires?: number | undefined;
  signature?: string | undefined;
}

/**
 * The row behind a content URL: by its signature, or else by the caller's bearer token and team
 * (`authenticate` answers who is asking, or throws 401).
 */
export async function rowForContent(
  db: Db,
  urls: MediaUrls,
  id: string,
  signed: ContentSignature,
  variant: MediaVariant,
  authenticate: () => Promise<string>,
): Promise<MediaRow> {
  if (signed.signature !== undefined) {
    if (!isUuid(id) || !urls.verify(id, variant, signed.expires ?? 0, signed.signature)) {
      throw new HttpError(403, 'media.linkExpired');
    }
    const row = await findMedia(db, id);
    if (!row) throw new HttpError(404, 'media.notFound');
    return row;
  }
  return loadMedia(db, id, await authenticate(), 'read');
}

export interface ServeServices {
  storage: MediaStorage;
  urls: MediaUrls;
  config: Config;
}

/** Answers `variant` of the file: its bytes (or part of them, or 304), or the S3 store's signed URL. */
export async function serveMedia({ storage, urls, config }: ServeServices, row: MediaRow, variant: MediaVariant, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const key = keyOf(row, variant);
  if (!key) {
    if (variant === 'thumbnail') throw new HttpError(404, 'media.noThumbnail');
    if (variant === 'printable') throw new HttpError(404, row.kind === 'image' ? 'media.noPrintableYet' : 'media.onlyImagesPrintable');
    throw new HttpError(404, 'media.notFound');
  }
  if (storage.signedUrl) {
    reply.header('cache-control', 'private, no-store');
    return reply.redirect((await urls.url(row, variant, urls.expiresAt()))!, 302);
  }
  if (!(storage instanceof LocalStorage)) throw new Error(`The ${storage.kind} media store has neither files nor signed URLs to serve`);

  // Stored files never change (a new upload is a new key), so send's tag (size and time) names the bytes.
  const answer = await send(request.raw, storage.pathOf(key).slice(storage.root.length), {
    root: storage.root,
    // Ours below: the stored type rather than one guessed from the key's extension, and private caching.
    contentType: false,
    cacheControl: false,
    index: false,
  });
  if (answer.type !== 'file') {
    answer.stream.destroy();
    if (answer.statusCode === 416) {
      reply.header('content-range', answer.headers['Content-Range']);
      throw new HttpError(416, 'media.rangeOutside');
    }
    if (answer.statusCode === 412) throw new HttpError(412, said('media.notTheNamedFile', { headers: textList(['If-Match', 'If-Unmodified-Since'], 'or') }));
    if (answer.statusCode === 404 || answer.type === 'directory') throw new HttpError(404, 'media.missing');
    throw answer.metadata.error;
  }
  reply.status(answer.statusCode).headers(answer.headers);
  reply.header('cache-control', `private, max-age=${config.MEDIA_URL_TTL_SECONDS}`);
  // Never compressed: media is compressed already, and a range must count the stored bytes.
  reply.header('content-encoding', 'identity');
  if (variant !== 'thumbnail' && row.originalName) reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.originalName)}`);
  if (answer.statusCode === 304) {
    answer.stream.destroy();
    return reply.send();
  }
  reply.header('content-type', mimeTypeOf(row, variant));
  return reply.send(answer.stream);
}
