// The routes every team item has, built once for each kind (plays and drills, playbooks, rotations,
// practice plans): create, read, update, delete and list, with team scoping and roles (owners and
// coaches write, viewers read, anyone else gets 404), versions (a stale base_version is 409 with
// the current record) and idempotent creates. Plays add their own routes on top (./plays.ts).
// The handlers parse, call the items layer (../items/team-items.ts) and reply.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import type { TeamItemKind } from '../db/schema';
import { route, type ResponseDoc } from '../http/route';
import { booleanFlag, idParams, nameField, pageField, perPageField, searchField, uuidField } from '../http/input';
import { textKey } from '../texts/texts';
import { createIdempotently } from '../http/idempotency';
import type { AuthUser } from '../auth/authenticate';
import { LIMITED_KINDS, type PlayAllowance } from '../billing/entitlements';
import { deleteItems, listItems, PER_PAGE, type TeamItemRow } from '../repositories/team-items';
import { MAX_PAGE_SIZE } from '../../engine/index';
import { drillFilterFields, drillFilterOf, type DrillFilterQuery } from '../http/drill-filters';
import type { ItemBehaviour, ItemKind } from '../items/kinds';
import { playsInUseSchema } from '../items/playbook-plays';
import { insertTeamItem, itemListRecordSchema, itemRecords, itemRecordSchema, loadItem, recordOf, requireTeam, updateTeamItem } from '../items/team-items';
import { conflictOf, errorSchema, pageOf } from '../http/responses';

/** The client's time of a change: ms since 1970 (Date.now()), or an ISO date-time. */
export const timestampField = z
  .union([
    z.number().int(textKey('input.wholeMilliseconds')).min(0).max(8.64e15),
    z.iso.datetime({ offset: true, error: textKey('input.timestamp') }),
  ])
  .transform((value) => (typeof value === 'number' ? value : Date.parse(value)));

export const baseVersionField = z.number().int(textKey('input.wholeVersion')).min(1).max(2 ** 31 - 1);

/** A tri-state flag: left out means either. */
const templateField = z
  .enum(['true', 'false'], { error: textKey('input.trueOrFalse') })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

function typeField(kind: ItemKind) {
  return z.enum(kind.storedKinds as [TeamItemKind, ...TeamItemKind[]], { error: textKey('input.oneOf') });
}

export function createBodySchema(kind: ItemKind) {
  return z.object({
    team_id: uuidField,
    title: nameField('input.title').optional(),
    data: z.unknown().optional().describe(`The ${kind.label}'s data, any version (upgraded to the latest); empty when left out`),
    timestamp: timestampField.optional(),
    ...(kind.storedKinds.length > 1 ? { type: typeField(kind).optional() } : {}),
  });
}

export function updateBodySchema(kind: ItemKind) {
  return z.object({
    title: nameField('input.title').optional(),
    data: z.unknown().optional().describe(`The ${kind.label}'s data, any version (upgraded to the latest)`),
    timestamp: timestampField.optional(),
    base_version: baseVersionField.optional().describe('The version this change was made on; a newer one on the server is 409'),
    ...(kind.storedKinds.length > 1 ? { type: typeField(kind).optional() } : {}),
  });
}

/** A create of a play or drill past the free plan's limit (server/billing/entitlements.ts). */
export const FREE_PLAN_LIMIT_DOC: ResponseDoc = {
  description: 'The free plan keeps no more plays and drills (billing on): { error, upgrade: true, play_limit }',
  schema: errorSchema.extend({ upgrade: z.literal(true), play_limit: z.number().int() }),
};

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

/** `allowance`: the free plan's check, which the insert of a play or drill runs (server/billing/entitlements.ts). */
export function teamItemRoutes(app: FastifyInstance, database: Database, allowance: PlayAllowance, kind: ItemKind, behaviour: ItemBehaviour = {}): void {
  const { db } = database;
  const { tag, label, path, listPath } = kind;
  const hasTypes = kind.storedKinds.length > 1;
  const record = itemRecordSchema(kind, behaviour);
  const limited = kind.storedKinds.some((stored) => (LIMITED_KINDS as readonly TeamItemKind[]).includes(stored));

  route(app, {
    method: 'POST',
    url: `/${path}`,
    tag,
    summary: `Create a ${label} in a team (owners and coaches); an Idempotency-Key header makes a retry answer the first record`,
    body: createBodySchema(kind),
    responses: { 201: { description: `The ${label}`, schema: record }, 400: 'Invalid input', 403: 'A viewer of the team', 404: 'Not a team of yours', 422: 'The data is not readable, or the Idempotency-Key was used for another request', ...(limited ? { 402: FREE_PLAN_LIMIT_DOC } : {}) } as Record<number, ResponseDoc>,
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
          allowance,
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
    responses: { 200: { description: `The ${label}`, schema: record }, 404: 'Not there, or not in a team of yours' },
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
      200: { description: `The ${label}, its version counted up`, schema: record },
      403: 'A viewer of the team',
      404: 'Not there, or not in a team of yours',
      409: { description: 'base_version is older than the current version', schema: conflictOf(record) },
      422: 'The data is not readable',
    },
    async handler({ params, body, user }) {
      return updateTeamItem(database, kind, behaviour, user, {
        id: params.id,
        title: body.title,
        data: body.data,
        type: hasTypes ? (body as { type?: TeamItemKind }).type : undefined,
        timestamp: body.timestamp,
        baseVersion: body.base_version,
      });
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
      ...(behaviour.beforeDelete ? { 409: { description: 'In use by playbooks', schema: playsInUseSchema } } : {}),
    } as Record<number, ResponseDoc>,
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
    ...(hasTypes ? { type: typeField(kind).optional(), ...drillFilterFields } : {}),
    ...(kind.templates ? { template: templateField.describe('Only templates (true), only plans that are not (false); both when left out') } : {}),
  });
  route(app, {
    method: 'GET',
    url: `/${listPath}`,
    tag,
    summary: `${label[0]!.toUpperCase()}${label.slice(1)}s of a team (or of all your teams), newest change first, ${PER_PAGE} a page unless per_page says otherwise`,
    query: listQuery,
    responses: { 200: { description: `A page of ${label}s`, schema: pageOf(itemListRecordSchema(kind, behaviour)) }, 400: 'A page, per_page, drill or template filter out of bounds', 404: 'Not a team of yours' },
    async handler({ query, user }) {
      const type = hasTypes ? (query as { type?: TeamItemKind }).type : undefined;
      const drill = hasTypes ? drillFilterOf(query as DrillFilterQuery, type) : undefined;
      // The membership check runs beside the list; for a stranger the list is dropped unseen.
      const [, { rows, total }] = await Promise.all([
        query.team_id !== undefined ? requireTeam(db, query.team_id, user, 'read') : undefined,
        listItems(db, {
          userId: user.id,
          teamId: query.team_id,
          kinds: type ? [type] : kind.storedKinds,
          search: query.search,
          drill,
          template: kind.templates ? (query as { template?: boolean }).template : undefined,
          page: query.page,
          perPage: query.per_page,
          withData: kind.listWithData,
        }),
      ]);
      return { data: await itemRecords(db, kind, behaviour, rows), page: query.page, per_page: query.per_page, total };
    },
  });
}
