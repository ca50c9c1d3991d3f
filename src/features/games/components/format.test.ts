import { describe, expect, it } from 'vitest';
import { formatClock, formatMinutes, formatRemaining, parseClock } from './format';

describe('game times', () => {
  it('writes and reads clock times', () => {
    expect(formatClock(754.6)).toBe('12:34');
    expect(formatClock(-3)).toBe('0:00');
    expect(formatRemaining(479.2)).toBe('8:00');
    expect(formatRemaining(480)).toBe('8:00');
    expect(formatRemaining(0)).toBe('0:00');
    expect(parseClock('5:30')).toBe(330);
    expect(parseClock(' 8 ')).toBe(480);
    expect(parseClock('5:75')).toBeNull();
    expect(parseClock('abc')).toBeNull();
    expect(formatMinutes(450)).toBe('7.5');
  });
});
