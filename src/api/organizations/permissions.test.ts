// Only an owner of an organization with manage:teams renames or deletes it, as the server asks
// (server/routes/organizations.ts); a member, or anyone without a role, sees it read-only.
import { describe, expect, it } from 'vitest';
import { canManageOrganization, organizationRoleOf } from './permissions';

describe('organization permissions', () => {
  it('lets an owner with manage:teams manage it', () => {
    expect(canManageOrganization({ role: 'owner' }, ['manage:teams'])).toBe(true);
  });

  it('does not let a member, or an owner without manage:teams', () => {
    expect(canManageOrganization({ role: 'member' }, ['manage:teams'])).toBe(false);
    expect(canManageOrganization({ role: 'owner' }, [])).toBe(false);
    expect(canManageOrganization({ role: 'owner' }, undefined)).toBe(false);
    expect(canManageOrganization({ role: 'owner' }, ['write:library'])).toBe(false);
  });

  it('does not let anyone when the role is unknown', () => {
    expect(canManageOrganization({}, ['manage:teams'])).toBe(false);
    expect(canManageOrganization({ role: 'admin' }, ['manage:teams'])).toBe(false);
    expect(canManageOrganization(undefined, ['manage:teams'])).toBe(false);
  });

  it('reads the role the server gives, nothing else', () => {
    expect(organizationRoleOf({ role: 'owner' })).toBe('owner');
    expect(organizationRoleOf({ role: 'member' })).toBe('member');
    expect(organizationRoleOf({ role: 'coach' })).toBeUndefined();
    expect(organizationRoleOf(undefined)).toBeUndefined();
  });
});
