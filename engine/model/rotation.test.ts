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

describe("the rotation editor's optional fields (issue 16, version 2 unchanged)", () => {
  it('keeps availability, bounds, locks and steps, and reads a rotation without them as before', () => {
    const rotation = {
      ...createEmptyRotationData('Game'),
      players: [{ id: 'p1', name: 'Ana', number: '00', position: 1, available: false, minSeconds: 600, maxSeconds: 900 }],
      stints: [{ playerId: 'p1', period: 1, start: 0, end: 60, locked: true }],
      changeStep: 120,
      snapStep: 30,
      maxBenchStretch: 480,
    };
    expect(rotationDataSchema.parse(rotation)).toEqual(rotation);
    expect(rotationDataSchema.safeParse({ ...rotation, changeStep: 0 }).success).toBe(false);
    expect(rotationDataSchema.safeParse({ ...rotation, players: [{ ...rotation.players[0], number: '1234' }] }).success).toBe(false);
  });
});

describe('the optional fields within limits', () => {
  it('brings steps, bench stretch, bounds and jersey numbers inside their limits when opened', async () => {
    const { migrateRotation } = await import('../migrate/documents');
    const { MAX_GAME_SECONDS, MAX_JERSEY_LENGTH, MAX_PERIOD_SECONDS } = await import('../limits');
    const rotation = {
      ...createEmptyRotationData('Game'),
      players: [{ id: 'p1', name: 'Ana', number: '12345', position: 1, minSeconds: 1e9, maxSeconds: -5 }],
      changeStep: 1e9,
      snapStep: 1e9,
      maxBenchStretch: 1e9,
    };
    const migrated = migrateRotation(rotation);
    expect(migrated).toMatchObject({ changeStep: MAX_PERIOD_SECONDS, snapStep: MAX_PERIOD_SECONDS, maxBenchStretch: MAX_GAME_SECONDS });
    expect(migrated.players[0]).toMatchObject({ number: '123'.slice(0, MAX_JERSEY_LENGTH), minSeconds: MAX_GAME_SECONDS, maxSeconds: 0 });
  });
});
