import { describe, expect, it } from 'vitest';
import { formatPeriodLength, formatPeriods, rotationDataSchema } from './rotation';
import { createEmptyRotationData } from './rotation-defaults';

describe('rotation display', () => {
  it('shows periods as halves or quarters', () => {
    expect(formatPeriods(2)).toBe('2 Halfs');
    expect(formatPeriods(4)).toBe('4 Quarters');
  });

  it('shows the period length in minutes', () => {
    expect(formatPeriodLength(600)).toBe('10 min');
    expect(formatPeriodLength(1200)).toBe('20 min');
    expect(formatPeriodLength(450)).toBe('7.5 min');
    expect(formatPeriodLength(0)).toBe('0 min');
  });
});

describe('createEmptyRotationData', () => {
  it('gives a valid rotation of four 10-minute quarters', () => {
    const rotation = createEmptyRotationData('Finals');
    expect(rotationDataSchema.parse(rotation)).toEqual(rotation);
    expect(rotation).toMatchObject({ title: 'Finals', periods: 4, periodLength: 600, players: [], stints: [] });
    expect(createEmptyRotationData().title).toBe('');
  });

  it('accepts only 2 or 4 periods', () => {
    expect(rotationDataSchema.safeParse({ ...createEmptyRotationData(), periods: 3 }).success).toBe(false);
  });
});
