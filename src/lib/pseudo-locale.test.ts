import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { pseudoize, pseudoTexts } from '../../engine/model/pseudo-locale';

type Texts = { [key: string]: string | Texts };
const all = (texts: Texts): string[] => Object.values(texts).flatMap((value) => (typeof value === 'string' ? [value] : all(value)));

describe('the pseudo-locale', () => {
  it('leaves no ASCII letter outside placeholders, keeps every placeholder, and runs longer', () => {
    for (const text of all(en as Texts)) {
      const pseudo = pseudoize(text);
      const placeholders = text.match(/\{\{[^}]*\}\}/g) ?? [];
      expect(pseudo.match(/\{\{[^}]*\}\}/g) ?? []).toEqual(placeholders);
      expect(pseudo.replace(/\{\{[^}]*\}\}|Courtside/g, '')).not.toMatch(/[A-Za-z]/);
      expect(pseudo.length).toBeGreaterThanOrEqual(text.length);
    }
    expect(pseudoize('Save {{title}}')).toBe('Şȧȧṽḗḗ {{title}}');
    expect(pseudoize('Courtside home')).toBe('Courtside ħǿǿḿḗḗ');
    // English overall grows by a third or more, as the longer languages do.
    const [before, after] = [all(en as Texts).join(''), all(pseudoTexts(en as Texts)).join('')];
    expect(after.length / before.length).toBeGreaterThan(1.3);
  });

  it('keeps the shape of a tree of texts', () => {
    expect(pseudoTexts({ a: 'Go', b: { c: '{{count}} plays' } })).toEqual({ a: 'Ɠǿǿ', b: { c: '{{count}} ƥŀȧȧẏş' } });
  });
});
