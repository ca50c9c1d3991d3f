import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { teamKeys, type InviteLink, type OfferedInviteRole } from './keys';

export function createInvite({ teamId, role }: { teamId: string; role: OfferedInviteRole }): Promise<InviteLink> {
  return api.post<InviteLink>(`/teams/${encodeURIComponent(teamId)}/invites`, { role });
}

export function useCreateInvite(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvite, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites(teamId) }) });
}
