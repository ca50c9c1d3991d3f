import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../data/api-client';
import { practicePlansKeys } from './keys';

export function deletePracticePlan(practicePlanId: string): Promise<void> {
  return api.delete<void>(`/practice-plan/${encodeURIComponent(practicePlanId)}`);
}

export function useDeletePracticePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePracticePlan,
    onSuccess: (_answer, practicePlanId) => {
      queryClient.removeQueries({ queryKey: practicePlansKeys.detail(practicePlanId) });
      return queryClient.invalidateQueries({ queryKey: practicePlansKeys.all });
    },
  });
}
