// What a whole-play export (issue 15) makes, before any pixel is drawn: the picture's size, the
// frames and when each shows, the phase sheet's grid. Plain numbers, shared by the worker, the
// dialog and the tests; every bound on the work is named here.
import type { ViewBox } from '../../engine';

/** The slowest and fastest an export plays (2 = twice as fast); the dialog offers playback's speeds. */
export const MIN_EXPORT_SPEED = 0.25;
export const MAX_EXPORT_SPEED = 4;

/** Picture widths the coach picks from, in pixels: a phone's screen, or HD video. */
export const EXPORT_WIDTHS = { phone: 720, hd: 1280 } as const;
export type ExportWidth = keyof typeof EXPORT_WIDTHS;

/** Frames per second of a GIF: smooth enough for players walking, small enough to share. */
export const GIF_FPS = 15;
/** Frames per second of a video. */
export const VIDEO_FPS = 30;
/**
 * How often the page hears how far an export is, in milliseconds: each report re-renders the
 * dialog's progress bar and restarts its transition, which at every yield (50 ms) kept the page's
 * main thread busy while the worker did the work.
 */
export const PROGRESS_EVERY_MS = 250;
/** The last frame stays this long, so a looping GIF (or a video's end) shows where the play ends. */
export const END_HOLD_SECONDS = 1;

/** The most frames one export draws: a longer play is sampled more sparsely, never drawn without bound. */
export const MAX_EXPORT_FRAMES = 3600;
/** The most pixels one picture (a frame, or the phase sheet) has. */
export const MAX_EXPORT_PIXELS = 16_000_000;
/** A phase's width on the phase sheet, in pixels (less when the sheet would pass MAX_EXPORT_PIXELS). */
export const SHEET_CELL_WIDTH = 1280;
/** Pixels between the sheet's phases and around them. */
export const SHEET_GAP = 24;
/** Height of a phase's title above it on the sheet, in pixels at SHEET_CELL_WIDTH. */
export const SHEET_TITLE_HEIGHT = 56;

export type ExportKind = 'gif' | 'video';

/** Which part of the play: all of it, or one phase. */
export type ExportScope = { kind: 'play' } | { kind: 'phase'; index: number };

export interface FrameSize {
  width: number;
  height: number;
}

/** The picture `width` pixels wide showing `box`: both sides even, as video encoders want them. */
export function frameSize(box: ViewBox, width: number): FrameSize {
  let w = Math.max(2, Math.round(width / 2) * 2);
  let h = Math.max(2, Math.round((w * box.height) / box.width / 2) * 2);
  if (w * h > MAX_EXPORT_PIXELS) {
    const shrink = Math.sqrt(MAX_EXPORT_PIXELS / (w * h));
    w = Math.max(2, Math.floor((w * shrink) / 2) * 2);
    h = Math.max(2, Math.floor((h * shrink) / 2) * 2);
  }
  // The painter letterboxes the court into these pixels (engine paintTransform): a pixel at most.
  return { width: w, height: h };
}

export interface FrameSchedule {
  /** Frames drawn; the first shows `from`, the last `to`. */
  count: number;
  /** Play time (seconds) of frame i. */
  timeOf(i: number): number;
  /** How long frame i shows, in seconds of the exported picture (the last one holds). */
  durationOf(i: number): number;
  /** Seconds the exported picture lasts. */
  seconds: number;
}

/**
 * The frames for play time `from`..`to` played at `speed` (2 = twice as fast) and `fps` frames a
 * second: one frame every 1/fps of exported time, the last exactly at `to` and held END_HOLD_SECONDS.
 * Past MAX_EXPORT_FRAMES the frames spread out evenly (fewer a second), never more of them.
 */
export function frameSchedule(from: number, to: number, speed: number, fps: number): FrameSchedule {
  const seconds = Math.max(0, to - from) / speed;
  const wanted = Math.ceil(seconds * fps - 1e-9) + 1;
  const count = Math.min(MAX_EXPORT_FRAMES, wanted);
  const interval = count === wanted ? 1 / fps : seconds / (count - 1);
  return {
    count,
    timeOf: (i) => (i >= count - 1 ? to : from + i * interval * speed),
    durationOf: (i) => (i >= count - 1 ? END_HOLD_SECONDS : interval),
    seconds: interval * (count - 1) + END_HOLD_SECONDS,
  };
}

export interface SheetLayout {
  width: number;
  height: number;
  columns: number;
  rows: number;
  /** The court of each phase on the sheet, and its title's band above it. */
  cells: { x: number; y: number; width: number; height: number; titleHeight: number }[];
}

/** The phases in a near-square grid, each SHEET_CELL_WIDTH wide (narrower past MAX_EXPORT_PIXELS). */
export function sheetLayout(phases: number, box: ViewBox): SheetLayout {
  const count = Math.max(1, phases);
  const columns = Math.ceil(Math.sqrt(count));
  const rows = Math.ceil(count / columns);
  const size = (cellWidth: number) => {
    const cellHeight = Math.round((cellWidth * box.height) / box.width);
    const titleHeight = Math.round((SHEET_TITLE_HEIGHT * cellWidth) / SHEET_CELL_WIDTH);
    return { cellHeight, titleHeight, width: columns * cellWidth + (columns + 1) * SHEET_GAP, height: rows * (cellHeight + titleHeight) + (rows + 1) * SHEET_GAP };
  };
  let cellWidth = SHEET_CELL_WIDTH;
  let fit = size(cellWidth);
  // The gaps do not shrink with the phases: a few steps close in on the bound.
  while (fit.width * fit.height > MAX_EXPORT_PIXELS && cellWidth > 1) {
    cellWidth = Math.max(1, Math.floor(cellWidth * Math.sqrt(MAX_EXPORT_PIXELS / (fit.width * fit.height)) * 0.99));
    fit = size(cellWidth);
  }
  const cells = Array.from({ length: count }, (_, i) => {
    const column = i % columns;
    const row = Math.floor(i / columns);
    return {
      x: SHEET_GAP + column * (cellWidth + SHEET_GAP),
      y: SHEET_GAP + row * (fit.cellHeight + fit.titleHeight + SHEET_GAP) + fit.titleHeight,
      width: cellWidth,
      height: fit.cellHeight,
      titleHeight: fit.titleHeight,
    };
  });
  return { width: fit.width, height: fit.height, columns, rows, cells };
}
