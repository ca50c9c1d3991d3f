// Plays and drills: the shared team-item routes (./team-items.ts), plus what only plays have:
// deleting several at once, the count, duplicating and copying to another team.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { TeamItemKind } from '../db/schema';
import { HttpError } from '../errors';
import { textKey } from '../texts/texts';
import { route } from '../http/route';
import { booleanFlag, idParams, uuidField } from '../http/input';
import { countItems, deleteItems, findItemsFor } from '../repositories/team-items';
import { roleAllows } from '../auth/team-access';
import { copyTitle } from '../../engine/model/play-defaults';
import { PLAYS } from '../items/kinds';
import type { PlayAllowance } from '../billing/entitlements';
import { playBehaviour, playsInUseSchema } from '../items/playbook-plays';
import { copyPlayIntoTeam, itemRecordSchema, loadItem, requireTeam } from '../items/team-items';
import { createItemResponse, FREE_PLAN_LIMIT_DOC, teamItemRoutes } from './team-items';

/** The most plays one bulk delete takes. */
export const MAX_BULK_DELETE = 500;

const typeField = z.enum(['play', 'drill'], { error: textKey('input.choice') });

/** `allowance`: the free plan's check, which every new play and drill passes (server/billing/entitlements.ts). */
export function playRoutes(app: FastifyInstance, database: Database, allowance: PlayAllowance): void {
  const { db } = database;
  const tag = PLAYS.tag;
  teamItemRoutes(app, database, allowance, PLAYS, playBehaviour);
  const playRecord = itemRecordSchema(PLAYS, playBehaviour);

  route(app, {
    method: 'DELETE',
    url: '/plays',
    tag,
    summary: 'Delete several plays at once (all or none); any used in playbooks is 409 { error, playbooks } unless force=true',
    query: z.object({ force: booleanFlag }),
    body: z.object({
      play_ids: z.array(z.string().max(200), { error: textKey('plays.idList') }).min(1, textKey('plays.chooseOne')).max(MAX_BULK_DELETE, textKey('plays.tooMany')),
    }),
    responses: {
      204: 'Deleted',
      403: 'A viewer of one of the teams',
      404: 'One of them is not there, or not yours',
      409: { description: 'In use by playbooks', schema: playsInUseSchema },
    },
    async handler({ body, query, user }) {
      const ids = [...new Set(body.play_ids)];
      const found = await findItemsFor(db, ids, PLAYS.storedKinds, user.id);
      const readable = found.filter((f) => roleAllows(f.role, 'read'));
      if (readable.length !== ids.length) {
        throw new HttpError(404, 'plays.someMissing');
      }
      if (!readable.every((f) => roleAllows(f.role, 'write'))) {
        throw new HttpError(403, 'plays.someInViewerTeam');
      }
      await database.transaction(async (tx) => {
        await playBehaviour.beforeDelete!(tx.db, ids, { force: query.force });
        await deleteItems(tx.db, ids);
      });
    },
  });

  route(app, {
    method: 'GET',
    url: '/plays/count',
    tag,
    summary: 'How many plays (or drills) a team has, or all your teams together',
    query: z.object({ team_id: uuidField.optional(), type: typeField.optional() }),
    responses: { 200: { description: 'The count', schema: z.object({ count: z.number().int() }) }, 404: 'Not a team of yours' },
    async handler({ query, user }) {
      if (query.team_id !== undefined) await requireTeam(db, query.team_id, user, 'read');
      const kinds: readonly TeamItemKind[] = query.type ? [query.type] : PLAYS.storedKinds;
      return { count: await countItems(db, { userId: user.id, teamId: query.team_id, kinds }) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/play/:id/duplicate',
    tag,
    summary: 'A copy of a play in its own team, titled "… (copy)" (owners and coaches)',
    params: idParams,
    responses: { 201: { description: 'The new play', schema: playRecord }, 402: FREE_PLAN_LIMIT_DOC, 403: 'A viewer of the team', 404: 'Not there, or not in a team of yours' },
    async handler({ params, user, request, reply }) {
      const { item } = await loadItem(db, PLAYS, params.id, user, 'write');
      return createItemResponse(database, PLAYS, playBehaviour, { request, reply, user }, (tx) =>
        copyPlayIntoTeam(tx, { ...item, title: copyTitle(item.title) }, { teamId: item.teamId, userId: user.id, allowance }),
      );
    },
  });

  route(app, {
    method: 'POST',
    url: '/play/:id/copy',
    tag,
    summary: 'A copy of a play in another of your teams, where you are an owner or coach',
    params: idParams,
    body: z.object({ team_id: uuidField }),
    responses: { 201: { description: 'The new play', schema: playRecord }, 402: FREE_PLAN_LIMIT_DOC, 403: 'A viewer of the target team', 404: 'The play or the team is not yours' },
    async handler({ params, body, user, request, reply }) {
      const { item } = await loadItem(db, PLAYS, params.id, user, 'read');
      await requireTeam(db, body.team_id, user, 'write');
      return createItemResponse(database, PLAYS, playBehaviour, { request, reply, user }, (tx) =>
        copyPlayIntoTeam(tx, item, { teamId: body.team_id, userId: user.id, allowance }),
      );
    },
  });
}
