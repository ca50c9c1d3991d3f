import type { PracticePlanData } from '../../../../engine/model/practice-plan';

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
