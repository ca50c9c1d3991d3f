import type { PracticePlanData } from '../../../../engine/model/practice-plan';
import { teamItemCache } from '../../../data/queued-items';

export interface PracticePlanRecord {
  practice_plan_id: string;
  team_id: string;
  title?: string;
  synced: boolean;
  version: number;
  created_at: string;
  updated_at: string;
  data: PracticePlanData;
}

export interface PracticePlansFilter {
  teamId?: string;
  search?: string;
  page: number;
}

export const practicePlansKeys = {
  all: ['practice-plans'] as const,
  list: (filter: PracticePlansFilter) => ['practice-plans', 'list', filter] as const,
  detail: (practicePlanId: string) => ['practice-plan', practicePlanId] as const,
};

/** The practice plans' queued creates and deletes (their options are registered under these keys). */
export const practicePlansMutationKeys = {
  create: ['practice-plans', 'create'] as const,
  remove: ['practice-plans', 'delete'] as const,
};

export const practicePlansCache = teamItemCache<PracticePlanRecord>({
  all: practicePlansKeys.all,
  detail: practicePlansKeys.detail,
  idOf: (plan) => plan.practice_plan_id,
  teamOf: (plan) => plan.team_id,
  titleOf: (plan) => plan.title ?? plan.data.title,
});
