// The server's sentences in the coach's language (issue 34). Code names a text by its key and
// values (`said`); the error handler, which knows the request's language, turns it into words
// (`say`). A small function rather than an i18next instance: the catalogs follow i18next's rules
// (engine/model/text-catalogs.ts), and all saying them needs is a lookup, Intl.PluralRules and a
// replace, with no per-request state to set (each answer names its own language) and nothing
// made per request: the catalogs, plural rules and number formats are made once, at start.
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../../engine/model/languages';
import { PLURAL_SUFFIX, textEntries } from '../../engine/model/text-catalogs';
import { en } from './en';
import { TRANSLATIONS } from './translations';

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Every text of the English catalog with its dotted key. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? { key: `${Prefix}${K}`; text: T[K] } : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type Leaf = Leaves<typeof en>;
type BaseOf<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** A text of the catalog, by meaning; a plural text's key is its base (`time.minutes`), and `count` picks the form. */
export type TextKey = BaseOf<Leaf['key']>;

type TextsOf<K extends string> = Extract<Leaf, { key: K | `${K}_${PluralForm}` }>['text'];
type PlaceholdersOf<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;
type NamesOf<K extends TextKey> = PlaceholdersOf<TextsOf<K>> | (`${K}_other` extends Leaf['key'] ? 'count' : never);

/** A list inside a sentence: "A, B, C", or with `join` "A, B and C" / "A, B or C", in the sentence's language. */
export interface TextList {
  readonly list: readonly TextValue[];
  readonly join?: 'and' | 'or';
}
/** What fills a placeholder: words as they are (a name, a code), a number, a text of the catalog, a list. */
export type TextValue = string | number | Said | TextList;
/** The values a text needs, each of its placeholders (and `count` for a plural text). */
export type ValuesOf<K extends TextKey> = { readonly [N in NamesOf<K>]: N extends 'count' ? number : TextValue };

/** A text to say: its key and its values. */
export interface Said {
  readonly key: TextKey;
  readonly values?: Readonly<Record<string, TextValue>>;
  /** Its English as written elsewhere (a schema's own sentence, ./issues.ts), said instead of the catalog's in English. */
  readonly english?: string;
}

/** The keys of texts that need no values. */
export type PlainKey = { [K in TextKey]: [NamesOf<K>] extends [never] ? K : never }[TextKey];

/** The text `key` with its values; tsc refuses an unknown key, and a missing or unknown value. */
export function said<K extends TextKey>(key: K, ...values: [NamesOf<K>] extends [never] ? [] : [ValuesOf<K>]): Said {
  return values[0] === undefined ? { key } : { key, values: values[0] as Record<string, TextValue> };
}

/** `key` unchanged, for a zod schema's message: tsc refuses a key the catalog has not (server/texts/issues.ts reads it). */
export const textKey = (key: TextKey): string => key;

export const textList = (list: readonly TextValue[], join?: 'and' | 'or'): TextList => (join ? { list, join } : { list });

// A language that lacks a text says it in English (the translation tests keep that from shipping).
const CATALOGS = new Map<LanguageCode, ReadonlyMap<string, string>>(LANGUAGE_CODES.map((code) => [code, new Map(textEntries(code === 'en' ? en : TRANSLATIONS[code]))]));
const PLURAL_RULES = new Map(LANGUAGE_CODES.map((code) => [code, new Intl.PluralRules(code)]));
// Digits as the app shows them, without grouping (a limit of 100000 reads as the API takes it).
const NUMBERS = new Map(LANGUAGE_CODES.map((code) => [code, new Intl.NumberFormat(code, { useGrouping: false, maximumFractionDigits: 20, numberingSystem: 'latn' })]));

/** Whether `key` names a text of the catalog (a zod message made by `textKey`). */
const ENGLISH_KEYS = new Set([...CATALOGS.get(DEFAULT_LANGUAGE)!.keys()].map((key) => key.replace(PLURAL_SUFFIX, '')));
export const isTextKey = (key: string): key is TextKey => ENGLISH_KEYS.has(key);

function template(language: LanguageCode, key: string, count: number | undefined): string | undefined {
  const texts = CATALOGS.get(language)!;
  // A plural text said without a count (a schema's key on an issue that has no bound): its general form.
  if (count === undefined) return texts.get(key) ?? texts.get(`${key}_other`);
  return texts.get(`${key}_${PLURAL_RULES.get(language)!.select(count)}`) ?? texts.get(`${key}_other`) ?? texts.get(key);
}

/** The sentence `text` in `language`. */
export function say(language: LanguageCode, text: Said | PlainKey): string {
  const { key, values, english } = typeof text === 'string' ? { key: text, values: undefined, english: undefined } : text;
  if (english !== undefined && language === 'en') return english;
  const count = typeof values?.count === 'number' ? values.count : undefined;
  const words = template(language, key, count) ?? template(DEFAULT_LANGUAGE, key, count) ?? key;
  if (!values) return words;
  return words.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : valueText(language, value);
  });
}

function valueText(language: LanguageCode, value: TextValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return NUMBERS.get(language)!.format(value);
  if ('list' in value) {
    const items = value.list.map((item) => valueText(language, item));
    const separator = say(language, 'list.separator');
    if (!value.join || items.length < 2) return items.join(separator);
    return say(language, said(`list.${value.join}`, { items: items.slice(0, -1).join(separator), last: items.at(-1)! }));
  }
  return say(language, value);
}
