import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { teamsQueryKey } from './get-teams';

export function leaveTeam(teamId: string): Promise<void> {
  return api.post<void>(`/teams/${encodeURIComponent(teamId)}/leave`);
}

export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveTeam, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }) });
}
