// Pages, units and text estimates of print layout (issue 14). Page units are CSS pixels at 96 dpi,
// as spec §9 gives the paper sizes; the PDF writer scales them by 72/96 into points.
import type { PlaybookLayout } from '../model/playbook';
import type { PaperSize, PrintLayoutPreset, PrintSettings } from '../model/print-settings';

export const PX_PER_INCH = 96;
/** Font sizes are stored in points (spec §3); 1 pt is 96/72 page units. */
export const PX_PER_POINT = PX_PER_INCH / 72;

export interface PageSize {
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Spec §9: letter 816x1056, A4 about 793.7x1122.5. */
export const PAPER_PIXELS: Readonly<Record<PaperSize, PageSize>> = {
  letter: { width: 816, height: 1056 },
  a4: { width: 793.7, height: 1122.5 },
};

/** Between grid columns and between rows (1/6 inch). */
export const COLUMN_GAP = 16;
/** Between a block (title, description, grid, table) and the next. */
export const BLOCK_GAP = 8;
/** Inside a grid cell: between the phase title, the court and the note. */
export const CELL_GAP = 4;
/** A line is this many times its font size. */
export const LINE_HEIGHT = 1.25;
/**
 * The estimate's average character width, as a share of the font size (a sans-serif's lower case
 * runs about 0.5 em). The PDF writer measures real text later; layout takes a TextMeasurer so the
 * writer's can replace this estimate without touching the rules.
 */
export const AVERAGE_CHAR_WIDTH = 0.5;
/** Page numbers, centred in a band at the foot of the content area. */
export const PAGE_NUMBER_FONT_PT = 10;
/** The square left beside a video link for its QR code (1 inch). */
export const VIDEO_QR_SIZE = PX_PER_INCH;
/** Space between the cover's image, title and subtitle. */
export const COVER_GAP = 24;
/** A cover image's height over its width when the caller does not know the image's own (4:3). */
export const DEFAULT_COVER_IMAGE_ASPECT = 3 / 4;
/** Table of contents: plays indented under their chapter, page numbers in a column at the end. */
export const TOC_INDENT = 24;
export const TOC_PAGE_NUMBER_WIDTH = 48;

/** Points to page units. */
export function pointsToPx(points: number): number {
  return points * PX_PER_POINT;
}

/** The height of `lines` lines of text at `fontSize` page units. */
export function lineHeight(fontSize: number, lines = 1): number {
  return lines * fontSize * LINE_HEIGHT;
}

/** The band at the foot of every page that holds its number. */
export function footerHeight(): number {
  return lineHeight(pointsToPx(PAGE_NUMBER_FONT_PT)) + BLOCK_GAP;
}

export interface PageFrame {
  size: PageSize;
  /** Inside the padding, above the page-number band: where content flows. */
  content: Box;
  /** Where the page number sits. */
  footer: Box;
}

/** The paper's two orientations (the settings' 'auto' resolves to one when laid out). */
export type PageOrientation = 'portrait' | 'landscape';

/** A page of the settings' paper, upright or turned: padding in inches on every side, the page-number band at the foot. */
export function pageFrame(settings: Pick<PrintSettings, 'paperSize' | 'pagePadding'>, orientation: PageOrientation = 'portrait'): PageFrame {
  const paper = PAPER_PIXELS[settings.paperSize];
  const size = orientation === 'landscape' ? { width: paper.height, height: paper.width } : paper;
  const padding = settings.pagePadding * PX_PER_INCH;
  const footer = footerHeight();
  const width = size.width - 2 * padding;
  const height = size.height - 2 * padding - footer;
  return {
    size: { ...size },
    content: { x: padding, y: padding, width, height },
    footer: { x: padding, y: padding + height + BLOCK_GAP, width, height: footer - BLOCK_GAP },
  };
}

/** The width of one of `columns` columns across `width`, with `gap` (COLUMN_GAP) between them. */
export function columnWidth(width: number, columns: number, gap = COLUMN_GAP): number {
  return (width - (columns - 1) * gap) / columns;
}

/**
 * How text wraps: the seam between layout and the PDF writer. Layout only asks how many lines a
 * text takes and how much of it fits in some lines; the estimate below answers from the font size
 * and AVERAGE_CHAR_WIDTH, the writer will answer from the real font.
 */
export interface TextMeasurer {
  /** Lines `text` takes in `font` wrapped at `width` (0 for empty text). */
  lineCount(text: string, font: PrintTextFont, width: number): number;
  /** Characters from the start of `text` that fit in `lines` lines of `width` (ends on a line break). */
  fit(text: string, font: PrintTextFont, width: number, lines: number): number;
}

/** A font as layout uses it: its size in page units, and whether bold (the writer measures bold wider). */
export interface PrintTextFont {
  size: number;
  bold: boolean;
}

/**
 * Where each wrapped line of `text` ends (offsets): paragraphs split at line breaks, each broken into
 * lines by `lineEnd` (where the line from `lineStart` ends, at most `paragraphEnd`). The estimate
 * below and the PDF writer's real font widths (workers/print) break lines through it.
 */
export function wrapLineEnds(text: string, lineEnd: (lineStart: number, paragraphEnd: number) => number): number[] {
  const ends: number[] = [];
  let paragraphStart = 0;
  while (paragraphStart <= text.length) {
    const newline = text.indexOf('\n', paragraphStart);
    const paragraphEnd = newline === -1 ? text.length : newline;
    let lineStart = paragraphStart;
    do {
      lineStart = lineEnd(lineStart, paragraphEnd);
      ends.push(lineStart);
    } while (lineStart < paragraphEnd);
    if (newline === -1) break;
    ends[ends.length - 1] = paragraphEnd + 1;
    paragraphStart = paragraphEnd + 1;
  }
  return ends;
}

/** Where each wrapped line of `text` ends, greedy by words, `capacity` characters a line. */
function wrapEnds(text: string, capacity: number): number[] {
  return wrapLineEnds(text, (lineStart, paragraphEnd) => {
    let end = Math.min(paragraphEnd, lineStart + capacity);
    if (end < paragraphEnd) {
      // Break after the last space that fits, or mid-word when a word is longer than a line.
      const space = text.lastIndexOf(' ', end);
      if (space > lineStart) end = space + 1;
    }
    return end;
  });
}

const capacityOf = (font: PrintTextFont, width: number) => Math.max(1, Math.floor(width / (font.size * AVERAGE_CHAR_WIDTH)));

/** The estimate: every character AVERAGE_CHAR_WIDTH of the font size wide (bold or not), lines broken at spaces. */
export const ESTIMATED_TEXT: TextMeasurer = {
  lineCount(text, font, width) {
    return text.length === 0 ? 0 : wrapEnds(text, capacityOf(font, width)).length;
  },
  fit(text, font, width, lines) {
    if (lines <= 0) return 0;
    const ends = wrapEnds(text, capacityOf(font, width));
    return ends[Math.min(lines, ends.length) - 1] ?? 0;
  },
};

// ---------------------------------------------------------------------------------------------
// Play layout presets and the minimums of legibility (issue 30).
// ---------------------------------------------------------------------------------------------

/**
 * What stays legible at arm's length, whatever the preset: a layout that would go under a diagram's
 * width prints fewer columns; markers, arrows and texts are drawn at least this large.
 */
export const PRINT_MINIMUMS = {
  /** A half-court diagram's width (a full court's at the same scale). */
  halfCourtWidthInches: 2.3,
  /** A player marker's diameter. */
  markerInches: 0.22,
  /** A marker's number (offense print notation draws it 0.6 of the diameter, so 0.22 in gives 9.5 pt). */
  markerNumberPoints: 8,
  /** An arrow's stroke; its head is ARROWHEAD_LENGTH_STROKES of it. */
  arrowStrokePoints: 0.75,
  /** Phase notes, descriptions and every other text of a play. */
  textPoints: 8,
} as const;

/**
 * Each preset's grid: columns of phases, and the share of the content height a court aims at so
 * that the preset's diagrams fit a page (one: one large; two: two stacked; four: 2 x 2; six: 2 x 3;
 * row: a play's phases side by side, up to 4, two plays a landscape letter page: 4 x 2.3 in and their
 * ROW_COURT_GAPs fill its 9.5 in). The minimums above win over the share.
 */
export const PRINT_PRESET_GRIDS = {
  one: { columns: 1, heightShare: 0.72 },
  two: { columns: 1, heightShare: 0.38 },
  four: { columns: 2, heightShare: 0.3 },
  six: { columns: 2, heightShare: 0.25 },
  row: { columns: 4, heightShare: 0.36 },
} as const satisfies Record<Exclude<PrintLayoutPreset, 'classic'>, { columns: number; heightShare: number }>;

/** Between the courts of a play in the 'row' preset (1/12 inch): four half courts of 2.3 in fit 9.5 in with it, not with COLUMN_GAP. */
export const ROW_COURT_GAP = 8;
/**
 * A video's QR code in the 'row' preset, beside the play's title (0.55 in, about 14 mm: a phone
 * reads its modules, 0.4 mm for a link's 29, from 10 cm); the 1 in square below would leave a
 * landscape page one play.
 */
export const ROW_VIDEO_QR_SIZE = 0.55 * PX_PER_INCH;
/** The share of the content width a play's videos take beside its title in the 'row' preset. */
export const ROW_VIDEO_SHARE = 0.4;

/** The playbook's classic layout (its phases N a row) as the print preset it defaults to. */
export const CLASSIC_LAYOUT_PRESETS: Readonly<Record<PlaybookLayout, Exclude<PrintLayoutPreset, 'classic'>>> = {
  'grid-1': 'two',
  'grid-2': 'four',
  'grid-3': 'six',
};
