import { describe, expect, it } from 'vitest';
import { PERMISSIONS, hasPermission } from './permissions';
import { isPaying, socialLoginName } from './user';

describe('permissions (spec §6)', () => {
  it('allows only what the permissions list names', () => {
    expect(hasPermission(['write:library'], PERMISSIONS.writeLibrary)).toBe(true);
    expect(hasPermission(['manage:teams'], PERMISSIONS.writeLibrary)).toBe(false);
    expect(hasPermission([], PERMISSIONS.manageTeams)).toBe(false);
    expect(hasPermission(undefined, PERMISSIONS.manageTeams)).toBe(false);
  });
});

describe('the user record (spec §3)', () => {
  it('is paying when the price is above 1', () => {
    expect(isPaying({ data: { price: 1 } })).toBe(false);
    expect(isPaying({ data: { price: 1.5 } })).toBe(true);
    expect(isPaying(undefined)).toBe(false);
  });
  it('names the social logins', () => {
    expect(socialLoginName('google-oauth2|123')).toBe('Google');
    expect(socialLoginName('auth0|abc')).toBe('Username/Password');
    expect(socialLoginName('apple|x')).toBe('Apple');
  });
});
