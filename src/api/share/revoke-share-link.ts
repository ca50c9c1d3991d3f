import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { shareKeys, type SharedItem } from './keys';

export function revokeShareLink(token: string): Promise<void> {
  return api.delete<void>(`/share/${encodeURIComponent(token)}`);
}

export function useRevokeShareLink(item: SharedItem) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShareLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shareKeys.item(item) }),
  });
}
