// What the coach may do in an organization, so screens offer only that: what server/routes/organizations.ts
// and routes/teams.ts ask for (an owner of the organization, with the manage:teams permission).
import { hasPermission, PERMISSIONS } from '../../auth/permissions';

/** GET /organizations gives each one the coach's role: its owners, and members (who have a team in it). */
export type OrganizationRole = 'owner' | 'member';

export function organizationRoleOf(organization: { role?: string } | null | undefined): OrganizationRole | undefined {
  return organization?.role === 'owner' || organization?.role === 'member' ? organization.role : undefined;
}

/** Rename or delete the organization, add teams to it (deleting also needs every one of its teams owned: a 409 says which are not). */
export function canManageOrganization(organization: { role?: string } | null | undefined, permissions: readonly string[] | null | undefined): boolean {
  return organizationRoleOf(organization) === 'owner' && hasPermission(permissions, PERMISSIONS.manageTeams);
}
