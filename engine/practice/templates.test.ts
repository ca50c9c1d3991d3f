import { describe, expect, it } from 'vitest';
import { practicePlanDataSchema, type PracticePlanData } from '../model/practice-plan';
import { PRACTICE_PLAN_VERSION } from '../model/practice-plan-constants';
import { createBlock, createEmptyPracticePlanData } from '../model/practice-plan-defaults';
import { clockTimes } from './clock-times';
import { duplicatePlan, planFromTemplate, planToTemplate } from './templates';

const plan: PracticePlanData = {
  ...createEmptyPracticePlanData('2026-11-24'),
  title: 'Tuesday',
  plannedMinutes: 90,
  location: 'Main gym',
  exercises: [
    { ...createBlock('exercise_1', 'Warm-up'), notes: 'Easy' },
    { ...createBlock('exercise_2', 'Stations', 'drill_7', 15), stations: [{ title: 'Shooting', minutes: 15, coach: 'Sam', drillId: null, notes: '' }] },
  ],
};

describe('templates', () => {
  it('saves a plan as a template flagged so, with new ids, leaving the plan alone', () => {
    const before = structuredClone(plan);
    const template = planToTemplate(plan);
    expect(plan).toEqual(before);
    expect(template.template).toBe(true);
    expect(template).toMatchObject({ title: 'Tuesday', startTime: '18:00', plannedMinutes: 90, location: 'Main gym', date: '2026-11-24' });
    expect(template.exercises.map((block) => block.id)).toEqual(['exercise_3', 'exercise_4']);
    expect(template.exercises[1]!.stations).toEqual(plan.exercises[1]!.stations);
    expect(template.exercises[1]!.stations).not.toBe(plan.exercises[1]!.stations);
    expect(planToTemplate(plan, '2026-12-24').date).toBe('2026-12-24');
  });

  it('starts a dated plan (not a template) from a template that the persisted schema accepts', () => {
    const next = planFromTemplate(planToTemplate(plan), '2026-12-01');
    expect(next.date).toBe('2026-12-01');
    expect(next.template).toBe(false);
    expect(next.version).toBe(PRACTICE_PLAN_VERSION);
    expect(practicePlanDataSchema.parse(next)).toEqual(next);
    expect(clockTimes(next).map((time) => time.startMinutes)).toEqual(clockTimes(plan).map((time) => time.startMinutes));
  });

  it('duplicates a past plan to a new date with new ids, or ids the caller makes', () => {
    const copy = duplicatePlan({ ...plan, template: true }, '2026-12-08');
    expect(copy.date).toBe('2026-12-08');
    expect(copy.template).toBe(false);
    expect(copy.exercises.map((block) => block.title)).toEqual(['Warm-up', 'Stations']);
    const oldIds = new Set(plan.exercises.map((block) => block.id));
    for (const block of copy.exercises) expect(oldIds.has(block.id)).toBe(false);
    expect(duplicatePlan(plan, '2026-12-08', (index) => `uuid-${index}`).exercises.map((block) => block.id)).toEqual(['uuid-0', 'uuid-1']);
  });
});
