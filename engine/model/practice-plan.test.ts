import { describe, expect, it } from 'vitest';
import { clockTimeSchema, isoDateSchema, practicePlanDataSchema, practicePlanMinutes } from './practice-plan';
import { createEmptyPracticePlanData } from './practice-plan-defaults';

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
    const exercises = [
      { id: 'a', title: 'Warm-up', duration: 10, drillId: null, notes: '' },
      { id: 'b', title: 'Shell', duration: 20, drillId: '42', notes: '' },
    ];
    expect(practicePlanMinutes({ exercises })).toBe(30);
    expect(practicePlanDataSchema.safeParse({ ...plan, exercises }).success).toBe(true);
  });
});
