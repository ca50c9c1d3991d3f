// Practice plan templates (issue 17): save a plan as a template, start a plan from one, duplicate a
// past plan to a new date. A template is a practice plan of the team whose data says `template:
// true` (its date is the day it was saved, never shown), so it syncs, shares and migrates like any
// plan and needs no table of its own. Pure: the source is never changed and every block gets a new id.
import { cloneJson } from '../migrate/json';
import type { PracticePlanData } from '../model/practice-plan';

/** Makes the ids of the copied blocks; by default `exercise_N`, skipping every id of the source. */
export type BlockIdMaker = (index: number) => string;

function defaultIdMaker(taken: ReadonlySet<string>): BlockIdMaker {
  let next = 1;
  return () => {
    while (taken.has(`exercise_${next}`)) next += 1;
    const id = `exercise_${next}`;
    next += 1;
    return id;
  };
}

function copyPlan(plan: PracticePlanData, changes: Pick<PracticePlanData, 'date' | 'template'>, newId?: BlockIdMaker): PracticePlanData {
  const makeId = newId ?? defaultIdMaker(new Set(plan.exercises.map((block) => block.id)));
  const copy = cloneJson(plan) as PracticePlanData;
  return { ...copy, ...changes, exercises: copy.exercises.map((block, index) => ({ ...block, id: makeId(index) })) };
}

/** The plan as a template (kept on `savedOn`, by default the plan's own date), with new block ids. */
export function planToTemplate(plan: PracticePlanData, savedOn = plan.date, newId?: BlockIdMaker): PracticePlanData {
  return copyPlan(plan, { date: savedOn, template: true }, newId);
}

/** A new plan on `date` from a template, with new block ids. */
export function planFromTemplate(template: PracticePlanData, date: string, newId?: BlockIdMaker): PracticePlanData {
  return copyPlan(template, { date, template: false }, newId);
}

/** A copy of a past plan on `newDate`, with new block ids. */
export function duplicatePlan(plan: PracticePlanData, newDate: string, newId?: BlockIdMaker): PracticePlanData {
  return copyPlan(plan, { date: newDate, template: false }, newId);
}
