// The timeline grid's pure geometry (issue 16): a period is a track from 0 to its length; stints
// are bars on it. Pointer positions become seconds, seconds snap to the coach's step, and a drag
// or a key press answers the stint it leaves, always inside the period and at least one step long.

export interface Span {
  start: number;
  end: number;
}

/** What a pointer drag does: move the bar, move one of its ends, or draw a new one. */
export type DragKind = 'move' | 'start' | 'end';

/** Pixels of a bar's ends that grab the end rather than the bar (a finger needs room). */
export const EDGE_GRAB_PX = 10;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Where `seconds` sits along the track, as a percentage (for CSS). */
export function percentOf(seconds: number, periodLength: number): number {
  return periodLength > 0 ? clamp((seconds / periodLength) * 100, 0, 100) : 0;
}

/** Seconds at `x` pixels from the track's start on a track `width` pixels wide. */
export function secondsAt(x: number, width: number, periodLength: number): number {
  return width > 0 ? clamp((x / width) * periodLength, 0, periodLength) : 0;
}

/** Pixels a stretch of `seconds` takes on a track `width` pixels wide. */
export function pixelsOf(seconds: number, width: number, periodLength: number): number {
  return periodLength > 0 ? (seconds / periodLength) * width : 0;
}

/** The nearest multiple of `step`, inside the period; the period's end counts as a step too. */
export function snap(seconds: number, step: number, periodLength: number): number {
  const snapped = step > 0 ? Math.round(seconds / step) * step : seconds;
  // A length that is no multiple of the step still ends at its end.
  return clamp(periodLength - seconds < Math.abs(snapped - seconds) ? periodLength : snapped, 0, periodLength);
}

/** The shortest stint: a step, or the whole period when it is shorter. */
const shortest = (step: number, periodLength: number) => Math.min(step > 0 ? step : periodLength, periodLength);

/** Which part of a bar a pointer at `x` pixels into it grabs. */
export function grabOf(x: number, barWidth: number): DragKind {
  const edge = Math.min(EDGE_GRAB_PX, barWidth / 3);
  if (x <= edge) return 'start';
  if (x >= barWidth - edge) return 'end';
  return 'move';
}

/** The stint a drag of `delta` seconds leaves, snapped to `step`. */
export function dragSpan(kind: DragKind, from: Span, delta: number, step: number, periodLength: number): Span {
  const min = shortest(step, periodLength);
  if (kind === 'move') {
    const length = from.end - from.start;
    const start = clamp(snap(from.start + delta, step, periodLength), 0, Math.max(0, periodLength - length));
    return { start, end: Math.min(periodLength, start + length) };
  }
  if (kind === 'start') return { start: clamp(snap(from.start + delta, step, periodLength), 0, Math.max(0, from.end - min)), end: from.end };
  return { start: from.start, end: clamp(snap(from.end + delta, step, periodLength), Math.min(periodLength, from.start + min), periodLength) };
}

/** The stint drawn from `anchor` to `current` seconds (either way), snapped, at least a step long. */
export function drawnSpan(anchor: number, current: number, step: number, periodLength: number): Span {
  const min = shortest(step, periodLength);
  let start = snap(Math.min(anchor, current), step, periodLength);
  let end = snap(Math.max(anchor, current), step, periodLength);
  if (end - start < min) {
    // A tap draws one step from where it landed.
    start = clamp(step > 0 ? Math.floor(Math.min(anchor, current) / step) * step : 0, 0, periodLength - min);
    end = start + min;
  }
  return { start, end };
}

/** What a key does to a focused stint: arrows move it a step, Shift+arrows move its end. */
export function keySpan(key: string, shift: boolean, from: Span, step: number, periodLength: number): Span | null {
  const direction = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  if (direction === 0) return null;
  return dragSpan(shift ? 'end' : 'move', from, direction * step, step, periodLength);
}

/** Where a new stint of `length` seconds goes: the first gap between `taken` stints it fits in, else the first gap of a step or more (filled); null when the period is full. */
export function freeSpan(taken: readonly Span[], length: number, step: number, periodLength: number): Span | null {
  const gaps: Span[] = [];
  let cursor = 0;
  for (const span of [...taken].sort((a, b) => a.start - b.start)) {
    if (span.start > cursor) gaps.push({ start: cursor, end: span.start });
    cursor = Math.max(cursor, span.end);
  }
  if (cursor < periodLength) gaps.push({ start: cursor, end: periodLength });
  const aligned = gaps.map((gap) => ({ start: Math.min(gap.end, step > 0 ? Math.ceil(gap.start / step) * step : gap.start), end: gap.end }));
  const want = Math.min(length, periodLength);
  const fits = aligned.find((gap) => gap.end - gap.start >= want);
  if (fits) return { start: fits.start, end: fits.start + want };
  const room = aligned.find((gap) => gap.end - gap.start >= shortest(step, periodLength));
  return room ?? null;
}
