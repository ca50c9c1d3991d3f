import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { organizationsQueryKey, type Organization } from './get-organizations';
import { teamsQueryKey } from '../teams/get-teams';

export function updateOrganization({ organizationId, name }: { organizationId: string; name: string }): Promise<Organization> {
  return api.put<Organization>(`/organizations/${encodeURIComponent(organizationId)}`, { name });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    // Team records carry their organization's name.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: organizationsQueryKey }), queryClient.invalidateQueries({ queryKey: teamsQueryKey })]),
  });
}
