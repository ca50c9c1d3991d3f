import { describe, expect, it } from 'vitest';
import { checkRotation } from './checks';
import {
  applyGameEvent,
  gameClockAt,
  gameSecondsElapsed,
  initialGameState,
  onCourtAtTime,
  playedStints,
  playerGameTimes,
  readClock,
  replayGame,
  type GameEvent,
  type GameSettings,
} from './game-clock';

const settings: GameSettings = { periods: 4, periodLength: 600 };
const T0 = Date.UTC(2026, 10, 24, 18, 0, 0);
const s = (seconds: number) => T0 + seconds * 1000;
const starters = ['a', 'b', 'c', 'd', 'e'];

/** Starters in, clock runs 2:00, stops 30 s, runs 3:00 more; 'f' for 'a' at the stop; a foul by 'b'. */
const events: GameEvent[] = [
  { type: 'sub', at: s(0), out: [], in: starters },
  { type: 'start', at: s(10) },
  { type: 'foul', at: s(60), playerId: 'b' },
  { type: 'stop', at: s(130) },
  { type: 'sub', at: s(140), out: ['a'], in: ['f'] },
  { type: 'start', at: s(160) },
  { type: 'stop', at: s(340) },
];

describe('the game clock', () => {
  it('runs from timestamps: stopped before the start, running between start and stop', () => {
    expect(gameClockAt(settings, events, s(5))).toMatchObject({ period: 1, elapsed: 0, remaining: 600, running: false });
    expect(gameClockAt(settings, events, s(70))).toMatchObject({ elapsed: 60, remaining: 540, running: true });
    expect(gameClockAt(settings, events, s(150))).toMatchObject({ elapsed: 120, running: false });
    expect(gameClockAt(settings, events, s(1000))).toMatchObject({ elapsed: 300, remaining: 300, running: false });
  });

  it('stops at the end of the period by itself', () => {
    const running = [{ type: 'start', at: s(0) } as const];
    expect(gameClockAt(settings, running, s(700))).toMatchObject({ elapsed: 600, remaining: 0, running: false, expired: true });
  });

  it('follows adjustments and goes to the next period stopped at 0', () => {
    const more: GameEvent[] = [...events, { type: 'adjust', at: s(400), elapsed: 590 }, { type: 'start', at: s(410) }, { type: 'next-period', at: s(500) }];
    expect(gameClockAt(settings, more, s(405))).toMatchObject({ period: 1, elapsed: 590 });
    expect(gameClockAt(settings, more, s(450))).toMatchObject({ period: 1, elapsed: 600, expired: true });
    expect(gameClockAt(settings, more, s(600))).toMatchObject({ period: 2, elapsed: 0, running: false, finished: false });
  });

  it('finishes after the last period', () => {
    const game: GameEvent[] = [1, 2, 3, 4].map((n) => ({ type: 'next-period', at: s(n) }));
    expect(gameClockAt(settings, game, s(10))).toMatchObject({ period: 4, finished: true, running: false });
    expect(gameClockAt(settings, [...game, { type: 'start', at: s(20) }], s(30)).running).toBe(false);
  });
});

describe('players in the game', () => {
  it('knows who is on court at any time', () => {
    expect(onCourtAtTime(settings, events, s(100))).toEqual(starters);
    expect(onCourtAtTime(settings, events, s(150))).toEqual(['b', 'c', 'd', 'e', 'f']);
  });

  it('counts seconds played only while the clock runs, and fouls per player and per period', () => {
    const state = replayGame(settings, events, s(1000));
    const times = Object.fromEntries(playerGameTimes(settings, state, ['a', 'b', 'c', 'd', 'e', 'f', 'g']).map((t) => [t.playerId, t]));
    expect(times.a).toMatchObject({ total: 120, perPeriod: [120, 0, 0, 0], fouls: 0 });
    expect(times.b).toMatchObject({ total: 300, fouls: 1 });
    expect(times.f).toMatchObject({ total: 180 });
    expect(times.g).toMatchObject({ total: 0, fouls: 0 });
    expect(state.teamFouls).toEqual([1, 0, 0, 0]);
  });

  it('takes time back from those on court when the clock is corrected down', () => {
    const forgotten: GameEvent[] = [{ type: 'sub', at: s(0), out: [], in: starters }, { type: 'start', at: s(0) }, { type: 'stop', at: s(90) }, { type: 'adjust', at: s(100), elapsed: 60 }];
    const state = replayGame(settings, forgotten);
    expect(readClock(settings, state).elapsed).toBe(60);
    expect(playerGameTimes(settings, state)[0]).toMatchObject({ playerId: 'a', total: 60 });
  });

  it('lists the roster first, then anyone else who played', () => {
    const state = replayGame(settings, events, s(1000));
    expect(playerGameTimes(settings, state, ['f', 'a']).map((t) => t.playerId)).toEqual(['f', 'a', 'b', 'c', 'd', 'e']);
  });

  it('counts an event stamped before the one before it (a clock set back) as at that moment', () => {
    const skewed: GameEvent[] = [{ type: 'sub', at: s(0), out: [], in: starters }, { type: 'start', at: s(100) }, { type: 'stop', at: s(50) }];
    expect(gameClockAt(settings, skewed, s(200))).toMatchObject({ elapsed: 0, running: false });
  });

  it('answers the whole game time elapsed', () => {
    const state = replayGame(settings, [{ type: 'next-period', at: s(0) }, { type: 'start', at: s(1) }], s(31));
    expect(gameSecondsElapsed(settings, state)).toBe(630);
  });

  it('never changes the state it is given', () => {
    const state = replayGame(settings, events, s(200));
    const copy = structuredClone(state);
    applyGameEvent(settings, state, { type: 'foul', at: s(300), playerId: 'c' });
    applyGameEvent(settings, state, { type: 'sub', at: s(300), out: ['c'], in: ['g'] });
    expect(state).toEqual(copy);
    expect(initialGameState(settings)).toMatchObject({ period: 1, onCourt: [], teamFouls: [0, 0, 0, 0] });
  });
});

