// Spec §3: periods show as '2 Halfs' or '4 Quarters', the period length as '{n} min'.
import type { TFunction } from 'i18next';

export function periodsLabel(periods: number, t: TFunction): string {
  return periods === 2 ? t('rotations.halves') : t('rotations.quarters', { count: periods });
}

/** Seconds as whole or one-decimal minutes: 600 → '10 min', 450 → '7.5 min'. */
export function periodLengthLabel(seconds: number, t: TFunction): string {
  return t('rotations.minutes', { n: Math.round((seconds / 60) * 10) / 10 });
}
