// A PrintLayout (engine/print) as a vector PDF (issue 14): texts in the embedded subset fonts, each
// phase's display list (engine/draw) as paths in the play's colours, page numbers as laid out,
// links to videos and from the table of contents to its pages. The PDF counterpart of toSvg.
import { PDFString, type PDFDocument, type PDFFont, type PDFName, type PDFPage, type PDFRef } from 'pdf-lib';
import { LINE_HEIGHT, MAX_PRINT_PAGES, OBJECT_COLOR, courtItemPrimitives, parseCssColor, type Rgba, type Box, type CourtItem, type PageItem, type PrintLayout, type PrintablePlay, type Primitive, type PrintDirection, type RuleItem, type TextItem } from '../../engine';
import { printableImageFormat } from './image-format';
import { PrintCancelled } from './print-errors';
import { textItemLines, type EmbeddedPrintFonts } from './print-fonts';
import { qrCodeRuns } from './qr-code';

/** PDF points per page unit (CSS pixels at 96 dpi). */
export const POINTS_PER_PAGE_UNIT = 72 / 96;
/** Every printed text: the dark grey of the play's objects. */
const TEXT_RGBA = parseCssColor(OBJECT_COLOR)!;
/**
 * A rotation's stints, ink-friendly and black-and-white safe (issue 30): a dark outline around a
 * light diagonal hatch, so a bar reads on any printer (a colour fill prints as a mid grey that
 * meets the rules), two stints that touch keep their outlines apart, and little ink is spent.
 */
export const STINT_STYLE = {
  outline: TEXT_RGBA,
  /** Page units. */
  outlineWidth: 1,
  hatch: TEXT_RGBA,
  hatchWidth: 0.6,
  /** Between hatch lines, along the bar (page units). */
  hatchSpacing: 4,
} as const;
/** A rotation's rules: period dividers stand out, minute ticks and row lines stay light (page units). */
const RULE_STYLES: Readonly<Record<RuleItem['role'], { width: number; color: Rgba }>> = {
  periodDivider: { width: 1.5, color: TEXT_RGBA },
  minuteTick: { width: 0.75, color: TEXT_RGBA },
  rowLine: { width: 0.5, color: parseCssColor('#c4cdd5')! },
};
/** Pages drawn between two looks at the cancel flag (and two progress reports' chances to cross a worker). */
const PAGES_BETWEEN_YIELDS = 8;
/** SVG's default stroke width, which a primitive without one gets. */
const DEFAULT_STROKE_WIDTH = 1;
/** A quarter circle as a cubic Bézier: control points this far along the tangents, in radii. */
const KAPPA = 0.5522847498;
/** Italic text's slant: tan 12°. */
const ITALIC_SLANT = Math.tan((12 * Math.PI) / 180);

export interface PdfSources {
  /** The layout's plays by CourtItem.playId, migrated. */
  plays: ReadonlyMap<string, PrintablePlay>;
  /** Cover images by address, when the caller has fetched them (PNG or JPEG); others are left out. */
  images?: ReadonlyMap<string, Uint8Array>;
}

export interface WriteProgress {
  /** Called after each page: pages drawn, pages in all. */
  onProgress?: (done: number, total: number) => void;
  /** Looked at between pages: true stops the writing with PrintCancelled. */
  isCancelled?: () => boolean;
  /** The document's title (its metadata). */
  title?: string;
}

export class TooManyPagesError extends RangeError {
  override name = 'TooManyPagesError';
  constructor(pages: number) {
    super(`This would print ${pages} pages; at most ${MAX_PRINT_PAGES} can be printed at once. Print fewer chapters or plays.`);
  }
}

// ---------------------------------------------------------------------------------------------
// One page's content stream.
// ---------------------------------------------------------------------------------------------

/** Coordinates written with at most 2 decimals (a hundredth of a court foot or page unit). */
const n = (value: number) => Math.round(value * 100) / 100;
/** Colour components with 3 decimals. */
const c3 = (value: number) => Math.round(value * 1000) / 1000;

