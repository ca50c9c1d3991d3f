// The server's texts in every language we ship, checked as the app's are (src/lib/locales/locales.test.ts):
// every English text, each plural form the language has, every placeholder, nothing left in English.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../engine/model/languages';
import { translationProblems } from '../../engine/model/text-catalogs';
import { en } from './en';
import { TRANSLATIONS } from './translations';

/** Latin words any language may keep: placeholders, brands, formats, units and the API's own words. */
const KEPT_LATIN = /\{\{\w+\}\}|\b(Courtside|Paddle|Auth0|JSON|NUL|ASCII|UUID|ISO|KB|MB|GB|HH|MM|YYYY|DD|true|false|webhook|[Ee]-?mail|emoji)\b/g;

const OTHERS = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');

describe.each(OTHERS)('server texts in %s', (code) => {
  it('has every English text, each plural form, every placeholder, none left in English', () => {
    expect(translationProblems(en, TRANSLATIONS[code] ?? {}, code, { keptLatin: KEPT_LATIN })).toEqual([]);
  });
});
