// The routes every team item has, built once for each kind (plays and drills, playbooks, rotations,
// practice plans): create, read, update, delete and list, with team scoping and roles (owners and
// coaches write, viewers read, anyone else gets 404), versions (a stale base_version is 409 with
// the current record) and idempotent creates. Plays add their own routes on top (./plays.ts).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import type { TeamItemKind } from '../db/schema';
import { HttpError } from '../errors';
import { route } from '../http/route';
import { booleanFlag, idParams, nameField, pageField, perPageField, uuidField } from '../http/input';
import { createIdempotently } from '../http/idempotency';
import { assertTeamAccess, TEAM_NOT_FOUND, type TeamAccess } from '../auth/team-access';
import type { AuthUser } from '../auth/authenticate';
import { teamRoleOf } from '../repositories/members';
import {
  deleteItems,
  findItem,
  findItemFor,
  findItemSummaryFor,
  insertItem,
  itemData,
  listItems,
  PER_PAGE,
  updateItem,
  type ItemWithRole,
  type TeamItemRow,
  type TeamItemSummary,
} from '../repositories/team-items';
import { thumbnailField } from '../items/thumbnails';
import { MAX_PAGE_SIZE } from '../../engine/index';
import { acceptData, notFoundText, readData, titleFromData, withTitle, type ItemBehaviour, type ItemKind } from '../items/kinds';

/** The client's time of a change: ms since 1970 (Date.now()), or an ISO date-time. */
export const timestampField = z
  .union([
    z.number().int('expected whole milliseconds').min(0).max(8.64e15),
    z.iso.datetime({ offset: true, error: 'expected milliseconds since 1970 or an ISO date-time' }),
  ])
  .transform((value) => (typeof value === 'number' ? value : Date.parse(value)));

export const baseVersionField = z.number().int('expected a whole version number').min(1).max(2 ** 31 - 1);

const searchField = z.string().trim().max(200, 'Search for at most 200 characters').optional();

function typeField(kind: ItemKind) {
  return z.enum(kind.storedKinds as [TeamItemKind, ...TeamItemKind[]], { error: `expected one of ${kind.storedKinds.join(', ')}` });
}

export function createBodySchema(kind: ItemKind) {
  return z.object({
    team_id: uuidField,
    title: nameField('title').optional(),
    data: z.unknown().optional().describe(`The ${kind.label}'s data, any version (upgraded to the latest); empty when left out`),
    timestamp: timestampField.optional(),
    ...(kind.storedKinds.length > 1 ? { type: typeField(kind).optional() } : {}),
  });
}

export function updateBodySchema(kind: ItemKind) {
  return z.object({
    title: nameField('title').optional(),
    data: z.unknown().optional().describe(`The ${kind.label}'s data, any version (upgraded to the latest)`),
    timestamp: timestampField.optional(),
    base_version: baseVersionField.optional().describe('The version this change was made on; a newer one on the server is 409'),
    ...(kind.storedKinds.length > 1 ? { type: typeField(kind).optional() } : {}),
  });
}

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

/** Records of several rows with what the kind adds to them. */
export async function itemRecords(db: Db, kind: ItemKind, behaviour: ItemBehaviour, rows: TeamItemSummary[]): Promise<Record<string, unknown>[]> {
  const extras = behaviour.extras ? await behaviour.extras(db, rows.map((row) => row.id)) : undefined;
  return rows.map((row) => itemRecord(kind, row, extras?.get(row.id)));
}

async function recordOf(db: Db, kind: ItemKind, behaviour: ItemBehaviour, row: TeamItemSummary, data?: unknown) {
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
  assertTeamAccess(await teamRoleOf(db, teamId, user.id), access, TEAM_NOT_FOUND);
}

export interface NewItemInput {
  teamId: string;
  kind: TeamItemKind;
  title: string | undefined;
  /** As sent: checked and upgraded here. */
  data: unknown;
  timestamp: number | undefined;
  userId: string;
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
  });
  await behaviour.afterSave?.(db, row.id, data);
  return { row, data };
}

/** The answer of a create: 201 with the record, once per Idempotency-Key. */
export function createItemResponse(
  database: Database,
  kind: ItemKind,
  behaviour: ItemBehaviour,
  input: { request: Parameters<typeof createIdempotently>[0]['request']; reply: Parameters<typeof createIdempotently>[0]['reply']; user: AuthUser },
  insert: (db: Db) => Promise<{ row: TeamItemRow; data: unknown }>,
) {
  return createIdempotently({
    database,
    request: input.request,
    reply: input.reply,
    userId: input.user.id,
    async create(db) {
      const { row, data } = await insert(db);
      return { id: row.id, record: await recordOf(db, kind, behaviour, row, data) };
    },
    async load(id) {
      const { item } = await loadItem(database.db, kind, id, input.user, 'read');
      return recordOf(database.db, kind, behaviour, item);
    },
  });
}

