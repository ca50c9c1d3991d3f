// Saving a practice plan (spec §4, issue 17): PUT /practice-plan/{practice_plan_id}. Queued offline;
// the change shows at once. A plan or drill id still temporary becomes the server's before it is sent.
import type { QueryClient } from '@tanstack/react-query';
import type { PracticePlanData } from '../../../engine/model/practice-plan';
import { api } from '../../data/api-client';
import { createTemporaryId, currentVariables, type QueuedVariables } from '../../data/offline';
import { registerQueuedMutation, useQueuedMutation } from '../../data/queued-mutation';
import { followAnsweredVersion, showQueuedChange } from '../../data/queued-update';
import { LOCAL_PRACTICE_PLAN_VERSION } from './create-practice-plan';
import { practicePlansKeys, practicePlanUpdateKey, type PracticePlanRecord } from './keys';

export interface PracticePlanChanges {
  practicePlanId: string;
  title?: string;
  data?: PracticePlanData;
  baseVersion?: number;
}

export interface QueuedPracticePlanUpdate extends PracticePlanChanges, QueuedVariables {
  timestamp: number;
}

export function preparePracticePlanChanges(changes: PracticePlanChanges): QueuedPracticePlanUpdate {
  return { ...changes, operationId: createTemporaryId(), timestamp: Date.now() };
}

export function updatePracticePlan({ practicePlanId, title, data, baseVersion, timestamp }: QueuedPracticePlanUpdate): Promise<PracticePlanRecord> {
  // A save made on the local copy of a plan created offline has no server version to be checked against.
  const base = baseVersion === LOCAL_PRACTICE_PLAN_VERSION ? undefined : baseVersion;
  return api.put<PracticePlanRecord>(`/practice-plan/${encodeURIComponent(practicePlanId)}`, { title, data, base_version: base, timestamp });
}

export function registerUpdatePracticePlan(client: QueryClient): void {
  registerQueuedMutation<PracticePlanRecord, QueuedPracticePlanUpdate>(client, {
    mutationKey: practicePlanUpdateKey,
    mutationFn: (changes) => updatePracticePlan(currentVariables(client, changes)),
    onMutate: (changes) => {
      const merged: Partial<PracticePlanRecord> = { ...(changes.title === undefined ? {} : { title: changes.title }), data: changes.data, synced: false };
      showQueuedChange<PracticePlanRecord>(client, practicePlansKeys.detail(changes.practicePlanId), [...practicePlansKeys.all, 'list'], (plan) => plan.practice_plan_id === changes.practicePlanId, merged);
    },
    onSuccess: (plan, changes) => {
      // Later queued saves of this plan were made on top of this one: they follow its new version.
      followAnsweredVersion<QueuedPracticePlanUpdate>(client, changes, (queued) => queued.practicePlanId === plan.practice_plan_id, plan.version);
      client.setQueryData(practicePlansKeys.detail(plan.practice_plan_id), plan);
      return client.invalidateQueries({ queryKey: practicePlansKeys.all });
    },
  });
}

function locallyUpdatedPracticePlan(changes: QueuedPracticePlanUpdate, client: QueryClient): PracticePlanRecord {
  return (
    client.getQueryData<PracticePlanRecord>(practicePlansKeys.detail(changes.practicePlanId)) ??
    ({ practice_plan_id: changes.practicePlanId, title: changes.title ?? '', synced: false } as PracticePlanRecord)
  );
}

export function useUpdatePracticePlan() {
  return useQueuedMutation<PracticePlanRecord, PracticePlanChanges, QueuedPracticePlanUpdate>(practicePlanUpdateKey, preparePracticePlanChanges, locallyUpdatedPracticePlan);
}
