import type { InviteOffer, InviteRecord, MemberRecord } from '../../../engine/api/records';

/** A member of a team, an invite link and what a link offers, as the API answers them (engine/api/records.ts). */
export type TeamMember = MemberRecord;
export type InviteLink = InviteRecord;
export type InviteDetails = InviteOffer;

export const teamKeys = {
  members: (teamId: string) => ['teams', teamId, 'members'] as const,
  invites: (teamId: string) => ['teams', teamId, 'invites'] as const,
  invite: (inviteLinkId: string) => ['invite', inviteLinkId] as const,
};
