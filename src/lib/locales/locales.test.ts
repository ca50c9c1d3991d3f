// Every text goes through i18next, in every language we ship (engine/model/languages.ts): each key
// the code uses exists in English, and every other language has every English key, no key English
// lacks, each plural form its grammar needs (Unicode CLDR, as Intl.PluralRules and i18next count
// them), every placeholder, and no text left in English — in the first load's texts and in those of
// screens loaded on demand (on-demand/<name>.<code>.ts, added by i18n.ts addTexts).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../engine/model/languages';
import { PLURAL_SUFFIX, textEntries, translationProblems, type Texts } from '../../../engine/model/text-catalogs';
import { en } from './en';

const flatten = (texts: Texts) => textEntries(texts).map(([key]) => key);
const baseKeys = (texts: Texts) => new Set(flatten(texts).map((key) => key.replace(PLURAL_SUFFIX, '')));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const OTHERS = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');
const ON_DEMAND = join(import.meta.dirname, 'on-demand');
const onDemandNames = readdirSync(ON_DEMAND).flatMap((name) => /^(.+)\.en\.ts$/.exec(name)?.[1] ?? []);
const textsOf = async (path: string, name = 'default') => ((await import(path)) as Record<string, Texts>)[name]!;
/** Each file of texts in English and in every other language: the first load's and each screen's. */
const files = [
  { name: 'first load', en: en as Texts, others: Object.fromEntries(await Promise.all(OTHERS.map(async (code) => [code, await textsOf(join(import.meta.dirname, `${code}.ts`), code)] as const))) },
  ...(await Promise.all(
    onDemandNames.map(async (name) => ({
      name,
      en: await textsOf(join(ON_DEMAND, `${name}.en.ts`)),
      others: Object.fromEntries(await Promise.all(OTHERS.map(async (code) => [code, await textsOf(join(ON_DEMAND, `${name}.${code}.ts`))] as const))),
    })),
  )),
];

/** Latin words any language may keep: placeholders, links, file formats, units, brands, leagues, age
 * groups, keys, paper names, clock examples and the words other scripts write in Latin (email, pixel). */
const KEPT_LATIN = /\{\{\w+\}\}|https?:\/\/\S*|\S+@\S+\.\w+|\bU\d+\b|\b(PDF|PNG|SVG|GIF|MP4|WebM|JPEG|QR|YouTube|Vimeo|URL|ID|HD|px|A4|Letter|Shift|Ctrl|Alt|Esc|Enter|Tab|Delete|Del|[A-Z]|AM|PM|NBA|NCAA|FIBA|Courtside|Paddle|Auth0|OK|[Ee]-?mail|(mega)?pixel|Horns|twist)\b/g;

describe.each(OTHERS)('texts in %s', (code) => {
  it.each(files.map((file) => [file.name, file] as const))('has every English text of %s, each plural form, every placeholder, none left in English', (_name, file) => {
    expect(translationProblems(file.en, file.others[code]!, code, { keptLatin: KEPT_LATIN })).toEqual([]);
  });
});

describe('translations', () => {
  const english = new Set(files.flatMap((file) => [...baseKeys(file.en)]));

  it.each(files.filter((file) => file.name !== 'first load').map((file) => [file.name, file] as const))('keeps the on-demand texts of %s apart from the first load', (_name, file) => {
    // Merged into the one translation tree: a clash would overwrite a first-load text.
    expect([...baseKeys(file.en)].filter((key) => baseKeys(en as Texts).has(key))).toEqual([]);
  });

  it('has every key the screens ask for', () => {
    const root = join(import.meta.dirname, '..', '..');
    const missing: string[] = [];
    for (const file of sourceFiles(root)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g)) {
        if (!english.has(match[1]!)) missing.push(`${match[1]} (${file.slice(root.length + 1)})`);
      }
      for (const match of source.matchAll(/label: '(nav\.[a-zA-Z]+)'/g)) {
        if (!english.has(match[1]!)) missing.push(`${match[1]} (${file.slice(root.length + 1)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the spec texts word for word', () => {
    expect(en.errors.clearCacheHint).toBe("If refreshing the browser doesn't work, there might be a data issue. Clearing the Cache might help.");
    expect(en.connectivity).toEqual({ regained: 'You regained internet connection', lost: 'You lost internet connection' });
    expect(en.common.loading).toBe('Loading...');
    expect(en.errors.title).toBe('Error');
    expect(en.print.popupBlocked).toBe('Popup blocked. Please allow popups and try again.');
    expect(en.errors.somethingWentWrong).toBe('Something went wrong');
    expect(en.errors.clearCache).toBe('Clear the cache');
    // Spec §8: the router's texts.
    expect([en.errors.status400, en.errors.status403, en.errors.status404, en.errors.status405]).toEqual(['Bad Request', 'Forbidden', 'Not Found', 'Method Not Allowed']);
    expect(en.errors.noRouteMatches).toBe('No route matches URL');
  });
});
