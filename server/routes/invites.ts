// One invite link: read by the invite screen (before or after signing in), accepted by the person
// invited, revoked by a team owner. The link's id is the secret (128 random bits).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { said } from '../texts/texts';
import { route } from '../http/route';
import { requirePermission } from '../auth/authenticate';
import { PERMISSIONS } from '../auth/permissions';
import { assertTeamAccess } from '../auth/team-access';
import { acceptInvite, findInvite, revokeInvite, type InviteDetails } from '../repositories/invites';
import { teamRoleOf } from '../repositories/members';
import { findTeamOf } from '../repositories/teams';
import { findUserById } from '../repositories/accounts';
import { proposeRosterMatch } from '../repositories/study';
import { inviteStatus, teamRecord } from './teams';
import { inviteOfferSchema, teamRecordSchema } from '../../engine/api/records';

const inviteParams = z.object({ id: z.string().max(200) });

/** 404 for an unknown link, 410 for one that no longer works, with who to ask for a new one. */
function assertUsable(invite: InviteDetails | undefined): asserts invite is InviteDetails {
  if (!invite) throw new HttpError(404, 'invites.notFound');
  const status = inviteStatus(invite);
  const ask = invite.invitedBy ? said('invites.askPerson', { name: invite.invitedBy }) : said('invites.askOwner');
  if (status === 'revoked') throw new HttpError(410, said('invites.withdrawn', { team: invite.teamName, ask }), { status });
  if (status === 'expired') {
    const day = invite.expiresAt.toISOString().slice(0, 10);
    throw new HttpError(410, said('invites.expired', { team: invite.teamName, day, ask }), { status });
  }
}

export function inviteRoutes(app: FastifyInstance, database: Database): void {
  const { db } = database;
  const tag = 'Teams';

  route(app, {
    method: 'GET',
    url: '/invites/:id',
    tag,
    auth: false,
    summary: 'What an invite link offers: which team, which role, from whom (no sign-in needed, for the invite screen)',
    params: inviteParams,
    responses: { 200: { description: 'The offer', schema: inviteOfferSchema }, 404: 'Unknown link', 410: 'Expired or withdrawn' },
    async handler({ params }) {
      const invite = await findInvite(db, params.id);
      assertUsable(invite);
      return {
        invite_link_id: invite.id,
        role: invite.role,
        status: inviteStatus(invite),
        expires_at: invite.expiresAt.toISOString(),
        team: { team_id: invite.teamId, name: invite.teamName },
        organization: { organization_id: invite.organizationId, name: invite.organizationName },
        invited_by: invite.invitedBy,
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/invites/:id/accept',
    tag,
    summary: "Join the invite's team with its role (someone already in the team keeps the stronger role); a player is proposed the roster entry of their name",
    params: inviteParams,
    responses: { 200: { description: 'The team, as GET /teams lists it', schema: teamRecordSchema }, 404: 'Unknown link', 410: 'Expired or withdrawn' },
    async handler({ params, user }) {
      const invite = await findInvite(db, params.id);
      assertUsable(invite);
      await database.transaction(async (tx) => {
        const role = await acceptInvite(tx.db, invite, user.id);
        // A player is proposed the roster entry of their name, for a coach to confirm (issue 35).
        if (role === 'player') await proposeRosterMatch(tx.db, invite.teamId, user.id, (await findUserById(tx.db, user.id))?.name ?? '');
      });
      return teamRecord((await findTeamOf(db, invite.teamId, user.id))!);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/invites/:id',
    tag,
    summary: 'Withdraw an invite link (owners of its team); people who joined through it stay',
    params: inviteParams,
    responses: { 204: 'Withdrawn', 403: 'Not an owner', 404: 'Unknown link, or not a team of yours' },
    async handler({ params, user }) {
      const invite = await findInvite(db, params.id);
      if (!invite) throw new HttpError(404, 'invites.notFound');
      assertTeamAccess(await teamRoleOf(db, invite.teamId, user.id), 'own', 'invites.notFound');
      requirePermission(user, PERMISSIONS.manageTeams);
      if (!invite.revokedAt) await revokeInvite(db, invite.id);
    },
  });
}
