// How the assignments screens write dates and counts: through Intl in the coach's language.

/** "in 3 days", "tomorrow", "today", "2 days ago" (Intl words it, plural forms included). */
export function daysLeftText(days: number, language: string): string {
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
}

/** A YYYY-MM-DD day as the coach's language writes it, read as that calendar day wherever the device is. */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** Days from the device's today to a YYYY-MM-DD day (0 on the day, negative after), as the server counts them. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export function formatList(items: string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}
