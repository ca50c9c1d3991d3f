// Deleting a rotation (spec §4, §7): DELETE /rotation/{rotation_id}. Offline it leaves the cache at once.
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { prepareDelete, registerQueuedDelete, type QueuedDelete } from '../../data/queued-items';
import { useQueuedMutation } from '../../data/queued-mutation';
import { rotationsCache, rotationsMutationKeys } from './keys';

export function deleteRotation(rotationId: string): Promise<void> {
  return api.delete<void>(`/rotation/${encodeURIComponent(rotationId)}`);
}

export function registerDeleteRotation(client: QueryClient): void {
  registerQueuedDelete(client, { mutationKey: rotationsMutationKeys.remove, cache: rotationsCache, send: deleteRotation });
}

export function useDeleteRotation() {
  return useQueuedMutation<void, string, QueuedDelete>(rotationsMutationKeys.remove, prepareDelete, () => undefined);
}
