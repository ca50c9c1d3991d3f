import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../data/api-client';
import { organizationsQueryKey, type Organization } from '../../../data/organizations';
import { teamsQueryKey } from '../../../data/teams';

export function renameOrganization({ organizationId, name }: { organizationId: string; name: string }): Promise<Organization> {
  return api.put<Organization>(`/organizations/${encodeURIComponent(organizationId)}`, { name });
}

export function useRenameOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameOrganization,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: organizationsQueryKey }), queryClient.invalidateQueries({ queryKey: teamsQueryKey })]),
  });
}
