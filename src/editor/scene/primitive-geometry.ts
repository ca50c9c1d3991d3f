// Display-list primitives (engine/draw) turned into triangles with per-vertex RGBA colour, so a
// whole court, or a whole arrow, is one mesh and one draw call. Court units; y down as in the engine.
// Text primitives are not triangulated here: the scene draws them with a bundled font.
import { BufferAttribute, BufferGeometry, Color, SRGBColorSpace, ShapeUtils, Vector2 } from 'three';
import { parseCssColor, type Primitive, type TextPrimitive } from '../../../engine';

export type Rgba = [number, number, number, number];

const scratch = new Color();
const cache = new Map<string, Rgba>();

/** A CSS colour (engine's parseCssColor, other names through three.js) as linear RGBA for vertex colours. */
export function parseColor(css: string): Rgba {
  const cached = cache.get(css);
  if (cached) return cached;
  const srgb = parseCssColor(css);
  const value = css.trim().toLowerCase();
  if (srgb) scratch.setRGB(srgb.r, srgb.g, srgb.b, SRGBColorSpace);
  else if (value === 'none' || value === '') scratch.setRGB(0, 0, 0);
  else scratch.setStyle(css);
  const rgba: Rgba = [scratch.r, scratch.g, scratch.b, srgb ? srgb.a : value === 'none' || value === '' ? 0 : 1];
  cache.set(css, rgba);
  return rgba;
}

/** Segments of a full circle. */
const CIRCLE_SEGMENTS = 48;
/** Segments of a round join between two stroke pieces. */
const JOIN_SEGMENTS = 6;

export class TriangleBuilder {
  readonly positions: number[] = [];
  readonly colors: number[] = [];

  get vertexCount(): number {
    return this.positions.length / 3;
  }

  private vertex(x: number, y: number, c: Rgba): void {
    this.positions.push(x, y, 0);
    this.colors.push(c[0], c[1], c[2], c[3]);
  }

  /** One triangle, always wound the same way (counter-clockwise in court units). */
  triangle(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, c: Rgba): void {
    const area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    this.vertex(ax, ay, c);
    if (area < 0) {
      this.vertex(cx, cy, c);
      this.vertex(bx, by, c);
    } else {
      this.vertex(bx, by, c);
      this.vertex(cx, cy, c);
    }
  }

  fan(cx: number, cy: number, rx: number, ry: number, rotation: number, c: Rgba, segments = CIRCLE_SEGMENTS): void {
    const cos = Math.cos(rotation);
    const sin = Math.sin(rotation);
    let px = cx + rx * cos;
    let py = cy + rx * sin;
    for (let i = 1; i <= segments; i++) {
      const a = (i / segments) * Math.PI * 2;
      const lx = rx * Math.cos(a);
      const ly = ry * Math.sin(a);
      const x = cx + lx * cos - ly * sin;
      const y = cy + lx * sin + ly * cos;
      this.triangle(cx, cy, px, py, x, y, c);
      px = x;
      py = y;
    }
  }

  polygon(flat: readonly number[], c: Rgba): void {
    const contour: Vector2[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) contour.push(new Vector2(flat[i], flat[i + 1]));
    if (contour.length < 3) return;
    for (const [a, b, d] of ShapeUtils.triangulateShape(contour, [])) {
      this.triangle(contour[a!]!.x, contour[a!]!.y, contour[b!]!.x, contour[b!]!.y, contour[d!]!.x, contour[d!]!.y, c);
    }
  }

  /** A stroke along a polyline, with round joins; dashed when `dash` is given. */
  stroke(flat: readonly number[], width: number, c: Rgba, closed = false, dash?: readonly number[]): void {
    const points = closed && flat.length >= 4 ? [...flat, flat[0]!, flat[1]!] : flat;
    if (dash && dash.length >= 2) {
      for (const piece of dashPieces(points, dash)) this.solidStroke(piece, width, c);
      return;
    }
    this.solidStroke(points, width, c);
  }

  private solidStroke(flat: readonly number[], width: number, c: Rgba): void {
    const half = width / 2;
    const count = flat.length / 2;
    for (let i = 1; i < count; i++) {
      const ax = flat[2 * i - 2]!;
      const ay = flat[2 * i - 1]!;
      const bx = flat[2 * i]!;
      const by = flat[2 * i + 1]!;
      const length = Math.hypot(bx - ax, by - ay);
      if (length === 0) continue;
      const nx = (-(by - ay) / length) * half;
      const ny = ((bx - ax) / length) * half;
      this.triangle(ax + nx, ay + ny, bx + nx, by + ny, bx - nx, by - ny, c);
      this.triangle(ax + nx, ay + ny, bx - nx, by - ny, ax - nx, ay - ny, c);
      if (i < count - 1) this.fan(bx, by, half, half, 0, c, JOIN_SEGMENTS);
    }
  }

