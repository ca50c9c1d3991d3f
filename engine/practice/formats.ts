// Times and dates in the coach's formats (issue 17, spec §3 "Print settings": 12h and mdy by
// default), in each language we ship. Explicit tables, not Intl: engines and ICU versions disagree on
// Arabic's default digits and marks, and a printed plan must read the same from browser and server.
import type { LanguageCode } from '../model/languages';
import { MINUTES_PER_DAY } from './clock-times';

export const TIME_FORMATS = ['12h', '24h'] as const;
export type TimeFormat = (typeof TIME_FORMATS)[number];
export const DATE_FORMATS = ['mdy', 'dmy', 'ymd'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
/** The languages times and dates are written in: every language we ship. */
export type PracticeLocale = LanguageCode;

/** Arabic-Indic digits ٠..٩, as Arabic print uses them. */
const ARABIC_DIGITS = ['٠', '١', '٢', '٣', '٤', '٥', '٦', '٧', '٨', '٩'] as const;

/** A 12-hour time before and after noon in each language: Unicode CLDR's abbreviated day periods,
 * where each language puts them ({time} is '6:05'). */
export const DAY_PERIOD_MARKS: Readonly<Record<PracticeLocale, { am: string; pm: string }>> = {
  en: { am: '{time} AM', pm: '{time} PM' },
  ar: { am: '{time} ص', pm: '{time} م' },
  es: { am: '{time} a. m.', pm: '{time} p. m.' },
  fr: { am: '{time} AM', pm: '{time} PM' },
  de: { am: '{time} AM', pm: '{time} PM' },
  it: { am: '{time} AM', pm: '{time} PM' },
  pt: { am: '{time} AM', pm: '{time} PM' },
  el: { am: '{time} π.μ.', pm: '{time} μ.μ.' },
  tr: { am: 'ÖÖ {time}', pm: 'ÖS {time}' },
  ru: { am: '{time} AM', pm: '{time} PM' },
  sr: { am: '{time} AM', pm: '{time} PM' },
  lt: { am: '{time} priešpiet', pm: '{time} popiet' },
  zh: { am: '上午{time}', pm: '下午{time}' },
};

/** The separator of a time range: an en dash with spaces. */
export const TIME_RANGE_SEPARATOR = ' – ';

/** Latin digits in `text` written in the locale's digits. */
export function localizeDigits(text: string, locale: PracticeLocale): string {
  if (locale !== 'ar') return text;
  return text.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)]!);
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * A clock time from minutes since midnight (wrapped into one day, so a practice running past
 * midnight reads 12:30 AM): '6:05 PM' or '18:05'; in Arabic '٦:٠٥ م' or '١٨:٠٥'.
 */
export function formatTime(minutesOfDay: number, format: TimeFormat, locale: PracticeLocale = 'en'): string {
  const minutes = ((Math.round(minutesOfDay) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(minutes / 60);
  const clockMinutes = pad2(minutes % 60);
  if (format === '24h') return localizeDigits(`${pad2(hours)}:${clockMinutes}`, locale);
  const marks = DAY_PERIOD_MARKS[locale];
  return (hours < 12 ? marks.am : marks.pm).replace('{time}', localizeDigits(`${hours % 12 === 0 ? 12 : hours % 12}:${clockMinutes}`, locale));
}

/** '6:00 PM – 6:15 PM'. */
export function formatTimeRange(startMinutes: number, endMinutes: number, format: TimeFormat, locale: PracticeLocale = 'en'): string {
  return `${formatTime(startMinutes, format, locale)}${TIME_RANGE_SEPARATOR}${formatTime(endMinutes, format, locale)}`;
}

/**
 * A stored date ('YYYY-MM-DD') in the coach's order: mdy '11/24/2026', dmy '24/11/2026',
 * ymd '2026-11-24'; Arabic keeps the order and writes Arabic-Indic digits. Throws on a malformed date.
 */
export function formatDate(isoDate: string, format: DateFormat, locale: PracticeLocale = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (match === null) throw new RangeError(`"${isoDate}" is not a date written YYYY-MM-DD`);
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const text = format === 'mdy' ? `${month}/${day}/${year}` : format === 'dmy' ? `${day}/${month}/${year}` : `${year}-${month}-${day}`;
  return localizeDigits(text, locale);
}
