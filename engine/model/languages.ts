// The languages Courtside ships (issue 34), each named in its own language for the picker. Arabic
// alone reads right to left. The app keeps a coach's choice on the device and with the account
// (users.language), so it follows the coach to another device.

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'it', label: 'Italiano' },
  { code: 'pt', label: 'Português' },
  { code: 'el', label: 'Ελληνικά' },
  { code: 'tr', label: 'Türkçe' },
  { code: 'ru', label: 'Русский' },
  { code: 'sr', label: 'Српски' },
  { code: 'lt', label: 'Lietuvių' },
  { code: 'zh', label: '简体中文' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

/** The localStorage key that turns the pseudo-locale on for a device (pseudo-locale.ts), with the value "on". */
export const PSEUDO_LOCALE_KEY = 'pseudoLocale';

/** The language of a first visit whose browser prefers none of ours, and the one the settings' reset returns to. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGE_CODES.includes(value as LanguageCode);
}

/**
 * The first of a browser's preferred languages (BCP 47 tags, best first: `navigator.languages`)
 * that Courtside ships, by its primary subtag ("es-AR" is Spanish, "zh-Hans-CN" Chinese); else English.
 */
export function preferredLanguage(tags: readonly string[]): LanguageCode {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguageCode(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
