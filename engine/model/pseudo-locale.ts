// The pseudo-locale (issue 34): English with every letter swapped for an accented one and every
// vowel doubled (about 40% longer, as German or Greek run), so a text that did not go through
// i18n stands out as plain ASCII and a layout that cannot take longer words shows it. Turned on
// for a device by localStorage[PSEUDO_LOCALE_KEY] (languages.ts; the e2e walk, or a developer
// checking a screen); no coach meets it. Placeholders ({{count}}) and the brand are kept as they are.

const LOWER = 'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑ';
const UPPER = 'ȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ';
const VOWELS = new Set('aeiouAEIOU');

const swapped = (letter: string): string => {
  const code = letter.charCodeAt(0);
  if (code >= 97 && code <= 122) return LOWER[code - 97]!;
  if (code >= 65 && code <= 90) return UPPER[code - 65]!;
  return letter;
};

/** Kept as they are: placeholders, and the brand (a logo's name holds the word it shows). */
const KEPT = /(\{\{[^}]*\}\}|Courtside)/;

/** `text` in the pseudo-locale: each ASCII letter accented, each vowel twice; placeholders and the brand untouched. */
export function pseudoize(text: string): string {
  return text
    .split(KEPT)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : Array.from(part, (letter) => (VOWELS.has(letter) ? swapped(letter).repeat(2) : swapped(letter))).join(''),
    )
    .join('');
}

type Texts = { [key: string]: string | Texts };

/** Every text of a tree of texts (a locale file) in the pseudo-locale. */
export function pseudoTexts<T extends object>(texts: T): T {
  const out: Texts = {};
  for (const [key, value] of Object.entries(texts as Texts)) out[key] = typeof value === 'string' ? pseudoize(value) : pseudoTexts(value);
  return out as T;
}
