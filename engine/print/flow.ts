// Content flowing down pages (issue 14): a cursor on the current page; what does not fit goes on a
// new page. Only layout's own state changes here; the functions of layout.ts stay pure.
import type { PageItem, PageKind, PrintPage, TextItem, TextRole } from './items';
import { PAGE_NUMBER_FONT_PT, lineHeight, pointsToPx, type Box, type PageFrame, type PrintTextFont, type TextMeasurer } from './page';

export type FontSpec = PrintTextFont;

export interface TextPlacement {
  x: number;
  width: number;
  align?: TextItem['align'];
}

export interface FittedText {
  text: string;
  lines: number;
  height: number;
  truncated: boolean;
}

/** `text` cut to at most `maxHeight` of lines (whole lines, at least none). */
export function fitText(measure: TextMeasurer, text: string, font: FontSpec, width: number, maxHeight = Infinity): FittedText {
  const lines = measure.lineCount(text, font, width);
  const room = Math.max(0, Math.floor(maxHeight / lineHeight(font.size) + 1e-9));
  if (lines <= room) return { text, lines, height: lineHeight(font.size, lines), truncated: false };
  const end = measure.fit(text, font, width, room);
  return { text: text.slice(0, end).trimEnd(), lines: room, height: lineHeight(font.size, room), truncated: true };
}

export function textItem(role: TextRole, fitted: FittedText, font: FontSpec, x: number, y: number, width: number, align: TextItem['align'] = 'start'): TextItem {
  return {
    kind: 'text',
    role,
    text: fitted.text,
    box: { x, y, width, height: fitted.height },
    fontSize: font.size,
    bold: font.bold,
    align,
    lines: fitted.lines,
    ...(fitted.truncated ? { truncated: true } : {}),
  };
}

export class PageFlow {
  readonly pages: PrintPage[] = [];
  private cursor = 0;

  constructor(
    readonly frame: PageFrame,
    readonly measure: TextMeasurer,
  ) {}

  get top(): number {
    return this.frame.content.y;
  }

  get bottom(): number {
    return this.frame.content.y + this.frame.content.height;
  }

  get remaining(): number {
    return this.bottom - this.cursor;
  }

  get current(): PrintPage {
    return this.pages.at(-1) ?? this.newPage();
  }

  get atTop(): boolean {
    return this.pages.length > 0 && this.cursor === this.top;
  }

  newPage(kind: PageKind = 'content'): PrintPage {
    const page: PrintPage = { number: this.pages.length + 1, kind, size: { ...this.frame.size }, items: [] };
    this.pages.push(page);
    this.cursor = this.top;
    return page;
  }

  /** A page more of what is being laid out: contents go on as contents, anything else as content. */
  private continueOnNewPage(): void {
    this.newPage(this.pages.at(-1)?.kind === 'contents' ? 'contents' : 'content');
  }

  /** Room for `height` here, or on a new page (what is taller than a page starts at a page's top). Returns its top. */
  reserve(height: number): number {
    if (this.pages.length === 0 || (height > this.remaining && !this.atTop)) this.continueOnNewPage();
    const y = this.cursor;
    this.cursor += height;
    return y;
  }

  /** Space between blocks; none at the top of a page. */
  space(height: number): void {
    if (!this.atTop && this.pages.length > 0) this.cursor = Math.min(this.bottom, this.cursor + height);
  }

  add(item: PageItem): void {
    this.current.items.push(item);
  }

  /** A text that may run over several pages, split at line breaks where a page ends. */
  flowText(role: TextRole, text: string, font: FontSpec, placement: TextPlacement): void {
    let rest = text;
    const oneLine = lineHeight(font.size);
    while (rest.length > 0) {
      if (this.pages.length === 0 || (this.remaining < oneLine && !this.atTop)) this.continueOnNewPage();
      const fitted = fitText(this.measure, rest, font, placement.width, Math.max(this.remaining, oneLine));
      // A measurer that fits nothing in a line still moves on: one line's worth is placed, cut.
      const taken = fitted.text.length > 0 || !fitted.truncated ? fitted : fitText(this.measure, rest, font, placement.width, oneLine);
      const consumed = taken.truncated ? Math.max(1, this.measure.fit(rest, font, placement.width, taken.lines)) : rest.length;
      this.add({ ...textItem(role, { ...taken, truncated: false }, font, placement.x, this.cursor, placement.width, placement.align), text: rest.slice(0, consumed).trimEnd() });
      this.cursor += taken.height;
      rest = rest.slice(consumed).trimStart();
    }
  }
}

/** Every page but the cover gets its number (`written` in the coach's digits), centred in the footer band. */
export function numberPages(pages: readonly PrintPage[], frame: PageFrame, written: (page: number) => string = String): void {
  const font = { size: pointsToPx(PAGE_NUMBER_FONT_PT), bold: false };
  for (const page of pages) {
    if (page.kind === 'cover') continue;
    page.items.push({
      kind: 'text',
      role: 'pageNumber',
      text: written(page.number),
      box: { ...frame.footer },
      fontSize: font.size,
      bold: false,
      align: 'center',
      lines: 1,
    });
  }
}

export function pointsFont(points: number, bold: boolean): FontSpec {
  return { size: pointsToPx(points), bold };
}

const mirrored = (box: Box, pageWidth: number): Box => ({ ...box, x: pageWidth - box.x - box.width });

/**
 * Right to left: every box mirrored across its page, so the clock-time column, the first grid
 * column and a stint's start sit on the right. Courts keep their own drawing (a court is not text).
 */
export function mirrorPages(pages: readonly PrintPage[]): void {
  for (const page of pages) {
    page.items = page.items.map((item) =>
      item.kind === 'video' ? { ...item, box: mirrored(item.box, page.size.width), qr: mirrored(item.qr, page.size.width) } : { ...item, box: mirrored(item.box, page.size.width) },
    );
  }
}
