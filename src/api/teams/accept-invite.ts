import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { teamsQueryKey } from './get-teams';

export function acceptInvite(inviteLinkId: string): Promise<{ team_id: string }> {
  return api.post<{ team_id: string }>(`/invites/${encodeURIComponent(inviteLinkId)}/accept`);
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptInvite, onSuccess: () => queryClient.invalidateQueries({ queryKey: teamsQueryKey }) });
}
