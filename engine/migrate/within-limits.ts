// Bringing a stored document inside the bounds of engine/limits.ts, declared per model as a
// LimitSpec: which texts have a maximum length, which numbers a range, which lists a maximum
// count. Like the play's own normalisation (play-within-limits.ts) it runs after the version steps
// and before validation, touches only values of the right type (the schema names the others), is
// pure, and says what it changed.
import { isRecord, type JsonRecord } from './json';
import type { MigrationNote, Normalised } from './run';

/** What a document's fields may hold, field by field. */
export interface LimitSpec {
  /** Longest text of each field. */
  readonly texts?: Readonly<Record<string, number>>;
  /** Range [min, max] of each numeric field. */
  readonly numbers?: Readonly<Record<string, readonly [number, number]>>;
  /** Nested records. */
  readonly records?: Readonly<Record<string, LimitSpec>>;
  /** Lists: their first `max` entries are kept, each checked against `item`. */
  readonly lists?: Readonly<Record<string, { readonly max: number; readonly item?: LimitSpec }>>;
}

/** What was changed, counted. */
export interface LimitTally {
  shortened: number;
  adjusted: number;
  dropped: number;
}

export function emptyTally(): LimitTally {
  return { shortened: 0, adjusted: 0, dropped: 0 };
}

/** A record edited copy-on-write: `result()` is the record itself when nothing changed. */
export class RecordEdit {
  private changes: JsonRecord | null = null;
  constructor(private readonly source: JsonRecord) {}

  get(key: string): unknown {
    return this.changes !== null && Object.hasOwn(this.changes, key) ? this.changes[key] : this.source[key];
  }

  /** Sets `key` when `value` differs from what is there; answers whether it did. */
  set(key: string, value: unknown): boolean {
    if (Object.is(value, this.get(key))) return false;
    this.changes ??= {};
    Object.defineProperty(this.changes, key, { value, enumerable: true, writable: true, configurable: true });
    return true;
  }

  result(): JsonRecord {
    if (this.changes === null) return this.source;
    const out: JsonRecord = {};
    for (const record of [this.source, this.changes]) {
      for (const key of Object.keys(record)) {
        Object.defineProperty(out, key, { value: record[key], enumerable: true, writable: true, configurable: true });
      }
    }
    return out;
  }
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Clamps `record[key]` into min..max when it is a number outside; answers whether it changed. */
export function clampField(edit: RecordEdit, key: string, min: number, max: number): boolean {
  const value = edit.get(key);
  return isFiniteNumber(value) && edit.set(key, Math.min(max, Math.max(min, value)));
}

/** The first `max` characters of a text, never splitting a character made of two code units. */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** Shortens `record[key]` to `max` characters when it is a longer text; counts it. */
export function shortenField(edit: RecordEdit, key: string, max: number, tally: { shortened: number }): void {
  const value = edit.get(key);
  if (typeof value === 'string' && value.length > max && edit.set(key, shortenText(value, max))) tally.shortened++;
}

/** `value` inside `spec` (other values as they are). */
export function withinSpec(value: unknown, spec: LimitSpec, tally: LimitTally): unknown {
  if (!isRecord(value)) return value;
  const edit = new RecordEdit(value);
  for (const [key, max] of Object.entries(spec.texts ?? {})) shortenField(edit, key, max, tally);
  for (const [key, [min, max]] of Object.entries(spec.numbers ?? {})) if (clampField(edit, key, min, max)) tally.adjusted++;
  for (const [key, inner] of Object.entries(spec.records ?? {})) edit.set(key, withinSpec(value[key], inner, tally));
  for (const [key, { max, item }] of Object.entries(spec.lists ?? {})) {
    const list = value[key];
    if (!Array.isArray(list)) continue;
    const kept = list.slice(0, max);
    tally.dropped += list.length - kept.length;
    const inside = item ? kept.map((entry: unknown) => withinSpec(entry, item, tally)) : kept;
    if (kept.length < list.length || inside.some((entry, index) => entry !== kept[index])) edit.set(key, inside);
  }
  return edit.result();
}

/** The notes of a tally (codes and counts; the app words them). */
export function limitNotes(tally: LimitTally): MigrationNote[] {
  const notes: MigrationNote[] = [];
  if (tally.adjusted > 0) notes.push({ kind: 'adjusted', code: 'numbersInRange', count: tally.adjusted });
  if (tally.shortened > 0) notes.push({ kind: 'shortened', code: 'textsShortened', count: tally.shortened });
  if (tally.dropped > 0) notes.push({ kind: 'dropped', code: 'entriesDropped', count: tally.dropped });
  return notes;
}

/** A MigrationPlan's `normalise` for documents described by `spec`. */
export function normaliserOf(spec: LimitSpec): (doc: JsonRecord) => Normalised {
  return (doc) => {
    const tally = emptyTally();
    const inside = withinSpec(doc, spec, tally) as JsonRecord;
    return { doc: inside, notes: limitNotes(tally) };
  };
}
