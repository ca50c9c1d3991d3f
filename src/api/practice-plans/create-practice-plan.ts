// Creating a practice plan (spec §4 "Offline"): POST /practice-plan; the answer carries
// practice_plan_id. Queued like a play: it shows at once under a temporary id, its Idempotency-Key.
import type { QueryClient } from '@tanstack/react-query';
import { createEmptyPracticePlanData } from '../../../engine/model/practice-plan-defaults';
import type { PracticePlanData } from '../../../engine/model/practice-plan';
import { api } from '../../data/api-client';
import { prepareCreate, registerQueuedCreate, type QueuedCreate } from '../../data/queued-items';
import { useQueuedMutation } from '../../data/queued-mutation';
import { practicePlansCache, practicePlansMutationKeys, type PracticePlanRecord } from './keys';

export interface NewPracticePlan {
  teamId: string;
  title: string;
  date: string;
  startTime: string;
  /** The whole plan (a template, a duplicate); its title and date win over the fields above. */
  data?: PracticePlanData;
}

export interface QueuedPracticePlanCreate extends QueuedCreate {
  teamId: string;
  data: PracticePlanData;
}

export function prepareNewPracticePlan(input: NewPracticePlan): QueuedPracticePlanCreate {
  return prepareCreate({ teamId: input.teamId, data: input.data ?? { ...createEmptyPracticePlanData(input.date, input.startTime), title: input.title } });
}

/** POST /practice-plan; the temporary id is the Idempotency-Key, so a lost answer never doubles it. */
export function createPracticePlan(plan: QueuedPracticePlanCreate): Promise<PracticePlanRecord> {
  return api.post<PracticePlanRecord>('/practice-plan', { team_id: plan.teamId, data: plan.data, timestamp: plan.timestamp }, { headers: { 'Idempotency-Key': plan.temporaryId } });
}

/** The version a plan has while its create is only queued (the server starts at 1). */
export const LOCAL_PRACTICE_PLAN_VERSION = 0;

/** Spec §4: what the cache holds while the create is queued. */
export function localPracticePlan(plan: QueuedPracticePlanCreate): PracticePlanRecord {
  const now = new Date(plan.timestamp).toISOString();
  return { practice_plan_id: plan.temporaryId, team_id: plan.teamId, title: plan.data.title, synced: false, version: LOCAL_PRACTICE_PLAN_VERSION, created_at: now, updated_at: now, data: plan.data };
}

export function registerCreatePracticePlan(client: QueryClient): void {
  registerQueuedCreate<PracticePlanRecord, QueuedPracticePlanCreate>(client, {
    mutationKey: practicePlansMutationKeys.create,
    cache: practicePlansCache,
    send: createPracticePlan,
    local: localPracticePlan,
  });
}

export function useCreatePracticePlan() {
  return useQueuedMutation<PracticePlanRecord, NewPracticePlan, QueuedPracticePlanCreate>(practicePlansMutationKeys.create, prepareNewPracticePlan, localPracticePlan);
}
