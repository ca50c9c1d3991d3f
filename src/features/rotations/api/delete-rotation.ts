import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../data/api-client';
import { rotationsKeys } from './keys';

export function deleteRotation(rotationId: string): Promise<void> {
  return api.delete<void>(`/rotation/${encodeURIComponent(rotationId)}`);
}

export function useDeleteRotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRotation,
    onSuccess: (_answer, rotationId) => {
      queryClient.removeQueries({ queryKey: rotationsKeys.detail(rotationId) });
      return queryClient.invalidateQueries({ queryKey: rotationsKeys.all });
    },
  });
}
