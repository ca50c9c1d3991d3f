// Small helpers for documents read from JSON: they are `unknown` until the latest schema has
// checked them, so migration steps look before they touch and never change what they were given.

export type JsonRecord = Record<string, unknown>;

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A court point `{ x, y }` with finite numbers. */
export function isPoint(value: unknown): value is { x: number; y: number } {
  return isRecord(value) && Number.isFinite(value.x) && Number.isFinite(value.y);
}

/** Thrown by `cloneJson` for values JSON cannot hold (a cycle). */
export class NotJsonError extends Error {
  override name = 'NotJsonError';
}

/**
 * A deep copy of a JSON-like value (plain objects, arrays, strings, numbers, booleans, null).
 * Other values are copied as JSON would see them: undefined and functions dropped from objects
 * and null in lists, other objects (dates, maps) reduced to their own enumerable keys.
 * A cycle throws NotJsonError.
 */
export function cloneJson(value: unknown): unknown {
  return cloneValue(value, new Set());
}

/** Values JSON has no way to write. */
function isJsonless(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

function cloneValue(value: unknown, ancestors: Set<object>): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (ancestors.has(value)) throw new NotJsonError('The document refers to itself (a cycle), so it is not JSON.');
  ancestors.add(value);
  let copy: unknown;
  if (Array.isArray(value)) {
    const list: unknown[] = new Array<unknown>(value.length);
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      list[index] = isJsonless(item) ? null : cloneValue(item, ancestors);
    }
    copy = list;
  } else {
    const source = value as JsonRecord;
    const out: JsonRecord = {};
    for (const key of Object.keys(source)) {
      const item = source[key];
      if (isJsonless(item)) continue;
      if (key === '__proto__') {
        // Kept an ordinary key, as JSON.parse does, instead of setting the prototype.
        Object.defineProperty(out, key, { value: cloneValue(item, ancestors), enumerable: true, writable: true, configurable: true });
      } else {
        out[key] = cloneValue(item, ancestors);
      }
    }
    copy = out;
  }
  ancestors.delete(value);
  return copy;
}

/** `doc` with `doc[key]` replaced by `update(doc[key])`, only where `doc[key]` is a record. */
export function updateRecordAt(doc: JsonRecord, key: string, update: (value: JsonRecord) => JsonRecord): JsonRecord {
  const value = doc[key];
  return isRecord(value) ? { ...doc, [key]: update(value) } : doc;
}

/** `doc` with every record of the list `doc[key]` replaced by `update(record)`; other entries kept. */
export function updateListAt(doc: JsonRecord, key: string, update: (value: JsonRecord) => JsonRecord): JsonRecord {
  const list = doc[key];
  if (!Array.isArray(list)) return doc;
  return { ...doc, [key]: list.map((item: unknown) => (isRecord(item) ? update(item) : item)) };
}

/** `doc` with `doc[key] = value` unless the key is already there. */
export function withDefault(doc: JsonRecord, key: string, value: unknown): JsonRecord {
  return Object.hasOwn(doc, key) ? doc : { ...doc, [key]: value };
}
