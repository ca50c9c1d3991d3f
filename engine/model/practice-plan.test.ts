import { describe, expect, it } from 'vitest';
import { clockTimeSchema, isoDateSchema, MAX_STATIONS_PER_BLOCK, practicePlanDataSchema, practicePlanMinutes } from './practice-plan';
import { createBlock, createEmptyPracticePlanData } from './practice-plan-defaults';

describe('practice plan', () => {
  it('accepts real dates only', () => {
    expect(isoDateSchema.safeParse('2024-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2023-02-29').success).toBe(false);
    expect(isoDateSchema.safeParse('2023-13-01').success).toBe(false);
    expect(isoDateSchema.safeParse('11/18/2025').success).toBe(false);
  });

  it('accepts 24-hour times', () => {
    expect(['00:00', '09:30', '23:59'].every((time) => clockTimeSchema.safeParse(time).success)).toBe(true);
    expect(['24:00', '9:30', '12:60', '6pm'].some((time) => clockTimeSchema.safeParse(time).success)).toBe(false);
  });

  it('creates a valid empty plan and adds up its minutes', () => {
    const plan = createEmptyPracticePlanData('2025-11-18');
    expect(practicePlanDataSchema.parse(plan)).toEqual(plan);
    expect(plan.startTime).toBe('18:00');
    expect(practicePlanMinutes(plan)).toBe(0);
    const exercises = [createBlock('a', 'Warm-up'), createBlock('b', 'Shell', '42', 20)];
    expect(practicePlanMinutes({ exercises })).toBe(30);
    expect(practicePlanDataSchema.safeParse({ ...plan, exercises }).success).toBe(true);
  });

  it('fills the fields a version-1 client leaves out, and refuses stations beyond the limit', () => {
    const { plannedMinutes: _p, location: _l, focus: _f, notes: _n, template: _t, ...bare } = createEmptyPracticePlanData('2025-11-18');
    const parsed = practicePlanDataSchema.parse({ ...bare, exercises: [{ id: 'a', title: 'Warm-up', duration: 10, drillId: null, notes: '' }] });
    expect(parsed).toMatchObject({ plannedMinutes: null, location: '', focus: '', notes: '', template: false });
    expect(parsed.exercises[0]).toMatchObject({ coach: '', stations: [] });
    const station = { title: 'Station', minutes: 5 };
    const crowded = { ...createBlock('a', 'Stations'), stations: Array.from({ length: MAX_STATIONS_PER_BLOCK + 1 }, () => station) };
    expect(practicePlanDataSchema.safeParse({ ...bare, exercises: [crowded] }).success).toBe(false);
    expect(practicePlanDataSchema.safeParse({ ...bare, plannedMinutes: 0, exercises: [] }).success).toBe(false);
  });
});
