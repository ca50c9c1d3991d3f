import { describe, expect, it } from 'vitest';
import { blockMinutes, clockTimes, parseClockTime, planTotals, type PracticePlanInput } from './clock-times';

const block = (id: string, duration: number, extra = {}) => ({ id, title: id, duration, drillId: null, notes: '', ...extra });

const plan: PracticePlanInput = {
  startTime: '18:00',
  exercises: [
    block('warm-up', 15),
    block('stations', 5, { stations: [{ title: 'Shooting', minutes: 12 }, { title: 'Ball handling', minutes: 20, coach: 'Sam' }] }),
    block('scrimmage', 25),
  ],
};

describe('clock times', () => {
  it('parses stored HH:MM and refuses anything else', () => {
    expect(parseClockTime('00:00')).toBe(0);
    expect(parseClockTime('18:30')).toBe(18 * 60 + 30);
    expect(() => parseClockTime('24:00')).toThrow(RangeError);
    expect(() => parseClockTime('6:00')).toThrow(RangeError);
  });

  it('puts each block after the one before, from the start time', () => {
    const times = clockTimes(plan);
    expect(times.map((time) => [time.id, time.startMinutes, time.endMinutes])).toEqual([
      ['warm-up', 1080, 1095],
      ['stations', 1095, 1115],
      ['scrimmage', 1115, 1140],
    ]);
  });

  it('runs stations side by side: the block lasts as long as the longest', () => {
    expect(blockMinutes(plan.exercises[1]!)).toBe(20);
    expect(clockTimes(plan)[1]!.stations).toEqual([
      { title: 'Shooting', startMinutes: 1095, endMinutes: 1107, minutes: 12 },
      { title: 'Ball handling', startMinutes: 1095, endMinutes: 1115, minutes: 20 },
    ]);
  });

  it('keeps counting past midnight', () => {
    const late = clockTimes({ startTime: '23:50', exercises: [block('a', 30)] });
    expect(late[0]!.endMinutes).toBe(24 * 60 + 20);
  });
});

describe('plan totals', () => {
  it('adds the blocks up and keeps a running total', () => {
    const totals = planTotals(plan);
    expect(totals).toMatchObject({ totalMinutes: 60, startMinutes: 1080, endMinutes: 1140, plannedMinutes: null, status: 'unplanned', differenceMinutes: 0 });
    expect(totals.runningMinutes).toEqual([15, 35, 60]);
  });

  it('says over, under or on time against the planned length', () => {
    expect(planTotals({ ...plan, plannedMinutes: 50 })).toMatchObject({ status: 'over', differenceMinutes: 10 });
    expect(planTotals({ ...plan, plannedMinutes: 90 })).toMatchObject({ status: 'under', differenceMinutes: -30 });
    expect(planTotals({ ...plan, plannedMinutes: 60 })).toMatchObject({ status: 'onTime', differenceMinutes: 0 });
  });

  it('an empty plan takes no time', () => {
    expect(planTotals({ startTime: '09:00', exercises: [], plannedMinutes: 0 })).toMatchObject({ totalMinutes: 0, endMinutes: 540, status: 'onTime' });
  });
});
