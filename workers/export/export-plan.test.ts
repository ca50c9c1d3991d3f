import { describe, expect, it } from 'vitest';
import { END_HOLD_SECONDS, EXPORT_WIDTHS, MAX_EXPORT_FRAMES, MAX_EXPORT_PIXELS, SHEET_CELL_WIDTH, SHEET_GAP, frameSchedule, frameSize, sheetLayout } from './export-plan';

const HALF_COURT = { minX: -1, minY: -1, width: 52, height: 49 };

describe('frameSchedule', () => {
  it('draws one frame per 1/fps of exported time, the first at the start and the last at the end', () => {
    const schedule = frameSchedule(2, 6, 1, 15);
    expect(schedule.count).toBe(4 * 15 + 1);
    expect(schedule.timeOf(0)).toBe(2);
    expect(schedule.timeOf(15)).toBeCloseTo(3);
    expect(schedule.timeOf(schedule.count - 1)).toBe(6);
    expect(schedule.durationOf(0)).toBeCloseTo(1 / 15);
    expect(schedule.durationOf(schedule.count - 1)).toBe(END_HOLD_SECONDS);
    expect(schedule.seconds).toBeCloseTo(4 + END_HOLD_SECONDS);
  });

  it('plays faster with fewer frames at a higher speed, slower with more', () => {
    expect(frameSchedule(0, 10, 2, 30).count).toBe(5 * 30 + 1);
    expect(frameSchedule(0, 10, 0.5, 30).count).toBe(20 * 30 + 1);
    expect(frameSchedule(0, 10, 2, 30).timeOf(30)).toBeCloseTo(2);
  });

  it('never passes the last time, even when the span is not a whole number of frames', () => {
    const schedule = frameSchedule(0, 1.01, 1, 15);
    expect(schedule.count).toBe(17);
    for (let i = 0; i < schedule.count; i++) expect(schedule.timeOf(i)).toBeLessThanOrEqual(1.01);
    expect(schedule.timeOf(15)).toBeCloseTo(1);
  });

  it('draws a single frame for a play that does not move', () => {
    const schedule = frameSchedule(3, 3, 1, 30);
    expect(schedule.count).toBe(1);
    expect(schedule.timeOf(0)).toBe(3);
  });

  it('spreads the frames of a very long play rather than drawing more than MAX_EXPORT_FRAMES', () => {
    const schedule = frameSchedule(0, 10_000, 0.5, 30);
    expect(schedule.count).toBe(MAX_EXPORT_FRAMES);
    expect(schedule.timeOf(schedule.count - 1)).toBe(10_000);
    expect(schedule.timeOf(schedule.count - 2)).toBeLessThan(10_000);
    expect(schedule.durationOf(0)).toBeGreaterThan(1 / 30);
  });
});

describe('frameSize', () => {
  it('is as wide as asked, with the court proportions kept and both sides even', () => {
    const size = frameSize(HALF_COURT, EXPORT_WIDTHS.phone);
    expect(size.width).toBe(720);
    expect(size.height % 2).toBe(0);
    expect(size.height).toBeCloseTo((720 * 49) / 52, -1);
  });

  it('stays within MAX_EXPORT_PIXELS however tall the court is', () => {
    const size = frameSize({ minX: 0, minY: 0, width: 1, height: 1000 }, EXPORT_WIDTHS.hd);
    expect(size.width * size.height).toBeLessThanOrEqual(MAX_EXPORT_PIXELS);
  });
});

describe('sheetLayout', () => {
  it('puts the phases in a near-square grid, left to right then down, none overlapping', () => {
    const layout = sheetLayout(5, HALF_COURT);
    expect([layout.columns, layout.rows]).toEqual([3, 2]);
    expect(layout.cells).toHaveLength(5);
    expect(layout.cells[0]!.width).toBe(SHEET_CELL_WIDTH);
    expect(layout.cells[1]!.x).toBe(layout.cells[0]!.x + SHEET_CELL_WIDTH + SHEET_GAP);
    expect(layout.cells[3]!.y).toBeGreaterThan(layout.cells[0]!.y + layout.cells[0]!.height);
    for (const cell of layout.cells) {
      expect(cell.x + cell.width).toBeLessThanOrEqual(layout.width);
      expect(cell.y + cell.height).toBeLessThanOrEqual(layout.height);
    }
  });

  it('narrows the phases so a sheet of many stays within MAX_EXPORT_PIXELS', () => {
    const layout = sheetLayout(100, HALF_COURT);
    expect(layout.columns * layout.rows).toBeGreaterThanOrEqual(100);
    expect(layout.width * layout.height).toBeLessThanOrEqual(MAX_EXPORT_PIXELS);
    expect(layout.cells[0]!.width).toBeLessThan(SHEET_CELL_WIDTH);
  });
});
