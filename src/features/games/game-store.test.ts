// The game on the device: an event log that only grows, kept whole after every event, replayed to
// the same clock and minutes after a reload; targets and suggested subs from the plan or fair shares.
import { describe, expect, it } from 'vitest';
import { ChangeLog } from '../../data/change-log';
import { memoryChangeStore } from '../../data/change-log-memory';
import { DraftKeeper } from '../../data/drafts';
import type { RosterPlayer, Stint } from '../../../engine/model/rotation';
import { createGame, gameInput, gameTargets, lastUndoable, liveGame, recordEvent, type LocalGame } from './game-store';

const T0 = Date.parse('2026-11-20T18:00:00Z');
const SECOND = 1000;
const players: RosterPlayer[] = Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, name: `Player ${i}`, number: String(i), position: (i % 5) + 1 }));
const five = ['p0', 'p1', 'p2', 'p3', 'p4'];
const bench = ['p5', 'p6', 'p7', 'p8', 'p9'];

/** A 4 × 8 min plan: the first five play the first 4 minutes of each quarter, the others the last 4. */
const plan: Stint[] = [1, 2, 3, 4].flatMap((period) => [
  ...five.map((playerId) => ({ playerId, period, start: 0, end: 240 })),
  ...bench.map((playerId) => ({ playerId, period, start: 240, end: 480 })),
]);

function newGame(stints: Stint[] = plan): LocalGame {
  return createGame({ teamId: 't', rotationId: null, opponent: 'Eagles', date: '2026-11-20', periods: 4, periodLength: 480, players, stints, starters: five }, T0, 'game-1');
}

