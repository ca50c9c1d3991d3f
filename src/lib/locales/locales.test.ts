// Every text goes through i18next: each key the code uses exists in English, and Arabic has every
// English key (plural forms aside).
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

describe('translations', () => {
  const english = baseKeys(en as Texts);
  const arabic = baseKeys(ar);

  it('has every English text in Arabic', () => {
    expect([...english].filter((key) => !arabic.has(key))).toEqual([]);
    expect([...arabic].filter((key) => !english.has(key))).toEqual([]);
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
    expect(en.errors.somethingWentWrong).toBe('Something went wrong');
    expect(en.errors.clearCache).toBe('Clear the cache');
    // Spec §8: the router's texts.
    expect([en.errors.status400, en.errors.status403, en.errors.status404, en.errors.status405]).toEqual(['Bad Request', 'Forbidden', 'Not Found', 'Method Not Allowed']);
    expect(en.errors.noRouteMatches).toBe('No route matches URL');
  });
});
