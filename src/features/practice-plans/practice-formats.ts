// Times and dates of practice plans in the coach's formats (issue 17, spec §3 print settings:
// 12h and mdy by default), in the app's language: one hook for the planner, the detail, the list,
// the share page and practice mode, so they all read the same as the printed plan.
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, formatTimeRange, type DateFormat, type PracticeLocale, type TimeFormat } from '../../../engine/practice/formats';
import { parseClockTime } from '../../../engine/practice/clock-times';
import { preferredLanguage } from '../../../engine/model/languages';
import { usePrintSettingsStore } from '../../print/print-settings-store';

export interface PracticeFormats {
  timeFormat: TimeFormat;
  dateFormat: DateFormat;
  locale: PracticeLocale;
  /** A stored 'HH:MM' or minutes since midnight, in the coach's format. */
  time: (value: string | number) => string;
  range: (startMinutes: number, endMinutes: number) => string;
  /** A stored 'YYYY-MM-DD'; '' for none or a malformed one. */
  date: (isoDate: string | undefined) => string;
}

/** The coach's language as the formats know it: its primary subtag, else English. */
export const practiceLocaleOf = (language: string): PracticeLocale => preferredLanguage([language]);

export function practiceFormats(timeFormat: TimeFormat, dateFormat: DateFormat, locale: PracticeLocale): PracticeFormats {
  return {
    timeFormat,
    dateFormat,
    locale,
    time: (value) => {
      try {
        return formatTime(typeof value === 'number' ? value : parseClockTime(value), timeFormat, locale);
      } catch {
        return String(value);
      }
    },
    range: (start, end) => formatTimeRange(start, end, timeFormat, locale),
    date: (isoDate) => {
      try {
        return isoDate ? formatDate(isoDate, dateFormat, locale) : '';
      } catch {
        return '';
      }
    },
  };
}

export function usePracticeFormats(): PracticeFormats {
  const { i18n } = useTranslation();
  const { timeFormat, dateFormat } = usePrintSettingsStore((state) => state.settings.practicePlan);
  return practiceFormats(timeFormat, dateFormat, practiceLocaleOf(i18n.language));
}

/** Today on this device, 'YYYY-MM-DD' (a new plan's date). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
