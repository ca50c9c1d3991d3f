// A display list painted onto a Canvas 2D context: the playback worker's frames where WebGL is
// software-rendered, and PNG/GIF/MP4 export. It looks like toSvg (svg.ts is the reference for how
// each primitive and style maps). The engine has no DOM types, so the context is a structural
// interface that CanvasRenderingContext2D and OffscreenCanvasRenderingContext2D both satisfy.
import type { Primitive, PrimitiveStyle, TextPrimitive } from './primitives';
import { SVG_FONT_FAMILY, type ViewBox } from './svg';

/** The part of a Canvas 2D context the painter uses. */
export interface Canvas2DContext {
  // Written only (the DOM's types are wider: gradients and patterns).
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineCap: string;
  lineJoin: string;
  globalAlpha: number;
  font: string;
  textAlign: string;
  textBaseline: string;
  save(): void;
  restore(): void;
  setTransform(a: number, b: number, c: number, d: number, e: number, f: number): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  scale(x: number, y: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number, counterclockwise?: boolean): void;
  ellipse(x: number, y: number, radiusX: number, radiusY: number, rotation: number, startAngle: number, endAngle: number): void;
  rect(x: number, y: number, width: number, height: number): void;
  fill(): void;
  stroke(): void;
  setLineDash(segments: number[]): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  strokeText(text: string, x: number, y: number): void;
  measureText(text: string): { width: number };
}

export interface PaintOptions {
  /** Court units shown, letterboxed into the pixels (aspect kept, centred). */
  viewBox: ViewBox;
  /** The canvas's size in pixels. */
  width: number;
  height: number;
  /** Fills the whole canvas first (letterbox included); omitted, the canvas is cleared instead. */
  background?: string;
  /** Leaves what is on the canvas (a cached court layer) and paints over it. */
  keep?: boolean;
  /** Font family for all text (toSvg's by default). */
  fontFamily?: string;
}

