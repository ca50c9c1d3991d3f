// @vitest-environment happy-dom
// Issue 13: the team screen offers renaming, deleting, invites and member role menus only to an owner
// who may manage the team (api/teams/permissions.ts); a coach or a viewer sees the roles as text.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamRole } from '../../../../engine/api/team-roles';
import { teamsQueryKey, type Team } from '../../../api/teams/get-teams';
import { teamKeys, type TeamMember, type TeamPlayer } from '../../../api/teams/keys';
import { api } from '../../../data/api-client';
import '../../../lib/i18n';
import { renderScreen } from '../../../testing/render-screen';
import TeamSettingsRoute from './team-settings';

const PLAYERS: TeamPlayer[] = [
  { player_id: 'p0', team_id: 't1', name: 'Ana Zero', number: '0', positions: [1], active: true, created_at: '', updated_at: '' },
  { player_id: 'p00', team_id: 't1', name: 'Bo Double', number: '00', positions: [], active: false, created_at: '', updated_at: '' },
];

const MEMBERS: TeamMember[] = [
  { user_id: 'me', name: 'Pat Head', email: 'pat@example.com', picture: null, role: 'owner', joined_at: '2026-11-01T10:00:00.000Z' },
  { user_id: 'sam', name: 'Sam Helper', email: 'sam@example.com', picture: null, role: 'viewer', joined_at: '2026-11-02T10:00:00.000Z' },
];

const JO: TeamMember = { user_id: 'jo', name: 'Ana Z.', email: 'ana@example.com', picture: null, role: 'player', joined_at: '2026-11-03T10:00:00.000Z', roster_match: { player_id: 'p0', confirmed: false } };

function renderTeam(role: TeamRole, permissions = ['manage:teams'], members = MEMBERS) {
  const team: Team = { team_id: 't1', name: 'Varsity', role, organization: { organization_id: 'o1', name: 'Lincoln High' } };
  renderScreen(<TeamSettingsRoute />, {
    path: '/dashboard/settings/teams/:teamId',
    at: '/dashboard/settings/teams/t1',
    permissions,
    cached: [
      [teamsQueryKey, [team]],
      [teamKeys.members('t1'), members.map((member) => (member.user_id === 'me' ? { ...member, role } : member))],
      [teamKeys.invites('t1'), []],
      [teamKeys.players('t1'), PLAYERS],
    ],
  });
}

const managing = () => ({
  deleteTeam: screen.queryByRole('button', { name: 'Delete team' }),
  rename: screen.queryByLabelText('Team name'),
  roleMenu: screen.queryByLabelText('Role of Sam Helper'),
  removeMember: screen.queryByRole('button', { name: 'Remove Sam Helper' }),
  invite: screen.queryByRole('button', { name: 'Create invite link' }),
});

describe('the team settings screen', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lets an owner rename and delete the team, change roles, remove members and invite', async () => {
    renderTeam('owner');
    expect(await screen.findByRole('button', { name: 'Delete team' })).toBeTruthy();
    expect(Object.values(managing()).every((element) => element !== null)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Leave team' })).toBeNull();
  });

  for (const role of ['coach', 'viewer'] as const) {
    it(`shows a ${role} the members and their roles as text, and no Delete team, role menu or invites`, async () => {
      renderTeam(role);
      expect(await screen.findByRole('button', { name: 'Leave team' })).toBeTruthy();
      expect(managing()).toEqual({ deleteTeam: null, rename: null, roleMenu: null, removeMember: null, invite: null });
      expect(screen.getByText('Sam Helper')).toBeTruthy();
      expect(screen.getAllByText('Viewer').length).toBeGreaterThan(0);
      expect(screen.queryAllByRole('combobox')).toEqual([]);
    });
  }

  it('lets a coach edit the roster and shows a viewer it read-only (issue 16)', async () => {
    renderTeam('coach');
    expect(await screen.findByRole('button', { name: 'Remove Ana Zero from the roster' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add player' })).toBeTruthy();
    expect((screen.getByLabelText('Number: Bo Double') as HTMLInputElement).value).toBe('00');
    expect((screen.getByLabelText('Bo Double is active') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'PG (Point Guard) for Ana Zero' }).getAttribute('aria-pressed')).toBe('true');
    cleanup();
    renderTeam('viewer');
    expect(await screen.findByLabelText('Number: Ana Zero')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Ana Zero from the roster' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add player' })).toBeNull();
    expect((screen.getByLabelText('Ana Zero is active') as HTMLInputElement).disabled).toBe(true);
  });

  it('offers an owner without manage:teams nothing the server would refuse', async () => {
    renderTeam('owner', []);
    expect(await screen.findByText('Sam Helper')).toBeTruthy();
    expect(managing()).toEqual({ deleteTeam: null, rename: null, roleMenu: null, removeMember: null, invite: null });
  });

  it('offers the player role with what a player sees, and lets a coach confirm a player’s proposed roster entry (issue 35)', async () => {
    renderTeam('owner');
    fireEvent.change(await screen.findByLabelText('Role for new members'), { target: { value: 'player' } });
    expect(screen.getByText(/A player sees only what you assign/)).toBeTruthy();
    cleanup();

    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...JO, roster_match: { player_id: 'p0', confirmed: true } });
    // The members asked again after the change: the match confirmed.
    vi.spyOn(api, 'get').mockResolvedValue({ data: [...MEMBERS, { ...JO, roster_match: { player_id: 'p0', confirmed: true } }] });
    renderTeam('coach', ['manage:teams'], [...MEMBERS, JO]);
    expect(await screen.findByText('Proposed: #0 Ana Zero')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm #0 Ana Zero for Ana Z.' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/teams/t1/members/jo/roster-match', { player_id: 'p0' }));
    fireEvent.change(screen.getByLabelText('Roster entry of Ana Z.'), { target: { value: '' } });
    await waitFor(() => expect(put).toHaveBeenLastCalledWith('/teams/t1/members/jo/roster-match', { player_id: null }));
  });
});
