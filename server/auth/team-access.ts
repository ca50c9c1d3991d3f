// Who may do what inside a team (spec §6, DESIGN.md §3): owners run the team, coaches write its
// plays, playbooks, rotations and practice plans, viewers read. Someone outside the team is told
// the thing does not exist (404), never that it is forbidden, so ids reveal nothing.
import { HttpError } from '../errors';
import type { PlainKey } from '../texts/texts';
import { roleAllows, type TeamAccess, type TeamRole } from '../../engine/api/team-roles';

// The table of roles is the engine's (engine/api/team-roles.ts), so the app's screens read the same one.
export { roleAllows, type TeamAccess } from '../../engine/api/team-roles';

const FORBIDDEN: Readonly<Record<Exclude<TeamAccess, 'read'>, PlainKey>> = {
  write: 'teams.viewersCannotChange',
  own: 'teams.ownersOnly',
};

/**
 * Throws unless `role` grants `access`: 404 (with `notFound`, the coach's words for the missing
 * thing) when there is no role at all or one that reads nothing (a player: they see only what is
 * assigned to them, so the team's other ids must reveal nothing either), 403 when the role is too small.
 */
export function assertTeamAccess(role: TeamRole | null | undefined, access: TeamAccess, notFound: PlainKey): asserts role is TeamRole {
  if (!roleAllows(role, 'read')) throw new HttpError(404, notFound);
  if (!roleAllows(role, access)) throw new HttpError(403, FORBIDDEN[access as Exclude<TeamAccess, 'read'>]);
}
