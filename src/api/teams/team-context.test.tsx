// @vitest-environment happy-dom
// Issue 32: one team context for the whole dashboard. The address's team wins where a list is
// filtered, else the team last worked in on this device (per signed-in coach), else the first team;
// a team the coach no longer has is passed over. Changing it or working in a team remembers it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthContext } from '../../auth/auth-context';
import { fakeAuth } from '../../testing/render-screen';
import { teamsQueryKey, type Team } from './get-teams';
import { canEditTeam } from './permissions';
import { ALL_TEAMS, loadRememberedTeams, resolveTeam, TEAM_CONTEXT_STORAGE_KEY, useTeamContext, useTeamFilter, useTeamContextStore, useTeamItemDialog } from './team-context';

const COACHS = { team_id: 'coachs', name: "Coach's team", role: 'owner' } as Team;
const WOLVES = { team_id: 'wolves', name: 'Westside Wolves U16', role: 'coach' } as Team;
const ARCHIVE = { team_id: 'archive', name: 'Old film', role: 'viewer' } as Team;
const TEAMS = [COACHS, WOLVES, ARCHIVE];

/** This device's storage as a coach left it; the store reads it again, as a fresh page load does. */
function storedTeams(remembered: Record<string, string> | undefined) {
  if (remembered) localStorage.setItem(TEAM_CONTEXT_STORAGE_KEY, JSON.stringify(remembered));
  else localStorage.removeItem(TEAM_CONTEXT_STORAGE_KEY);
  useTeamContextStore.setState({ remembered: loadRememberedTeams() });
}

/** Renders `hook` at `at` for the coach `sub`, with the coach's teams cached (or loading when undefined). */
function renderAt<T>(hook: () => T, { at = '/', sub = 'me', teams = TEAMS as Team[] | undefined } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, enabled: teams !== undefined } } });
  if (teams) client.setQueryData(teamsQueryKey, teams);
  const auth = { ...fakeAuth([]), claims: { sub, name: 'Pat' } };
  const location = { current: '' };
  function Probe() {
    const where = useLocation();
    location.current = `${where.pathname}${where.search}`;
    return null;
  }
  function Wrapper({ children }: { children: ReactNode }) {
    // One router for the hook's life: the address changes as the app changes it.
    const [router] = useState(() => createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <Probe />
              {children}
            </>
          ),
        },
      ],
      { initialEntries: [at] },
    ));
    return (
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={auth}>
          <RouterProvider router={router} />
        </AuthContext.Provider>
      </QueryClientProvider>
    );
  }
  const { result } = renderHook(hook, { wrapper: Wrapper });
  return { result, location };
}

beforeEach(() => storedTeams(undefined));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('resolveTeam', () => {
  it('takes the address’s team first, then the remembered one, then the first team', () => {
    expect(resolveTeam('wolves', 'archive', TEAMS)).toBe('wolves');
    expect(resolveTeam('', 'archive', TEAMS)).toBe('archive');
    expect(resolveTeam(null, undefined, TEAMS)).toBe('coachs');
  });

  it('passes over a team the coach no longer has, and `all` (not a team)', () => {
    expect(resolveTeam('gone', 'wolves', TEAMS)).toBe('wolves');
    expect(resolveTeam(ALL_TEAMS, 'gone', TEAMS)).toBe('coachs');
  });

  it('is no team while the coach has none, and trusts the address or memory while the teams load', () => {
    expect(resolveTeam('', 'wolves', [])).toBe('');
    expect(resolveTeam('', 'wolves', undefined)).toBe('wolves');
    expect(resolveTeam(ALL_TEAMS, undefined, undefined)).toBe('');
  });
});

