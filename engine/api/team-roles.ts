// Who may do what inside a team (spec §6, DESIGN.md §3), the one table the server enforces and the
// app's screens read to offer only what the coach's role allows: owners run the team, coaches
// write its plays, playbooks, rotations and practice plans, viewers read. Players (issue 35) have
// none of these: they see only what a coach assigned them (server/routes/study.ts) and write only
// their own study, so every other team route answers them as it answers a stranger.

export const TEAM_ROLES = ['owner', 'coach', 'viewer', 'player'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Roles an invite can give; owners are made by promoting a member. */
export const INVITE_ROLES = ['coach', 'viewer', 'player'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

/** read: see the team's work; write: change it; own: rename or delete the team, its members and invites. */
export type TeamAccess = 'read' | 'write' | 'own';

const ROLES_WITH: Readonly<Record<TeamAccess, readonly TeamRole[]>> = {
  read: ['owner', 'coach', 'viewer'],
  write: ['owner', 'coach'],
  own: ['owner'],
};

export function roleAllows(role: TeamRole | null | undefined, access: TeamAccess): boolean {
  return role != null && ROLES_WITH[access].includes(role);
}
