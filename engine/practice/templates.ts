// Practice plan templates (issue 17): save a plan as a template, start a plan from one, duplicate a
// past plan to a new date. Pure: the source is never changed and every block gets a new id.
import { cloneJson } from '../migrate/json';
import { PRACTICE_PLAN_VERSION } from '../model/practice-plan-constants';
import type { PracticeBlock, PracticePlanInput } from './clock-times';

/** A plan without its date: what a coach reuses. Not persisted yet (see the report of issue 17). */
export interface PracticePlanTemplate {
  title: string;
  startTime: string;
  exercises: PracticeBlock[];
  plannedMinutes?: number | null;
  location?: string;
  focus?: string;
}

/** A dated plan: the persisted data's fields plus the optional ones of PracticePlanInput. */
export interface DatedPracticePlan extends PracticePlanInput {
  version: typeof PRACTICE_PLAN_VERSION;
  title: string;
  date: string;
  exercises: PracticeBlock[];
}

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

function copyBlocks(blocks: readonly PracticeBlock[], newId?: BlockIdMaker): PracticeBlock[] {
  const makeId = newId ?? defaultIdMaker(new Set(blocks.map((block) => block.id)));
  return blocks.map((block, index) => {
    const copy = cloneJson(block) as PracticeBlock;
    copy.id = makeId(index);
    return copy;
  });
}

function optionalFields(source: Pick<PracticePlanInput, 'plannedMinutes' | 'location' | 'focus'>) {
  return {
    ...(source.plannedMinutes === undefined ? {} : { plannedMinutes: source.plannedMinutes }),
    ...(source.location === undefined ? {} : { location: source.location }),
    ...(source.focus === undefined ? {} : { focus: source.focus }),
  };
}

/** The plan as a template: everything but its date, with new block ids. */
export function planToTemplate(plan: PracticePlanInput, newId?: BlockIdMaker): PracticePlanTemplate {
  return { title: plan.title ?? '', startTime: plan.startTime, exercises: copyBlocks(plan.exercises, newId), ...optionalFields(plan) };
}

/** A new plan on `date` from a template, with new block ids. */
export function planFromTemplate(template: PracticePlanTemplate, date: string, newId?: BlockIdMaker): DatedPracticePlan {
  return {
    version: PRACTICE_PLAN_VERSION,
    title: template.title,
    date,
    startTime: template.startTime,
    exercises: copyBlocks(template.exercises, newId),
    ...optionalFields(template),
  };
}

/** A copy of a past plan on `newDate`, with new block ids. */
export function duplicatePlan(plan: PracticePlanInput, newDate: string, newId?: BlockIdMaker): DatedPracticePlan {
  return planFromTemplate(planToTemplate(plan, () => ''), newDate, newId ?? defaultIdMaker(new Set(plan.exercises.map((block) => block.id))));
}
