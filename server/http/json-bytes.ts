// An answer as UTF-8 JSON bytes, the same bytes as Buffer.from(JSON.stringify(value)) but made
// piece by piece. V8's JSON.stringify answers a long result as a rope of parts, and the first
// look at its characters (Fastify sizing the body, the socket encoding it) flattens that rope:
// for a page of 50 plays with their SVG thumbnails (80-200 KB) that took 1-2 ms, four times the
// stringify itself, and a title beyond Latin-1 doubled it. Stringified a record at a time, each
// piece is short and flat, and the pieces are encoded and joined as bytes.

const encoder = new TextEncoder();
const OPEN_ARRAY = encoder.encode('[');
const CLOSE_ARRAY = encoder.encode(']');
const OPEN_OBJECT = encoder.encode('{');
const CLOSE_OBJECT = encoder.encode('}');
const COMMA = encoder.encode(',');
const NULL = encoder.encode('null');

/** How deep objects and arrays are taken apart; below, each value is stringified whole (a record, a play). */
const SPLIT_DEPTH = 2;

/** Whether JSON.stringify leaves this value out of an object (and writes null for it in an array). */
const isSkipped = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

function pieces(value: unknown, depth: number, out: Uint8Array[]): void {
  const plain = typeof value === 'object' && value !== null && typeof (value as { toJSON?: unknown }).toJSON !== 'function';
  if (!plain || depth >= SPLIT_DEPTH) {
    out.push(encoder.encode(JSON.stringify(value)));
    return;
  }
  if (Array.isArray(value)) {
    out.push(OPEN_ARRAY);
    // An index loop, not forEach: a hole is null too.
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      if (index > 0) out.push(COMMA);
      if (isSkipped(item)) out.push(NULL);
      else pieces(item, depth + 1, out);
    }
    out.push(CLOSE_ARRAY);
    return;
  }
  out.push(OPEN_OBJECT);
  let first = true;
  for (const [key, item] of Object.entries(value)) {
    if (isSkipped(item)) continue;
    if (!first) out.push(COMMA);
    first = false;
    out.push(encoder.encode(`${JSON.stringify(key)}:`));
    pieces(item, depth + 1, out);
  }
  out.push(CLOSE_OBJECT);
}

/** `value` as JSON in UTF-8, byte for byte what Buffer.from(JSON.stringify(value)) gives. */
export function jsonBytes(value: unknown): Buffer {
  if (isSkipped(value)) throw new TypeError('An answer must be a JSON value.');
  const out: Uint8Array[] = [];
  pieces(value, 0, out);
  return Buffer.concat(out);
}
