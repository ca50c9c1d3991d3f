// Shapes of input shared by many routes, and the guard that keeps what no database column can
// hold (NUL characters, unpaired surrogates, absurd nesting) from ever reaching SQL as a 5xx.
import { z } from 'zod';
import { HttpError } from '../errors';
import { said, textKey, type TextKey } from '../texts/texts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../engine/index';
import { UUID_PATTERN } from '../db/ids';

/** An id sent in a body or query (malformed is a 400 naming the field). */
export const uuidField = z.string({ error: textKey('input.id') }).regex(UUID_PATTERN, textKey('input.id'));

/**
 * An id in a path: any text, so that a malformed id reads as an unknown one (404) as it would on
 * any well-run site; repositories check the shape before asking the database.
 */
export const idParams = z.object({ id: z.string().max(200) });

/** Texts that say what a name is for: `<name>.empty` ("Enter a title") and `<name>.tooLong`. */
export type NameTexts = { [K in TextKey]: K extends `${infer Name}.empty` ? (`${Name}.tooLong` extends TextKey ? Name : never) : never }[TextKey];

/** A name or title a coach types. */
export function nameField(name: NameTexts, max = 200) {
  const empty = textKey(`${name}.empty`);
  return z.string({ error: empty }).trim().min(1, empty).max(max, textKey(`${name}.tooLong`));
}

/** Page numbers from 1; beyond a sane bound a list is simply empty rather than an error. */
export const pageField = z.coerce
  .number({ error: textKey('input.page.notNumber') })
  .int(textKey('input.page.notWhole'))
  .min(1, textKey('input.page.tooSmall'))
  .max(100_000, textKey('input.page.tooBig'))
  .default(1);

/** Items a page (spec §3 "per-page counts" of the local settings): the engine's default and bound. */
export const perPageField = z.coerce
  .number({ error: textKey('input.perPage.notNumber') })
  .int(textKey('input.perPage.notWhole'))
  .min(1, textKey('input.perPage.tooFew'))
  .max(MAX_PAGE_SIZE, textKey('input.perPage.tooMany'))
  .default(PAGE_SIZE);

/** Part of a title to look for. */
export const searchField = z.string().trim().max(200, textKey('input.search')).optional();

/** `?force=true|false` (also 1/0). */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: textKey('input.trueOrFalse') })
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** The deepest JSON nesting accepted; a play is about 6 levels deep. */
export const MAX_INPUT_DEPTH = 32;

// A NUL (Postgres text and jsonb reject it) or a UTF-16 half without its other half (jsonb rejects it).
// eslint-disable-next-line no-control-regex
const UNSTORABLE_CHARACTER = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Characters that change how text around them is shown without being seen themselves: the bidi
 * embeddings, overrides and isolates (U+202A–202E, U+2066–2069: `\u202egnp.exe` reads "exe.png"),
 * the zero-width space, word joiner and byte-order mark (U+200B, U+2060, U+FEFF: two names that look
 * the same). ZWNJ and ZWJ (U+200C, U+200D) stay: Persian spelling needs ZWNJ, emoji sequences and
 * Indic scripts need ZWJ. LRM/RLM/ALM stay too: they only place neutral characters (punctuation
 * beside Arabic), and reorder nothing beyond them.
 */
const INVISIBLE_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200b\u2060\ufeff]/g;

/** Fields holding a secret (`password`, `currentPassword`, `newPassword`). */
const SECRET_KEY = /password/i;

/** `text` without the invisible controls above. */
export function stripInvisibleControls(text: string): string {
  return text.replace(INVISIBLE_CONTROLS, '');
}

/**
 * Every string in a request's JSON input (names, titles, notes inside a play's data…) without the
 * invisible controls, in place: done once for every route, before its schema reads the input, so
 * a new field cannot forget it. Keys and raw bytes (uploads) are left as they are, and so are
 * passwords: never shown, so nothing to spoof, and a secret is compared as it was typed.
 */
export function stripInvisibleControlsDeep(value: unknown): unknown {
  if (typeof value === 'string') return stripInvisibleControls(value);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) value[index] = stripInvisibleControlsDeep(value[index]);
    return value;
  }
  if (value !== null && typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return value;
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) if (!SECRET_KEY.test(key)) record[key] = stripInvisibleControlsDeep(record[key]);
  }
  return value;
}

/** The part of a request its input came from, as its 400 names it. */
export type InputPart = 'body' | 'query' | 'path' | 'request';

/** Throws 400 when `value` holds text or nesting that no column could store. */
export function assertStorableInput(value: unknown, part: InputPart): void {
  const problem = findUnstorable(value, 0);
  if (problem === 'character') throw new HttpError(400, said(`input.invalid.${part}`, { problem: said('input.unstorable') }));
  if (problem === 'depth') throw new HttpError(400, said(`input.invalid.${part}`, { problem: said('input.tooDeep', { count: MAX_INPUT_DEPTH }) }));
}

function findUnstorable(value: unknown, depth: number): 'character' | 'depth' | null {
  if (typeof value === 'string') return UNSTORABLE_CHARACTER.test(value) ? 'character' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return 'depth';
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = findUnstorable(item, depth + 1);
      if (problem) return problem;
    }
    return null;
  }
  for (const key in value) {
    if (UNSTORABLE_CHARACTER.test(key)) return 'character';
    const problem = findUnstorable((value as Record<string, unknown>)[key], depth + 1);
    if (problem) return problem;
  }
  return null;
}
