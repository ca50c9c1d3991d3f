// How the substitution manager and the season view write times and periods.
import type { TFunction } from 'i18next';

/** Seconds as 'm:ss' (whole seconds, rounded down): 754.6 → '12:34'. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The clock's time left, shown rounded up as game clocks do (9:59.2 left shows 10:00 only at the start). */
export function formatRemaining(seconds: number): string {
  return formatClock(Math.ceil(Math.max(0, seconds) - 1e-9));
}

/** 'm:ss' or 'mm:ss' typed by a coach (or whole minutes) as seconds; null when unreadable. */
export function parseClock(text: string): number | null {
  const match = /^\s*(\d{1,3})(?::([0-5]\d))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2] ?? 0);
}

/** Minutes to one decimal, as the season view's table shows them. */
export function formatMinutes(seconds: number): string {
  return (Math.round(seconds / 6) / 10).toFixed(1);
}

/** 'Q2' or 'H1' style: the period's short name. */
export function periodShort(period: number, periods: number, t: TFunction): string {
  return periods === 2 ? t('games.periodShort.half', { n: period }) : t('games.periodShort.quarter', { n: period });
}
