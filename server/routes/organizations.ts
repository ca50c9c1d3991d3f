// Organizations: a club or school and its teams. Its owners (who created it, and the owners of
// its teams) rename it and add teams; deleting it takes its teams along, so it needs ownership of
// every one of them.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { said, textList } from '../texts/texts';
import { renameRoute } from '../http/rename-route';
import { route } from '../http/route';
import { nameField } from '../http/input';
import { errorSchema, listOf } from '../http/responses';
import { idSchema, organizationRecordSchema } from '../../engine/api/records';
import { requirePermission, type AuthUser } from '../auth/authenticate';
import { PERMISSIONS } from '../auth/permissions';
import {
  createOrganization,
  deleteOrganization,
  findOrganizationOf,
  listOrganizationsOf,
  renameOrganization,
  teamsOfOrganization,
  type MyOrganization,
} from '../repositories/organizations';
import type { Db } from '../db/client';

const organizationParams = z.object({ organizationId: z.string().max(200) });

/** The organization as the caller sees it: owners see every team, members their own. */
async function organizationRecord(db: Db, organization: MyOrganization, userId: string) {
  const teams = await teamsOfOrganization(db, organization.organizationId, userId);
  return {
    organization_id: organization.organizationId,
    name: organization.name,
    role: organization.isOwner ? ('owner' as const) : ('member' as const),
    teams: teams
      .filter((team) => organization.isOwner || team.role !== null)
      .map((team) => ({ team_id: team.teamId, name: team.name, role: team.role })),
  };
}

export function organizationRoutes(app: FastifyInstance, database: Database): void {
  const { db } = database;
  const tag = 'Organizations';

  const loadOwned = async (organizationId: string, user: AuthUser) => {
    const organization = await findOrganizationOf(db, organizationId, user.id);
    if (!organization) throw new HttpError(404, 'organizations.notFound');
    if (!organization.isOwner) throw new HttpError(403, 'organizations.ownersOnly');
    requirePermission(user, PERMISSIONS.manageTeams);
    return organization;
  };

  route(app, {
    method: 'GET',
    url: '/organizations',
    tag,
    summary: 'Organizations you created or have a team in, with your role (owner or member) and their teams',
    responses: { 200: { description: 'Your organizations', schema: listOf(organizationRecordSchema) } },
    async handler({ user }) {
      const organizations = await listOrganizationsOf(db, user.id);
      return { data: await Promise.all(organizations.map((o) => organizationRecord(db, o, user.id))) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/organizations',
    tag,
    summary: 'Create an organization (you own it; add teams with POST /teams)',
    body: z.object({ name: nameField('organizations.name', 100) }),
    responses: { 201: { description: 'The organization', schema: organizationRecordSchema } },
    async handler({ body, user, reply }) {
      requirePermission(user, PERMISSIONS.manageTeams);
      const id = await createOrganization(db, body.name, user.id);
      reply.status(201);
      return organizationRecord(db, (await findOrganizationOf(db, id, user.id))!, user.id);
    },
  });

  renameRoute(app, {
    url: '/organizations/:organizationId',
    tag,
    thing: 'an organization',
    nameTexts: 'organizations.name',
    params: organizationParams,
    record: organizationRecordSchema,
    async rename(params, name, user) {
      const organization = await loadOwned(params.organizationId, user);
      await renameOrganization(db, organization.organizationId, name);
      return organizationRecord(db, { ...organization, name }, user.id);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/organizations/:organizationId',
    tag,
    summary: 'Delete an organization with its teams and all they hold (owners of every one of its teams)',
    params: organizationParams,
    responses: {
      204: 'Deleted',
      403: 'Not an owner',
      404: 'Not an organization of yours',
      409: { description: 'It has teams you do not own', schema: errorSchema.extend({ teams: z.array(z.object({ team_id: idSchema, name: z.string() })) }) },
    },
    async handler({ params, user }) {
      const organization = await loadOwned(params.organizationId, user);
      const teams = await teamsOfOrganization(db, organization.organizationId, user.id);
      const notMine = teams.filter((team) => team.role !== 'owner');
      if (notMine.length > 0) {
        throw new HttpError(409, said('organizations.teamsNotYours', { teams: textList(notMine.map((t) => t.name)) }), {
          teams: notMine.map((team) => ({ team_id: team.teamId, name: team.name })),
        });
      }
      await deleteOrganization(db, organization.organizationId);
    },
  });
}
