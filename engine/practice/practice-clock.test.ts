import { describe, expect, it } from 'vitest';
import { practiceClock, replayPractice, type PracticeEvent } from './practice-clock';

const plan = {
  exercises: [
    { id: 'a', duration: 10 },
    { id: 'b', duration: 5, stations: [{ title: 'x', minutes: 2 }, { title: 'y', minutes: 3 }] },
    { id: 'c', duration: 20 },
  ],
};
const T0 = Date.UTC(2026, 10, 24, 18, 0, 0);
const s = (seconds: number) => T0 + seconds * 1000;

describe('practice mode clock', () => {
  it('waits on the first block before the start', () => {
    expect(practiceClock(plan, [], s(0))).toMatchObject({ status: 'notStarted', blockId: 'a', secondsLeft: 600, nextBlockId: 'b' });
  });

  it('counts down and hands over to the next block by itself', () => {
    const events: PracticeEvent[] = [{ type: 'start', at: s(0) }];
    expect(practiceClock(plan, events, s(0.5))).toMatchObject({ status: 'running', blockId: 'a', secondsLeft: 600, secondsElapsed: 0 });
    expect(practiceClock(plan, events, s(61))).toMatchObject({ blockId: 'a', secondsLeft: 539, secondsElapsed: 61 });
    // Block b lasts its longest station, 3 minutes.
    expect(practiceClock(plan, events, s(600))).toMatchObject({ blockId: 'b', secondsLeft: 180, nextBlockId: 'c' });
    expect(practiceClock(plan, events, s(780))).toMatchObject({ blockId: 'c', secondsLeft: 1200, nextBlockId: null });
    expect(practiceClock(plan, events, s(1980))).toMatchObject({ status: 'finished', finished: true, blockId: null, secondsLeft: 0 });
  });

  it('stands still while paused, through a locked screen', () => {
    const events: PracticeEvent[] = [
      { type: 'start', at: s(0) },
      { type: 'pause', at: s(100) },
      { type: 'resume', at: s(4000) },
    ];
    expect(practiceClock(plan, events, s(3000))).toMatchObject({ status: 'paused', blockId: 'a', secondsLeft: 500 });
    expect(practiceClock(plan, events, s(4100))).toMatchObject({ status: 'running', blockId: 'a', secondsLeft: 400 });
  });

  it('skips to the next block with its full time, paused or running', () => {
    const events: PracticeEvent[] = [
      { type: 'start', at: s(0) },
      { type: 'skip', at: s(30) },
      { type: 'pause', at: s(60) },
      { type: 'skip', at: s(70) },
    ];
    expect(practiceClock(plan, events, s(45))).toMatchObject({ blockId: 'b', secondsLeft: 165 });
    expect(practiceClock(plan, events, s(500))).toMatchObject({ status: 'paused', blockId: 'c', secondsLeft: 1200 });
    expect(practiceClock(plan, [...events, { type: 'skip', at: s(80) }], s(90)).finished).toBe(true);
  });

  it('ignores events that make no sense where the practice is', () => {
    const events: PracticeEvent[] = [
      { type: 'pause', at: s(0) },
      { type: 'skip', at: s(1) },
      { type: 'start', at: s(10) },
      { type: 'start', at: s(20) },
      { type: 'resume', at: s(30) },
    ];
    expect(practiceClock(plan, events, s(40))).toMatchObject({ status: 'running', blockId: 'a', secondsLeft: 570 });
  });

  it('reads a past moment from later events, and counts an event stamped early at the state moment', () => {
    const events: PracticeEvent[] = [{ type: 'start', at: s(0) }, { type: 'pause', at: s(100) }, { type: 'resume', at: s(50) }];
    expect(practiceClock(plan, events, s(90))).toMatchObject({ status: 'running', secondsLeft: 510 });
    expect(replayPractice(plan.exercises, events)).toMatchObject({ status: 'running', blockElapsedMs: 100_000, at: s(100) });
  });

  it('finishes at once with no blocks', () => {
    expect(practiceClock({ exercises: [] }, [{ type: 'start', at: s(0) }], s(1))).toMatchObject({ finished: true, blockIndex: null });
  });
});
