import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { organizationsQueryKey } from './get-organizations';
import { teamsQueryKey } from '../teams/get-teams';

export function deleteOrganization(organizationId: string): Promise<void> {
  return api.delete<void>(`/organizations/${encodeURIComponent(organizationId)}`);
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: organizationsQueryKey }), queryClient.invalidateQueries({ queryKey: teamsQueryKey })]),
  });
}
