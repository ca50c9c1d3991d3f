// Every text a coach reads goes through i18next (English and Arabic). Arabic forces rtl (spec §4).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './locales/ar';
import { en } from './locales/en';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** Where the chosen language is remembered (the settings record has no field for it). */
export const LANGUAGE_STORAGE_KEY = 'language';

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

export function isRtlLanguage(language: string): boolean {
  return RTL_LANGUAGES.has(language.split('-')[0]!);
}

export function storedLanguage(): LanguageCode {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (LANGUAGES.some((language) => language.code === stored)) return stored as LanguageCode;
  } catch {
    // No storage: English.
  }
  return 'en';
}

export function setLanguage(code: LanguageCode): Promise<unknown> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Not remembered; still switched for this visit.
  }
  return i18next.changeLanguage(code);
}

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en }, ar: { translation: ar } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18next };
