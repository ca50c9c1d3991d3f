// Every text a coach reads goes through i18next, in the thirteen languages of
// engine/model/languages.ts; Arabic forces rtl (spec §4). English is bundled (and the fallback);
// another language's texts load when it is chosen, or before the first render when it was chosen
// on an earlier visit or is the browser's preferred one (main.tsx waits for `languageReady`).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES, preferredLanguage, PSEUDO_LOCALE_KEY, type LanguageCode } from '../../engine/model/languages';
import { en } from './locales/en';

export { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES, type LanguageCode };

/** Where the chosen language is remembered on this device (the account keeps it too: users.language). */
export const LANGUAGE_STORAGE_KEY = 'language';

const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

export function isRtlLanguage(language: string): boolean {
  return RTL_LANGUAGES.has(language.split('-')[0]!);
}

/** The language chosen on this device, else the browser's preferred one we ship, else English. */
export function storedLanguage(): LanguageCode {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguageCode(stored)) return stored;
  } catch {
    // No storage: the browser's preference.
  }
  return preferredLanguage(globalThis.navigator?.languages ?? []);
}

type OtherLanguage = Exclude<LanguageCode, 'en'>;
type TextsLoader = () => Promise<object>;

/** The first load's texts of each other language (`./locales/<code>.ts`, exporting `<code>`), each its own chunk. */
const FIRST_LOAD_TEXTS = import.meta.glob<Record<string, object>>(['./locales/*.ts', '!./locales/en.ts', '!./locales/*.test.ts', '!./locales/arabic-plural.ts']);

const firstLoadTexts = (code: OtherLanguage): Promise<object> => {
  const load = FIRST_LOAD_TEXTS[`./locales/${code}.ts`];
  if (!load) return Promise.reject(new Error(`No texts for ${code}`));
  return load().then((module) => module[code]!);
};

/**
 * A screen's on-demand texts by language, from an `import.meta.glob` of its files `<name>.<code>.ts`
 * (on-demand/README.md): the screen's chunk holds the loaders, each language is a chunk of its own.
 */
export function byLanguage(files: Record<string, () => Promise<unknown>>): Partial<Record<OtherLanguage, TextsLoader>> {
  const loaders: Partial<Record<OtherLanguage, TextsLoader>> = {};
  for (const [path, load] of Object.entries(files)) {
    const code = /\.([a-z]{2})\.ts$/.exec(path)?.[1];
    if (isLanguageCode(code) && code !== 'en') loaders[code] = load as TextsLoader;
  }
  return loaders;
}

/** The texts of screens loaded on demand, per language, added by addTexts. */
const onDemandTexts: Partial<Record<OtherLanguage, TextsLoader>>[] = [];

/** Whether this device asked for the pseudo-locale (engine/model/pseudo-locale.ts). */
function pseudoLocaleOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(PSEUDO_LOCALE_KEY) === 'on';
  } catch {
    return false;
  }
}
const pseudoLocale = pseudoLocaleOn();
/** The pseudo-locale's transform of English, once loaded on a device that asked for it. */
let pseudoTexts: (<T extends object>(texts: T) => T) | undefined;
/** On such a device, the English texts added so far: given again in the pseudo-locale once its transform has loaded. */
const englishTexts: object[] = pseudoLocale ? [en] : [];

const mergeTexts = (code: LanguageCode, texts: object) =>
  i18next.addResourceBundle(code, 'translation', code === 'en' && pseudoTexts ? pseudoTexts(texts) : texts, true, true);

/** A language whose texts are loading now: texts added meanwhile wait for it. */
const loadingLanguages = new Map<OtherLanguage, Promise<void>>();

/**
 * Texts of a screen loaded on demand (the playbook editor, printing): called when its chunk loads,
 * so the first page's bundle carries none of them. English is merged at once; another language
 * now if it is loaded, after it if it is loading (a route's chunk may load before the first page's
 * language has), else when it is (screens re-render when texts are added).
 */
export function addTexts(english: object, others: Partial<Record<OtherLanguage, TextsLoader>>): void {
  if (pseudoLocale) englishTexts.push(english);
  mergeTexts('en', english);
  onDemandTexts.push(others);
  for (const [code, load] of Object.entries(others) as [OtherLanguage, TextsLoader][]) {
    const ready = i18next.hasResourceBundle(code, 'translation') ? Promise.resolve() : loadingLanguages.get(code);
    if (ready) void ready.then(load).then((texts) => mergeTexts(code, texts));
  }
}

/** Adds a language's texts to i18next (once); English is always there. */
export function loadLanguage(code: LanguageCode): Promise<void> {
  if (code === 'en' || i18next.hasResourceBundle(code, 'translation')) return Promise.resolve();
  const loading = loadingLanguages.get(code);
  if (loading) return loading;
  const load = Promise.all([firstLoadTexts(code), ...onDemandTexts.flatMap((texts) => texts[code]?.() ?? [])])
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
export const languageReady: Promise<void> = Promise.all([
  loadLanguage(initialLanguage).catch((error: unknown) => {
    console.warn('Could not load the texts of', initialLanguage, error);
  }),
  pseudoLocale &&
    import('../../engine/model/pseudo-locale').then((pseudo) => {
      pseudoTexts = pseudo.pseudoTexts;
      for (const texts of englishTexts) mergeTexts('en', texts);
    }),
]).then(() => undefined);

export { i18next };
