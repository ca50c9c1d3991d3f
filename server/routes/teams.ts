// Teams, their members and their invite links. Owners run a team (rename, delete, members,
// invites); everyone in it sees who else is; anyone may leave, except the last owner.
import { z } from 'zod';
import { requestLanguage } from '../texts/request-language';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { TEAM_ROLES, type TeamRole } from '../db/schema';
import { HttpError } from '../errors';
import { textKey, type PlainKey } from '../texts/texts';
import { renameRoute } from '../http/rename-route';
import { route, type Empty, type RouteInput, type RouteSpec } from '../http/route';
import { nameField, uuidField } from '../http/input';
import { listOf } from '../http/responses';
import { inviteRecordSchema, memberRecordSchema, teamRecordSchema } from '../../engine/api/records';
import { publicOrigin } from '../http/public-url';
import { requirePermission, type AuthUser } from '../auth/authenticate';
import { PERMISSIONS } from '../auth/permissions';
import { assertTeamAccess, type TeamAccess } from '../auth/team-access';
import { findUserById } from '../repositories/accounts';
import { createTeam, deleteTeam, findTeamOf, listTeamsOf, renameTeam, type MyTeam } from '../repositories/teams';
import { changeMemberRole, listMembers, removeMember, type Member, type MembershipChange } from '../repositories/members';
import { defaultOrganizationFor, findOrganizationOf } from '../repositories/organizations';
import { setRosterMatch } from '../repositories/study';
import { createInvite, INVITE_ROLES, listInvites, type InviteRow } from '../repositories/invites';

export const DEFAULT_INVITE_DAYS = 7;
export const MAX_INVITE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export function teamRecord(team: MyTeam) {
  return {
    team_id: team.teamId,
    name: team.name,
    role: team.role,
    organization: { organization_id: team.organizationId, name: team.organizationName },
  };
}

function memberRecord(member: Member) {
  return {
    user_id: member.userId,
    name: member.name,
    email: member.email,
    picture: member.picture,
    role: member.role,
    joined_at: member.joinedAt.toISOString(),
    roster_match: member.rosterPlayerId ? { player_id: member.rosterPlayerId, confirmed: member.rosterConfirmed } : null,
  };
}

/** Where an invite is opened: the app's invite screen (spec §2 "invite_link_id"). */
export function inviteUrl(config: Config, request: FastifyRequest, id: string): string {
  return `${publicOrigin(config, request)}/dashboard/invite?invite_link_id=${encodeURIComponent(id)}`;
}

export function inviteStatus(invite: Pick<InviteRow, 'revokedAt' | 'expiresAt'>): 'active' | 'expired' | 'revoked' {
  if (invite.revokedAt) return 'revoked';
  return invite.expiresAt.getTime() <= Date.now() ? 'expired' : 'active';
}

function inviteRecord(config: Config, request: FastifyRequest, invite: InviteRow) {
  return {
    invite_link_id: invite.id,
    team_id: invite.teamId,
    role: invite.role,
    status: inviteStatus(invite),
    expires_at: invite.expiresAt.toISOString(),
    created_at: invite.createdAt.toISOString(),
    url: inviteUrl(config, request, invite.id),
  };
}

const MEMBERSHIP_REFUSALS: Readonly<Record<Exclude<MembershipChange, 'done'>, [number, PlainKey]>> = {
  'not-a-member': [404, 'teams.notAMember'],
  'last-owner': [409, 'teams.needsAnOwner'],
};

function assertMembershipChanged(outcome: MembershipChange): void {
  if (outcome === 'done') return;
  const [status, text] = MEMBERSHIP_REFUSALS[outcome];
  throw new HttpError(status, text);
}

const teamParams = z.object({ teamId: z.string().max(200) });
const memberParams = z.object({ teamId: z.string().max(200), userId: z.string().max(200) });

