import { describe, expect, it } from 'vitest';
import { countdownText, MAX_PRACTICE_EVENTS, practiceStorageKey, readPracticeEvents } from './practice-mode';

const storageOf = (value: unknown): Pick<Storage, 'getItem'> => ({ getItem: (key) => (key === practiceStorageKey('plan-1') ? (typeof value === 'string' ? value : JSON.stringify(value)) : null) });

describe('practice mode', () => {
  it('writes the countdown as minutes and seconds, hours when a block is that long', () => {
    expect([countdownText(600), countdownText(61), countdownText(9), countdownText(0), countdownText(-3), countdownText(3725)]).toEqual(['10:00', '1:01', '0:09', '0:00', '0:00', '1:02:05']);
  });

  it('reads the stored events of a plan, keeping only well-formed ones and at most the limit', () => {
    const events = [
      { type: 'start', at: 1000 },
      { type: 'explode', at: 2000 },
      { type: 'pause', at: 'soon' },
      null,
      { type: 'pause', at: 3000 },
    ];
    expect(readPracticeEvents('plan-1', storageOf(events))).toEqual([
      { type: 'start', at: 1000 },
      { type: 'pause', at: 3000 },
    ]);
    expect(readPracticeEvents('plan-1', storageOf('not json'))).toEqual([]);
    expect(readPracticeEvents('plan-1', storageOf({ type: 'start', at: 1 }))).toEqual([]);
    expect(readPracticeEvents('plan-2', storageOf(events))).toEqual([]);
    const many = Array.from({ length: MAX_PRACTICE_EVENTS + 5 }, (_, index) => ({ type: 'skip', at: index }));
    const kept = readPracticeEvents('plan-1', storageOf(many));
    expect(kept).toHaveLength(MAX_PRACTICE_EVENTS);
    expect(kept[0]!.at).toBe(5);
  });
});
