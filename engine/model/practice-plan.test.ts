import { describe, expect, it } from 'vitest';
import { MAX_DRILL_EQUIPMENT, MAX_DRILL_LABEL_LENGTH, MAX_DRILL_PLAYERS } from '../limits';
import { migratePracticePlan } from '../migrate/documents';
import { clockTimeSchema, isoDateSchema, MAX_STATIONS_PER_BLOCK, practicePlanDataSchema, practicePlanMinutes } from './practice-plan';
import { blockStartFromDrill, createBlock, createEmptyPracticePlanData, DEFAULT_BLOCK_MINUTES } from './practice-plan-defaults';

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

  it('starts a block from its drill: its minutes, players, equipment and coaching points (issue 32)', () => {
    const drill = { minutes: 15, players: 8, equipment: ['Cones', 'Balls'], coachingPoints: 'Stay low', category: 'defense' };
    const start = blockStartFromDrill(drill);
    expect(start).toEqual({ minutes: 15, players: 8, equipment: ['Cones', 'Balls'], coachingPoints: 'Stay low' });
    const block = createBlock('a', 'Shell', 'd1', start.minutes, start);
    expect(block).toMatchObject({ duration: 15, players: 8, equipment: ['Cones', 'Balls'], coachingPoints: 'Stay low' });
    // The block's own copy: changing it leaves the drill as it was.
    block.equipment!.push('Pinnies');
    expect(drill.equipment).toEqual(['Cones', 'Balls']);
    // A drill without details: the default minutes, and nothing else.
    expect(blockStartFromDrill(undefined)).toEqual({ minutes: DEFAULT_BLOCK_MINUTES });
    expect(createBlock('b', 'Talk')).toEqual({ id: 'b', title: 'Talk', duration: DEFAULT_BLOCK_MINUTES, drillId: null, coach: '', notes: '', stations: [] });
  });

  it('keeps a block’s details within the drill’s limits; plans saved before them open as they were', () => {
    const plan = createEmptyPracticePlanData('2025-11-18');
    const valid = { ...createBlock('a', 'Shell'), players: MAX_DRILL_PLAYERS, equipment: ['Cones'], coachingPoints: 'Talk' };
    expect(practicePlanDataSchema.parse({ ...plan, exercises: [valid] }).exercises[0]).toEqual(valid);
    for (const wrong of [{ players: MAX_DRILL_PLAYERS + 1 }, { players: 0 }, { equipment: ['x'.repeat(MAX_DRILL_LABEL_LENGTH + 1)] }, { equipment: Array.from({ length: MAX_DRILL_EQUIPMENT + 1 }, (_, n) => `e${n}`) }, { equipment: [''] }]) {
      expect(practicePlanDataSchema.safeParse({ ...plan, exercises: [{ ...valid, ...wrong }] }).success, JSON.stringify(wrong)).toBe(false);
    }
    // An old plan (no details) is unchanged; stored details beyond the limits are brought inside them.
    const old = { ...plan, exercises: [createBlock('a', 'Shell', 'd1', 20)] };
    expect(migratePracticePlan(old)).toEqual(old);
    const beyond = { ...plan, exercises: [{ ...valid, players: MAX_DRILL_PLAYERS + 5, equipment: Array.from({ length: MAX_DRILL_EQUIPMENT + 3 }, (_, n) => `e${n}`) }] };
    const inside = migratePracticePlan(beyond).exercises[0]!;
    expect(inside.players).toBe(MAX_DRILL_PLAYERS);
    expect(inside.equipment).toHaveLength(MAX_DRILL_EQUIPMENT);
  });
});