/** Court units to pixels: x_px = offsetX + x * scale (likewise y). */
export interface PaintTransform {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** The letterboxed mapping of a view box into width x height pixels, as SVG's "xMidYMid meet". */
export function paintTransform(viewBox: ViewBox, width: number, height: number): PaintTransform {
  const scale = viewBox.width > 0 && viewBox.height > 0 ? Math.min(width / viewBox.width, height / viewBox.height) : 1;
  return {
    scale,
    offsetX: (width - viewBox.width * scale) / 2 - viewBox.minX * scale,
    offsetY: (height - viewBox.height * scale) / 2 - viewBox.minY * scale,
  };
}

const RADIANS = Math.PI / 180;
// SVG's text-anchor and dominant-baseline as toSvg writes them (hanging, central, alphabetic).
const ALIGN = { left: 'left', center: 'center', right: 'right' } as const;
const BASELINE = { top: 'hanging', middle: 'middle', bottom: 'alphabetic' } as const;
// Where an underline sits below the anchor, in ems, for each baseline (the font's usual metrics:
// alphabetic baseline 0.8em under the hanging one, 0.35em under the middle), and its thickness.
const UNDERLINE_OFFSET = { top: 0.9, middle: 0.45, bottom: 0.1 } as const;
const UNDERLINE_THICKNESS = 1 / 15;

/** Fill then stroke, as SVG paints; SVG's defaults: no fill but on text (black), stroke width 1. */
function paintPath(context: Canvas2DContext, p: PrimitiveStyle): void {
  if (p.fill !== undefined) {
    context.fillStyle = p.fill;
    context.fill();
  }
  if (p.stroke !== undefined) {
    context.strokeStyle = p.stroke;
    context.lineWidth = p.strokeWidth ?? 1;
    context.setLineDash(p.dash && p.dash.length > 0 ? p.dash : []);
    context.stroke();
  }
}

function tracePoints(context: Canvas2DContext, flat: readonly number[]): void {
  context.beginPath();
  for (let i = 0; i + 1 < flat.length; i += 2) {
    if (i === 0) context.moveTo(flat[0]!, flat[1]!);
    else context.lineTo(flat[i]!, flat[i + 1]!);
  }
}

function paintText(context: Canvas2DContext, p: TextPrimitive, family: string, scale: number): void {
  // Glyphs are laid out at their pixel size (fonts of a fraction of a pixel hint badly), so the
  // court-unit scale is undone about the anchor.
  const size = p.fontSize * scale;
  context.translate(p.x, p.y);
  if (p.rotation) context.rotate(p.rotation * RADIANS);
  context.scale(1 / scale, 1 / scale);
  context.font = `${p.italic ? 'italic ' : ''}${p.bold ? 'bold ' : ''}${size}px ${family}`;
  context.textAlign = ALIGN[p.align];
  context.textBaseline = BASELINE[p.baseline];
  const fill = p.fill ?? '#000';
  context.fillStyle = fill;
  context.fillText(p.text, 0, 0);
  if (p.stroke !== undefined) {
    context.strokeStyle = p.stroke;
    context.lineWidth = (p.strokeWidth ?? 1) * scale;
    context.setLineDash(p.dash && p.dash.length > 0 ? p.dash.map((d) => d * scale) : []);
    context.strokeText(p.text, 0, 0);
  }
  if (p.underline) {
    const width = context.measureText(p.text).width;
    const left = p.align === 'left' ? 0 : p.align === 'center' ? -width / 2 : -width;
    const thickness = Math.max(1, size * UNDERLINE_THICKNESS);
    context.fillRect(left, size * UNDERLINE_OFFSET[p.baseline] - thickness / 2, width, thickness);
  }
}

function paintPrimitive(context: Canvas2DContext, p: Primitive, family: string, scale: number): void {
  switch (p.kind) {
    case 'line':
      context.beginPath();
      context.moveTo(p.x1, p.y1);
      context.lineTo(p.x2, p.y2);
      break;
    case 'polyline':
      tracePoints(context, p.points);
      context.lineJoin = 'round';
      break;
    case 'polygon':
      tracePoints(context, p.points);
      context.closePath();
      break;
    case 'circle':
      context.beginPath();
      context.arc(p.cx, p.cy, p.r, 0, 2 * Math.PI);
      break;
    case 'ellipse':
      context.beginPath();
      context.ellipse(p.cx, p.cy, p.rx, p.ry, p.rotation * RADIANS, 0, 2 * Math.PI);
      break;
    case 'arc':
      // Increasing angles run clockwise on a y-down screen, as the SVG path's sweep flag.
      context.beginPath();
      context.arc(p.cx, p.cy, p.r, p.startAngle * RADIANS, p.endAngle * RADIANS, p.endAngle < p.startAngle);
      break;
    case 'rect':
      context.beginPath();
      if (p.rotation) {
        context.translate(p.x + p.width / 2, p.y + p.height / 2);
        context.rotate(p.rotation * RADIANS);
        context.rect(-p.width / 2, -p.height / 2, p.width, p.height);
      } else {
        context.rect(p.x, p.y, p.width, p.height);
      }
      break;
    case 'text':
      paintText(context, p, family, scale);
      return;
  }
  paintPath(context, p);
}

/**
 * Paints the display list in order onto `context`, mapping the view box (court units) into
 * width x height pixels, letterboxed. Each primitive is painted inside save/restore, so the
 * context is left as it was found.
 */
export function paintPrimitives(context: Canvas2DContext, primitives: Iterable<Primitive>, options: PaintOptions): void {
  const { scale, offsetX, offsetY } = paintTransform(options.viewBox, options.width, options.height);
  const family = options.fontFamily ?? SVG_FONT_FAMILY;
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  if (options.background !== undefined) {
    context.fillStyle = options.background;
    context.fillRect(0, 0, options.width, options.height);
  } else if (!options.keep) {
    context.clearRect(0, 0, options.width, options.height);
  }
  for (const p of primitives) {
    context.save();
    context.setTransform(scale, 0, 0, scale, offsetX, offsetY);
    context.globalAlpha = p.opacity ?? 1;
    // toSvg sets stroke-linecap round on the whole document.
    context.lineCap = 'round';
    paintPrimitive(context, p, family, scale);
    context.restore();
  }
  context.restore();
}
