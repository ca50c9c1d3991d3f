import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../../auth/user';
import { api } from '../../data/api-client';

export function updateUser(changes: { name?: string; picture?: string | null }): Promise<void> {
  return api.put<void>('/user', changes);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }) });
}
