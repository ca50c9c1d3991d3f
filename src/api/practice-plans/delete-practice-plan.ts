// Deleting a practice plan (spec §4): DELETE /practice-plan/{id}. Offline it leaves the cache at once.
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { prepareDelete, registerQueuedDelete, type QueuedDelete } from '../../data/queued-items';
import { useQueuedMutation } from '../../data/queued-mutation';
import { practicePlansCache, practicePlansMutationKeys } from './keys';

export function deletePracticePlan(practicePlanId: string): Promise<void> {
  return api.delete<void>(`/practice-plan/${encodeURIComponent(practicePlanId)}`);
}

export function registerDeletePracticePlan(client: QueryClient): void {
  registerQueuedDelete(client, { mutationKey: practicePlansMutationKeys.remove, cache: practicePlansCache, send: deletePracticePlan });
}

export function useDeletePracticePlan() {
  return useQueuedMutation<void, string, QueuedDelete>(practicePlansMutationKeys.remove, prepareDelete, () => undefined);
}
