import type { InviteOffer, InviteRecord, MemberRecord, TeamPlayerRecord } from '../../../engine/api/records';
import { INVITE_ROLES, TEAM_ROLES } from '../../../engine/api/team-roles';

/** A member of a team, an invite link and what a link offers, as the API answers them (engine/api/records.ts). */
export type TeamMember = Omit<MemberRecord, 'role'> & {
  role: MemberRole;
  /** The roster entry a player member is (issue 35): proposed by name when they joined, `confirmed` once a coach did. */
  roster_match?: { player_id: string; confirmed: boolean } | null;
};
export type InviteLink = InviteRecord;
export type InviteDetails = InviteOffer;
/** A player on a team's roster; `synced: false` while its create or change waits in the offline queue. */
export type TeamPlayer = TeamPlayerRecord & { synced?: boolean };

export const teamKeys = {
  members: (teamId: string) => ['teams', teamId, 'members'] as const,
  invites: (teamId: string) => ['teams', teamId, 'invites'] as const,
  invite: (inviteLinkId: string) => ['invite', inviteLinkId] as const,
  players: (teamId: string) => ['teams', teamId, 'players'] as const,
};

/** The roster's queued mutations (their options are registered under these keys). */
export const rosterMutationKeys = {
  create: ['team-players', 'create'] as const,
  update: ['team-players', 'update'] as const,
  remove: ['team-players', 'delete'] as const,
};

/**
 * Issue 35's player role (reads only what is assigned to them), offered here until the study-api
 * branch's engine/api/team-roles.ts, which adds it to TEAM_ROLES and INVITE_ROLES, is merged: then
 * these lists equal the engine's (the Set drops the repeat) and can be replaced by them.
 */
export const PLAYER_ROLE = 'player';
export const MEMBER_ROLES = [...new Set([...TEAM_ROLES, PLAYER_ROLE] as const)];
export const OFFERED_INVITE_ROLES = [...new Set([...INVITE_ROLES, PLAYER_ROLE] as const)];
export type MemberRole = (typeof MEMBER_ROLES)[number];
export type OfferedInviteRole = (typeof OFFERED_INVITE_ROLES)[number];
