import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { shareKeys, type ShareLink, type SharedItem } from './keys';

export function createShareLink(input: SharedItem): Promise<ShareLink> {
  return api.post<ShareLink>('/share', input);
}

export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShareLink,
    onSuccess: (_link, item) => queryClient.invalidateQueries({ queryKey: shareKeys.item(item) }),
  });
}
