import type { InviteOffer, InviteRecord, MemberRecord, TeamPlayerRecord } from '../../../engine/api/records';

/** A member of a team, an invite link and what a link offers, as the API answers them (engine/api/records.ts). */
export type TeamMember = MemberRecord;
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

