// Saving a playbook (spec §4, §7): PUT /playbook/{playbook_id}. Queued offline; the change shows at
// once. Play ids still temporary in its chapters become server ids before it is sent.
import type { QueryClient } from '@tanstack/react-query';
import type { PlaybookData } from '../../../engine/model/playbook';
import { api } from '../../data/api-client';
import { createTemporaryId, currentVariables, type QueuedVariables } from '../../data/offline';
import { registerQueuedMutation, useQueuedMutation } from '../../data/queued-mutation';
import { followAnsweredVersion, showQueuedChange } from '../../data/queued-update';
import { playbooksKeys, playbooksMutationKeys, type PlaybookRecord } from './keys';

export interface PlaybookChanges {
  playbookId: string;
  title?: string;
  data?: PlaybookData;
  baseVersion?: number;
}

export interface QueuedPlaybookUpdate extends PlaybookChanges, QueuedVariables {
  timestamp: number;
}

export function preparePlaybookChanges(changes: PlaybookChanges): QueuedPlaybookUpdate {
  return { ...changes, operationId: createTemporaryId(), timestamp: Date.now() };
}

export function updatePlaybook({ playbookId, title, data, baseVersion, timestamp }: QueuedPlaybookUpdate): Promise<PlaybookRecord> {
  return api.put<PlaybookRecord>(`/playbook/${encodeURIComponent(playbookId)}`, { title, data, base_version: baseVersion, timestamp });
}

export function registerUpdatePlaybook(client: QueryClient): void {
  registerQueuedMutation<PlaybookRecord, QueuedPlaybookUpdate>(client, {
    mutationKey: playbooksMutationKeys.update,
    mutationFn: (changes) => updatePlaybook(currentVariables(client, changes)),
    onMutate: (changes) => {
      const merged: Partial<PlaybookRecord> = { title: changes.title, data: changes.data, synced: false };
      showQueuedChange<PlaybookRecord>(client, playbooksKeys.detail(changes.playbookId), ['playbooks', 'list'], (playbook) => playbook.playbook_id === changes.playbookId, merged);
    },
    onSuccess: (playbook, changes) => {
      // Later queued saves of this playbook were made on top of this one: they follow its new version.
      followAnsweredVersion<QueuedPlaybookUpdate>(client, changes, (queued) => queued.playbookId === playbook.playbook_id, playbook.version);
      client.setQueryData(playbooksKeys.detail(playbook.playbook_id), playbook);
      return client.invalidateQueries({ queryKey: playbooksKeys.all });
    },
  });
}

function locallyUpdatedPlaybook(changes: QueuedPlaybookUpdate, client: QueryClient): PlaybookRecord {
  return client.getQueryData<PlaybookRecord>(playbooksKeys.detail(changes.playbookId)) ?? ({ playbook_id: changes.playbookId, title: changes.title ?? '', synced: false } as PlaybookRecord);
}

export function useUpdatePlaybook() {
  return useQueuedMutation<PlaybookRecord, PlaybookChanges, QueuedPlaybookUpdate>(playbooksMutationKeys.update, preparePlaybookChanges, locallyUpdatedPlaybook);
}
