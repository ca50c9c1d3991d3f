// What every team item does beyond SQL, the same for each kind (plays and drills, playbooks,
// rotations, practice plans): its record as the API answers it, finding it with the caller's role,
// creating it (checked and upgraded) and changing it (versions: a stale base_version is 409 with the
// current record). The routes (../routes/team-items.ts) parse, call these and reply.
import { z } from 'zod';
import type { Database, Db } from '../db/client';
import type { TeamItemKind } from '../db/schema';
import { idSchema } from '../http/responses';
import { playThumbnailSchema, teamItemFields } from '../../engine/api/records';
import { HttpError } from '../errors';
import { assertTeamAccess, type TeamAccess } from '../auth/team-access';
import type { AuthUser } from '../auth/authenticate';
import type { PlayAllowance } from '../billing/entitlements';
import { teamRoleOf } from '../repositories/members';
import {
  findItem,
  findItemFor,
  findItemSummaryFor,
  insertItem,
  itemData,
  updateItem,
  type ItemWithRole,
  type TeamItemSummary,
} from '../repositories/team-items';
import { thumbnailField } from './thumbnails';
import { acceptData, notFoundText, PLAYS, readData, titleFromData, withTitle, type ItemBehaviour, type ItemKind } from './kinds';
import { playBehaviour } from './playbook-plays';

/** The record the API answers (DESIGN.md §3): the id at the top level, data when it was read. */
export function itemRecord(kind: ItemKind, row: TeamItemSummary, extra: Record<string, unknown> = {}, data?: unknown): Record<string, unknown> {
  const record: Record<string, unknown> = {
    [kind.idField]: row.id,
    team_id: row.teamId,
    ...(kind.storedKinds.length > 1 ? { type: row.kind } : {}),
    title: row.title,
    synced: true,
    timestamp: row.clientTimestamp,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(kind.thumbnail ? { thumbnail: thumbnailField(row.thumbnail) } : {}),
    ...extra,
  };
  if (data !== undefined) record.data = data;
  else if (row.data !== undefined) Object.assign(record, readData(kind, row.data));
  return record;
}

/**
 * The shape of `itemRecord`'s answer (with what the kind's behaviour adds). `data` is the engine's
 * latest shape; a damaged row answers its data as stored, with `data_error` beside it.
 */
export function itemRecordSchema(kind: ItemKind, behaviour: ItemBehaviour) {
  return z.object({
    [kind.idField]: idSchema,
    ...(kind.storedKinds.length > 1 ? { type: z.enum(kind.storedKinds as [TeamItemKind, ...TeamItemKind[]]) } : {}),
    ...teamItemFields,
    ...(kind.thumbnail ? { thumbnail: playThumbnailSchema } : {}),
    ...behaviour.extraFields,
    data: kind.dataSchema,
  });
}

/** The shape of a list's records: without data where the kind's lists leave it out. */
export function itemListRecordSchema(kind: ItemKind, behaviour: ItemBehaviour) {
  const record = itemRecordSchema(kind, behaviour);
  return kind.listWithData ? record : record.omit({ data: true, data_error: true });
}

/** Records of several rows with what the kind adds to them. */
export async function itemRecords(db: Db, kind: ItemKind, behaviour: ItemBehaviour, rows: TeamItemSummary[]): Promise<Record<string, unknown>[]> {
  const extras = behaviour.extras ? await behaviour.extras(db, rows.map((row) => row.id)) : undefined;
  return rows.map((row) => itemRecord(kind, row, extras?.get(row.id)));
}

/** The record of one row with what the kind adds to it; `data` when the caller has it checked already. */
export async function recordOf(db: Db, kind: ItemKind, behaviour: ItemBehaviour, row: TeamItemSummary, data?: unknown) {
  const extras = behaviour.extras ? await behaviour.extras(db, [row.id]) : undefined;
  return itemRecord(kind, row, extras?.get(row.id), data);
}

/** The item with the caller's role, or 404 (not there, or not the caller's team) / 403 (role too small). */
export async function loadItem(db: Db, kind: ItemKind, id: string, user: AuthUser, access: TeamAccess): Promise<ItemWithRole> {
  const found = await findItemFor(db, id, kind.storedKinds, user.id);
  if (!found) throw new HttpError(404, notFoundText(kind));
  assertTeamAccess(found.role, access, notFoundText(kind));
  return found;
}

/** 404 unless the caller is in the team, 403 unless the role allows `access`. */
export async function requireTeam(db: Db, teamId: string, user: AuthUser, access: TeamAccess): Promise<void> {
  assertTeamAccess(await teamRoleOf(db, teamId, user.id), access, 'teams.notFound');
}

