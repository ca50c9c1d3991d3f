// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teamsQueryKey } from '../../api/teams/get-teams';
import { AuthContext, type AuthStatus } from '../../auth/auth-context';
import { fakeAuth } from '../../testing/render-screen';
import '../../lib/i18n';
import { lazyScreen } from '../routes/lazy-screen';
import DashboardLayout from './dashboard-layout';

function renderDashboard(status: AuthStatus) {
  const load = vi.fn(async () => ({ default: () => <h1>Plays screen</h1> }));
  const router = createMemoryRouter(
    [
      { path: '/dashboard/login', element: <h1>Login screen</h1> },
      { path: '/dashboard', element: <DashboardLayout />, children: [{ path: 'plays', ...lazyScreen(load) }] },
    ],
    { initialEntries: ['/dashboard/plays'] },
  );
  // The coach's teams, as loaded: the shell names the team worked in.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(teamsQueryKey, [{ team_id: 't1', name: 'Varsity', role: 'owner' }]);
  render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={fakeAuth([], status)}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return load;
}

describe('the dashboard layout', () => {
  afterEach(cleanup);

  it('sends a signed-out coach to sign in without downloading the screen', async () => {
    const load = renderDashboard('unauthenticated');
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and shows the screen inside the frame once signed in, the team worked in named in its header', async () => {
    const load = renderDashboard('authenticated');
    // The real frame is transformed on first import, which takes a while in a cold test run.
    expect(await screen.findByRole('heading', { name: 'Plays screen' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    // The team worked in, in the shell: the one place to change it (issue 32).
    expect(screen.getByRole('button', { name: 'Team: Varsity' }).getAttribute('aria-haspopup')).toBe('menu');
    expect(load).toHaveBeenCalled();
  });
});
