import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { teamsQueryKey } from './get-teams';

export function deleteTeam(teamId: string): Promise<void> {
  return api.delete<void>(`/teams/${encodeURIComponent(teamId)}`);
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeam, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }) });
}
