import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { teamsQueryKey, type Team } from './get-teams';

export function createTeam(input: { name: string; organizationId: string }): Promise<Team> {
  return api.post<Team>('/teams', { name: input.name, organization_id: input.organizationId });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTeam, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }) });
}
