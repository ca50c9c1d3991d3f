// Taking an upload: the type sniffed from the first bytes (file-type), never from the name or the
// client's Content-Type; the bytes counted as they stream to the store, refused past the kind's limit.
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../config';
import { HttpError } from '../errors';
import { textList, said, type Said } from '../texts/texts';
import type { MediaKind } from '../db/schema';

/** Bytes read before sniffing: enough for file-type past ID3 tags and long MP4 headers. */
export const SNIFF_BYTES = 64 * 1024;

/** What each kind accepts, as file-type names them; the names of these are what a coach reads. */
export const ACCEPTED_TYPES: Readonly<Record<MediaKind, Readonly<Record<string, string>>>> = {
  video: {
    'video/mp4': 'MP4',
    'video/quicktime': 'QuickTime (MOV)',
    'video/webm': 'WebM',
    'video/x-matroska': 'Matroska (MKV)',
    'video/x-m4v': 'M4V',
    'video/mpeg': 'MPEG',
    'video/3gpp': '3GP',
    'video/vnd.avi': 'AVI',
  },
  image: { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP', 'image/gif': 'GIF', 'image/avif': 'AVIF' },
  audio: {
    'audio/mpeg': 'MP3',
    'audio/wav': 'WAV',
    'audio/x-m4a': 'M4A',
    'audio/mp4': 'M4A',
    'audio/aac': 'AAC',
    'audio/ogg': 'Ogg',
    'audio/opus': 'Opus',
    'audio/x-flac': 'FLAC',
    'audio/flac': 'FLAC',
    'audio/webm': 'WebM audio',
  },
};

export function maxBytesOf(config: Config, kind: MediaKind): number {
  return { video: config.MEDIA_MAX_VIDEO_BYTES, image: config.MEDIA_MAX_IMAGE_BYTES, audio: config.MEDIA_MAX_AUDIO_BYTES }[kind];
}

export function tooLarge(config: Config, kind: MediaKind): HttpError {
  const limit = maxBytesOf(config, kind);
  return new HttpError(413, said(`media.tooLarge.${kind}`, { size: sizeText(limit) }), { max_bytes: limit });
}

/** A size as a coach reads it: "1.5 GB", "250 MB", "900 KB" (its number in the coach's way). */
export function sizeText(bytes: number): Said {
  if (bytes >= 1024 ** 3) return said('size.gigabytes', { amount: +(bytes / 1024 ** 3).toFixed(1) });
  if (bytes >= 1024 ** 2) return said('size.megabytes', { amount: +(bytes / 1024 ** 2).toFixed(1) });
  return said('size.kilobytes', { amount: +(bytes / 1024).toFixed(1) });
}

export interface Sniffed {
  kind: MediaKind;
  mimeType: string;
  /** The bytes read to sniff, to be stored first. */
  head: Buffer;
  /** The rest of the body. */
  rest: AsyncIterator<Uint8Array>;
}

/**
 * Reads the first bytes of `body` and names their type; 415 when it is none of the accepted types
 * (or not of `wantedKind`). Nothing has been stored yet when this throws.
 */
export async function sniffUpload(body: AsyncIterable<Uint8Array>, wantedKind: MediaKind | undefined): Promise<Sniffed> {
  const rest = body[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await rest.next();
    if (next.done) break;
    chunks.push(Buffer.from(next.value));
    length += next.value.length;
  }
  const head = Buffer.concat(chunks, length);
  if (head.length === 0) throw new HttpError(400, 'media.empty');
  const type = await fileTypeFromBuffer(head);
  const kind = type ? (Object.keys(ACCEPTED_TYPES) as MediaKind[]).find((k) => type.mime in ACCEPTED_TYPES[k]) : undefined;
  // What to upload instead: the wanted kind with its formats, or any kind.
  const expected = wantedKind ? said(`media.upload.${wantedKind}`, { formats: textList([...new Set(Object.values(ACCEPTED_TYPES[wantedKind]))]) }) : said('media.upload.any');
  if (!type || !kind) {
    const text = type ? said('media.otherType', { extension: type.ext.toUpperCase(), mime: type.mime, expected }) : said('media.unknownType', { expected });
    throw new HttpError(415, text, { detected_type: type?.mime ?? null });
  }
  if (wantedKind && kind !== wantedKind) {
    const text = said('media.wrongKind', { found: said(`media.kind.${kind}`), format: ACCEPTED_TYPES[kind][type.mime]!, wanted: said(`media.kind.${wantedKind}`), expected });
    throw new HttpError(415, text, { detected_type: type.mime });
  }
  return { kind, mimeType: type.mime, head, rest };
}

/** The whole body again (`head`, then the rest), throwing 413 once more than `maxBytes` came. */
export async function* limitedBody(sniffed: Sniffed, maxBytes: number, tooLargeError: () => Error): AsyncGenerator<Uint8Array> {
  let total = sniffed.head.length;
  if (total > maxBytes) throw tooLargeError();
  yield sniffed.head;
  for (;;) {
    const next = await sniffed.rest.next();
    if (next.done) return;
    total += next.value.length;
    if (total > maxBytes) throw tooLargeError();
    yield next.value;
  }
}
