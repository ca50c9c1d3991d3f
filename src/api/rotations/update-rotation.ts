// Saving a rotation (spec §4, §7): PUT /rotation/{rotation_id}. Queued offline like a playbook's
// save; the change shows at once, and later queued saves follow the version each answer carries.
import type { QueryClient } from '@tanstack/react-query';
import type { RotationData } from '../../../engine/model/rotation';
import { api } from '../../data/api-client';
import { createTemporaryId, currentVariables, type QueuedVariables } from '../../data/offline';
import { registerQueuedMutation, useQueuedMutation } from '../../data/queued-mutation';
import { followAnsweredVersion, showQueuedChange } from '../../data/queued-update';
import { rotationsKeys, type RotationRecord } from './keys';

/** The save's key (its options are registered under it). */
export const updateRotationKey = ['rotations', 'update'] as const;

export interface RotationChanges {
  rotationId: string;
  title?: string;
  data?: RotationData;
  baseVersion?: number;
}

export interface QueuedRotationUpdate extends RotationChanges, QueuedVariables {
  timestamp: number;
}

export function prepareRotationChanges(changes: RotationChanges): QueuedRotationUpdate {
  return { ...changes, operationId: createTemporaryId(), timestamp: Date.now() };
}

export function updateRotation({ rotationId, title, data, baseVersion, timestamp }: QueuedRotationUpdate): Promise<RotationRecord> {
  return api.put<RotationRecord>(`/rotation/${encodeURIComponent(rotationId)}`, { title, data, base_version: baseVersion, timestamp });
}

export function registerUpdateRotation(client: QueryClient): void {
  registerQueuedMutation<RotationRecord, QueuedRotationUpdate>(client, {
    mutationKey: updateRotationKey,
    mutationFn: (changes) => updateRotation(currentVariables(client, changes)),
    onMutate: (changes) => {
      const merged: Partial<RotationRecord> = { ...(changes.title ? { title: changes.title } : {}), ...(changes.data ? { data: changes.data } : {}), synced: false };
      showQueuedChange<RotationRecord>(client, rotationsKeys.detail(changes.rotationId), [...rotationsKeys.all, 'list'], (rotation) => rotation.rotation_id === changes.rotationId, merged);
    },
    onSuccess: (rotation, changes) => {
      // Later queued saves of this rotation were made on top of this one: they follow its new version.
      followAnsweredVersion<QueuedRotationUpdate>(client, changes, (queued) => queued.rotationId === rotation.rotation_id, rotation.version);
      client.setQueryData(rotationsKeys.detail(rotation.rotation_id), rotation);
      return client.invalidateQueries({ queryKey: rotationsKeys.all });
    },
  });
}

function locallyUpdatedRotation(changes: QueuedRotationUpdate, client: QueryClient): RotationRecord {
  return client.getQueryData<RotationRecord>(rotationsKeys.detail(changes.rotationId)) ?? ({ rotation_id: changes.rotationId, title: changes.title ?? '', synced: false } as RotationRecord);
}

export function useUpdateRotation() {
  return useQueuedMutation<RotationRecord, RotationChanges, QueuedRotationUpdate>(updateRotationKey, prepareRotationChanges, locallyUpdatedRotation);
}
