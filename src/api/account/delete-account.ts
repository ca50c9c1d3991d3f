import { useMutation } from '@tanstack/react-query';
import { api } from '../../data/api-client';

export function deleteAccount(): Promise<void> {
  return api.delete<void>('/user');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
