// What a laid-out page holds (issue 14): positioned boxes in page units, for the PDF writer (and a
// preview) to draw. Plain JSON, so pages cross a worker boundary as they are.
import type { CourtKind, ViewMode } from '../model/play';
import type { PrintCourtStyle } from '../model/print-settings';
import type { Box, PageSize } from './page';

export type TextRole =
  | 'title'
  | 'description'
  | 'phaseTitle'
  | 'phaseNote'
  | 'pageNumber'
  | 'tocHeading'
  | 'tocLine'
  | 'chapterTitle'
  | 'coverTitle'
  | 'coverSubtitle'
  | 'playbookDescription'
  | 'callName'
  | 'textPage'
  | 'notice'
  | 'videoUrl'
  | 'videoNote'
  | 'tableHeader'
  | 'tableCell'
  | 'planDetails'
  | 'blockTime'
  | 'blockTitle'
  | 'blockNotes'
  | 'station'
  | 'planNotes'
  | 'drillDetails'
  | 'coachingPoints'
  | 'minuteScale'
  | 'stintTimes'
  | 'cardHeading'
  | 'cardPeriod'
  | 'cardLine';

export interface TextItem {
  kind: 'text';
  role: TextRole;
  text: string;
  box: Box;
  /** Page units (points already converted). */
  fontSize: number;
  bold: boolean;
  align: 'start' | 'center' | 'end';
  /** Lines the measurer expects the text to take in the box's width. */
  lines: number;
  /** The text did not fit on a page and was cut to fit its box. */
  truncated?: boolean;
  /** A table-of-contents line: the page (1-based) it points to, drawn at the line's end and linked. */
  targetPage?: number;
  /** A table-of-contents line: its page number as printed (the coach's digits), once the layout is finished. */
  targetLabel?: string;
  /** A table-of-contents line: its depth (0 chapters, 1 plays). */
  level?: number;
}

/** Where one phase of one play is drawn: the writer draws its display list (engine/draw) into `box`. */
export interface CourtItem {
  kind: 'court';
  playId: string;
  phaseIndex: number;
  phaseId: string;
  box: Box;
  court: CourtKind;
  view: ViewMode;
  /** Court units of sidelines drawn around the court (print settings). */
  sidelines: number;
  /** The court-unit area mapped onto `box`: the court plus its sidelines (same aspect as `box`). */
  viewBox: Box;
  /** The section's factor when it overwrites the play's, else the play's; times the print scale factor; raised to PRINT_MINIMUMS' marker. */
  objectSizeFactor: number;
  /** Arrow strokes this many times their width, so they keep PRINT_MINIMUMS' stroke (1 when they do already). */
  arrowScale: number;
  /** The print court (white floor, black lines, print notation) or the play's own colours. */
  courtStyle: PrintCourtStyle;
}

export interface VideoItem {
  kind: 'video';
  url: string;
  note: string;
  /** The whole row: QR square, link and note. */
  box: Box;
  /** The square for the link's QR code. */
  qr: Box;
}

export interface ImageItem {
  kind: 'image';
  /** The cover's picture (`url` its imageUrl) or a text page's team image (`url` its media id). */
  role: 'cover' | 'textPage';
  url: string;
  box: Box;
}

/** A rotation's stint: one player on court in one period, as a bar across the period's column. */
export interface BarItem {
  kind: 'bar';
  role: 'stint';
  playerId: string;
  period: number;
  box: Box;
}

/**
 * A thin line from the box's top-left corner to its bottom-right (a box of no width is vertical):
 * a rotation's period dividers, its minute scale's ticks and its rows' separators.
 */
export interface RuleItem {
  kind: 'rule';
  role: 'periodDivider' | 'minuteTick' | 'rowLine';
  box: Box;
}

export type PageItem = TextItem | CourtItem | VideoItem | ImageItem | BarItem | RuleItem;

export type PageKind = 'cover' | 'contents' | 'content';

export interface PrintPage {
  /** 1-based, counting the cover. */
  number: number;
  kind: PageKind;
  size: PageSize;
  items: PageItem[];
}

export interface ContentsEntry {
  level: number;
  title: string;
  /** 1-based. */
  page: number;
}

/** Text direction of a layout: right to left mirrors every box across the page (Arabic). */
export type PrintDirection = 'ltr' | 'rtl';

export interface PrintLayout {
  /** Items' `align` is logical: 'start' is the left in ltr, the right in rtl. */
  direction: PrintDirection;
  /** The paper's orientation laid out (a setting of 'auto' resolved): every page's size is the paper's, turned or not. */
  orientation: 'portrait' | 'landscape';
  pages: PrintPage[];
  /** The table of contents, as listed (playbooks only; empty otherwise). */
  contents: ContentsEntry[];
}
