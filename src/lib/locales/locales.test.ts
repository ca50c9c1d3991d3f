// Every text goes through i18next: each key the code uses exists in English, and Arabic has every
// English key (plural forms aside), in the first load's texts and in those of screens loaded on
// demand (on-demand/<name>.en.ts beside <name>.ar.ts, added by i18n.ts addTexts).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';

type Texts = { [key: string]: string | Texts };

function flatten(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`)));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (texts: Texts) => new Set(flatten(texts).map((key) => key.replace(PLURAL, '')));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const ON_DEMAND = join(import.meta.dirname, 'on-demand');
const onDemandNames = readdirSync(ON_DEMAND).flatMap((name) => /^(.+)\.en\.ts$/.exec(name)?.[1] ?? []);
const onDemand = await Promise.all(
  onDemandNames.map(async (name) => ({
    name,
    en: ((await import(join(ON_DEMAND, `${name}.en.ts`))) as { default: Texts }).default,
    ar: ((await import(join(ON_DEMAND, `${name}.ar.ts`))) as { default: Texts }).default,
  })),
);
/** Latin words an Arabic text may keep: placeholders, file formats (GIF for exports), leagues, keys, paper names and an example link. */
const KEPT_LATIN = /\{\{\w+\}\}|https?:\/\/\S+|\b(PDF|PNG|SVG|GIF|QR|YouTube|URL|A4|Letter|Shift|NBA|NCAA|FIBA|Courtside)\b/g;

describe('translations', () => {
  const english = new Set([...baseKeys(en as Texts), ...onDemand.flatMap((texts) => [...baseKeys(texts.en)])]);
  const arabic = baseKeys(ar);

  it('has every English text in Arabic', () => {
    const firstLoad = baseKeys(en as Texts);
    expect([...firstLoad].filter((key) => !arabic.has(key))).toEqual([]);
    expect([...arabic].filter((key) => !firstLoad.has(key))).toEqual([]);
  });

  it.each(onDemand.map((texts) => [texts.name, texts] as const))('has every on-demand text of %s in Arabic, none left in English, none clashing', (_name, texts) => {
    const [enKeys, arKeys] = [baseKeys(texts.en), baseKeys(texts.ar)];
    expect([...enKeys].filter((key) => !arKeys.has(key))).toEqual([]);
    expect([...arKeys].filter((key) => !enKeys.has(key))).toEqual([]);
    const flat = (t: Texts, prefix = ''): [string, string][] => Object.entries(t).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flat(value, `${prefix}${key}.`)));
    expect(flat(texts.ar).filter(([, text]) => /[A-Za-z]/.test(text.replace(KEPT_LATIN, '')))).toEqual([]);
    // Every placeholder of the English text is in the Arabic one ({{count}} picks the plural form).
    const placeholders = (text: string) => new Set(text.match(/\{\{\w+\}\}/g) ?? []);
    const englishText = new Map(flat(texts.en).map(([key, text]) => [key.replace(PLURAL, ''), text]));
    const lost = flat(texts.ar).flatMap(([key, text]) =>
      [...placeholders(englishText.get(key.replace(PLURAL, '')) ?? '')].filter((name) => name !== '{{count}}' && !placeholders(text).has(name)).map((name) => `${key}: ${name}`),
    );
    expect(lost).toEqual([]);
    // Merged into the one translation tree: a clash would overwrite a first-load text.
    expect([...enKeys].filter((key) => baseKeys(en as Texts).has(key))).toEqual([]);
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
