import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { teamKeys } from './keys';

export function revokeInvite(inviteLinkId: string): Promise<void> {
  return api.delete<void>(`/invites/${encodeURIComponent(inviteLinkId)}`);
}

export function useRevokeInvite(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeInvite, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites(teamId) }) });
}
