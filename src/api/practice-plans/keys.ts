import type { PracticePlanData } from '../../../engine/model/practice-plan';
import type { TeamItemRecord } from '../../../engine/api/records';
import { teamItemKind, type TeamItemsFilter } from '../../data/queued-items';

export type PracticePlanRecord = TeamItemRecord<'practice_plan_id', PracticePlanData>;

export type PracticePlansFilter = TeamItemsFilter;

/** Query keys, the queued creates' and deletes' keys (their options are registered under these), and how the cache holds them. */
export const { keys: practicePlansKeys, mutationKeys: practicePlansMutationKeys, cache: practicePlansCache } = teamItemKind<'practice_plan_id', PracticePlanData>({ lists: 'practice-plans', item: 'practice-plan', idField: 'practice_plan_id' });

/** The queued saves of an open plan (the practice planner), registered under this key. */
export const practicePlanUpdateKey = ['practice-plans', 'update'] as const;
