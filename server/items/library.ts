// Plays and drills of the public library beyond SQL: their record as the API answers it, finding
// one (404 when gone), and changing one with versions (a stale base_version is 409 with the
// current record). The routes (../routes/library.ts) parse, call these and reply.
import { z } from 'zod';
import type { Db } from '../db/client';
import type { LibraryKind } from '../db/schema';
import { HttpError } from '../errors';
import { documentedAs } from '../http/responses';
import { libraryFields } from '../../engine/api/records';
import { findLibraryItem, updateLibraryItem, type LibraryRow, type LibrarySummary } from '../repositories/library';
import { acceptData, PLAYS, readData } from './kinds';
import { thumbnailField, thumbnailOfStored } from './thumbnails';

/** The shape of `libraryRecord`'s answer; lists leave the data out. */
export const libraryRecordSchema = documentedAs('LibraryPlay', z.object({ ...libraryFields, data: PLAYS.dataSchema }));

export function libraryRecord(row: LibrarySummary, data?: unknown): Record<string, unknown> {
  const record: Record<string, unknown> = {
    library_play_id: row.id,
    type: row.kind,
    title: row.title,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    thumbnail: thumbnailField(row.thumbnail),
  };
  if (data !== undefined) record.data = data;
  else if (row.data !== undefined) Object.assign(record, readData(PLAYS, row.data));
  return record;
}

/** The library play, or 404. */
export async function loadLibraryPlay(db: Db, id: string): Promise<LibraryRow> {
  const row = await findLibraryItem(db, id);
  if (!row) throw new HttpError(404, 'library.notFound');
  return row;
}

export interface LibraryUpdate {
  id: string;
  type: LibraryKind | undefined;
  title: string | undefined;
  /** As sent: checked and upgraded here. */
  data: unknown;
  /** The version the change was made on; undefined: the last save wins. */
  baseVersion: number | undefined;
}

/** Changes a library play; fields left out stay as they are. 404 when gone, 409 with the current record when `baseVersion` is stale. */
export async function updateLibraryPlay(db: Db, change: LibraryUpdate): Promise<Record<string, unknown>> {
  const current = await loadLibraryPlay(db, change.id);
  const stale = (row: LibrarySummary) =>
    new HttpError(409, 'library.changed', {
      current: libraryRecord(row),
    });
  if (change.baseVersion !== undefined && change.baseVersion !== current.version) throw stale(current);
  const data = change.data === undefined ? undefined : acceptData(PLAYS, change.data);
  const saved = await updateLibraryItem(db, current.id, change.baseVersion, {
    ...(change.title !== undefined ? { title: change.title } : {}),
    ...(data !== undefined ? { data, thumbnail: thumbnailOfStored(data) } : {}),
    ...(change.type !== undefined ? { kind: change.type } : {}),
  });
  if (!saved) throw stale(await loadLibraryPlay(db, current.id)); // saved or deleted meanwhile
  return libraryRecord(saved, data);
}
