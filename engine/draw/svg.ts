// A display list as a standalone SVG document: thumbnails, exports and snapshot tests.
// The viewBox is in court units and maps them as they are: x to the right, y downwards (no flip),
// so the near baseline is on the left and y = 0 (a sideline) at the top. Output is deterministic:
// numbers are written with at most 3 decimals, attributes in a fixed order.
import type { Primitive } from './primitives';

export interface ViewBox {
  minX: number;
  minY: number;
  width: number;
  height: number;
}

export interface SvgOptions {
  /** Court units shown; defaults to the court background, else the bounds of every primitive. */
  viewBox?: ViewBox;
  /** Size in pixels; omitted, the SVG scales to its container. */
  width?: number;
  height?: number;
  /** A <title> for accessibility. */
  title?: string;
  /** Font family for all text. */
  fontFamily?: string;
}

export const SVG_FONT_FAMILY = 'Inter, Helvetica, Arial, sans-serif';
const DECIMALS = 1000;

/** A number with at most 3 decimals, no trailing zeros, and no "-0". */
export function formatSvgNumber(value: number): string {
  const rounded = Math.round(value * DECIMALS) / DECIMALS;
  return Object.is(rounded, -0) || rounded === 0 ? '0' : String(rounded);
}

/** Escapes text and attribute values (&, <, >, " and '). */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]!};`);
}

const n = formatSvgNumber;

function attrs(pairs: ReadonlyArray<readonly [string, string | number | undefined]>): string {
  let s = '';
  for (const [name, value] of pairs) {
    if (value === undefined) continue;
    s += ` ${name}="${typeof value === 'number' ? n(value) : escapeXml(value)}"`;
  }
  return s;
}

function points(flat: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) parts.push(`${n(flat[i]!)},${n(flat[i + 1]!)}`);
  return parts.join(' ');
}

function arcPath(cx: number, cy: number, r: number, startAngle: number, endAngle: number): string {
  const a0 = (startAngle * Math.PI) / 180;
  const a1 = (endAngle * Math.PI) / 180;
  const sweep = endAngle - startAngle;
  const large = Math.abs(sweep) > 180 ? 1 : 0;
  const x0 = cx + r * Math.cos(a0);
  const y0 = cy + r * Math.sin(a0);
  const x1 = cx + r * Math.cos(a1);
  const y1 = cy + r * Math.sin(a1);
  // Increasing angle runs clockwise on a y-down screen: sweep flag 1.
  return `M${n(x0)} ${n(y0)} A${n(r)} ${n(r)} 0 ${large} ${sweep >= 0 ? 1 : 0} ${n(x1)} ${n(y1)}`;
}

function rotate(degrees: number, cx: number, cy: number): string | undefined {
  return degrees ? `rotate(${n(degrees)} ${n(cx)} ${n(cy)})` : undefined;
}

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;
const BASELINE = { top: 'hanging', middle: 'central', bottom: 'alphabetic' } as const;

function element(p: Primitive): string {
  const style: Array<readonly [string, string | number | undefined]> = [
    ['fill', p.fill ?? (p.kind === 'text' ? undefined : 'none')],
    ['stroke', p.stroke],
    ['stroke-width', p.stroke !== undefined ? p.strokeWidth : undefined],
    ['stroke-dasharray', p.dash && p.dash.length > 0 ? p.dash.map(n).join(' ') : undefined],
    ['opacity', p.opacity],
    ['data-role', p.role],
    ['data-item', p.itemId],
  ];
  const title = p.error !== undefined ? `<title>${escapeXml(p.error)}</title>` : '';
  const close = (tag: string, head: string) => (title ? `<${tag}${head}>${title}</${tag}>` : `<${tag}${head}/>`);
  switch (p.kind) {
    case 'line':
      return close('line', attrs([['x1', p.x1], ['y1', p.y1], ['x2', p.x2], ['y2', p.y2], ...style]));
    case 'polyline':
      return close('polyline', attrs([['points', points(p.points)], ['stroke-linejoin', 'round'], ...style]));
    case 'polygon':
      return close('polygon', attrs([['points', points(p.points)], ...style]));
    case 'circle':
      return close('circle', attrs([['cx', p.cx], ['cy', p.cy], ['r', p.r], ...style]));
    case 'ellipse':
      return close('ellipse', attrs([['cx', p.cx], ['cy', p.cy], ['rx', p.rx], ['ry', p.ry], ['transform', rotate(p.rotation, p.cx, p.cy)], ...style]));
    case 'arc':
      return close('path', attrs([['d', arcPath(p.cx, p.cy, p.r, p.startAngle, p.endAngle)], ...style]));
    case 'rect':
      return close(
        'rect',
        attrs([['x', p.x], ['y', p.y], ['width', p.width], ['height', p.height], ['transform', rotate(p.rotation, p.x + p.width / 2, p.y + p.height / 2)], ...style]),
      );
    case 'text': {
      const head = attrs([
        ['x', p.x],
        ['y', p.y],
        ['font-size', p.fontSize],
        ['text-anchor', ANCHOR[p.align]],
        ['dominant-baseline', BASELINE[p.baseline]],
        ['font-weight', p.bold ? 'bold' : undefined],
        ['font-style', p.italic ? 'italic' : undefined],
        ['text-decoration', p.underline ? 'underline' : undefined],
        ['transform', rotate(p.rotation, p.x, p.y)],
        ...style,
      ]);
      return `<text${head}>${title}${escapeXml(p.text)}</text>`;
    }
  }
}

/** The bounds of a display list: the court background when there is one, else every primitive. */
export function primitivesViewBox(primitives: readonly Primitive[]): ViewBox {
  const background = primitives.find((p) => p.role === 'court-background' && p.kind === 'rect');
  if (background && background.kind === 'rect') {
    return { minX: background.x, minY: background.y, width: background.width, height: background.height };
  }
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const add = (x: number, y: number, margin = 0) => {
    minX = Math.min(minX, x - margin);
    minY = Math.min(minY, y - margin);
    maxX = Math.max(maxX, x + margin);
    maxY = Math.max(maxY, y + margin);
  };
  for (const p of primitives) {
    switch (p.kind) {
      case 'line':
        add(p.x1, p.y1);
        add(p.x2, p.y2);
        break;
      case 'polyline':
      case 'polygon':
        for (let i = 0; i + 1 < p.points.length; i += 2) add(p.points[i]!, p.points[i + 1]!);
        break;
      case 'circle':
      case 'arc':
        add(p.cx, p.cy, p.r);
        break;
      case 'ellipse':
        add(p.cx, p.cy, Math.max(p.rx, p.ry));
        break;
      case 'rect':
        add(p.x, p.y);
        add(p.x + p.width, p.y + p.height);
        break;
      case 'text':
        add(p.x, p.y, p.fontSize);
        break;
    }
  }
  if (minX > maxX) return { minX: 0, minY: 0, width: 1, height: 1 };
  return { minX, minY, width: maxX - minX, height: maxY - minY };
}

/** The opening tag of the document. */
function svgHead(box: ViewBox, options: SvgOptions): string {
  return `<svg${attrs([
    ['xmlns', 'http://www.w3.org/2000/svg'],
    ['viewBox', `${n(box.minX)} ${n(box.minY)} ${n(box.width)} ${n(box.height)}`],
    ['width', options.width],
    ['height', options.height],
    ['font-family', options.fontFamily ?? SVG_FONT_FAMILY],
    ['stroke-linecap', 'round'],
  ])}>`;
}

const SVG_END = '\n</svg>\n';

/** A standalone SVG document of the display list, drawn in order. */
export function toSvg(primitives: readonly Primitive[], options: SvgOptions = {}): string {
  const box = options.viewBox ?? primitivesViewBox(primitives);
  const body: string[] = [];
  if (options.title !== undefined) body.push(`<title>${escapeXml(options.title)}</title>`);
  for (const p of primitives) body.push(element(p));
  return `${svgHead(box, options)}\n${body.join('\n')}${SVG_END}`;
}

/** Bytes of `text` in UTF-8, counting a surrogate as 3 (a pair as 6: never fewer than it takes). */
export function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x800) bytes += 2;
    else if (code >= 0x80) bytes += 1;
  }
  return bytes;
}

/**
 * toSvg of a display list read lazily, as long as the document stays within `maxBytes` of UTF-8:
 * null as soon as it would not, having read no more of the list than that. The view box must be
 * given (a lazy list has no bounds to measure). The same list gives the same text as toSvg.
 */
export function toSvgWithin(primitives: Iterable<Primitive>, maxBytes: number, options: SvgOptions & { viewBox: ViewBox }): string | null {
  const head = svgHead(options.viewBox, options);
  const body: string[] = [];
  // A newline after the head and before each element but the first, and the end tag.
  let bytes = utf8Length(head) + utf8Length(SVG_END) + 1;
  const add = (part: string): boolean => {
    bytes += utf8Length(part) + (body.length > 0 ? 1 : 0);
    if (bytes > maxBytes) return false;
    body.push(part);
    return true;
  };
  if (options.title !== undefined && !add(`<title>${escapeXml(options.title)}</title>`)) return null;
  for (const p of primitives) if (!add(element(p))) return null;
  return `${head}\n${body.join('\n')}${SVG_END}`;
}
