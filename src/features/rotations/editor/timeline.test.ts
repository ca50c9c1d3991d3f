import { describe, expect, it } from 'vitest';
import { dragSpan, drawnSpan, freeSpan, grabOf, keySpan, percentOf, pixelsOf, secondsAt, snap } from './timeline';

const PERIOD = 480; // 8 minutes

describe('time and pixels', () => {
  it('turns pixels into seconds and back on a track, inside the period', () => {
    expect(secondsAt(400, 800, PERIOD)).toBe(240);
    expect(secondsAt(-20, 800, PERIOD)).toBe(0);
    expect(secondsAt(900, 800, PERIOD)).toBe(PERIOD);
    expect(secondsAt(10, 0, PERIOD)).toBe(0);
    expect(pixelsOf(60, 800, PERIOD)).toBe(100);
    expect(pixelsOf(60, 800, 0)).toBe(0);
    expect(percentOf(120, PERIOD)).toBe(25);
    expect(percentOf(999, PERIOD)).toBe(100);
    expect(percentOf(10, 0)).toBe(0);
  });
});

describe('snap', () => {
  it('goes to the nearest step, and to the period end when that is nearer', () => {
    expect(snap(89, 60, PERIOD)).toBe(60);
    expect(snap(91, 60, PERIOD)).toBe(120);
    expect(snap(44, 30, PERIOD)).toBe(30);
    expect(snap(-10, 30, PERIOD)).toBe(0);
    expect(snap(445, 60, 450)).toBe(450); // 7.5-minute periods still end at their end
    expect(snap(12.5, 0, PERIOD)).toBe(12.5);
  });
});

describe('dragging a stint', () => {
  const stint = { start: 60, end: 180 };
  it('moves it by whole steps and keeps it inside the period', () => {
    expect(dragSpan('move', stint, 70, 60, PERIOD)).toEqual({ start: 120, end: 240 });
    expect(dragSpan('move', stint, -500, 60, PERIOD)).toEqual({ start: 0, end: 120 });
    expect(dragSpan('move', stint, 1000, 60, PERIOD)).toEqual({ start: 360, end: 480 });
  });
  it('resizes either end, never shorter than a step', () => {
    expect(dragSpan('end', stint, 100, 30, PERIOD)).toEqual({ start: 60, end: 270 });
    expect(dragSpan('end', stint, -200, 60, PERIOD)).toEqual({ start: 60, end: 120 });
    expect(dragSpan('start', stint, -45, 30, PERIOD)).toEqual({ start: 30, end: 180 });
    expect(dragSpan('start', stint, 500, 60, PERIOD)).toEqual({ start: 120, end: 180 });
  });
  it('draws a new one either way, a tap drawing one step', () => {
    expect(drawnSpan(200, 50, 60, PERIOD)).toEqual({ start: 60, end: 180 });
    expect(drawnSpan(70, 75, 60, PERIOD)).toEqual({ start: 60, end: 120 });
    expect(drawnSpan(479, 479, 60, PERIOD)).toEqual({ start: 420, end: 480 });
  });
  it('tells a grab of an end from a grab of the bar', () => {
    expect(grabOf(3, 100)).toBe('start');
    expect(grabOf(95, 100)).toBe('end');
    expect(grabOf(50, 100)).toBe('move');
    expect(grabOf(5, 12)).toBe('move'); // a narrow bar is mostly for moving
  });
});

describe('keys', () => {
  it('moves with arrows and resizes with Shift+arrows, a step at a time', () => {
    const stint = { start: 60, end: 180 };
    expect(keySpan('ArrowRight', false, stint, 30, PERIOD)).toEqual({ start: 90, end: 210 });
    expect(keySpan('ArrowLeft', false, stint, 60, PERIOD)).toEqual({ start: 0, end: 120 });
    expect(keySpan('ArrowRight', true, stint, 60, PERIOD)).toEqual({ start: 60, end: 240 });
    expect(keySpan('ArrowLeft', true, stint, 60, PERIOD)).toEqual({ start: 60, end: 120 });
    expect(keySpan('ArrowUp', false, stint, 60, PERIOD)).toBeNull();
  });
});

describe('freeSpan', () => {
  it('finds the first gap a new stint fits in, else fills a shorter gap, else none', () => {
    expect(freeSpan([], 120, 60, PERIOD)).toEqual({ start: 0, end: 120 });
    expect(freeSpan([{ start: 0, end: 90 }], 120, 60, PERIOD)).toEqual({ start: 120, end: 240 });
    expect(freeSpan([{ start: 0, end: 60 }, { start: 120, end: 420 }], 120, 60, PERIOD)).toEqual({ start: 60, end: 120 });
    expect(freeSpan([{ start: 0, end: PERIOD }], 120, 60, PERIOD)).toBeNull();
  });
});
