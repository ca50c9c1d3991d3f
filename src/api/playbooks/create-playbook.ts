// Creating a playbook (spec §4 "Offline", §7): POST /playbook; the answer carries playbook_id.
// Queued: it shows at once under a temporary id, and that id is its Idempotency-Key.
import type { QueryClient } from '@tanstack/react-query';
import { createEmptyPlaybookData } from '../../../engine/model/playbook-defaults';
import type { PlaybookData } from '../../../engine/model/playbook';
import { api } from '../../data/api-client';
import { createTemporaryId, currentVariables, insertAtTop, isPaged, removeFromList, replaceTemporaryId, type QueuedVariables } from '../../data/offline';
import type { Paged } from '../../lib/paged';
import { registerQueuedMutation, useQueuedMutation } from '../../data/queued-mutation';
import { playbooksKeys, playbooksMutationKeys, type PlaybookRecord, type PlaybooksFilter } from './keys';

export interface NewPlaybook {
  teamId: string;
  title: string;
  data?: PlaybookData;
}

export interface QueuedPlaybookCreate extends QueuedVariables {
  temporaryId: string;
  teamId: string;
  title: string;
  data: PlaybookData;
  timestamp: number;
}

export function prepareNewPlaybook(input: NewPlaybook): QueuedPlaybookCreate {
  const temporaryId = createTemporaryId();
  return { operationId: temporaryId, temporaryId, teamId: input.teamId, title: input.title, data: input.data ?? createEmptyPlaybookData(), timestamp: Date.now() };
}

/** POST /playbook; the temporary id is the Idempotency-Key, so a lost answer never doubles it. */
export function createPlaybook(playbook: QueuedPlaybookCreate): Promise<PlaybookRecord> {
  return api.post<PlaybookRecord>(
    '/playbook',
    { team_id: playbook.teamId, title: playbook.title, data: playbook.data, timestamp: playbook.timestamp },
    { headers: { 'Idempotency-Key': playbook.temporaryId } },
  );
}

export function localPlaybook(playbook: QueuedPlaybookCreate): PlaybookRecord {
  const now = new Date(playbook.timestamp).toISOString();
  const plays = playbook.data.chapters.reduce((count, chapter) => count + chapter.objects.filter((object) => object.type === 'play').length, 0);
  return {
    playbook_id: playbook.temporaryId,
    team_id: playbook.teamId,
    title: playbook.title,
    synced: false,
    version: 0,
    created_at: now,
    updated_at: now,
    data: playbook.data,
    stats: { plays },
  };
}

function hideCreatedPlaybook(client: QueryClient, temporaryId: string): void {
  client.removeQueries({ queryKey: playbooksKeys.detail(temporaryId), exact: true });
  for (const query of client.getQueryCache().findAll({ queryKey: ['playbooks', 'list'] })) {
    client.setQueryData<Paged<PlaybookRecord>>(query.queryKey, (list) => (isPaged<PlaybookRecord>(list) ? removeFromList(list, (item) => item.playbook_id === temporaryId) : list));
  }
}

export function registerCreatePlaybook(client: QueryClient): void {
  registerQueuedMutation<PlaybookRecord, QueuedPlaybookCreate>(client, {
    mutationKey: playbooksMutationKeys.create,
    mutationFn: (playbook) => createPlaybook(currentVariables(client, playbook)),
    onMutate: (playbook) => {
      // Spec §4: stored as the single item, and at the top of page 1 of its team's lists.
      const record = localPlaybook(playbook);
      client.setQueryData(playbooksKeys.detail(record.playbook_id), record);
      for (const query of client.getQueryCache().findAll({ queryKey: ['playbooks', 'list'] })) {
        const filter = query.queryKey[2] as PlaybooksFilter;
        if (filter.page !== 1 || (filter.teamId && filter.teamId !== record.team_id) || (filter.search && !record.title.toLowerCase().includes(filter.search.trim().toLowerCase()))) continue;
        client.setQueryData<Paged<PlaybookRecord>>(query.queryKey, (list) => (isPaged<PlaybookRecord>(list) ? insertAtTop(list, record) : list));
      }
    },
    onSuccess: (saved, playbook) => {
      replaceTemporaryId(client, playbook.temporaryId, saved.playbook_id);
      client.setQueryData(playbooksKeys.detail(saved.playbook_id), saved);
      return client.invalidateQueries({ queryKey: playbooksKeys.all });
    },
    onError: (_error, playbook) => {
      hideCreatedPlaybook(client, playbook.temporaryId);
      return client.invalidateQueries({ queryKey: playbooksKeys.all });
    },
  });
}

export function useCreatePlaybook() {
  return useQueuedMutation<PlaybookRecord, NewPlaybook, QueuedPlaybookCreate>(playbooksMutationKeys.create, prepareNewPlaybook, localPlaybook);
}
