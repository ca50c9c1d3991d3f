// What screen tests share: a signed-in (or not) coach, and a screen rendered at its address with
// the query cache already holding what it loads, so a test states only what differs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../auth/auth-context';

/** The auth context of a local coach with these permissions (none signed in unless `status` says so). */
export function fakeAuth(permissions: string[], status: AuthStatus = 'authenticated'): AuthContextValue {
  return {
    kind: 'local',
    status,
    claims: status === 'authenticated' ? { sub: 'me', name: 'Pat' } : null,
    roles: [],
    permissions,
    can: (permission) => permissions.includes(permission),
    user: undefined,
    userStatus: status === 'authenticated' ? 'READY' : 'IDLE',
    login: vi.fn(),
    signup: vi.fn(),
    changePassword: vi.fn(),
    beginLogin: vi.fn(),
    logout: vi.fn(),
  };
}

export interface ScreenSetup {
  /** The route's path pattern, e.g. /dashboard/settings/teams/:teamId. */
  path: string;
  /** The address opened. */
  at: string;
  /** Query keys and the data the cache holds for them. */
  cached?: [readonly unknown[], unknown][];
  permissions?: string[];
}

export function renderScreen(element: ReactElement, { path, at, cached = [], permissions = [] }: ScreenSetup) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [key, data] of cached) client.setQueryData(key, data);
  const router = createMemoryRouter([{ path, element }], { initialEntries: [at] });
  render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={fakeAuth(permissions)}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { client, router };
}
