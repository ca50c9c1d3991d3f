import type { PracticePlanData } from '../../../engine/model/practice-plan';
import type { TeamItemRecord } from '../../../engine/api/records';
import { teamItemKind, type TeamItemsFilter } from '../../data/queued-items';

export type PracticePlanRecord = TeamItemRecord<'practice_plan_id', PracticePlanData>;

/** `template`: only templates (true), only plans (false), or both (left out). */
export type PracticePlansFilter = TeamItemsFilter & { template?: boolean };

/** Query keys, the queued creates' and deletes' keys (their options are registered under these), and how the cache holds them. */
export const { keys: practicePlansKeys, mutationKeys: practicePlansMutationKeys, cache: practicePlansCache } = teamItemKind<'practice_plan_id', PracticePlanData>({
  lists: 'practice-plans',
  item: 'practice-plan',
  idField: 'practice_plan_id',
  // A new plan shows at once only in the lists it belongs on: a template among templates, a plan among plans.
  belongs: (filter: PracticePlansFilter, record) => filter.template === undefined || Boolean(record.data?.template) === filter.template,
});

/** The queued saves of an open plan (the practice planner), registered under this key. */
export const practicePlanUpdateKey = ['practice-plans', 'update'] as const;
