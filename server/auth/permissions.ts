// Roles and permissions travel as claims in the tokens (spec §6); a user may do something only if
// the permissions list holds the named permission.
import { ADMIN_ROLE } from '../db/schema';

export const ROLES_CLAIM = 'https://courtside.app/roles';
export const PERMISSIONS_CLAIM = 'https://courtside.app/permissions';

export const PERMISSIONS = {
  /** Create, rename and delete organizations and teams, invite people. */
  manageTeams: 'manage:teams',
  /** Curate the public play library and drill library. */
  writeLibrary: 'write:library',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** What local accounts may do, from their roles: every coach runs their own teams; admins curate. */
export function permissionsForRoles(roles: readonly string[]): Permission[] {
  const permissions: Permission[] = [PERMISSIONS.manageTeams];
  if (roles.includes(ADMIN_ROLE)) permissions.push(PERMISSIONS.writeLibrary);
  return permissions;
}
