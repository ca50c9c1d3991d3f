// The play editor's texts (en-editor.ts, ar-editor.ts): Arabic has every English key (plural forms
// aside, see locales.test.ts) and none is left in English: an Arabic text holds no Latin word but
// placeholders, names that stay Latin (file formats, leagues, keys) and an example link.
import { describe, expect, it } from 'vitest';
import { COLOR_PALETTE } from '../../../engine';
import { arEditor } from './ar-editor';
import { enEditor } from './en-editor';

type Texts = { [key: string]: string | Texts };

function entries(texts: Texts, prefix = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Latin words an Arabic text may keep. */
const KEPT_LATIN = /\{\{\w+\}\}|https?:\/\/\S+|\b(PNG|SVG|YouTube|Shift|NBA|NCAA|FIBA|Courtside)\b/g;

describe('editor texts', () => {
  const english = new Set(entries(enEditor).map(([key]) => key.replace(PLURAL, '')));
  const arabic = entries(arEditor as Texts);

  it('has every English editor text in Arabic, and no other', () => {
    const arabicKeys = new Set(arabic.map(([key]) => key.replace(PLURAL, '')));
    expect([...english].filter((key) => !arabicKeys.has(key))).toEqual([]);
    expect([...arabicKeys].filter((key) => !english.has(key))).toEqual([]);
  });

  it('leaves no editor text in English in Arabic', () => {
    const untranslated = arabic.filter(([, text]) => /[A-Za-z]/.test(text.replace(KEPT_LATIN, '')));
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder of the English text in the Arabic one', () => {
    const placeholders = (text: string) => new Set(text.match(/\{\{\w+\}\}/g) ?? []);
    const englishText = new Map(entries(enEditor).map(([key, text]) => [key.replace(PLURAL, ''), text]));
    const lost = arabic.flatMap(([key, text]) => {
      const base = key.replace(PLURAL, '');
      const wanted = [...placeholders(englishText.get(base) ?? '')].filter((name) => name !== '{{count}}');
      return wanted.filter((name) => !placeholders(text).has(name)).map((name) => `${key}: ${name}`);
    });
    expect(lost).toEqual([]);
  });

  it('names every colour of the engine’s palette, in English as the engine does', () => {
    const colours: Record<string, string> = enEditor.properties.colours;
    expect(COLOR_PALETTE.map((colour) => colours[colour.id])).toEqual(COLOR_PALETTE.map((colour) => colour.name));
  });
});
