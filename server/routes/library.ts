// The public play library and drill library (spec §2 "Admin"): everyone signed in reads them and
// copies plays into their teams; only the library permission (admins) writes them.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { LIBRARY_KINDS } from '../db/schema';
import { route, type Empty, type RouteSpec } from '../http/route';
import { idParams, nameField, pageField, perPageField, uuidField } from '../http/input';
import { textKey } from '../texts/texts';
import { requirePermission } from '../auth/authenticate';
import { createIdempotently } from '../http/idempotency';
import { PERMISSIONS } from '../auth/permissions';
import { deleteLibraryItem, insertLibraryItem, listLibrary } from '../repositories/library';
import { libraryRecord, libraryRecordSchema, loadLibraryPlay, updateLibraryPlay } from '../items/library';
import { thumbnailOfStored } from '../items/thumbnails';
import { PER_PAGE } from '../repositories/team-items';
import { conflictOf, pageOf } from '../http/responses';
import { acceptData, PLAYS } from '../items/kinds';
import { playBehaviour } from '../items/playbook-plays';
import { copyPlayIntoTeam, itemRecordSchema, requireTeam } from '../items/team-items';
import { baseVersionField, createItemResponse, FREE_PLAN_LIMIT_DOC } from './team-items';
import type { PlayAllowance } from '../billing/entitlements';
import { drillFilterFields, drillFilterOf } from '../http/drill-filters';

const typeField = z.enum(LIBRARY_KINDS, { error: textKey('input.choice') });

/** `allowance`: the free plan's check, which every play copied into a team passes (server/billing/entitlements.ts). */
export function libraryRoutes(app: FastifyInstance, database: Database, allowance: PlayAllowance): void {
  const { db } = database;
  const tag = 'Library';

  const load = (id: string) => loadLibraryPlay(db, id);

  /** A route that changes the library: for people with the library permission only (403), checked first. */
  function libraryWriteRoute<P extends z.ZodType = Empty, B extends z.ZodType = Empty>(spec: Omit<RouteSpec<P, Empty, B, true>, 'tag'>): void {
    route<P, Empty, B, true>(app, {
      ...spec,
      tag,
      handler: async (input) => {
        requirePermission(input.user, PERMISSIONS.writeLibrary);
        return spec.handler(input);
      },
    });
  }

  route(app, {
    method: 'GET',
    url: '/library',
    tag,
    summary: `The play library or drill library, newest change first, ${PER_PAGE} a page unless per_page says otherwise (without data, with thumbnails)`,
    query: z.object({ type: typeField.optional(), search: z.string().trim().max(200).optional(), page: pageField, per_page: perPageField, ...drillFilterFields }),
    responses: {
      200: { description: 'A page of library plays', schema: pageOf(libraryRecordSchema.omit({ data: true, data_error: true })) },
      400: 'A page, per_page or drill filter out of bounds, or drill filters without type=drill',
    },
    async handler({ query }) {
      const drill = drillFilterOf(query, query.type);
      const { rows, total } = await listLibrary(db, { kind: query.type, search: query.search, drill, page: query.page, perPage: query.per_page });
      return { data: rows.map((row) => libraryRecord(row)), page: query.page, per_page: query.per_page, total };
    },
  });

  route(app, {
    method: 'GET',
    url: '/library/:id',
    tag,
    summary: 'One library play or drill with its data',
    params: idParams,
    responses: { 200: { description: 'The library play', schema: libraryRecordSchema }, 404: 'Not in the library' },
    async handler({ params }) {
      return libraryRecord(await load(params.id));
    },
  });

  libraryWriteRoute({
    method: 'POST',
    url: '/library',
    summary: 'Add a play or drill to the library (library permission); an Idempotency-Key header makes a retry answer the first record',
    body: z.object({
      type: typeField.default('play'),
      title: nameField('input.title'),
      data: z.unknown().optional().describe('Play data, any version; an empty half court when left out'),
    }),
    responses: { 201: { description: 'The library play', schema: libraryRecordSchema }, 403: 'No library permission', 422: 'The data is not readable, or the Idempotency-Key was used for another request' },
    async handler({ body, user, request, reply }) {
      const data = body.data === undefined ? PLAYS.emptyData() : acceptData(PLAYS, body.data);
      return createIdempotently({
        database,
        request,
        reply,
        userId: user.id,
        table: 'library',
        async create(tx) {
          const row = await insertLibraryItem(tx, { kind: body.type, title: body.title, data, thumbnail: thumbnailOfStored(data), createdBy: user.id });
          return { id: row.id, record: libraryRecord(row, data) };
        },
        load: async (id) => libraryRecord(await load(id)),
      });
    },
  });

  libraryWriteRoute({
    method: 'PUT',
    url: '/library/:id',
    summary: 'Change a library play or drill (library permission); a stale base_version is 409 { error, current }',
    params: idParams,
    body: z.object({
      type: typeField.optional(),
      title: nameField('input.title').optional(),
      data: z.unknown().optional(),
      base_version: baseVersionField.optional(),
    }),
    responses: {
      200: { description: 'The library play', schema: libraryRecordSchema },
      403: 'No library permission',
      404: 'Not in the library',
      409: { description: 'base_version is older than the current version', schema: conflictOf(libraryRecordSchema) },
      422: 'The data is not readable',
    },
    async handler({ params, body }) {
      return updateLibraryPlay(db, { id: params.id, type: body.type, title: body.title, data: body.data, baseVersion: body.base_version });
    },
  });

  libraryWriteRoute({
    method: 'DELETE',
    url: '/library/:id',
    summary: 'Remove a play or drill from the library (library permission); copies in teams stay',
    params: idParams,
    responses: { 204: 'Removed', 403: 'No library permission', 404: 'Not in the library' },
    async handler({ params }) {
      await deleteLibraryItem(db, (await load(params.id)).id);
    },
  });

  route(app, {
    method: 'POST',
    url: '/library/:id/copy',
    tag,
    summary: 'Copy a library play or drill into one of your teams as an ordinary play (owners and coaches)',
    params: idParams,
    body: z.object({ team_id: uuidField }),
    responses: { 201: { description: 'The new play of the team', schema: itemRecordSchema(PLAYS, playBehaviour) }, 402: FREE_PLAN_LIMIT_DOC, 403: 'A viewer of the team', 404: 'Not in the library, or not a team of yours' },
    async handler({ params, body, user, request, reply }) {
      const item = await load(params.id);
      await requireTeam(db, body.team_id, user, 'write');
      return createItemResponse(database, PLAYS, playBehaviour, { request, reply, user }, (tx) => 
        copyPlayIntoTeam(tx, item, { teamId: body.team_id, userId: user.id, allowance }),
      );
    },
  });
}
