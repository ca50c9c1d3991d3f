// The language a request is answered in: its Accept-Language (RFC 9110 §12.5.4), which the app sets
// to the coach's language and a browser to its preferred ones; English when it names none we ship.
import { DEFAULT_LANGUAGE, preferredLanguage, type LanguageCode } from '../../engine/model/languages';

/** Entries read of one header: a browser sends a handful; more only costs time. */
const MAX_ENTRIES = 32;
/** Headers remembered with their language: a few distinct ones come again and again. */
const MAX_REMEMBERED = 256;
const remembered = new Map<string, LanguageCode>();

/**
 * The language tags of an Accept-Language header, best first: by weight (`q`, 1 when not given),
 * in the header's order among equals; a weight of 0, or one that is not a number from 0 to 1,
 * refuses the tag. `*` (any language) stands for English, our default.
 */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',', MAX_ENTRIES)
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.split(';');
      const weight = parameters.map((parameter) => /^\s*q\s*=(.*)$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
      const q = weight === undefined ? 1 : Number(weight.trim() || Number.NaN);
      return { tag: tag.trim(), q: q >= 0 && q <= 1 ? q : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => (entry.tag === '*' ? DEFAULT_LANGUAGE : entry.tag));
}

/** The language to answer a request in, from its Accept-Language header: a Map lookup for a header seen before. */
export function requestLanguage(header: string | undefined): LanguageCode {
  if (!header) return DEFAULT_LANGUAGE;
  let language = remembered.get(header);
  if (language === undefined) {
    language = preferredLanguage(acceptedLanguages(header));
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(header, language);
  }
  return language;
}
