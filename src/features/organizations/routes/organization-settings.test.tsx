// @vitest-environment happy-dom
// Issue 13: only an owner of the organization (with manage:teams) is offered its rename and Delete
// organization (api/organizations/permissions.ts); a member sees its name, role and teams.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '../../../auth/auth-context';
import { organizationsQueryKey } from '../../../api/organizations/get-organizations';
import { teamsQueryKey } from '../../../api/teams/get-teams';
import '../../../lib/i18n';
import OrganizationSettingsRoute from './organization-settings';

function auth(permissions: string[]): AuthContextValue {
  return {
    kind: 'local',
    status: 'authenticated',
    claims: { sub: 'me', name: 'Pat' },
    roles: [],
    permissions,
    can: (permission) => permissions.includes(permission),
    user: undefined,
    userStatus: 'READY',
    login: vi.fn(),
    signup: vi.fn(),
    changePassword: vi.fn(),
    beginLogin: vi.fn(),
    logout: vi.fn(),
  };
}

function renderOrganization(role: 'owner' | 'member', permissions = ['manage:teams']) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(organizationsQueryKey, [{ organization_id: 'o1', name: 'Lincoln High', role }]);
  client.setQueryData(teamsQueryKey, [{ team_id: 't1', name: 'Varsity', role: 'coach', organization: { organization_id: 'o1', name: 'Lincoln High' } }]);
  const router = createMemoryRouter([{ path: '/dashboard/settings/organization/:organizationId', element: <OrganizationSettingsRoute /> }], {
    initialEntries: ['/dashboard/settings/organization/o1'],
  });
  render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth(permissions)}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the organization settings screen', () => {
  afterEach(cleanup);

  it('lets an owner rename and delete the organization', async () => {
    renderOrganization('owner');
    expect(await screen.findByRole('button', { name: 'Delete organization' })).toBeTruthy();
    expect(screen.getByLabelText('Organization name')).toBeTruthy();
    expect(screen.queryByText('Only an owner of this organization can rename or delete it.')).toBeNull();
  });

  it('shows a member its name, role and teams, with no rename or Delete organization', async () => {
    renderOrganization('member');
    expect(await screen.findByText('Varsity')).toBeTruthy();
    expect(screen.getByText(/Member/)).toBeTruthy();
    expect(screen.getByText('Only an owner of this organization can rename or delete it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete organization' })).toBeNull();
    expect(screen.queryByLabelText('Organization name')).toBeNull();
  });

  it('offers an owner without manage:teams neither', async () => {
    renderOrganization('owner', []);
    expect(await screen.findByText('Varsity')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete organization' })).toBeNull();
    expect(screen.queryByLabelText('Organization name')).toBeNull();
  });
});
