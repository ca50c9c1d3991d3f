// Public share links: a token that shows one play, playbook, rotation or practice plan to anyone,
// without signing in, until it is revoked (or the item deleted). Owners and coaches share; the
// public page gets the record without team details, and a playbook comes with its plays.
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { MediaUrls } from '../media/records';
import { HttpError } from '../errors';
import { textKey } from '../texts/texts';
import { route } from '../http/route';
import { uuidField } from '../http/input';
import { publicOrigin } from '../http/public-url';
import { assertTeamAccess } from '../auth/team-access';
import { teamRoleOf } from '../repositories/members';
import { deleteShareLink, findSharedItem, listShareLinks, shareLinkOf } from '../repositories/share-links';
import { ITEM_KINDS, itemKindByPath, itemKindOf, type ItemKind } from '../items/kinds';
import { publicRecordSchema, sharedView } from '../items/shared-view';
import { loadItem } from '../items/team-items';
import { listOf } from '../http/responses';
import { SHARE_KINDS, shareLinkRecordSchema } from '../../engine/api/records';

/** `{origin}/dashboard/public/{kind}/{token}`: the app's public page (spec §2 "public share link shapes"). */
export function shareUrl(config: Config, request: FastifyRequest, kind: ItemKind, token: string): string {
  return `${publicOrigin(config, request)}/dashboard/public/${kind.path}/${token}`;
}

function linkRecord(config: Config, request: FastifyRequest, kind: ItemKind, itemId: string, link: { token: string; createdAt: Date }) {
  return { token: link.token, url: shareUrl(config, request, kind, link.token), kind: kind.path, id: itemId, created_at: link.createdAt.toISOString() };
}

export function shareRoutes(app: FastifyInstance, database: Database, config: Config, mediaUrls: MediaUrls): void {
  const { db } = database;
  const tag = 'Share links';
  const kindField = z.enum(SHARE_KINDS, { error: textKey('input.oneOf') });

  route(app, {
    method: 'POST',
    url: '/share',
    tag,
    summary: 'A public link to a play, playbook, rotation or practice plan (owners and coaches); sharing the same thing again answers the same link',
    body: z.object({ kind: kindField, id: uuidField }),
    responses: { 201: { description: 'A new link', schema: shareLinkRecordSchema }, 200: { description: 'The link made before', schema: shareLinkRecordSchema }, 403: 'A viewer of the team', 404: 'Not there, or not in a team of yours' },
    async handler({ body, user, request, reply }) {
      const kind = itemKindByPath(body.kind)!;
      const { item } = await loadItem(db, kind, body.id, user, 'write');
      const { link, created } = await shareLinkOf(db, item.id, user.id);
      reply.status(created ? 201 : 200);
      return linkRecord(config, request, kind, item.id, link);
    },
  });

  route(app, {
    method: 'GET',
    url: '/share',
    tag,
    summary: "An item's share links, oldest first (owners and coaches: those who may edit it)",
    query: z.object({ kind: kindField, id: uuidField }),
    responses: { 200: { description: 'The links', schema: listOf(shareLinkRecordSchema) }, 403: 'A viewer of the team', 404: 'Not there, or not in a team of yours' },
    async handler({ query, user, request }) {
      const kind = itemKindByPath(query.kind)!;
      const { item } = await loadItem(db, kind, query.id, user, 'write');
      const links = await listShareLinks(db, item.id);
      return { data: links.map((link) => linkRecord(config, request, kind, item.id, link)) };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/share/:token',
    tag,
    summary: 'Turn a share link off (owners and coaches of its team)',
    params: z.object({ token: z.string().max(200) }),
    responses: { 204: 'Turned off', 403: 'A viewer of the team', 404: 'Unknown link, or not a team of yours' },
    async handler({ params, user }) {
      const shared = await findSharedItem(db, params.token);
      if (!shared) throw new HttpError(404, 'share.notFound');
      assertTeamAccess(await teamRoleOf(db, shared.item.teamId, user.id), 'write', 'share.notFound');
      await deleteShareLink(db, shared.token);
    },
  });

  route(app, {
    method: 'GET',
    url: '/public/:kind/:token',
    tag,
    auth: false,
    summary: 'What a share link shows, without signing in; a playbook comes with its plays, a practice plan with the drills its blocks link to',
    params: z.object({ kind: z.string().max(50), token: z.string().max(200) }),
    responses: {
      200: { description: 'The record (a playbook with `plays`, a practice plan with `drills`), by kind', schema: z.union(ITEM_KINDS.map(publicRecordSchema)) },
      404: 'Unknown or turned-off link' },
    async handler({ params }) {
      const kind = itemKindByPath(params.kind);
      const shared = kind ? await findSharedItem(db, params.token) : undefined;
      if (!kind || !shared || itemKindOf(shared.item.kind) !== kind) throw new HttpError(404, 'share.gone');
      return sharedView(db, mediaUrls, kind, shared.item);
    },
  });
}