describe('useTeamContext', () => {
  it('falls back to the first team on a device that remembers none', () => {
    const { result } = renderAt(() => useTeamContext());
    expect(result.current.teamId).toBe('coachs');
    expect(result.current.team?.name).toBe("Coach's team");
  });

  it('is the team last worked in on this device, remembered per signed-in coach', () => {
    storedTeams({ me: 'wolves', 'another coach': 'archive' });
    expect(renderAt(() => useTeamContext()).result.current.teamId).toBe('wolves');
    cleanup();
    expect(renderAt(() => useTeamContext(), { sub: 'another coach' }).result.current.teamId).toBe('archive');
    cleanup();
    // A coach who never worked here: the first team, whatever another coach worked in.
    expect(renderAt(() => useTeamContext(), { sub: 'new coach' }).result.current.teamId).toBe('coachs');
  });

  it('lets the address’s team win and remembers it as the team worked in', async () => {
    storedTeams({ me: 'coachs' });
    const { result } = renderAt(() => useTeamContext(), { at: '/dashboard/plays?team=wolves' });
    expect(result.current.teamId).toBe('wolves');
    await waitFor(() => expect(loadRememberedTeams()).toEqual({ me: 'wolves' }));
  });

  it('ignores a team id no longer among the coach’s teams, in the address or in memory', () => {
    storedTeams({ me: 'deleted-team' });
    const { result } = renderAt(() => useTeamContext(), { at: '/dashboard/videos?team=left-team' });
    expect(result.current.teamId).toBe('coachs');
    expect(loadRememberedTeams()).toEqual({ me: 'deleted-team' });
  });

  it('chooses among the teams a screen allows (game day: those the coach may write in)', () => {
    storedTeams({ me: 'archive' });
    const { result } = renderAt(() => useTeamContext({ param: 'team_id', among: canEditTeam }), { at: '/dashboard/substitution-manager' });
    expect(result.current.teamId).toBe('coachs');
    cleanup();
    expect(renderAt(() => useTeamContext({ param: 'team_id' }), { at: '/dashboard/rotations/season?team_id=wolves' }).result.current.teamId).toBe('wolves');
  });

  it('remembers a team picked, writing it into the address only where the address names the team', () => {
    const bare = renderAt(() => useTeamContext(), { at: '/dashboard/videos?q=press' });
    act(() => bare.result.current.setTeam('wolves'));
    expect(bare.result.current.teamId).toBe('wolves');
    expect(bare.location.current).toBe('/dashboard/videos?q=press');
    expect(loadRememberedTeams()).toEqual({ me: 'wolves' });
    cleanup();

    const filtered = renderAt(() => useTeamContext(), { at: '/dashboard/plays?team=wolves&page=3' });
    act(() => filtered.result.current.setTeam('coachs'));
    expect(filtered.location.current).toBe('/dashboard/plays?team=coachs');
    expect(filtered.result.current.teamId).toBe('coachs');
  });

  it('remembers the team worked in (an upload, a create) without touching the address', () => {
    const { result, location } = renderAt(() => useTeamContext(), { at: '/dashboard/videos' });
    act(() => result.current.workedIn('wolves'));
    expect(result.current.teamId).toBe('wolves');
    expect(location.current).toBe('/dashboard/videos');
    expect(loadRememberedTeams()).toEqual({ me: 'wolves' });
  });
});

describe('useTeamFilter', () => {
  it('filters a list by the team context, keeps All teams in the address, and writes a team picked there', () => {
    storedTeams({ me: 'wolves' });
    const { result, location } = renderAt(() => useTeamFilter(), { at: '/dashboard/plays' });
    expect(result.current.teamId).toBe('wolves');
    act(() => result.current.choose(''));
    expect(location.current).toBe(`/dashboard/plays?team=${ALL_TEAMS}`);
    expect(result.current.teamId).toBe('');
    // All teams is a filter, not a team: the team worked in stays.
    expect(result.current.context.teamId).toBe('wolves');
    act(() => result.current.choose('coachs'));
    expect(location.current).toBe('/dashboard/plays?team=coachs');
    expect(loadRememberedTeams()).toEqual({ me: 'coachs' });
  });

  it('never lists all teams where the list belongs to one team (media)', () => {
    storedTeams({ me: 'wolves' });
    const { result } = renderAt(() => useTeamFilter({ allowAll: false }), { at: `/dashboard/videos?team=${ALL_TEAMS}` });
    expect(result.current.teamId).toBe('wolves');
  });
});

describe('useTeamItemDialog', () => {
  it('offers the teams the coach may create in, the team context first, and remembers the team created in', () => {
    storedTeams({ me: 'wolves' });
    const { result } = renderAt(() => useTeamItemDialog({ isPending: false, isError: false, error: null }));
    expect(result.current.defaultOwnerId).toBe('wolves');
    expect(result.current.owners.map((owner) => owner.id)).toEqual(['coachs', 'wolves']);
    act(() => result.current.onCreated({ ownerId: 'coachs' }));
    expect(loadRememberedTeams()).toEqual({ me: 'coachs' });
    expect(result.current.defaultOwnerId).toBe('coachs');
  });
});
