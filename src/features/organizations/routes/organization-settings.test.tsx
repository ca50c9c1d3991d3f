// @vitest-environment happy-dom
// Issue 13: only an owner of the organization (with manage:teams) is offered its rename and Delete
// organization (api/organizations/permissions.ts); a member sees its name, role and teams.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { organizationsQueryKey } from '../../../api/organizations/get-organizations';
import { teamsQueryKey } from '../../../api/teams/get-teams';
import '../../../lib/i18n';
import { renderScreen } from '../../../testing/render-screen';
import OrganizationSettingsRoute from './organization-settings';

function renderOrganization(role: 'owner' | 'member', permissions = ['manage:teams']) {
  renderScreen(<OrganizationSettingsRoute />, {
    path: '/dashboard/settings/organization/:organizationId',
    at: '/dashboard/settings/organization/o1',
    permissions,
    cached: [
      [organizationsQueryKey, [{ organization_id: 'o1', name: 'Lincoln High', role }]],
      [teamsQueryKey, [{ team_id: 't1', name: 'Varsity', role: 'coach', organization: { organization_id: 'o1', name: 'Lincoln High' } }]],
    ],
  });
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
