// Where media bytes live, behind one interface: a directory (DATA_DIR/media by default) or an
// S3-compatible bucket. Both take a stream of unknown length and never hold a whole file in memory.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config';

/** A byte range, both ends included (HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key`; a failed or refused write leaves nothing behind. */
  put(key: string, body: AsyncIterable<Uint8Array>, contentType: string): Promise<{ size: number }>;
  /** The bytes of `key` (or `range` of them); null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  /** S3: a signed, expiring URL of `key` for browsers; the directory store has none (the API serves it). */
  signedUrl?(key: string, options: { expiresInSeconds: number; contentType: string; fileName?: string }): Promise<string>;
}

/**
 * S3 multipart parts: 8 MiB each (S3 asks at least 5 MiB for every part but the last). One part is
 * buffered at a time, so an upload holds about this much memory whatever its size.
 */
export const S3_PART_BYTES = 8 * 1024 * 1024;

/** Keys are made by the server (team/id/name), never from a client's text. */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9._-]+)+$/;

function checkKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Invalid media key ${key}`);
}

export function createStorage(config: Config): MediaStorage {
  if (config.S3_BUCKET) return new S3Storage(config);
  return new LocalStorage(config.MEDIA_DIR ?? join(config.DATA_DIR, 'media'));
}

export class LocalStorage implements MediaStorage {
  readonly kind = 'local';
  /** The directory the files live in (absolute). */
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of `key` on disk (processing reads it in place). */
  pathOf(key: string): string {
    checkKey(key);
    const path = resolve(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid media key ${key}`);
    return path;
  }

  async put(key: string, body: AsyncIterable<Uint8Array>): Promise<{ size: number }> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written beside and renamed: a reader never sees half a file, a failure leaves none.
    const partial = `${path}.${randomUUID()}.partial`;
    let size = 0;
    try {
      await pipeline(
        Readable.from(body),
        async function* (source: AsyncIterable<Uint8Array>) {
          for await (const chunk of source) {
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(partial),
      );
      await rename(partial, path);
      return { size };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    const path = this.pathOf(key);
    if ((await this.size(key)) === null) return null;
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

export class S3Storage implements MediaStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  /** Signs URLs for the public base (a CDN or the public endpoint) when that differs from the API's endpoint. */
  private readonly signer: S3Client;
  private readonly bucket: string;

  constructor(config: Config) {
    this.bucket = config.S3_BUCKET!;
    const common = {
      region: config.S3_REGION,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
        : {}),
    };
    this.client = new S3Client({ ...common, ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}) });
    const publicEndpoint = config.MEDIA_PUBLIC_URL ?? config.S3_ENDPOINT;
    this.signer = config.MEDIA_PUBLIC_URL ? new S3Client({ ...common, ...(publicEndpoint ? { endpoint: publicEndpoint } : {}) }) : this.client;
  }

  async put(key: string, body: AsyncIterable<Uint8Array>, contentType: string): Promise<{ size: number }> {
    checkKey(key);
    const parts = partsOf(body, S3_PART_BYTES);
    const first = await parts.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    if (firstPart.length < S3_PART_BYTES) {
      // Small enough for one request (the generator has ended: a full part would have been yielded).
      await parts.next();
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: firstPart, ContentType: contentType }));
      return { size: firstPart.length };
    }
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }));
    const done: { ETag: string; PartNumber: number }[] = [];
    let size = 0;
    try {
      let part: Buffer | undefined = firstPart;
      while (part) {
        const PartNumber = done.length + 1;
        const { ETag } = await this.client.send(new UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId, PartNumber, Body: part }));
        done.push({ ETag: ETag!, PartNumber });
        size += part.length;
        const next = await parts.next();
        part = next.done ? undefined : next.value;
      }
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId, MultipartUpload: { Parts: done } }));
      return { size };
    } catch (error) {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId })).catch(() => {});
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    checkKey(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    checkKey(key);
    try {
      return (await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))).ContentLength ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  signedUrl(key: string, options: { expiresInSeconds: number; contentType: string; fileName?: string }): Promise<string> {
    checkKey(key);
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentType: options.contentType,
      ResponseCacheControl: `private, max-age=${options.expiresInSeconds}`,
      ...(options.fileName ? { ResponseContentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(options.fileName)}` } : {}),
    });
    return getSignedUrl(this.signer, command, { expiresIn: options.expiresInSeconds });
  }
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/** `source` cut into buffers of `size` bytes (the last one shorter). */
async function* partsOf(source: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let length = 0;
  let yielded = false;
  for await (const chunk of source) {
    let rest = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    while (length + rest.length >= size) {
      const take = size - length;
      chunks.push(rest.subarray(0, take));
      yield Buffer.concat(chunks, size);
      yielded = true;
      chunks = [];
      length = 0;
      rest = rest.subarray(take);
    }
    if (rest.length > 0) {
      // Copied: the stream may reuse its chunk's memory.
      chunks.push(Buffer.from(rest));
      length += rest.length;
    }
  }
  if (length > 0 || !yielded) yield Buffer.concat(chunks, length);
}
