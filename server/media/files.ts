// What the media routes do beyond HTTP: find a file a person may see, store an upload (streamed to
// the media store, then its row and its processing job in one transaction), and delete a file with
// the plays and playbooks that use it.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { MediaKind } from '../db/schema';
import { HttpError } from '../errors';
import { textList, said } from '../texts/texts';
import { isUuid } from '../db/ids';
import { IDEMPOTENCY_ERRORS } from '../http/idempotency';
import { assertTeamAccess, type TeamAccess } from '../auth/team-access';
import { teamRoleOf } from '../repositories/members';
import { deleteMediaRow, findMedia, findUploadByKey, insertMedia, mediaUses, removeMediaUses, type MediaRow } from '../repositories/media';
import { enqueueMediaJob, type MediaWorker } from './jobs';
import type { MediaStorage } from './storage';
import { limitedBody, maxBytesOf, sniffUpload, tooLarge } from './upload';

const KIND_LABELS: Readonly<Record<MediaKind, string>> = { video: 'video', image: 'image', audio: 'audio clip' };

/** A file of a team the person belongs to with `access`; 404 otherwise, so a stranger learns nothing. */
export async function loadMedia(db: Db, id: string, userId: string, access: TeamAccess): Promise<MediaRow> {
  const row = isUuid(id) ? await findMedia(db, id) : undefined;
  if (!row) throw new HttpError(404, 'media.notFound');
  assertTeamAccess(await teamRoleOf(db, row.teamId, userId), access, 'media.notFound');
  return row;
}

function titleFromName(name: string, kind: MediaKind): string {
  const base = name.replace(/\.[^.]{1,8}$/, '').trim();
  return base.slice(0, 200) || `Untitled ${KIND_LABELS[kind]}`;
}

export interface Upload {
  teamId: string;
  uploadedBy: string;
  /** What the file must be; any accepted kind when undefined. */
  kind?: MediaKind | undefined;
  name?: string | undefined;
  title?: string | undefined;
  notes?: string | undefined;
  idempotencyKey?: string | undefined;
  /** The request body, unread; undefined when the request had none. */
  body: Readable | undefined;
  /** Content-Length as sent (NaN when absent): an oversized file is refused before it is read. */
  declaredBytes: number;
}

export interface UploadServices {
  database: Database;
  storage: MediaStorage;
  worker: MediaWorker;
  config: Config;
}

/**
 * Stores an upload and queues its processing. `replayed`: the same person sent this Idempotency-Key
 * before, and the first upload is answered again, its bytes unread.
 */
export async function storeUpload({ database, storage, worker, config }: UploadServices, upload: Upload): Promise<{ row: MediaRow; replayed: boolean }> {
  const replay = async () => {
    if (!upload.idempotencyKey) return undefined;
    const first = await findUploadByKey(database.db, upload.uploadedBy, upload.idempotencyKey);
    if (!first) return undefined;
    if (first.teamId !== upload.teamId) throw new HttpError(422, IDEMPOTENCY_ERRORS.reused);
    return { row: first, replayed: true };
  };
  const replayed = await replay();
  if (replayed) return replayed;
  if (!upload.body) throw new HttpError(400, 'media.empty');
  const declared = upload.declaredBytes;
  if (upload.kind && Number.isFinite(declared) && declared > maxBytesOf(config, upload.kind)) throw tooLarge(config, upload.kind);
  const sniffed = await sniffUpload(upload.body, upload.kind);
  const kind = sniffed.kind;
  if (Number.isFinite(declared) && declared > maxBytesOf(config, kind)) throw tooLarge(config, kind);

  const id = randomUUID();
  const extension = sniffed.mimeType.split('/')[1]!.replace(/^x-/, '').replace(/[^a-z0-9]/g, '');
  const storageKey = `${upload.teamId}/${id}/original.${extension}`;
  const { size } = await storage.put(storageKey, limitedBody(sniffed, maxBytesOf(config, kind), () => tooLarge(config, kind)), sniffed.mimeType);
  const name = upload.name ?? '';
  let row: MediaRow;
  try {
    row = await database.transaction(async (tx) => {
      const inserted = await insertMedia(tx.db, {
        id,
        teamId: upload.teamId,
        kind,
        title: upload.title ?? titleFromName(name, kind),
        notes: upload.notes ?? '',
        originalName: name,
        mimeType: sniffed.mimeType,
        sizeBytes: size,
        storageKey,
        uploadedBy: upload.uploadedBy,
        idempotencyKey: upload.idempotencyKey ?? null,
      });
      await enqueueMediaJob(tx.db, id, upload.teamId);
      return inserted;
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => {});
    // The same key sent twice at once: the other request stored it first.
    const first = await replay();
    if (first) return first;
    throw error;
  }
  worker.wake();
  return { row, replayed: false };
}

/**
 * Deletes a file: 409 while plays or playbooks use it, unless `force`, which takes it out of them.
 * The bytes go after the row: a failure there leaves an orphan file, never a row without its file.
 */
export async function deleteMedia(database: Database, storage: MediaStorage, row: MediaRow, force: boolean, log: FastifyBaseLogger): Promise<void> {
  await database.transaction(async (tx) => {
    const uses = await mediaUses(tx.db, row);
    const { plays, playbooks } = uses;
    if ((plays.length > 0 || playbooks.length > 0) && !force) {
      const uses = [...plays.map((p) => said('media.usedByPlay', { title: p.title })), ...playbooks.map((p) => said('media.usedByPlaybook', { title: p.title }))];
      throw new HttpError(409, said('media.inUse', { uses: textList(uses), count: uses.length }), { plays, playbooks });
    }
    await removeMediaUses(tx.db, row.id, uses);
    await deleteMediaRow(tx.db, row.id);
  });
  for (const key of new Set([row.storageKey, row.playableKey, row.thumbnailKey, row.printableKey])) {
    if (key) await storage.delete(key).catch((error: unknown) => log.warn({ err: error, key }, 'media file not removed'));
  }
}