export function teamItemRoutes(app: FastifyInstance, database: Database, kind: ItemKind, behaviour: ItemBehaviour = {}): void {
  const { db } = database;
  const { tag, label, path, listPath } = kind;
  const hasTypes = kind.storedKinds.length > 1;

  route(app, {
    method: 'POST',
    url: `/${path}`,
    tag,
    summary: `Create a ${label} in a team (owners and coaches); an Idempotency-Key header makes a retry answer the first record`,
    body: createBodySchema(kind),
    responses: { 201: `The ${label}`, 400: 'Invalid input', 403: 'A viewer of the team', 404: 'Not a team of yours', 422: 'The data is not readable, or the Idempotency-Key was used for another request' },
    async handler({ body, user, request, reply }) {
      await requireTeam(db, body.team_id, user, 'write');
      const storedKind = (hasTypes ? ((body as { type?: TeamItemKind }).type ?? kind.storedKinds[0]) : kind.storedKinds[0]) as TeamItemKind;
      return createItemResponse(database, kind, behaviour, { request, reply, user }, (tx) =>
        insertTeamItem(tx, kind, behaviour, {
          teamId: body.team_id,
          kind: storedKind,
          title: body.title,
          data: body.data,
          timestamp: body.timestamp,
          userId: user.id,
        }),
      );
    },
  });

  route(app, {
    method: 'GET',
    url: `/${path}/:id`,
    tag,
    summary: `One ${label} with its data, upgraded to the latest format`,
    params: idParams,
    responses: { 200: `The ${label}`, 404: 'Not there, or not in a team of yours' },
    async handler({ params, user }) {
      const { item } = await loadItem(db, kind, params.id, user, 'read');
      return recordOf(db, kind, behaviour, item);
    },
  });

  route(app, {
    method: 'PUT',
    url: `/${path}/:id`,
    tag,
    summary: `Change a ${label} (owners and coaches); fields left out stay as they are`,
    params: idParams,
    body: updateBodySchema(kind),
    responses: {
      200: `The ${label}, its version counted up`,
      403: 'A viewer of the team',
      404: 'Not there, or not in a team of yours',
      409: '{ error, current }: base_version is older than the current version',
      422: 'The data is not readable',
    },
    async handler({ params, body, user }) {
      const found = await findItemSummaryFor(db, params.id, kind.storedKinds, user.id);
      assertTeamAccess(found?.role, 'write', notFoundText(kind));
      const item = found!.item;
      const stale = async () => {
        const current = await findItem(db, item.id);
        if (!current) return new HttpError(404, `This ${label} was deleted meanwhile.`);
        return new HttpError(409, `This ${label} was changed elsewhere since you opened it. Reload it to see the latest version, then make your change again.`, {
          current: await recordOf(db, kind, behaviour, current),
        });
      };
      if (body.base_version !== undefined && body.base_version !== item.version) throw await stale();

      const data = body.data === undefined ? undefined : acceptData(kind, body.data);
      let title = body.title;
      let storedData = data;
      if (kind.titleInData) {
        title ??= data === undefined ? undefined : titleFromData(data);
        if (title !== undefined) storedData = withTitle(data ?? (await itemData(db, item.id)), title);
      }
      const type = hasTypes ? (body as { type?: TeamItemKind }).type : undefined;
      const write = async (db: Db) => {
        if (storedData !== undefined) await behaviour.checkData?.(db, item.teamId, storedData);
        // Without base_version the last save wins; with it, only while nobody saved meanwhile.
        const row = await updateItem(db, item.id, body.base_version, {
          ...(title !== undefined ? { title } : {}),
          ...(storedData !== undefined ? { data: storedData, ...(kind.thumbnail ? { thumbnail: kind.thumbnail(storedData) } : {}) } : {}),
          ...(type !== undefined ? { kind: type } : {}),
          clientTimestamp: body.timestamp ?? Date.now(),
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
    },
  });

  const deleteQuery = z.object({ force: booleanFlag });
  route(app, {
    method: 'DELETE',
    url: `/${path}/:id`,
    tag,
    summary: behaviour.beforeDelete
      ? `Delete a ${label} (owners and coaches); one used in playbooks is 409 { error, playbooks } unless force=true, which also removes it from their chapters`
      : `Delete a ${label} (owners and coaches)`,
    params: idParams,
    ...(behaviour.beforeDelete ? { query: deleteQuery } : {}),
    responses: {
      204: 'Deleted',
      403: 'A viewer of the team',
      404: 'Not there, or not in a team of yours',
      ...(behaviour.beforeDelete ? { 409: '{ error, playbooks }: in use' } : {}),
    } as Record<number, string>,
    async handler({ params, query, user }) {
      const { item } = await loadItem(db, kind, params.id, user, 'write');
      const force = (query as { force?: boolean }).force ?? false;
      await database.transaction(async (tx) => {
        await behaviour.beforeDelete?.(tx.db, [item.id], { force });
        await deleteItems(tx.db, [item.id]);
      });
    },
  });

  const listQuery = z.object({
    team_id: uuidField.optional().describe('One team; every team of yours when left out'),
    search: searchField.describe('Part of the title, any case'),
    page: pageField,
    per_page: perPageField.describe(`Items a page, 1 to ${MAX_PAGE_SIZE}; ${PER_PAGE} when left out`),
    ...(hasTypes ? { type: typeField(kind).optional() } : {}),
  });
  route(app, {
    method: 'GET',
    url: `/${listPath}`,
    tag,
    summary: `${label[0]!.toUpperCase()}${label.slice(1)}s of a team (or of all your teams), newest change first, ${PER_PAGE} a page unless per_page says otherwise`,
    query: listQuery,
    responses: { 200: '{ data, page, per_page, total }', 400: 'A page or per_page out of bounds', 404: 'Not a team of yours' },
    async handler({ query, user }) {
      const type = hasTypes ? (query as { type?: TeamItemKind }).type : undefined;
      // The membership check runs beside the list; for a stranger the list is dropped unseen.
      const [, { rows, total }] = await Promise.all([
        query.team_id !== undefined ? requireTeam(db, query.team_id, user, 'read') : undefined,
        listItems(db, {
          userId: user.id,
          teamId: query.team_id,
          kinds: type ? [type] : kind.storedKinds,
          search: query.search,
          page: query.page,
          perPage: query.per_page,
          withData: kind.listWithData,
        }),
      ]);
      return { data: await itemRecords(db, kind, behaviour, rows), page: query.page, per_page: query.per_page, total };
    },
  });
}
