import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { teamKeys } from './keys';

export function removeMember({ teamId, userId }: { teamId: string; userId: string }): Promise<void> {
  return api.delete<void>(`/teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(userId)}`);
}

export function useRemoveMember(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeMember, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) }) });
}
