import type { PracticePlanData } from '../../../engine/model/practice-plan';
import type { TeamItemRecord } from '../../../engine/api/records';
import { teamItemKind, type TeamItemsFilter } from '../../data/queued-items';

export type PracticePlanRecord = TeamItemRecord<'practice_plan_id', PracticePlanData>;

export type PracticePlansFilter = TeamItemsFilter;

const practicePlans = teamItemKind<'practice_plan_id', PracticePlanData>({ lists: 'practice-plans', item: 'practice-plan', idField: 'practice_plan_id' });

export const practicePlansKeys = practicePlans.keys;

/** The practice plans' queued creates and deletes (their options are registered under these keys). */
export const practicePlansMutationKeys = practicePlans.mutationKeys;

export const practicePlansCache = practicePlans.cache;
