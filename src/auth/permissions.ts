// Spec §6: a user may do something only when the permissions list contains the named permission.
export const PERMISSIONS = {
  /** The admin play and drill library screens. */
  writeLibrary: 'write:library',
  /** Managing every team, not only one's own. */
  manageTeams: 'manage:teams',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

export function hasPermission(permissions: readonly string[] | undefined | null, permission: Permission): boolean {
  return Array.isArray(permissions) && permissions.includes(permission);
}
