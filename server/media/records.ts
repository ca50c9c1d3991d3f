// Media rows as the API answers them, with signed, expiring URLs of their bytes: for the directory
// store, API URLs carrying an HMAC the API checks (a <video> or <img> sends no bearer token); for
// S3, presigned URLs of the bucket or of the CDN in front of it (MEDIA_PUBLIC_URL).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { videoStatusName } from '../../engine/model/video';
import type { MediaRecord } from '../../engine/api/media';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { instanceSettings } from '../db/schema';
import type { MediaRow } from '../repositories/media';
import type { MediaStorage } from './storage';

/**
 * What the signed URLs name: the file to play (the playable MP4 when made), the original, the
 * thumbnail, and an image as a PDF embeds it (printable: the PNG or JPEG processing chose or made).
 */
export type MediaVariant = 'content' | 'original' | 'thumbnail' | 'printable';

const URL_SECRET_SETTING = 'media_url_secret';

/** The HMAC secret of media URLs: made once, shared by every instance through the database. */
export async function loadUrlSecret(db: Db): Promise<Buffer> {
  const read = async () => (await db.select().from(instanceSettings).where(eq(instanceSettings.key, URL_SECRET_SETTING)))[0]?.value as string | undefined;
  let secret = await read();
  if (!secret) {
    await db.insert(instanceSettings).values({ key: URL_SECRET_SETTING, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    secret = (await read())!;
  }
  return Buffer.from(secret, 'base64url');
}

export class MediaUrls {
  constructor(
    private readonly secret: Buffer,
    private readonly storage: MediaStorage,
    private readonly config: Config,
    private readonly apiPrefix: string,
  ) {}

  /**
   * When URLs made now expire: at the end of the next whole TTL window, so the URLs of a file stay
   * the same for a while (a browser's cache keeps working) and always live at least one TTL.
   */
  expiresAt(now = Date.now()): number {
    const ttl = this.config.MEDIA_URL_TTL_SECONDS;
    return (Math.floor(now / 1000 / ttl) + 2) * ttl;
  }

  private signature(id: string, variant: MediaVariant, expires: number): string {
    return createHmac('sha256', this.secret).update(`${id}:${variant}:${expires}`).digest('base64url');
  }

  /** Whether `signature` signs `id`/`variant` until `expires`, and that moment is still ahead. */
  verify(id: string, variant: MediaVariant, expires: number, signature: string): boolean {
    if (!Number.isInteger(expires) || expires * 1000 < Date.now()) return false;
    const expected = Buffer.from(this.signature(id, variant, expires));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async url(row: MediaRow, variant: MediaVariant, expires: number): Promise<string | null> {
    const key = keyOf(row, variant);
    if (!key) return null;
    if (this.storage.signedUrl) {
      const seconds = Math.max(60, expires - Math.floor(Date.now() / 1000));
      return this.storage.signedUrl(key, { expiresInSeconds: seconds, contentType: mimeTypeOf(row, variant), ...(variant === 'thumbnail' ? {} : { fileName: row.originalName }) });
    }
    const path = variant === 'thumbnail' ? 'thumbnail' : 'content';
    const named = variant === 'original' || variant === 'printable' ? `&variant=${variant}` : '';
    return `${this.apiPrefix}/media/${row.id}/${path}?expires=${expires}${named}&signature=${this.signature(row.id, variant, expires)}`;
  }

  async record(row: MediaRow): Promise<MediaRecord> {
    const expires = this.expiresAt();
    return {
      media_id: row.id,
      team_id: row.teamId,
      kind: row.kind,
      title: row.title,
      notes: row.notes,
      original_name: row.originalName,
      mime_type: row.mimeType,
      size_bytes: row.sizeBytes,
      duration_ms: row.durationMs,
      width: row.width,
      height: row.height,
      waveform: row.waveform ?? null,
      status: row.status,
      status_name: videoStatusName(row.status),
      status_detail: row.statusDetail,
      status_reason: row.statusReason,
      kept_as_uploaded: row.keptAsUploaded,
      playable: row.kind !== 'video' || row.playableKey !== null,
      content_url: (await this.url(row, 'content', expires))!,
      thumbnail_url: await this.url(row, 'thumbnail', expires),
      print_url: await this.url(row, 'printable', expires),
      urls_expire_at: new Date(expires * 1000).toISOString(),
      uploaded_by: row.uploadedBy,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }
}

/** The stored key of a variant: the playable MP4 stands in for a converted video's content. */
export function keyOf(row: MediaRow, variant: MediaVariant): string | null {
  if (variant === 'thumbnail') return row.thumbnailKey;
  if (variant === 'printable') return row.printableKey;
  if (variant === 'content' && row.playableKey) return row.playableKey;
  return row.storageKey;
}

export function mimeTypeOf(row: MediaRow, variant: MediaVariant): string {
  if (variant === 'thumbnail') return 'image/webp';
  if (variant === 'printable' && row.printableKey !== row.storageKey) return 'image/jpeg';
  if (variant === 'content' && row.playableKey) return 'video/mp4';
  return row.mimeType;
}
