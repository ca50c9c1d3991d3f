// A catalog of texts in i18next's shape, as the app's (src/lib/locales) and the server's
// (server/texts) are written: nested keys, `{{name}}` placeholders, and a plural text as one key per
// Unicode CLDR form (`_one`, `_few`, ...: what Intl.PluralRules answers for the language). The
// server reads catalogs through textEntries; both sides' tests check every translation with
// translationProblems, so the two catalogs follow the same rules.

export type Texts = { readonly [key: string]: string | Texts };

/** The plural form a key ends in, if any. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every text with its dotted key (`media.tooLarge.video`), in the catalog's order. */
export function textEntries(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : textEntries(value, `${prefix}${key}.`)));
}

/** The `{{name}}` placeholders of a text. */
export const placeholdersOf = (text: string): Set<string> => new Set(text.match(/\{\{\w+\}\}/g) ?? []);

/** Languages written in Latin letters, where a text may be checked for being left in English; others may hold none but kept words. */
const LATIN_SCRIPT = new Set(['es', 'fr', 'de', 'it', 'pt', 'tr', 'lt']);

export interface CheckOptions {
  /** Latin words any language may keep (placeholders, brands, formats, the API's own words): they may make a text equal English, and they may stand in other scripts. */
  keptLatin: RegExp;
}

/**
 * What is wrong with `translated` as the `language` version of `english`: a key missing, a key
 * English lacks, a plural form the language has not (or one it needs missing), a placeholder lost
 * or added, a text left in English, Latin letters in another script. Empty when all is well.
 */
export function translationProblems(english: Texts, translated: Texts, language: string, { keptLatin }: CheckOptions): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const englishTexts = textEntries(english);
  const translations = new Map(textEntries(translated));
  const englishBases = new Map(englishTexts.map(([key, text]) => [key.replace(PLURAL_SUFFIX, ''), text]));
  const keptOnly = (text: string) => text.replace(keptLatin, '');
  const latinScript = LATIN_SCRIPT.has(language);
  const problems: string[] = [];
  for (const [base, text] of englishBases) {
    const plural = englishTexts.some(([key]) => key !== base && key.replace(PLURAL_SUFFIX, '') === base);
    // A plural in English needs all of this language's forms; a plain text may be plural here.
    const forms = categories.map((category) => `${base}_${category}`);
    if (plural ? !forms.every((key) => translations.has(key)) : !translations.has(base) && !forms.every((key) => translations.has(key))) problems.push(`missing ${base}`);
    // Only placeholders, numbers and kept words may be the same as in English.
    if (latinScript && translations.get(base) === text && /\p{L}{2,}/u.test(keptOnly(text))) problems.push(`left in English: ${base}`);
  }
  for (const [key, text] of translations) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (!englishBases.has(base)) problems.push(`not in English: ${key}`);
    else if (key !== base && !categories.includes(PLURAL_SUFFIX.exec(key)![1] as Intl.LDMLPluralRule)) problems.push(`a plural form ${language} has not: ${key}`);
    if (!latinScript && /[A-Za-z]/.test(keptOnly(text))) problems.push(`Latin letters in ${key}: ${text}`);
    // Every placeholder of the English text is in the translation ({{count}} picks the plural form).
    const englishPlaceholders = placeholdersOf(englishBases.get(base) ?? '');
    for (const name of englishPlaceholders) if (name !== '{{count}}' && !placeholdersOf(text).has(name)) problems.push(`${key} lost ${name}`);
    for (const name of placeholdersOf(text)) if (!englishPlaceholders.has(name) && name !== '{{count}}') problems.push(`${key} names ${name}, which English does not give`);
  }
  return problems;
}
