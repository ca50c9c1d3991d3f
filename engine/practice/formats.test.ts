import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, formatTimeRange, localizeDigits } from './formats';

describe('time formats', () => {
  it('writes 12-hour times with AM and PM, noon and midnight as 12', () => {
    expect(formatTime(18 * 60 + 5, '12h')).toBe('6:05 PM');
    expect(formatTime(0, '12h')).toBe('12:00 AM');
    expect(formatTime(12 * 60, '12h')).toBe('12:00 PM');
    expect(formatTime(9 * 60 + 30, '12h')).toBe('9:30 AM');
  });

  it('writes 24-hour times with two-digit hours', () => {
    expect(formatTime(18 * 60 + 5, '24h')).toBe('18:05');
    expect(formatTime(6 * 60, '24h')).toBe('06:00');
  });

  it('wraps past midnight', () => {
    expect(formatTime(24 * 60 + 30, '24h')).toBe('00:30');
    expect(formatTime(24 * 60 + 30, '12h')).toBe('12:30 AM');
  });

  it('writes Arabic with Arabic-Indic digits and ص / م', () => {
    expect(formatTime(18 * 60 + 5, '12h', 'ar')).toBe('٦:٠٥ م');
    expect(formatTime(9 * 60, '12h', 'ar')).toBe('٩:٠٠ ص');
    expect(formatTime(18 * 60 + 5, '24h', 'ar')).toBe('١٨:٠٥');
  });

  it("puts each language's day period where it goes, keeping Latin digits outside Arabic", () => {
    expect(formatTime(18 * 60 + 5, '12h', 'es')).toBe('6:05 p. m.');
    expect(formatTime(18 * 60 + 5, '12h', 'el')).toBe('6:05 μ.μ.');
    expect(formatTime(9 * 60, '12h', 'tr')).toBe('ÖÖ 9:00');
    expect(formatTime(18 * 60 + 5, '12h', 'zh')).toBe('下午6:05');
    expect(formatTime(18 * 60 + 5, '24h', 'ru')).toBe('18:05');
    expect(formatDate('2026-11-24', 'dmy', 'lt')).toBe('24/11/2026');
  });

  it('writes ranges with an en dash', () => {
    expect(formatTimeRange(1080, 1095, '12h')).toBe('6:00 PM – 6:15 PM');
  });
});

describe('date formats', () => {
  it('orders the parts as the coach chose', () => {
    expect(formatDate('2026-11-24', 'mdy')).toBe('11/24/2026');
    expect(formatDate('2026-11-24', 'dmy')).toBe('24/11/2026');
    expect(formatDate('2026-11-24', 'ymd')).toBe('2026-11-24');
  });

  it('writes Arabic digits in the same order', () => {
    expect(formatDate('2026-11-24', 'dmy', 'ar')).toBe('٢٤/١١/٢٠٢٦');
    expect(localizeDigits('0123456789', 'ar')).toBe('٠١٢٣٤٥٦٧٨٩');
  });

  it('refuses a malformed date', () => {
    expect(() => formatDate('24.11.2026', 'mdy')).toThrow(RangeError);
  });
});
