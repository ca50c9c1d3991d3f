import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { teamsQueryKey, type Team } from './get-teams';

export function renameTeam({ teamId, name }: { teamId: string; name: string }): Promise<Team> {
  return api.put<Team>(`/teams/${encodeURIComponent(teamId)}`, { name });
}

export function useRenameTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renameTeam, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }) });
}