// The content stream's operators, written as text: far cheaper than pdf-lib's operator objects
// for the thousands a playbook draws.
const moveTo = (x: number, y: number) => `${n(x)} ${n(y)} m`;
const lineTo = (x: number, y: number) => `${n(x)} ${n(y)} l`;
const curveTo = (x1: number, y1: number, x2: number, y2: number, x3: number, y3: number) => `${n(x1)} ${n(y1)} ${n(x2)} ${n(y2)} ${n(x3)} ${n(y3)} c`;
const rectangle = (box: Box) => `${n(box.x)} ${n(box.y)} ${n(box.width)} ${n(box.height)} re`;
/** Scales with 4 decimals: a court's is a few points a foot. */
const s4 = (value: number) => Math.round(value * 10_000) / 10_000;
const transform = (a: number, b: number, c: number, d: number, e: number, f: number) => `${s4(a)} ${s4(b)} ${s4(c)} ${s4(d)} ${n(e)} ${n(f)} cm`;
const fillColor = (color: Rgba) => `${c3(color.r)} ${c3(color.g)} ${c3(color.b)} rg`;
const strokeColor = (color: Rgba) => `${c3(color.r)} ${c3(color.g)} ${c3(color.b)} RG`;
const SAVE = 'q';
const RESTORE = 'Q';
const CLOSE = 'h';
const ROUND_CAPS = '1 J';
const ROUND_JOINS = '1 j';

class PageCanvas {
  readonly ops: string[] = [];
  private readonly fontKeys = new Map<PDFFont, PDFName>();
  private readonly alphaKeys = new Map<string, PDFName>();

  constructor(
    readonly doc: PDFDocument,
    readonly page: PDFPage,
  ) {}

  fontKey(font: PDFFont): PDFName {
    let key = this.fontKeys.get(font);
    if (key === undefined) {
      key = this.page.node.newFontDictionary(font.name, font.ref);
      this.fontKeys.set(font, key);
    }
    return key;
  }

  /** The graphics state of fill and stroke opacities (none needed when both are 1). */
  alpha(fillAlpha: number, strokeAlpha: number): void {
    if (fillAlpha >= 1 && strokeAlpha >= 1) return;
    const id = `${n(fillAlpha)}/${n(strokeAlpha)}`;
    let key = this.alphaKeys.get(id);
    if (key === undefined) {
      key = this.page.node.newExtGState('GS', this.doc.context.obj({ Type: 'ExtGState', ca: n(fillAlpha), CA: n(strokeAlpha) }));
      this.alphaKeys.set(id, key);
    }
    this.ops.push(`${key.toString()} gs`);
  }
}

