import type { TeamRole } from './get-teams';

export interface TeamMember {
  user_id: string;
  name: string;
  email: string;
  picture?: string | null;
  role: TeamRole;
}

export interface InviteLink {
  invite_link_id: string;
  team_id: string;
  role: TeamRole;
  status: 'active' | 'expired' | 'revoked';
  expires_at: string;
  url: string;
}

/** What an invite link offers (GET /invites/{id}): who invites to which team. */
export interface InviteDetails {
  invite_link_id: string;
  role: TeamRole;
  expires_at: string;
  team: { team_id: string; name: string };
  status?: 'active' | 'expired' | 'revoked';
  organization?: { organization_id: string; name: string };
  /** The inviter's name, when known. */
  invited_by?: string | null;
}

export const teamKeys = {
  members: (teamId: string) => ['teams', teamId, 'members'] as const,
  invites: (teamId: string) => ['teams', teamId, 'invites'] as const,
  invite: (inviteLinkId: string) => ['invite', inviteLinkId] as const,
};
