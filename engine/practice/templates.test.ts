import { describe, expect, it } from 'vitest';
import { practicePlanDataSchema } from '../model/practice-plan';
import { clockTimes } from './clock-times';
import { duplicatePlan, planFromTemplate, planToTemplate } from './templates';

const plan = {
  version: 1 as const,
  title: 'Tuesday',
  date: '2026-11-24',
  startTime: '18:00',
  plannedMinutes: 90,
  location: 'Main gym',
  exercises: [
    { id: 'exercise_1', title: 'Warm-up', duration: 10, drillId: null, notes: 'Easy' },
    { id: 'exercise_2', title: 'Stations', duration: 15, drillId: 'drill_7', notes: '', stations: [{ title: 'Shooting', minutes: 15, coach: 'Sam' }] },
  ],
};

describe('templates', () => {
  it('saves a plan as a template without its date, with new ids, leaving the plan alone', () => {
    const before = structuredClone(plan);
    const template = planToTemplate(plan);
    expect(plan).toEqual(before);
    expect(template).not.toHaveProperty('date');
    expect(template).toMatchObject({ title: 'Tuesday', startTime: '18:00', plannedMinutes: 90, location: 'Main gym' });
    expect(template.exercises.map((block) => block.id)).toEqual(['exercise_3', 'exercise_4']);
    expect(template.exercises[1]!.stations).toEqual(plan.exercises[1]!.stations);
    expect(template.exercises[1]!.stations).not.toBe(plan.exercises[1]!.stations);
  });

  it('starts a dated plan from a template that the persisted schema accepts', () => {
    const next = planFromTemplate(planToTemplate(plan), '2026-12-01');
    expect(next.date).toBe('2026-12-01');
    expect(next.version).toBe(1);
    expect(practicePlanDataSchema.safeParse(next).success).toBe(true);
    expect(clockTimes(next).map((time) => time.startMinutes)).toEqual(clockTimes(plan).map((time) => time.startMinutes));
  });

  it('duplicates a past plan to a new date with new ids, or ids the caller makes', () => {
    const copy = duplicatePlan(plan, '2026-12-08');
    expect(copy.date).toBe('2026-12-08');
    expect(copy.exercises.map((block) => block.title)).toEqual(['Warm-up', 'Stations']);
    const oldIds = new Set(plan.exercises.map((block) => block.id));
    for (const block of copy.exercises) expect(oldIds.has(block.id)).toBe(false);
    expect(duplicatePlan(plan, '2026-12-08', (index) => `uuid-${index}`).exercises.map((block) => block.id)).toEqual(['uuid-0', 'uuid-1']);
  });
});