describe('playedStints', () => {
  it('writes the game as played as stints in game-clock seconds', () => {
    expect(playedStints(settings, events, s(1000))).toEqual([
      ...['a', 'b', 'c', 'd', 'e'].map((playerId) => ({ playerId, period: 1, start: 0, end: playerId === 'a' ? 120 : 300 })),
      { playerId: 'f', period: 1, start: 120, end: 300 },
    ]);
  });

  it('lets the rotation checks read a live game', () => {
    const more: GameEvent[] = [...events, { type: 'sub', at: s(350), out: ['b'], in: [] }, { type: 'start', at: s(360) }];
    const stints = playedStints(settings, more, s(420));
    const check = checkRotation({ ...settings, players: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id, position: null })), stints });
    expect(check.wrongCount[0]).toMatchObject({ period: 1, start: 300, end: 360, count: 4 });
    expect(check.players.find((p) => p.playerId === 'c')).toMatchObject({ total: 360, perPeriod: [360, 0, 0, 0] });
  });

  it('ends open stints at a period break and opens them again in the next period', () => {
    const game: GameEvent[] = [
      { type: 'sub', at: s(0), out: [], in: starters },
      { type: 'start', at: s(0) },
      { type: 'next-period', at: s(700) },
      { type: 'start', at: s(710) },
    ];
    const stints = playedStints(settings, game, s(770));
    expect(stints.filter((stint) => stint.playerId === 'a')).toEqual([
      { playerId: 'a', period: 1, start: 0, end: 600 },
      { playerId: 'a', period: 2, start: 0, end: 60 },
    ]);
  });
});

describe('undo events (issue 32)', () => {
  // 'f' for 'a' at 2:00 of clock time (the stop), taken back at 5:30; the foul by 'b' taken back too.
  const undone: GameEvent[] = [...events, { type: 'undo', at: s(345), event: 4 }, { type: 'undo', at: s(346), event: 2 }];

  it('skips undone events: the minutes are those of a game without them, and the log keeps both', () => {
    const times = playerGameTimes(settings, replayGame(settings, undone), ['a', 'b', 'f']);
    const without = playerGameTimes(settings, replayGame(settings, events.filter((_, index) => index !== 2 && index !== 4)), ['a', 'b', 'f']);
    expect(times).toEqual(without);
    expect(times.slice(0, 3).map((time) => [time.playerId, time.total, time.fouls])).toEqual([
      ['a', 300, 0],
      ['b', 300, 0],
      ['f', 0, 0],
    ]);
    expect(replayGame(settings, undone).onCourt).toEqual(starters);
    expect(undone).toHaveLength(events.length + 2);
  });

  it('takes back a period end: the period goes on where it stopped', () => {
    const ended: GameEvent[] = [...events, { type: 'next-period', at: s(400) }];
    expect(gameClockAt(settings, ended, s(401))).toMatchObject({ period: 2, elapsed: 0 });
    const back: GameEvent[] = [...ended, { type: 'undo', at: s(410), event: ended.length - 1 }];
    expect(gameClockAt(settings, back, s(411))).toMatchObject({ period: 1, elapsed: 300, running: false });
    // The clock runs on in period 1 and credits those on court there.
    const resumed: GameEvent[] = [...back, { type: 'start', at: s(420) }];
    expect(gameClockAt(settings, resumed, s(480))).toMatchObject({ period: 1, elapsed: 360 });
    expect(playerGameTimes(settings, replayGame(settings, resumed, s(480)), ['f'])[0]!.perPeriod).toEqual([240, 0, 0, 0]);
  });

  it('ignores an undo that names an undo or a later event (the server refuses both)', () => {
    const odd: GameEvent[] = [...events, { type: 'undo', at: s(345), event: 99 }, { type: 'undo', at: s(346), event: 7 }];
    expect(playerGameTimes(settings, replayGame(settings, odd))).toEqual(playerGameTimes(settings, replayGame(settings, events)));
  });

  it('leaves undone subs out of the stints as played', () => {
    const stints = playedStints(settings, undone);
    expect(stints.filter((stint) => stint.playerId === 'f')).toEqual([]);
    expect(stints.filter((stint) => stint.playerId === 'a')).toEqual([{ playerId: 'a', period: 1, start: 0, end: 300 }]);
  });
});
