import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../data/api-client';
import { playbooksKeys } from './keys';

/** DELETE /playbook/{playbook_id} (spec §7). */
export function deletePlaybook(playbookId: string): Promise<void> {
  return api.delete<void>(`/playbook/${encodeURIComponent(playbookId)}`);
}

export function useDeletePlaybook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlaybook,
    onSuccess: (_answer, playbookId) => {
      queryClient.removeQueries({ queryKey: playbooksKeys.detail(playbookId) });
      return queryClient.invalidateQueries({ queryKey: playbooksKeys.all });
    },
  });
}
