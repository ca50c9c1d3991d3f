// Spec §3 names the offline labels '2 Halfs' / '4 Quarters' and '{n} min'; coaches read '2 halves' in English (issue 32, point 9).
import type { TFunction } from 'i18next';

export function periodsLabel(periods: number, t: TFunction): string {
  return periods === 2 ? t('rotations.halves') : t('rotations.quarters', { count: periods });
}

/** Seconds as whole or one-decimal minutes: 600 → '10 min', 450 → '7.5 min'. */
export function periodLengthLabel(seconds: number, t: TFunction): string {
  return t('rotations.minutes', { n: Math.round((seconds / 60) * 10) / 10 });
}