function circlePath(ops: string[], cx: number, cy: number, rx: number, ry: number, rotation: number): void {
  const a = (rotation * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const at = (x: number, y: number): [number, number] => [n(cx + x * rx * cos - y * ry * sin), n(cy + x * rx * sin + y * ry * cos)];
  const k = KAPPA;
  ops.push(moveTo(...at(1, 0)));
  ops.push(curveTo(...at(1, k), ...at(k, 1), ...at(0, 1)));
  ops.push(curveTo(...at(-k, 1), ...at(-1, k), ...at(-1, 0)));
  ops.push(curveTo(...at(-1, -k), ...at(-k, -1), ...at(0, -1)));
  ops.push(curveTo(...at(k, -1), ...at(1, -k), ...at(1, 0)));
  ops.push(CLOSE);
}

/** An arc from startAngle to endAngle (degrees, increasing clockwise on a y-down page) as Béziers of at most 90°. */
function arcPath(ops: string[], cx: number, cy: number, r: number, startAngle: number, endAngle: number): void {
  const sweep = ((endAngle - startAngle) * Math.PI) / 180;
  const segments = Math.max(1, Math.ceil(Math.abs(sweep) / (Math.PI / 2) - 1e-9));
  const step = sweep / segments;
  const k = (4 / 3) * Math.tan(step / 4);
  let a0 = (startAngle * Math.PI) / 180;
  ops.push(moveTo(n(cx + r * Math.cos(a0)), n(cy + r * Math.sin(a0))));
  for (let i = 0; i < segments; i++) {
    const a1 = a0 + step;
    const [c0, s0, c1, s1] = [Math.cos(a0), Math.sin(a0), Math.cos(a1), Math.sin(a1)];
    ops.push(
      curveTo(n(cx + r * (c0 - k * s0)), n(cy + r * (s0 + k * c0)), n(cx + r * (c1 + k * s1)), n(cy + r * (s1 - k * c1)), n(cx + r * c1), n(cy + r * s1)),
    );
    a0 = a1;
  }
}

function pointsPath(ops: string[], points: readonly number[], closed: boolean): void {
  for (let i = 0; i + 1 < points.length; i += 2) ops.push((i === 0 ? moveTo : lineTo)(n(points[i]!), n(points[i + 1]!)));
  if (closed && points.length >= 4) ops.push(CLOSE);
}

/**
 * One line of text whose baseline starts at (x, y) on a y-down page, turned `rotation` degrees
 * clockwise about that point: its runs shaped and in visual order (text-shaping.ts), each drawn as
 * its glyphs at their shaped positions.
 */
function drawTextLine(
  canvas: PageCanvas,
  fonts: EmbeddedPrintFonts,
  text: string,
  size: number,
  bold: boolean,
  color: Rgba,
  x: number,
  y: number,
  rotation = 0,
  italic = false,
): void {
  const slant = italic ? ITALIC_SLANT : 0;
  const { runs } = fonts.line(text, bold);
  if (runs.length === 0) return;
  const a = (rotation * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const { ops } = canvas;
  ops.push(fillColor(color), 'BT');
  let along = 0;
  for (const run of runs) {
    ops.push(`${canvas.fontKey(fonts.fontOf(run)).toString()} ${n(size)} Tf`);
    // The text matrix flips y back up, so glyphs stand upright on the y-down page.
    // Italic: the glyphs slanted (the fonts have no italic of their own).
    ops.push(`${c3(cos)} ${c3(sin)} ${c3(sin + slant * cos)} ${c3(-cos + slant * sin)} ${n(x + along * cos)} ${n(y + along * sin)} Tm`);
    ops.push(fonts.glyphOperators(run, size));
    along += run.width * size;
  }
  ops.push('ET');
}

function drawPrimitive(canvas: PageCanvas, fonts: EmbeddedPrintFonts, p: Primitive): void {
  const { ops } = canvas;
  const opacity = p.opacity ?? 1;
  if (p.kind === 'text') {
    const color = parseCssColor(p.fill ?? 'black');
    if (color === undefined || p.text.length === 0) return;
    ops.push(SAVE);
    canvas.alpha(color.a * opacity, 1);
    const width = fonts.width(p.text, p.fontSize, p.bold);
    const { ascent, descent } = fonts.verticalMetrics(p.fontSize, p.bold);
    const dx = p.align === 'left' ? 0 : p.align === 'center' ? -width / 2 : -width;
    const dy = p.baseline === 'top' ? ascent : p.baseline === 'middle' ? (ascent - descent) / 2 : 0;
    const a = (p.rotation * Math.PI) / 180;
    const [cos, sin] = [Math.cos(a), Math.sin(a)];
    const x = p.x + dx * cos - dy * sin;
    const y = p.y + dx * sin + dy * cos;
    drawTextLine(canvas, fonts, p.text, p.fontSize, p.bold, color, x, y, p.rotation, p.italic);
    if (p.underline) {
      const under = p.fontSize * 0.1;
      ops.push(strokeColor(color), `${n(p.fontSize * 0.06)} w`);
      ops.push(moveTo(n(x - under * sin), n(y + under * cos)), lineTo(n(x + width * cos - under * sin), n(y + width * sin + under * cos)), 'S');
    }
    ops.push(RESTORE);
    return;
  }
  const fillRgba = p.kind === 'line' ? undefined : parseCssColor(p.fill);
  const strokeRgba = parseCssColor(p.stroke);
  const filled = fillRgba !== undefined && fillRgba.a > 0;
  const stroked = strokeRgba !== undefined && strokeRgba.a > 0 && (p.strokeWidth ?? DEFAULT_STROKE_WIDTH) > 0;
  if (!filled && !stroked) return;
  ops.push(SAVE);
  canvas.alpha((fillRgba?.a ?? 1) * opacity, (strokeRgba?.a ?? 1) * opacity);
  if (filled) ops.push(fillColor(fillRgba));
  if (stroked) {
    ops.push(strokeColor(strokeRgba), `${n(p.strokeWidth ?? DEFAULT_STROKE_WIDTH)} w`);
    if (p.kind === 'polyline') ops.push(ROUND_JOINS);
    if (p.dash !== undefined && p.dash.length > 0) ops.push(`[${p.dash.map(n).join(' ')}] 0 d`);
  }
  switch (p.kind) {
    case 'line':
      ops.push(moveTo(n(p.x1), n(p.y1)), lineTo(n(p.x2), n(p.y2)));
      break;
    case 'polyline':
      pointsPath(ops, p.points, false);
      break;
    case 'polygon':
      pointsPath(ops, p.points, true);
      break;
    case 'circle':
      circlePath(ops, p.cx, p.cy, p.r, p.r, 0);
      break;
    case 'ellipse':
      circlePath(ops, p.cx, p.cy, p.rx, p.ry, p.rotation);
      break;
    case 'arc':
      arcPath(ops, p.cx, p.cy, p.r, p.startAngle, p.endAngle);
      break;
    case 'rect': {
      const cx = p.x + p.width / 2;
      const cy = p.y + p.height / 2;
      const a = (p.rotation * Math.PI) / 180;
      const [cos, sin] = [Math.cos(a), Math.sin(a)];
      const corners: number[] = [];
      for (const [x, y] of [
        [p.x, p.y],
        [p.x + p.width, p.y],
        [p.x + p.width, p.y + p.height],
        [p.x, p.y + p.height],
      ] as const) {
        corners.push(cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos);
      }
      pointsPath(ops, corners, true);
      break;
    }
  }
  ops.push(filled && stroked ? 'B' : filled ? 'f' : 'S', RESTORE);
}

/** One phase drawn into its box: court units mapped onto the box, clipped to it. */
function drawCourtItem(canvas: PageCanvas, fonts: EmbeddedPrintFonts, item: CourtItem, sources: PdfSources): void {
  const primitives = courtItemPrimitives(item, sources.plays.get(item.playId));
  if (primitives === undefined) return;
  const { box, viewBox } = item;
  const scale = box.width / viewBox.width;
  const { ops } = canvas;
  ops.push(SAVE, rectangle(box), 'W', 'n');
  ops.push(transform(scale, 0, 0, scale, box.x - viewBox.x * scale, box.y - viewBox.y * scale));
  for (const primitive of primitives) drawPrimitive(canvas, fonts, primitive);
  ops.push(RESTORE);
}

/** Where a line of `width` starts in `box` for a logical alignment in `direction`. */
function lineStart(box: Box, width: number, align: TextItem['align'], direction: PrintDirection): number {
  const left = (align === 'start') === (direction === 'ltr');
  if (align === 'center') return box.x + (box.width - width) / 2;
  return left ? box.x : box.x + box.width - width;
}

function drawTextItem(canvas: PageCanvas, fonts: EmbeddedPrintFonts, item: TextItem, direction: PrintDirection): void {
  const lines = textItemLines(fonts, item);
  const color = TEXT_RGBA;
  const lineHeight = item.fontSize * LINE_HEIGHT;
  const { ascent, descent } = fonts.verticalMetrics(item.fontSize, item.bold);
  // The TOC's page number sits at the line's end; the title keeps clear of it.
  const pageNumber = item.targetPage !== undefined && item.targetPage > 0 ? (item.targetLabel ?? String(item.targetPage)) : undefined;
  lines.forEach((line, index) => {
    const width = fonts.width(line, item.fontSize, item.bold);
    const baseline = item.box.y + index * lineHeight + (lineHeight - ascent - descent) / 2 + ascent;
    drawTextLine(canvas, fonts, line, item.fontSize, item.bold, color, lineStart(item.box, width, item.align, direction), baseline);
    if (pageNumber !== undefined && index === 0) {
      const numberWidth = fonts.width(pageNumber, item.fontSize, item.bold);
      drawTextLine(canvas, fonts, pageNumber, item.fontSize, item.bold, color, lineStart(item.box, numberWidth, 'end', direction), baseline);
    }
  });
}

/** A stint's bar: its hatch (45° lines clipped to the bar), then its outline inside the box. */
function drawStintBar(ops: string[], box: Box): void {
  const { x, y, width, height } = box;
  if (width <= 0 || height <= 0) return;
  const inset = STINT_STYLE.outlineWidth / 2;
  ops.push(SAVE, rectangle(box), 'W', 'n', strokeColor(STINT_STYLE.hatch), `${n(STINT_STYLE.hatchWidth)} w`);
  // Each line runs from the bar's foot up and right by its height; they start a bar's height before it so its left end is hatched too.
  for (let along = -height; along < width; along += STINT_STYLE.hatchSpacing) ops.push(moveTo(x + along, y + height), lineTo(x + along + height, y));
  ops.push('S', RESTORE);
  ops.push(SAVE, strokeColor(STINT_STYLE.outline), `${n(STINT_STYLE.outlineWidth)} w`, rectangle({ x: x + inset, y: y + inset, width: Math.max(0, width - 2 * inset), height: Math.max(0, height - 2 * inset) }), 'S', RESTORE);
}

/** A rectangle in page units as a PDF rectangle in points (y up). */
function pdfRect(box: Box, pageHeight: number): number[] {
  const s = POINTS_PER_PAGE_UNIT;
  return [n(box.x * s), n((pageHeight - box.y - box.height) * s), n((box.x + box.width) * s), n((pageHeight - box.y) * s)];
}

function addLink(doc: PDFDocument, page: PDFPage, box: Box, pageHeight: number, action: { uri: string } | { page: PDFRef }): void {
  const target =
    'uri' in action
      ? { A: { Type: 'Action', S: 'URI', URI: PDFString.of(action.uri) } }
      : { Dest: [action.page, 'XYZ', null, null, null] };
  const annotation = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: pdfRect(box, pageHeight), Border: [0, 0, 0], ...target });
  page.node.addAnnot(doc.context.register(annotation));
}

