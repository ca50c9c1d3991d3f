// @vitest-environment happy-dom
// Issue 13: the plays list offers selecting, Delete, the ⋮ actions, New and the library copy only
// where the coach's role allows (canEditTeam): a viewer's plays cannot be selected for Delete.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamRole } from '../../../../engine/api/team-roles';
import { teamsQueryKey, type Team } from '../../../api/teams/get-teams';
import type { PlayRecord } from '../../../api/plays/keys';
import '../../../lib/i18n';
import PlaysListRoute from './plays-list';

const PLAYS = [play('p1', 'Horns flare', 'varsity'), play('p2', 'Floppy', 'jv')];

vi.mock('../../../api/plays/get-plays', () => ({
  usePlays: () => ({ data: { data: PLAYS, page: 1, per_page: 20, total: PLAYS.length }, isPending: false, isError: false, isPlaceholderData: false, refetch: vi.fn() }),
}));

function play(play_id: string, title: string, team_id: string): PlayRecord {
  return { play_id, title, team_id, type: 'play', synced: true, timestamp: 0, version: 1, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', data: {} as PlayRecord['data'], thumbnail: null };
}

function renderPlays(roles: { varsity: TeamRole; jv: TeamRole }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const organization = { organization_id: 'o1', name: 'Lincoln High' };
  const teams: Team[] = [
    { team_id: 'varsity', name: 'Varsity', role: roles.varsity, organization },
    { team_id: 'jv', name: 'JV', role: roles.jv, organization },
  ];
  client.setQueryData(teamsQueryKey, teams);
  const router = createMemoryRouter([{ path: '/dashboard/plays', element: <PlaysListRoute type="play" /> }], { initialEntries: ['/dashboard/plays'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the plays list', () => {
  afterEach(cleanup);

  it('gives a viewer of every team no selection, Delete, actions, New or library copy', async () => {
    renderPlays({ varsity: 'viewer', jv: 'viewer' });
    expect(await screen.findByRole('link', { name: 'Horns flare' })).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Horns flare' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New play' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'From the library' })).toBeNull();
  });

  it('lets a coach select a play and delete the selection', async () => {
    renderPlays({ varsity: 'coach', jv: 'coach' });
    fireEvent.click(await screen.findByLabelText('Select Horns flare'));
    const selection = screen.getByRole('region', { name: 'Selection' });
    expect(within(selection).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New play' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for Floppy' })).toBeTruthy();
  });

  it('offers selection and actions only on the plays of teams the coach may change', async () => {
    renderPlays({ varsity: 'coach', jv: 'viewer' });
    expect(await screen.findByLabelText('Select Horns flare')).toBeTruthy();
    expect(screen.queryByLabelText('Select Floppy')).toBeNull();
    expect(screen.getByRole('button', { name: 'Actions for Horns flare' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Actions for Floppy' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New play' })).toBeTruthy();
  });
});
