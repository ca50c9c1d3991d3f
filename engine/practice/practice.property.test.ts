import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blockMinutes, clockTimes, planTotals } from './clock-times';
import { advancePractice, applyPracticeEvent, initialPracticeState, practiceClock, readPracticeClock, replayPractice, type PracticeEvent } from './practice-clock';

const station = fc.record({ title: fc.string({ maxLength: 5 }), minutes: fc.integer({ min: 1, max: 90 }) });
const block = fc.record({
  id: fc.uuid(),
  title: fc.string({ maxLength: 5 }),
  duration: fc.integer({ min: 1, max: 120 }),
  drillId: fc.constant(null),
  notes: fc.constant(''),
  stations: fc.option(fc.array(station, { maxLength: 4 }), { nil: undefined }),
});
const clock = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const plan = fc.record({ startTime: clock, exercises: fc.array(block, { maxLength: 12 }), plannedMinutes: fc.option(fc.integer({ min: 0, max: 600 }), { nil: undefined }) });

const eventType = fc.constantFrom<PracticeEvent['type']>('start', 'pause', 'resume', 'skip');
/** Events at increasing moments (gaps up to two hours, in ms). */
const events = fc.array(fc.tuple(eventType, fc.integer({ min: 0, max: 7_200_000 })), { maxLength: 20 }).map((steps) => {
  let at = 1_000_000;
  return steps.map(([type, gap]) => ({ type, at: (at += gap) }) as PracticeEvent);
});

describe('practice plan properties', () => {
  it('clock times are contiguous and monotonic, and the totals add up', () => {
    fc.assert(
      fc.property(plan, (generated) => {
        const times = clockTimes(generated);
        const totals = planTotals(generated);
        let clockAt = totals.startMinutes;
        for (const time of times) {
          expect(time.startMinutes).toBe(clockAt);
          expect(time.endMinutes).toBeGreaterThanOrEqual(time.startMinutes);
          for (const st of time.stations) expect(st.endMinutes).toBeLessThanOrEqual(time.endMinutes);
          clockAt = time.endMinutes;
        }
        expect(totals.endMinutes).toBe(clockAt);
        expect(totals.totalMinutes).toBe(generated.exercises.reduce((sum, b) => sum + blockMinutes(b), 0));
        expect(totals.runningMinutes.at(-1) ?? 0).toBe(totals.totalMinutes);
        if (totals.plannedMinutes !== null) expect(totals.plannedMinutes + totals.differenceMinutes).toBe(totals.totalMinutes);
      }),
    );
  });

  it('the countdown is the same after any cut and replay (a reload at any moment)', () => {
    fc.assert(
      fc.property(plan, events, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 50_000_000 }), (generated, recorded, cut, later) => {
        const blocks = generated.exercises;
        const readAt = 1_000_000 + later;
        // Replayed at once, versus replayed up to a cut, settled there (the reload), then continued.
        const whole = practiceClock(generated, recorded, readAt);
        let state = replayPractice(blocks, recorded.slice(0, cut));
        state = advancePractice(blocks, state, recorded[cut]?.at ?? state.at);
        for (const event of recorded.slice(cut)) state = applyPracticeEvent(blocks, state, event);
        const direct = replayPractice(blocks, recorded);
        expect(state).toEqual(direct);
        if (readAt >= (recorded.at(-1)?.at ?? 0)) expect(readPracticeClock(blocks, state, readAt)).toEqual(whole);
      }),
    );
  });

  it('reading the clock in between changes nothing, and time left never grows while running', () => {
    fc.assert(
      fc.property(plan, fc.array(fc.integer({ min: 0, max: 3_600_000 }), { minLength: 2, maxLength: 10 }), (generated, gaps) => {
        const blocks = generated.exercises;
        let state = applyPracticeEvent(blocks, initialPracticeState(0), { type: 'start', at: 0 });
        const start = state;
        let at = 0;
        let previous = readPracticeClock(blocks, state);
        for (const gap of gaps) {
          at += gap;
          state = advancePractice(blocks, state, at);
          expect(state).toEqual(advancePractice(blocks, start, at));
          const now = readPracticeClock(blocks, state);
          if (now.blockIndex === previous.blockIndex) expect(now.msLeft).toBeLessThanOrEqual(previous.msLeft);
          else expect(now.blockIndex === null || (previous.blockIndex !== null && now.blockIndex > previous.blockIndex)).toBe(true);
          previous = now;
        }
      }),
    );
  });
});
