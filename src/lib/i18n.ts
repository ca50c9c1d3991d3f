// Every text a coach reads goes through i18next (English and Arabic). Arabic forces rtl (spec §4).
// English is bundled (and the fallback); another language's texts load when it is chosen, or before
// the first render when it was chosen on an earlier visit (main.tsx waits for `languageReady`).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'ar', label: 'العربية' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

/** The language of a first visit, and the one the settings' reset returns to. */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

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
  return DEFAULT_LANGUAGE;
}

/** The texts of the languages that are not bundled. */
const LOAD_TEXTS: Record<Exclude<LanguageCode, 'en'>, () => Promise<object>> = {
  ar: () => import('./locales/ar').then((module) => module.ar),
};

type OtherLanguage = Exclude<LanguageCode, 'en'>;

/** The texts of screens loaded on demand, per language, added by addTexts. */
const onDemandTexts: Record<OtherLanguage, () => Promise<object>>[] = [];

const mergeTexts = (code: LanguageCode, texts: object) => i18next.addResourceBundle(code, 'translation', texts, true, true);

/** A language whose texts are loading now: texts added meanwhile wait for it. */
const loadingLanguages = new Map<OtherLanguage, Promise<void>>();

/**
 * Texts of a screen loaded on demand (the playbook editor, printing): called when its chunk loads,
 * so the first page's bundle carries none of them. English is merged at once; another language
 * now if it is loaded, after it if it is loading (a route's chunk may load before the first page's
 * language has), else when it is (screens re-render when texts are added).
 */
export function addTexts(english: object, others: Record<OtherLanguage, () => Promise<object>>): void {
  mergeTexts('en', english);
  onDemandTexts.push(others);
  for (const code of Object.keys(others) as OtherLanguage[]) {
    const ready = i18next.hasResourceBundle(code, 'translation') ? Promise.resolve() : loadingLanguages.get(code);
    if (ready) void ready.then(() => others[code]()).then((texts) => mergeTexts(code, texts));
  }
}

/** Adds a language's texts to i18next (once); English is always there. */
export function loadLanguage(code: LanguageCode): Promise<void> {
  if (code === 'en' || i18next.hasResourceBundle(code, 'translation')) return Promise.resolve();
  const loading = loadingLanguages.get(code);
  if (loading) return loading;
  const load = Promise.all([LOAD_TEXTS[code](), ...onDemandTexts.map((texts) => texts[code]())])
    .then(([texts, ...onDemand]) => {
      mergeTexts(code, texts!);
      for (const more of onDemand) mergeTexts(code, more);
    })
    .finally(() => loadingLanguages.delete(code));
  loadingLanguages.set(code, load);
  return load;
}

export async function setLanguage(code: LanguageCode): Promise<unknown> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Not remembered; still switched for this visit.
  }
  // The texts first: the page never shows the new direction with the old texts.
  await loadLanguage(code);
  return i18next.changeLanguage(code);
}

const initialLanguage = storedLanguage();

void i18next.use(initReactI18next).init({
  resources: { en: { translation: en } },
  // The stored language from the start (so the page's direction is right before the first paint);
  // its texts are added by languageReady.
  lng: initialLanguage,
  fallbackLng: 'en',
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  // Texts added later (addTexts) re-render the screens that use them.
  react: { bindI18nStore: 'added' },
});

/** Settles once the stored language's texts are in (at once for English). Never rejects: without
 * its chunk (offline, never cached) the app shows English rather than nothing. */
export const languageReady: Promise<void> = loadLanguage(initialLanguage).catch((error: unknown) => {
  console.warn('Could not load the texts of', initialLanguage, error);
});

export { i18next };
