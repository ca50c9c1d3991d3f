import { describe, expect, it } from 'vitest';
import { localToday, practiceFormats, practiceLocaleOf } from './practice-formats';

describe('practice plan formats', () => {
  it('write stored times and dates in the coach’s formats, in English and Arabic', () => {
    const defaults = practiceFormats('12h', 'mdy', 'en');
    expect(defaults.time('18:00')).toBe('6:00 PM');
    expect(defaults.time(18 * 60 + 90)).toBe('7:30 PM');
    expect(defaults.range(1080, 1170)).toBe('6:00 PM – 7:30 PM');
    expect(defaults.date('2026-11-24')).toBe('11/24/2026');
    expect(practiceFormats('24h', 'dmy', 'en').time('18:05')).toBe('18:05');
    expect(practiceFormats('24h', 'dmy', 'en').date('2026-11-24')).toBe('24/11/2026');
    expect(practiceFormats('24h', 'ymd', 'ar').date('2026-11-24')).toBe('٢٠٢٦-١١-٢٤');
    expect(practiceFormats('12h', 'mdy', 'ar').time('18:00')).toBe('٦:٠٠ م');
  });

  it('show nothing broken for a missing or malformed value', () => {
    const formats = practiceFormats('12h', 'mdy', 'en');
    expect(formats.date(undefined)).toBe('');
    expect(formats.date('24/11/2026')).toBe('');
    expect(formats.time('6pm')).toBe('6pm');
  });

  it('read the app language as a practice locale, and today as a stored date', () => {
    expect([practiceLocaleOf('ar'), practiceLocaleOf('ar-SA'), practiceLocaleOf('en'), practiceLocaleOf('fr'), practiceLocaleOf('nl')]).toEqual(['ar', 'ar', 'en', 'fr', 'en']);
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
