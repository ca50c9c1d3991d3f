import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import type { TeamRole } from './get-teams';
import { teamKeys, type InviteLink } from './keys';

export function createInvite({ teamId, role }: { teamId: string; role: TeamRole }): Promise<InviteLink> {
  return api.post<InviteLink>(`/teams/${encodeURIComponent(teamId)}/invites`, { role });
}

export function useCreateInvite(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvite, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites(teamId) }) });
}