describe('the game on the device', () => {
  it('starts with the starting five on court and only ever adds events', () => {
    const game = newGame();
    expect(game.events).toEqual([{ type: 'sub', at: T0, out: [], in: five }]);
    const started = recordEvent(game, { type: 'start', at: T0 + SECOND });
    expect(started.events).toHaveLength(2);
    expect(game.events).toHaveLength(1);
    expect(gameInput(started)).toMatchObject({ opponent: 'Eagles', periods: 4, period_length: 480, events: started.events });
    expect(gameInput(started)).not.toHaveProperty('stints');
  });

  it('shows the clock and minutes from the events and the time now, the same after a reload', async () => {
    let game = newGame();
    game = recordEvent(game, { type: 'start', at: T0 });
    game = recordEvent(game, { type: 'sub', at: T0 + 60 * SECOND, out: ['p0', 'p1'], in: ['p5', 'p6'] });
    const now = T0 + 150 * SECOND;
    const live = liveGame(game, now);
    expect(live.clock).toMatchObject({ period: 1, elapsed: 150, remaining: 330, running: true });
    const minutes = Object.fromEntries(live.times.map((time) => [time.playerId, time.total]));
    expect(minutes).toMatchObject({ p0: 60, p1: 60, p2: 150, p5: 90, p6: 90, p9: 0 });
    expect(live.onCourt).toEqual(['p2', 'p3', 'p4', 'p5', 'p6']);
    expect(live.bench).toEqual(['p0', 'p1', 'p7', 'p8', 'p9']);

    // Kept after the event, read back by a fresh page (a reload): the same game, the same clock.
    const store = memoryChangeStore();
    await new DraftKeeper<LocalGame>('game', new ChangeLog(store, null, 'tab-a')).keep('current:t', game);
    const reopened = await new DraftKeeper<LocalGame>('game', new ChangeLog(store, null, 'tab-b')).read('current:t');
    expect(reopened).toEqual(game);
    const later = liveGame(reopened!, now + 30 * SECOND);
    expect(later.clock.elapsed).toBe(180);
    expect(later.times.find((time) => time.playerId === 'p5')!.total).toBe(120);
  });

  it('takes targets from the plan, or shares the court equally without one', () => {
    expect(gameTargets(newGame()).find((target) => target.playerId === 'p0')!.seconds).toBe(960);
    const equal = gameTargets(newGame([]));
    expect(equal).toHaveLength(10);
    expect(equal.every((target) => target.seconds === 960)).toBe(true);
  });

  it('names the plan’s next change against who is on court', () => {
    let game = newGame();
    game = recordEvent(game, { type: 'start', at: T0 });
    const live = liveGame(game, T0 + 100 * SECOND);
    expect(live.nextChange).toMatchObject({ period: 1, at: 240, in: bench, out: five });
  });

  it('moves the plan’s next change on once the coach makes it (issue 32)', () => {
    let game = recordEvent(newGame(), { type: 'start', at: T0 });
    // The change planned for 4:00 made at 1:40: the card shows the change at the start of Q2.
    game = recordEvent(game, { type: 'sub', at: T0 + 100 * SECOND, out: five, in: bench });
    expect(liveGame(game, T0 + 101 * SECOND).nextChange).toMatchObject({ period: 2, at: 0, in: five, out: bench });
  });

  it('undoes the last sub, foul or period end, one after the other, never the starting five (issue 32)', () => {
    let game = recordEvent(newGame(), { type: 'start', at: T0 });
    expect(lastUndoable(game)).toBeNull();
    game = recordEvent(game, { type: 'sub', at: T0 + 60 * SECOND, out: ['p0'], in: ['p5'] });
    game = recordEvent(game, { type: 'foul', at: T0 + 70 * SECOND, playerId: 'p5' });
    game = recordEvent(game, { type: 'stop', at: T0 + 90 * SECOND });
    // The stop after the foul is stepped over: the foul is what the coach takes back.
    expect(lastUndoable(game)).toEqual({ index: 3, event: game.events[3] });
    game = recordEvent(game, { type: 'undo', at: T0 + 91 * SECOND, event: 3 });
    expect(lastUndoable(game)?.index).toBe(2);
    game = recordEvent(game, { type: 'undo', at: T0 + 92 * SECOND, event: 2 });
    expect(lastUndoable(game)).toBeNull();
    const live = liveGame(game, T0 + 100 * SECOND);
    expect(live.onCourt).toEqual(five);
    expect(live.times.find((time) => time.playerId === 'p0')).toMatchObject({ total: 90, fouls: 0 });
    expect(live.times.find((time) => time.playerId === 'p5')).toMatchObject({ total: 0, fouls: 0 });
    expect(game.events).toHaveLength(7);

    // A period end is offered only while nothing came after it.
    game = recordEvent(game, { type: 'next-period', at: T0 + 100 * SECOND });
    expect(lastUndoable(game)?.event.type).toBe('next-period');
    expect(lastUndoable(recordEvent(game, { type: 'start', at: T0 + 110 * SECOND }))).toBeNull();
  });

  it('suggests subs that bring minutes back towards the targets, never a fouled-out player', () => {
    let game = newGame([]);
    game = recordEvent(game, { type: 'start', at: T0 });
    for (let i = 0; i < 5; i++) game = recordEvent(game, { type: 'foul', at: T0 + SECOND, playerId: 'p5' });
    // Eight minutes of the starters only: each is far ahead of an equal share, the bench behind.
    const live = liveGame(game, T0 + 480 * SECOND);
    expect(live.fouledOut).toEqual(['p5']);
    expect(live.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of live.suggestions) {
      expect(five).toContain(suggestion.out);
      expect(bench).toContain(suggestion.in);
      expect(suggestion.in).not.toBe('p5');
    }
    // Once the game is over nothing is suggested.
    let over = game;
    for (let period = 0; period < 4; period++) over = recordEvent(over, { type: 'next-period', at: T0 + 500 * SECOND });
    const final = liveGame(over, T0 + 600 * SECOND);
    expect(final.clock.finished).toBe(true);
    expect(final.suggestions).toEqual([]);
    expect(final.nextChange).toBeNull();
  });
});
