import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import type { TeamRole } from './get-teams';
import { teamKeys } from './keys';

export function updateMemberRole({ teamId, userId, role }: { teamId: string; userId: string; role: TeamRole }): Promise<void> {
  return api.put<void>(`/teams/${encodeURIComponent(teamId)}/members/${encodeURIComponent(userId)}`, { role });
}

export function useUpdateMemberRole(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMemberRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.members(teamId) }) });
}