export function teamRoutes(app: FastifyInstance, database: Database, config: Config): void {
  const { db } = database;
  const tag = 'Teams';

  /**
   * The caller's team with the caller's role, or 404/403. `manage`: an owner (404/403 as 'own'),
   * then 403 without the permission to manage teams.
   */
  const loadTeam = async (teamId: string, user: AuthUser, access: TeamAccess | 'manage' | 'member') => {
    const team = await findTeamOf(db, teamId, user.id);
    // Any member, players too (who have no team access): leaving.
    if (access === 'member') {
      if (!team) throw new HttpError(404, 'teams.notFound');
      return team;
    }
    assertTeamAccess(team?.role, access === 'manage' ? 'own' : access, 'teams.notFound');
    if (access === 'manage') requirePermission(user, PERMISSIONS.manageTeams);
    return team!;
  };

  /**
   * A route on one team of the caller's, at /teams/:teamId...: loads it with `access` first (404
   * for a team not theirs, 403 for too little access) and hands it to the handler as `team`.
   */
  function teamRoute<B extends z.ZodType = Empty>(
    access: TeamAccess | 'manage' | 'member',
    spec: Omit<RouteSpec<typeof teamParams, Empty, B, true>, 'tag' | 'params' | 'handler'> & {
      handler: (input: RouteInput<typeof teamParams, Empty, B> & { user: AuthUser; team: MyTeam }) => Promise<unknown>;
    },
  ): void {
    route(app, {
      ...spec,
      tag,
      params: teamParams,
      handler: async (input) => spec.handler({ ...input, team: await loadTeam(input.params.teamId, input.user, access) }),
    });
  }

  route(app, {
    method: 'GET',
    url: '/teams',
    tag,
    summary: 'Your teams, with your role and their organization',
    responses: { 200: { description: 'Your teams', schema: listOf(teamRecordSchema) } },
    async handler({ user }) {
      return { data: (await listTeamsOf(db, user.id)).map(teamRecord) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/teams',
    tag,
    summary: 'Create a team, with you as its owner, in an organization you own (by default your first)',
    body: z.object({ name: nameField('teams.name', 100), organization_id: uuidField.optional() }),
    responses: { 201: { description: 'The team', schema: teamRecordSchema }, 403: 'Not an owner of that organization', 404: 'No such organization of yours' },
    async handler({ body, user, reply, request }) {
      requirePermission(user, PERMISSIONS.manageTeams);
      if (body.organization_id !== undefined) {
        const organization = await findOrganizationOf(db, body.organization_id, user.id);
        if (!organization) throw new HttpError(404, 'organizations.notFound');
        if (!organization.isOwner) throw new HttpError(403, 'organizations.ownersOnlyAddTeams');
      }
      const teamId = await database.transaction(async (tx) => {
        const me = await findUserById(tx.db, user.id);
        const organizationId = body.organization_id ?? (await defaultOrganizationFor(tx.db, user.id, me?.name ?? user.email, requestLanguage(request.headers['accept-language'])));
        return createTeam(tx.db, { name: body.name, organizationId, ownerId: user.id });
      });
      reply.status(201);
      return teamRecord((await findTeamOf(db, teamId, user.id))!);
    },
  });

  renameRoute(app, {
    url: '/teams/:teamId',
    tag,
    thing: 'a team',
    nameTexts: 'teams.name',
    params: teamParams,
    record: teamRecordSchema,
    async rename(params, name, user) {
      const team = await loadTeam(params.teamId, user, 'manage');
      await renameTeam(db, team.teamId, name);
      return teamRecord({ ...team, name });
    },
  });

  teamRoute('manage', {
    method: 'DELETE',
    url: '/teams/:teamId',
    summary: 'Delete a team with everything in it: plays, playbooks, rotations, practice plans, members, invites (owners)',
    responses: { 204: 'Deleted', 403: 'Not an owner', 404: 'Not a team of yours' },
    async handler({ team }) {
      await deleteTeam(db, team.teamId);
    },
  });

  // --- members -------------------------------------------------------------------------------

  teamRoute('read', {
    method: 'GET',
    url: '/teams/:teamId/members',
    summary: "The team's members and their roles, owners first",
    responses: { 200: { description: 'The members', schema: listOf(memberRecordSchema) }, 404: 'Not a team of yours' },
    async handler({ team }) {
      return { data: (await listMembers(db, team.teamId)).map(memberRecord) };
    },
  });

  route(app, {
    method: 'PUT',
    url: '/teams/:teamId/members/:userId',
    tag,
    summary: "Change a member's role: owner, coach, viewer or player (owners; the last owner stays an owner)",
    params: memberParams,
    body: z.object({ role: z.enum(TEAM_ROLES, { error: textKey('input.choice') }) }),
    responses: { 200: { description: 'The member', schema: memberRecordSchema }, 403: 'Not an owner', 404: 'No such member', 409: 'It would leave the team without an owner' },
    async handler({ params, body, user }) {
      const team = await loadTeam(params.teamId, user, 'manage');
      assertMembershipChanged(await database.transaction((tx) => changeMemberRole(tx.db, team.teamId, params.userId, body.role as TeamRole)));
      const member = (await listMembers(db, team.teamId)).find((m) => m.userId === params.userId)!;
      return memberRecord(member);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/teams/:teamId/members/:userId/roster-match',
    tag,
    summary: 'Confirm or pick the roster entry a member is (or null to clear it); one roster entry is one member at most (owners and coaches)',
    params: memberParams,
    body: z.object({ player_id: uuidField.nullable() }),
    responses: {
      200: { description: 'The member', schema: memberRecordSchema },
      400: 'Invalid input',
      403: 'A viewer of the team',
      404: 'Not a team of yours, no such member, or no such roster player',
      409: 'The roster player is matched to another member',
    },
    async handler({ params, body, user }) {
      const team = await loadTeam(params.teamId, user, 'write');
      const outcome = await database.transaction((tx) => setRosterMatch(tx.db, team.teamId, params.userId, body.player_id));
      if (outcome === 'not-a-member') throw new HttpError(404, 'teams.notAMember');
      if (outcome === 'no-such-player') throw new HttpError(404, 'roster.playerNotFound');
      if (outcome === 'taken') throw new HttpError(409, 'study.rosterMatchTaken');
      const member = (await listMembers(db, team.teamId)).find((m) => m.userId === params.userId)!;
      return memberRecord(member);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/teams/:teamId/members/:userId',
    tag,
    summary: 'Remove a member from the team (owners; never the last owner)',
    params: memberParams,
    responses: { 204: 'Removed', 403: 'Not an owner', 404: 'No such member', 409: 'It would leave the team without an owner' },
    async handler({ params, user }) {
      const team = await loadTeam(params.teamId, user, 'manage');
      assertMembershipChanged(await database.transaction((tx) => removeMember(tx.db, team.teamId, params.userId)));
    },
  });

  teamRoute('member', {
    method: 'POST',
    url: '/teams/:teamId/leave',
    summary: 'Leave a team (the last owner cannot: hand ownership on, or delete the team)',
    responses: { 204: 'Left', 404: 'Not a team of yours', 409: 'You are its last owner' },
    async handler({ team, user }) {
      const outcome = await database.transaction((tx) => removeMember(tx.db, team.teamId, user.id));
      if (outcome === 'last-owner') {
        throw new HttpError(409, 'teams.lastOwnerLeaving');
      }
      assertMembershipChanged(outcome);
    },
  });

  // --- invites -------------------------------------------------------------------------------

  const inviteBody = z
    .object({
      role: z.enum(INVITE_ROLES, { error: textKey('input.choice') }),
      expires_in_days: z
        .number({ error: textKey('teams.inviteDays.notNumber') })
        .int(textKey('teams.inviteDays.notWhole'))
        .min(1, textKey('teams.inviteDays.tooShort'))
        .max(MAX_INVITE_DAYS, textKey('teams.inviteDays.tooLong'))
        .optional()
        .describe(`Days until the link stops working (default ${DEFAULT_INVITE_DAYS})`),
    })
    .describe('Who the link lets in, and for how long');

  teamRoute('manage', {
    method: 'POST',
    url: '/teams/:teamId/invites',
    summary: `Create an invite link that joins the team as coach, viewer or player (who reads only what is assigned to them), valid ${DEFAULT_INVITE_DAYS} days unless told otherwise (owners)`,
    body: inviteBody,
    responses: { 201: { description: 'The invite link', schema: inviteRecordSchema }, 403: 'Not an owner', 404: 'Not a team of yours' },
    async handler({ team, body, user, request, reply }) {
      const days = body.expires_in_days ?? DEFAULT_INVITE_DAYS;
      const invite = await createInvite(db, {
        teamId: team.teamId,
        role: body.role,
        createdBy: user.id,
        expiresAt: new Date(Date.now() + days * DAY_MS),
      });
      reply.status(201);
      return inviteRecord(config, request, invite);
    },
  });

  teamRoute('own', {
    method: 'GET',
    url: '/teams/:teamId/invites',
    summary: "The team's invite links that were not revoked, newest first (owners)",
    responses: { 200: { description: 'The invite links', schema: listOf(inviteRecordSchema) }, 403: 'Not an owner', 404: 'Not a team of yours' },
    async handler({ team, request }) {
      return { data: (await listInvites(db, team.teamId)).map((invite) => inviteRecord(config, request, invite)) };
    },
  });
}
