// Deleting plays (spec §4, §8): a play used in playbooks is refused with the playbooks listed; the
// coach may then delete anyway (force). Offline, the plays leave the cached lists and playbook
// chapters at once, and the queued delete is forced.
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { api } from '../../data/api-client';
import { createTemporaryId, currentVariables, isOnline, isPaged, removeFromList, withoutPlaysInChapters, type QueuedVariables } from '../../data/offline';
import type { Paged } from '../../lib/paged';
import { shouldRetryMutation } from '../../data/query-client';
import { registerQueuedMutation, useQueuedMutation } from '../../data/queued-mutation';
import { playsKeys, playsMutationKeys, type PlayRecord } from './keys';

export interface PlaybookUse {
  playbook_id: string;
  title: string;
}

/** The playbooks a refused delete names, or null when the error is something else. */
export function playbooksUsingPlay(error: unknown): PlaybookUse[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const playbooks = (error.data as { playbooks?: unknown } | null)?.playbooks;
  return Array.isArray(playbooks) ? (playbooks as PlaybookUse[]) : null;
}

export interface PlaysToDelete {
  playIds: string[];
  force: boolean;
}

export type QueuedPlaysDelete = PlaysToDelete & QueuedVariables;

/** Spec §4: offline, force is true (the coach cannot be asked about playbooks then). */
export function preparePlaysDelete(input: PlaysToDelete): QueuedPlaysDelete {
  return { playIds: [...input.playIds], force: input.force || !isOnline(), operationId: createTemporaryId() };
}

/** DELETE /play/{id}?force= for one, DELETE /plays { play_ids } for several. */
export function deletePlays({ playIds, force }: PlaysToDelete): Promise<void> {
  if (playIds.length === 1) return api.delete<void>(`/play/${encodeURIComponent(playIds[0]!)}`, { query: { force } });
  return api.delete<void>('/plays', { body: { play_ids: playIds, force } });
}

/** Spec §4: the plays leave the cached lists, their own entries and the playbooks' chapters. */
export function hideDeletedPlays(client: QueryClient, playIds: readonly string[]): void {
  const removed = new Set(playIds);
  for (const playId of playIds) client.removeQueries({ queryKey: playsKeys.detail(playId), exact: true });
  for (const query of client.getQueryCache().findAll({ queryKey: ['plays', 'list'] })) {
    client.setQueryData<Paged<PlayRecord>>(query.queryKey, (list) => (isPaged<PlayRecord>(list) ? removeFromList(list, (play) => removed.has(play.play_id)) : list));
  }
  type WithChapters = Parameters<typeof withoutPlaysInChapters>[0];
  for (const query of client.getQueryCache().findAll({ predicate: (q) => q.queryKey[0] === 'playbook' || q.queryKey[0] === 'playbooks' })) {
    client.setQueryData(query.queryKey, (cached: unknown) => {
      if (isPaged<WithChapters>(cached)) return { ...cached, data: cached.data.map((playbook) => withoutPlaysInChapters(playbook, removed)) };
      return cached && typeof cached === 'object' ? withoutPlaysInChapters(cached as WithChapters, removed) : cached;
    });
  }
}

export function registerDeletePlays(client: QueryClient): void {
  registerQueuedMutation<void, QueuedPlaysDelete>(client, {
    mutationKey: playsMutationKeys.remove,
    mutationFn: (input) => deletePlays(currentVariables(client, input)),
    // A refusal because of playbooks goes straight to the coach's choice, not to a retry.
    retry: (failureCount, error) => !playbooksUsingPlay(error) && shouldRetryMutation(failureCount, error),
    onMutate: (input) => {
      if (!isOnline()) hideDeletedPlays(client, input.playIds);
    },
    onSuccess: (_answer, input) => {
      hideDeletedPlays(client, currentVariables(client, input).playIds);
      return Promise.all([client.invalidateQueries({ queryKey: playsKeys.all }), client.invalidateQueries({ queryKey: ['playbooks'] }), client.invalidateQueries({ queryKey: ['playbook'] })]);
    },
  });
}

export function useDeletePlays() {
  return useQueuedMutation<void, PlaysToDelete, QueuedPlaysDelete>(playsMutationKeys.remove, preparePlaysDelete, () => undefined);
}