async function drawImage(doc: PDFDocument, canvas: PageCanvas, box: Box, bytes: Uint8Array | undefined): Promise<void> {
  if (bytes === undefined) return;
  const format = printableImageFormat(bytes);
  if (format === undefined) return;
  const image = await (format === 'png' ? doc.embedPng(bytes) : doc.embedJpg(bytes)).catch(() => undefined);
  // A picture pdf-lib cannot read (a broken file that starts like one) leaves its place empty.
  if (image === undefined) return;
  const name = canvas.page.node.newXObject('Image', image.ref);
  const { ops } = canvas;
  // The picture keeps its shape: as large as fits in the box, centred in it.
  const scale = Math.min(box.width / image.width, box.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  const x = box.x + (box.width - width) / 2;
  const y = box.y + (box.height - height) / 2;
  // Images draw upright in a unit square: flip it into the y-down page.
  ops.push(SAVE, transform(n(width), 0, 0, n(-height), n(x), n(y + height)));
  ops.push(`${name.toString()} Do`, RESTORE);
}

async function drawPage(doc: PDFDocument, page: PDFPage, items: readonly PageItem[], pageRefs: readonly PDFRef[], fonts: EmbeddedPrintFonts, sources: PdfSources, direction: PrintDirection, pageHeight: number) {
  const canvas = new PageCanvas(doc, page);
  // Page units, y down, mapped onto the page's points.
  canvas.ops.push(SAVE, transform(POINTS_PER_PAGE_UNIT, 0, 0, -POINTS_PER_PAGE_UNIT, 0, pageHeight * POINTS_PER_PAGE_UNIT));
  canvas.ops.push(ROUND_CAPS);
  for (const item of items) {
    switch (item.kind) {
      case 'text':
        drawTextItem(canvas, fonts, item, direction);
        if (item.targetPage !== undefined && pageRefs[item.targetPage - 1] !== undefined) addLink(doc, page, item.box, pageHeight, { page: pageRefs[item.targetPage - 1]! });
        break;
      case 'court':
        drawCourtItem(canvas, fonts, item, sources);
        break;
      case 'video': {
        const runs = qrCodeRuns(item.url, item.qr);
        if (runs.length > 0) canvas.ops.push(fillColor(TEXT_RGBA), ...runs.map(rectangle), 'f');
        addLink(doc, page, item.box, pageHeight, { uri: item.url });
        break;
      }
      case 'bar':
        drawStintBar(canvas.ops, item.box);
        break;
      case 'rule': {
        const style = RULE_STYLES[item.role];
        const { x, y, width, height } = item.box;
        canvas.ops.push(SAVE, strokeColor(style.color), `${n(style.width)} w`, moveTo(x, y), lineTo(x + width, y + height), 'S', RESTORE);
        break;
      }
      case 'image':
        await drawImage(doc, canvas, item.box, sources.images?.get(item.url));
        break;
    }
  }
  canvas.ops.push(RESTORE);
  page.node.addContentStream(doc.context.register(doc.context.flateStream(canvas.ops.join('\n'))));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Draws every page of `layout` into `doc` (fonts already embedded). Reports progress after each
 * page; when a cancel flag is given, lets other work in between pages and stops once it is set.
 */
export async function writeLayout(doc: PDFDocument, layout: PrintLayout, fonts: EmbeddedPrintFonts, sources: PdfSources, progress: WriteProgress = {}): Promise<void> {
  const total = layout.pages.length;
  if (total > MAX_PRINT_PAGES) throw new TooManyPagesError(total);
  if (progress.title !== undefined) doc.setTitle(progress.title);
  const pages = layout.pages.map((page) => doc.addPage([page.size.width * POINTS_PER_PAGE_UNIT, page.size.height * POINTS_PER_PAGE_UNIT]));
  const refs = pages.map((page) => page.ref);
  for (let index = 0; index < total; index++) {
    if (progress.isCancelled !== undefined && index % PAGES_BETWEEN_YIELDS === 0) {
      await nextTask();
      if (progress.isCancelled()) throw new PrintCancelled();
    }
    const laid = layout.pages[index]!;
    await drawPage(doc, pages[index]!, laid.items, refs, fonts, sources, layout.direction, laid.size.height);
    progress.onProgress?.(index + 1, total);
  }
}