export interface NewItemInput {
  teamId: string;
  kind: TeamItemKind;
  title: string | undefined;
  /** As sent: checked and upgraded here. */
  data: unknown;
  timestamp: number | undefined;
  userId: string;
  /** The free plan's check, which every new play and drill passes (server/billing/entitlements.ts). */
  allowance: PlayAllowance;
}

/** Checks and inserts a new item (call in a transaction); answers the row and its checked data. */
export async function insertTeamItem(db: Db, kind: ItemKind, behaviour: ItemBehaviour, input: NewItemInput) {
  let data = input.data === undefined ? kind.emptyData() : acceptData(kind, input.data);
  const title = input.title ?? (kind.titleInData ? titleFromData(data) : undefined) ?? `Untitled ${kind.label}`;
  if (kind.titleInData) data = withTitle(data, title);
  await behaviour.checkData?.(db, input.teamId, data);
  const row = await insertItem(db, {
    teamId: input.teamId,
    kind: input.kind,
    title,
    data,
    ...(kind.thumbnail ? { thumbnail: kind.thumbnail(data) } : {}),
    clientTimestamp: input.timestamp ?? Date.now(),
    createdBy: input.userId,
  }, input.allowance);
  await behaviour.afterSave?.(db, row.id, data);
  return { row, data };
}

/**
 * A new play (or drill) of `teamId` with the data and title of `play`: the duplicate in its own
 * team, the copy to another team, the copy of a library play. Call in a transaction.
 */
export function copyPlayIntoTeam(
  db: Db,
  play: { kind: TeamItemKind; title: string; data: unknown },
  target: { teamId: string; userId: string; allowance: PlayAllowance },
) {
  return insertTeamItem(db, PLAYS, playBehaviour, { ...target, kind: play.kind, title: play.title, data: play.data, timestamp: undefined });
}

export interface ItemUpdate {
  id: string;
  title: string | undefined;
  /** As sent: checked and upgraded here. */
  data: unknown;
  /** The stored kind (plays and drills); undefined keeps it. */
  type: TeamItemKind | undefined;
  timestamp: number | undefined;
  /** The version the change was made on; undefined: the last save wins. */
  baseVersion: number | undefined;
}

/**
 * Changes an item (owners and coaches); fields left out stay as they are. Answers the record, its
 * version counted up; 404/403 as `loadItem`, 409 with the current record when `baseVersion` is stale.
 */
export async function updateTeamItem(database: Database, kind: ItemKind, behaviour: ItemBehaviour, user: AuthUser, change: ItemUpdate) {
  const { db } = database;
  const found = await findItemSummaryFor(db, change.id, kind.storedKinds, user.id);
  assertTeamAccess(found?.role, 'write', notFoundText(kind));
  const item = found!.item;
  const stale = async () => {
    const current = await findItem(db, item.id);
    if (!current) return new HttpError(404, `items.${kind.texts}.deleted`);
    return new HttpError(409, `items.${kind.texts}.changed`, {
      current: await recordOf(db, kind, behaviour, current),
    });
  };
  if (change.baseVersion !== undefined && change.baseVersion !== item.version) throw await stale();

  const data = change.data === undefined ? undefined : acceptData(kind, change.data);
  let title = change.title;
  let storedData = data;
  if (kind.titleInData) {
    title ??= data === undefined ? undefined : titleFromData(data);
    if (title !== undefined) storedData = withTitle(data ?? (await itemData(db, item.id)), title);
  }
  const type = change.type;
  const write = async (db: Db) => {
    if (storedData !== undefined) await behaviour.checkData?.(db, item.teamId, storedData);
    // Without base_version the last save wins; with it, only while nobody saved meanwhile.
    const row = await updateItem(db, item.id, change.baseVersion, {
      ...(title !== undefined ? { title } : {}),
      ...(storedData !== undefined ? { data: storedData, ...(kind.thumbnail ? { thumbnail: kind.thumbnail(storedData) } : {}) } : {}),
      ...(type !== undefined ? { kind: type } : {}),
      clientTimestamp: change.timestamp ?? Date.now(),
    });
    if (row && storedData !== undefined) await behaviour.afterSave?.(db, row.id, storedData);
    return row;
  };
  // One UPDATE is atomic by itself; kinds that check or mirror their data need a transaction.
  const needsTransaction = storedData !== undefined && (behaviour.checkData !== undefined || behaviour.afterSave !== undefined);
  const saved = needsTransaction ? await database.transaction((tx) => write(tx.db)) : await write(db);
  // Deleted meanwhile, or (with base_version) someone saved between our read and our write.
  if (!saved) throw await stale();
  if (storedData !== undefined) return recordOf(db, kind, behaviour, saved, storedData);
  return recordOf(db, kind, behaviour, (await findItem(db, saved.id)) ?? saved);
}
