// Creating a rotation (spec §4 "Offline", §7): POST /rotation; the answer carries rotation_id.
// Queued like a play: it shows at once under a temporary id, and that id is its Idempotency-Key.
import type { QueryClient } from '@tanstack/react-query';
import { createEmptyRotationData } from '../../../engine/model/rotation-defaults';
import type { RotationData } from '../../../engine/model/rotation';
import { api } from '../../data/api-client';
import { prepareCreate, registerQueuedCreate, type QueuedCreate } from '../../data/queued-items';
import { useQueuedMutation } from '../../data/queued-mutation';
import { rotationsCache, rotationsMutationKeys, type RotationRecord } from './keys';

export interface NewRotation {
  teamId: string;
  title: string;
  periods: 2 | 4;
  periodMinutes: number;
}

export interface QueuedRotationCreate extends QueuedCreate {
  teamId: string;
  data: RotationData;
}

export function prepareNewRotation(input: NewRotation): QueuedRotationCreate {
  const data = { ...createEmptyRotationData(input.title), periods: input.periods, periodLength: Math.round(input.periodMinutes * 60) };
  return prepareCreate({ teamId: input.teamId, data });
}

/** POST /rotation (spec §7); the temporary id is the Idempotency-Key, so a lost answer never doubles it. */
export function createRotation(rotation: QueuedRotationCreate): Promise<RotationRecord> {
  return api.post<RotationRecord>('/rotation', { team_id: rotation.teamId, data: rotation.data, timestamp: rotation.timestamp }, { headers: { 'Idempotency-Key': rotation.temporaryId } });
}

/** Spec §4: what the cache holds while the create is queued. */
export function localRotation(rotation: QueuedRotationCreate): RotationRecord {
  const now = new Date(rotation.timestamp).toISOString();
  return { rotation_id: rotation.temporaryId, team_id: rotation.teamId, title: rotation.data.title, synced: false, version: 0, created_at: now, updated_at: now, data: rotation.data };
}

export function registerCreateRotation(client: QueryClient): void {
  registerQueuedCreate<RotationRecord, QueuedRotationCreate>(client, { mutationKey: rotationsMutationKeys.create, cache: rotationsCache, send: createRotation, local: localRotation });
}

export function useCreateRotation() {
  return useQueuedMutation<RotationRecord, NewRotation, QueuedRotationCreate>(rotationsMutationKeys.create, prepareNewRotation, localRotation);
}