  /** Appends one primitive (text is skipped). */
  add(primitive: Primitive): void {
    const opacity = primitive.opacity ?? 1;
    const fill = primitive.fill ? withOpacity(parseColor(primitive.fill), opacity) : null;
    const stroke = primitive.stroke ? withOpacity(parseColor(primitive.stroke), opacity) : null;
    const width = primitive.strokeWidth ?? 0;
    switch (primitive.kind) {
      case 'line':
        if (stroke) this.stroke([primitive.x1, primitive.y1, primitive.x2, primitive.y2], width, stroke, false, primitive.dash);
        return;
      case 'polyline':
        if (stroke) this.stroke(primitive.points, width, stroke, false, primitive.dash);
        return;
      case 'polygon':
        if (fill) this.polygon(primitive.points, fill);
        if (stroke && width > 0) this.stroke(primitive.points, width, stroke, true, primitive.dash);
        return;
      case 'circle':
        if (fill) this.fan(primitive.cx, primitive.cy, primitive.r, primitive.r, 0, fill);
        if (stroke && width > 0) this.stroke(arcPoints(primitive.cx, primitive.cy, primitive.r, 0, 360), width, stroke, true, primitive.dash);
        return;
      case 'ellipse': {
        const rotation = (primitive.rotation * Math.PI) / 180;
        if (fill) this.fan(primitive.cx, primitive.cy, primitive.rx, primitive.ry, rotation, fill);
        if (stroke && width > 0) this.stroke(ellipsePoints(primitive.cx, primitive.cy, primitive.rx, primitive.ry, rotation), width, stroke, true, primitive.dash);
        return;
      }
      case 'arc':
        if (stroke) this.stroke(arcPoints(primitive.cx, primitive.cy, primitive.r, primitive.startAngle, primitive.endAngle), width, stroke, false, primitive.dash);
        return;
      case 'rect': {
        const corners = rectPoints(primitive.x, primitive.y, primitive.width, primitive.height, primitive.rotation);
        if (fill) {
          this.triangle(corners[0]!, corners[1]!, corners[2]!, corners[3]!, corners[4]!, corners[5]!, fill);
          this.triangle(corners[0]!, corners[1]!, corners[4]!, corners[5]!, corners[6]!, corners[7]!, fill);
        }
        if (stroke && width > 0) this.stroke(corners, width, stroke, true, primitive.dash);
        return;
      }
      case 'text':
        return;
    }
  }

  toGeometry(): BufferGeometry {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(this.positions), 3));
    geometry.setAttribute('color', new BufferAttribute(new Float32Array(this.colors), 4));
    geometry.computeBoundingSphere();
    return geometry;
  }
}

function withOpacity(c: Rgba, opacity: number): Rgba {
  return opacity === 1 ? c : [c[0], c[1], c[2], c[3] * opacity];
}

export function arcPoints(cx: number, cy: number, r: number, startAngle: number, endAngle: number): number[] {
  const sweep = endAngle - startAngle;
  const steps = Math.max(4, Math.ceil((Math.abs(sweep) / 360) * CIRCLE_SEGMENTS * 1.5));
  const flat: number[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((startAngle + (sweep * i) / steps) * Math.PI) / 180;
    flat.push(cx + r * Math.cos(a), cy + r * Math.sin(a));
  }
  return flat;
}

function ellipsePoints(cx: number, cy: number, rx: number, ry: number, rotation: number): number[] {
  const flat: number[] = [];
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  for (let i = 0; i < CIRCLE_SEGMENTS; i++) {
    const a = (i / CIRCLE_SEGMENTS) * Math.PI * 2;
    const lx = rx * Math.cos(a);
    const ly = ry * Math.sin(a);
    flat.push(cx + lx * cos - ly * sin, cy + lx * sin + ly * cos);
  }
  return flat;
}

/** Corners of a rectangle turned about its centre: top-left, top-right, bottom-right, bottom-left. */
export function rectPoints(x: number, y: number, width: number, height: number, rotation: number): number[] {
  const cx = x + width / 2;
  const cy = y + height / 2;
  const a = (rotation * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const flat: number[] = [];
  for (const [lx, ly] of [[-width / 2, -height / 2], [width / 2, -height / 2], [width / 2, height / 2], [-width / 2, height / 2]] as const) {
    flat.push(cx + lx * cos - ly * sin, cy + lx * sin + ly * cos);
  }
  return flat;
}

/** A polyline cut into dashes: dash[0] drawn, dash[1] skipped, and so on. */
export function dashPieces(flat: readonly number[], dash: readonly number[]): number[][] {
  const pieces: number[][] = [];
  let patternIndex = 0;
  let left = dash[0]!;
  let drawing = true;
  let current: number[] = [flat[0]!, flat[1]!];
  for (let i = 2; i + 1 < flat.length; i += 2) {
    let ax = flat[i - 2]!;
    let ay = flat[i - 1]!;
    const bx = flat[i]!;
    const by = flat[i + 1]!;
    let segment = Math.hypot(bx - ax, by - ay);
    while (segment > 0) {
      const step = Math.min(left, segment);
      const t = step / segment;
      const x = ax + (bx - ax) * t;
      const y = ay + (by - ay) * t;
      if (drawing) current.push(x, y);
      segment -= step;
      left -= step;
      ax = x;
      ay = y;
      if (left <= 1e-9) {
        if (drawing && current.length >= 4) pieces.push(current);
        drawing = !drawing;
        patternIndex = (patternIndex + 1) % dash.length;
        left = dash[patternIndex]!;
        current = drawing ? [x, y] : [];
      }
    }
  }
  if (drawing && current.length >= 4) pieces.push(current);
  return pieces;
}

/** The triangles of `primitives` as one geometry, and the text primitives left for the font renderer. */
export function buildPrimitives(primitives: readonly Primitive[]): { geometry: BufferGeometry; texts: TextPrimitive[]; vertexCount: number } {
  const builder = new TriangleBuilder();
  const texts: TextPrimitive[] = [];
  for (const primitive of primitives) {
    if (primitive.kind === 'text') texts.push(primitive);
    else builder.add(primitive);
  }
  return { geometry: builder.toGeometry(), texts, vertexCount: builder.vertexCount };
}
