// Deleting a playbook (spec §4, §7): DELETE /playbook/{playbook_id}. Offline it leaves the cache at once.
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../data/api-client';
import { createTemporaryId, currentVariables, isOnline, isPaged, removeFromList, type QueuedVariables } from '../../data/offline';
import type { Paged } from '../../lib/paged';
import { registerQueuedMutation, useQueuedMutation } from '../../data/queued-mutation';
import { playbooksKeys, playbooksMutationKeys, type PlaybookRecord } from './keys';

export interface QueuedPlaybookDelete extends QueuedVariables {
  playbookId: string;
}

export function preparePlaybookDelete(playbookId: string): QueuedPlaybookDelete {
  return { playbookId, operationId: createTemporaryId() };
}

/** DELETE /playbook/{playbook_id} (spec §7). */
export function deletePlaybook(playbookId: string): Promise<void> {
  return api.delete<void>(`/playbook/${encodeURIComponent(playbookId)}`);
}

export function hideDeletedPlaybook(client: QueryClient, playbookId: string): void {
  // Not exact: its plays (under the detail key) go with it.
  client.removeQueries({ queryKey: playbooksKeys.detail(playbookId) });
  for (const query of client.getQueryCache().findAll({ queryKey: ['playbooks', 'list'] })) {
    client.setQueryData<Paged<PlaybookRecord>>(query.queryKey, (list) => (isPaged<PlaybookRecord>(list) ? removeFromList(list, (playbook) => playbook.playbook_id === playbookId) : list));
  }
}

export function registerDeletePlaybook(client: QueryClient): void {
  registerQueuedMutation<void, QueuedPlaybookDelete>(client, {
    mutationKey: playbooksMutationKeys.remove,
    mutationFn: (input) => deletePlaybook(currentVariables(client, input).playbookId),
    onMutate: (input) => {
      if (!isOnline()) hideDeletedPlaybook(client, input.playbookId);
    },
    onSuccess: (_answer, input) => {
      hideDeletedPlaybook(client, currentVariables(client, input).playbookId);
      return client.invalidateQueries({ queryKey: playbooksKeys.all });
    },
  });
}

export function useDeletePlaybook() {
  return useQueuedMutation<void, string, QueuedPlaybookDelete>(playbooksMutationKeys.remove, preparePlaybookDelete, () => undefined);
}
