import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playingTime } from './checks';
import * as game from './game-clock';

const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const T0 = 1_790_000_000_000;

const settingsArb: fc.Arbitrary<game.GameSettings> = fc.record({
  periods: fc.constantFrom(2, 4),
  periodLength: fc.integer({ min: 1, max: 20 }).map((n) => n * 30),
});

/** Events a step of 0..90 s after each other (sometimes stamped earlier: a clock set back). */
const eventsArb: fc.Arbitrary<game.GameEvent[]> = fc
  .array(
    fc.tuple(
      fc.integer({ min: -5_000, max: 90_000 }),
      fc.oneof(
        fc.constant({ type: 'start' as const }),
        fc.constant({ type: 'stop' as const }),
        fc.constant({ type: 'next-period' as const }),
        fc.integer({ min: -10, max: 700 }).map((elapsed) => ({ type: 'adjust' as const, elapsed })),
        fc.record({ out: fc.subarray(ids), in: fc.subarray(ids) }).map((sub) => ({ type: 'sub' as const, ...sub })),
        fc.constantFrom(...ids).map((playerId) => ({ type: 'foul' as const, playerId })),
      ),
    ),
    { maxLength: 40 },
  )
  .map((steps) => {
    let at = T0;
    return steps.map(([gap, event]) => ({ ...event, at: (at += gap) }) as game.GameEvent);
  });

/** "Now" in the app is never before an event it stored. */
const lastStamp = (events: readonly game.GameEvent[]) => Math.max(T0, ...events.map((event) => event.at));

/** A state as stored and read back, the way a reload or another tab sees it. */
const reloaded = (state: game.GameState): game.GameState => JSON.parse(JSON.stringify(state)) as game.GameState;

describe('the game from its events', () => {
  it('answers the same state however the events are cut, ticked between and reloaded', () => {
    fc.assert(
      fc.property(
        settingsArb,
        eventsArb,
        fc.array(fc.nat({ max: 100 }), { maxLength: 10 }),
        fc.array(fc.integer({ min: 0, max: 120_000 }), { maxLength: 40 }),
        (settings, events, cuts, ticks) => {
          const end = lastStamp(events) + 60_000;
          // A live session: ticks between events (a display refreshing), reloads at the cuts.
          const cutAt = new Set(cuts.map((c) => c % (events.length + 1)));
          let state = game.initialGameState(settings, events[0]?.at ?? T0);
          events.forEach((event, i) => {
            if (cutAt.has(i)) state = reloaded(state);
            state = game.advanceGame(settings, state, Math.min(state.at + (ticks[i] ?? 0), event.at));
            state = game.applyGameEvent(settings, state, event);
          });
          state = game.advanceGame(settings, reloaded(state), end);
          expect(state).toEqual(game.replayGame(settings, events, end));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('replays the same state from the stored events after a reload at any moment', () => {
    fc.assert(
      fc.property(settingsArb, eventsArb, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 600_000 }), (settings, events, cut, extra) => {
        const before = events.slice(0, cut);
        const after = events.slice(cut);
        const end = lastStamp(events) + extra;
        // The session ran the first events, was closed, reopened, and went on from the stored state.
        const resumed = after.reduce((state, event) => game.applyGameEvent(settings, state, event), reloaded(game.replayGame(settings, before)));
        expect(game.advanceGame(settings, resumed, end)).toEqual(game.replayGame(settings, events, end));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the clock within the period, the court within the events, and time played within the clock', () => {
    fc.assert(
      fc.property(settingsArb, eventsArb, fc.integer({ min: 0, max: 600_000 }), (settings, events, extra) => {
        const at = lastStamp(events) + extra;
        const state = game.replayGame(settings, events, at);
        const clock = game.readClock(settings, state, at);
        expect(clock.elapsed).toBeGreaterThanOrEqual(0);
        expect(clock.elapsed + clock.remaining).toBe(settings.periodLength);
        expect(clock.period).toBeGreaterThanOrEqual(1);
        expect(clock.period).toBeLessThanOrEqual(settings.periods);
        expect(new Set(state.onCourt).size).toBe(state.onCourt.length);
        for (const time of game.playerGameTimes(settings, state)) {
          for (const seconds of time.perPeriod) {
            expect(seconds).toBeGreaterThanOrEqual(0);
            expect(seconds).toBeLessThanOrEqual(settings.periodLength);
          }
        }
        const fouls = game.playerGameTimes(settings, state).reduce((sum, time) => sum + time.fouls, 0);
        expect(fouls).toBe(events.filter((e) => e.type === 'foul').length);
        expect(state.teamFouls.reduce((sum, n) => sum + n, 0)).toBe(fouls);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with the rotation checks on seconds played, when the clock is never corrected', () => {
    fc.assert(
      fc.property(settingsArb, eventsArb, fc.integer({ min: 0, max: 600_000 }), (settings, all, extra) => {
        const events = all.filter((event) => event.type !== 'adjust');
        const at = lastStamp(events) + extra;
        const fromClock = game.playerGameTimes(settings, game.replayGame(settings, events, at), ids);
        const players = ids.map((id) => ({ id, position: null }));
        const fromStints = playingTime({ ...settings, players, stints: game.playedStints(settings, events, at) });
        fromClock.forEach((time, i) => {
          time.perPeriod.forEach((seconds, period) => expect(fromStints[i]!.perPeriod[period]).toBeCloseTo(seconds, 6));
        });
      }),
      { numRuns: 300 },
    );
  });
});
