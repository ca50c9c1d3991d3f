// What the coach may do in a team, so screens offer only that (spec §6): the engine's table of roles
// (engine/api/team-roles.ts), the one the server enforces (server/auth/team-access.ts, routes/teams.ts).
import { roleAllows, type TeamAccess, type TeamRole } from '../../../engine/api/team-roles';
import { hasPermission, PERMISSIONS } from '../../auth/permissions';

/** A team as the coach holds it (a record of GET /teams), or just the coach's role in it; nothing when not a member. */
export type TeamOrRole = { role: TeamRole } | TeamRole | null | undefined;

export function teamAllows(team: TeamOrRole, access: TeamAccess): boolean {
  return roleAllows(typeof team === 'string' ? team : team?.role, access);
}

/** Create, change, duplicate, share and delete the team's plays, playbooks, rotations and practice plans: owners and coaches, not viewers. */
export function canEditTeam(team: TeamOrRole): boolean {
  return teamAllows(team, 'write');
}

/**
 * Rename or delete the team, change a member's role, remove a member, create or revoke an invite:
 * its owners, and the server also asks for the manage:teams permission (routes/teams.ts, 'manage').
 */
export function canManageTeam(team: TeamOrRole, permissions: readonly string[] | null | undefined): boolean {
  return teamAllows(team, 'own') && hasPermission(permissions, PERMISSIONS.manageTeams);
}

/** Members leave on their own, players too; an owner hands ownership on first (the last owner cannot leave). */
export function canLeaveTeam(team: TeamOrRole): boolean {
  const role = typeof team === 'string' ? team : team?.role;
  return role != null && !teamAllows(team, 'own');
}
