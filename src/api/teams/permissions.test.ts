// The screens' team permissions are the engine's table, the one the server enforces: every role ×
// access, and the manage:teams permission the server also asks of an owner who manages the team.
import { describe, expect, it } from 'vitest';
import { roleAllows, TEAM_ROLES, type TeamAccess, type TeamRole } from '../../../engine/api/team-roles';
import { canEditTeam, canLeaveTeam, canManageTeam, teamAllows } from './permissions';

const ACCESSES: TeamAccess[] = ['read', 'write', 'own'];
const EXPECTED: Record<TeamRole, Record<TeamAccess, boolean>> = {
  owner: { read: true, write: true, own: true },
  coach: { read: true, write: true, own: false },
  viewer: { read: true, write: false, own: false },
  // Players read only what is assigned to them (issue 35), through their own study routes.
  player: { read: false, write: false, own: false },
};
const MANAGE = ['manage:teams'];

describe('team permissions', () => {
  for (const role of TEAM_ROLES) {
    for (const access of ACCESSES) {
      it(`${role} ${EXPECTED[role][access] ? 'may' : 'may not'} ${access}, as the engine's table says`, () => {
        expect(teamAllows(role, access)).toBe(EXPECTED[role][access]);
        expect(teamAllows({ role }, access)).toBe(EXPECTED[role][access]);
        expect(teamAllows(role, access)).toBe(roleAllows(role, access));
      });
    }
  }

  it('gives someone outside the team nothing', () => {
    for (const access of ACCESSES) {
      expect(teamAllows(undefined, access)).toBe(false);
      expect(teamAllows(null, access)).toBe(false);
    }
    expect(canEditTeam(undefined)).toBe(false);
    expect(canManageTeam(undefined, MANAGE)).toBe(false);
    expect(canLeaveTeam(undefined)).toBe(false);
  });

  it('lets owners and coaches change the team’s work, not viewers', () => {
    expect(TEAM_ROLES.filter((role) => canEditTeam({ role }))).toEqual(['owner', 'coach']);
  });

  it('lets only an owner with manage:teams manage the team', () => {
    expect(TEAM_ROLES.filter((role) => canManageTeam({ role }, MANAGE))).toEqual(['owner']);
    expect(TEAM_ROLES.filter((role) => canManageTeam({ role }, []))).toEqual([]);
    expect(TEAM_ROLES.filter((role) => canManageTeam({ role }, undefined))).toEqual([]);
    expect(canManageTeam('owner', ['write:library'])).toBe(false);
  });

  it('offers Leave to coaches, viewers and players; an owner hands ownership on first', () => {
    expect(TEAM_ROLES.filter((role) => canLeaveTeam({ role }))).toEqual(['coach', 'viewer', 'player']);
  });
});
