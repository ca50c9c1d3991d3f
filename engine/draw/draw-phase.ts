// A phase becomes a display list (DESIGN.md §2 draw/): the court, then every item by displayOrder.
// Every object's `pos` is its centre; `angle` turns it about that centre.
import {
  type Arrow,
  type CourtColor,
  type CourtKind,
  type Phase,
  type PhaseItem,
  type PlayObject,
  type PlaySettings,
  type Point,
  type ViewMode,
} from '../model/play';
import { arrowPath, pointAtLength, slicePath, tangentAtEnd, tangentAtLength, trimPathToDiscs, type ArrowPath, type Disc } from '../geometry/arrow-path';
import { canLink } from '../links/rules';
import { isOutOfView } from '../geometry/bounds';
import {
  ARROW_STROKE_WIDTH,
  DEFAULT_CIRCLE_RADIUS,
  DEFAULT_COURT_KIND,
  DEFAULT_POLYGON_RADIUS,
  DEFAULT_RECTANGLE,
  DEFAULT_TEXT_BOX,
  HANDOFF_AND_CONE_WIDTH,
  PLAYER_BOX_WIDTH,
  courtDimensions,
  type CourtDimensions,
} from '../geometry/court';
import { MAX_COURT_TILES, MAX_DASHES_PER_LINE, MAX_TEXT_LINES_DRAWN, MAX_ZIGZAG_TURNS } from '../limits';
import { DEFENSE_ALT_COLOR, DEFENSE_COLOR, OBJECT_COLOR, SHAPE_FILL_ALPHA, SHAPE_FILL_COLOR, withAlpha } from '../model/palette';
import { playerLabel } from '../model/players';
import type { Primitive, PrimitiveRole, PrimitiveStyle, TextPrimitive } from './primitives';

/** The ball ring around its carrier, and hoops. */
export const BALL_COLOR = '#fb8c00';
export const CONE_COLOR = '#ff6d00';
/** Player numbers, white on the disc. */
export const LABEL_COLOR = '#ffffff';
/** Floor planks: a faint darkening of the court colour. */
const TILE_COLOR = 'rgba(0, 0, 0, 0.08)';
/** Arrows with a step error are drawn in this colour (distinct from the defense's red). */
export const ERROR_COLOR = '#ff00c8';

/** Court line thickness (2 inches). */
export const COURT_LINE_WIDTH = 0.17;
/** Width of one floor plank when tiles are shown. */
export const TILE_WIDTH = 2.5;
/** Text size of a text box with no fontSize, in court units. */
export const DEFAULT_FONT_SIZE = 2;
/** Arrow text size, in arrow stroke widths. */
const ARROW_TEXT_STROKES = 6;
/** Arrowhead length and width, in arrow stroke widths. */
export const ARROWHEAD_LENGTH_STROKES = 5;
const ARROWHEAD_WIDTH_STROKES = 4.5;
/** Dribble zigzag: distance between turns and half the swing, in arrow stroke widths. */
const ZIGZAG_STEP_STROKES = 3;
const ZIGZAG_AMPLITUDE_STROKES = 2.5;
/** Pass dash and gap, in arrow stroke widths. */
const PASS_DASH_STROKES = [4, 3];
/** Half the gap between a shot's two lines, in arrow stroke widths. */
const SHOT_OFFSET_STROKES = 1.5;
/** A handoff's bars: gap between them and their thickness, relative to the player disc's diameter
 * and the arrow stroke, so the symbol reads at normal zoom in proportion to the players. */
const HANDOFF_BAR_GAP_DISCS = 0.3;
const HANDOFF_BAR_STROKES = 1.5;
/** Option arrows (alternatives a coach shows but does not run) are drawn faded. */
const OPTION_OPACITY = 0.55;
/** Translucency of the wide halo under an arrow with an error. */
const ERROR_HALO_OPACITY = 0.3;
/** Sides of the default polygon. */
export const DEFAULT_POLYGON_SIDES = 6;
/** The ball ring's radius relative to the player disc. */
export const BALL_RING_SCALE = 1.35;
/** The ball ring's stroke width relative to the player disc. */
export const BALL_RING_STROKE = 0.25;
/** A highlighted player's ring (a player studying their own part): its radius and stroke relative to the disc, outside the ball ring. */
export const HIGHLIGHT_RING_SCALE = 1.75;
const HIGHLIGHT_RING_STROKE = 0.3;
/** Amber, apart from every team colour and the ball's orange, and seen on wood and on print's white. */
export const HIGHLIGHT_COLOR = '#f5b800';
/** Text boxes keep their text this far from the left and right edges, in font sizes. */
const TEXT_PADDING_EM = 0.25;
const LINE_HEIGHT_EM = 1.2;

export interface DrawOptions {
  /** Court kind; defaults to settings.courtType, then NBA. */
  court?: CourtKind;
  /** Half or full court; defaults to settings.viewMode. */
  view?: ViewMode;
  /** Wood tiles; defaults to settings.courtColor.showTiles. */
  tiles?: boolean;
  /** Players drawn with a ring around them (a player's own marker, in the study view). */
  highlight?: ReadonlySet<string>;
  /** Arrow id → step error message: those arrows are drawn in ERROR_COLOR. */
  showErrors?: ReadonlyMap<string, string> | Readonly<Record<string, string>>;
  /** Leave the court out (for an overlay drawn above a cached court). */
  withoutCourt?: boolean;
  /** The court's colours instead of settings.courtColor (print's white floor and black lines). */
  courtColors?: CourtColor;
  /**
   * 'print': the notation coaches draw by hand, black on white, told apart by shape (issue 30):
   * offense numbered circles, defense X's with their number, the ball a solid dot on its carrier.
   */
  notation?: 'screen' | 'print';
  /** Arrow strokes (and so their heads) this many times their width: print keeps them visible when small. */
  arrowScale?: number;
}

/** Print's ink-friendly court: white floor, black lines, no planks. */
export const PRINT_COURT_COLORS: CourtColor = { id: 'print', backgroundColor: '#ffffff', lineColor: '#000000', showTiles: false };
/** Everything drawn in print notation. */
export const PRINT_INK = '#000000';
const PRINT_PAPER = '#ffffff';
/** Print notation: a marker's outline and an X's strokes, in player radii. */
const PRINT_OUTLINE_RADII = 0.14;
const PRINT_X_STROKE_RADII = 0.28;
/** The ball on its carrier: a solid dot this many radii across, at the disc's upper right. */
const PRINT_BALL_RADII = 0.45;

/** What drawing one item needs to know about the whole phase. */
export interface DrawContext {
  court: CourtDimensions;
  view: ViewMode;
  objectSizeFactor: number;
  errorFor: (arrowId: string) => string | undefined;
  notation?: 'screen' | 'print';
  arrowScale?: number;
  highlight?: ReadonlySet<string>;
}

/** The context drawPhase draws a play's items with (its court, view and object size; errors if asked). */
export function drawContextOf(settings: PlaySettings, options: DrawOptions = {}): DrawContext {
  const view = options.view ?? settings.viewMode;
  return {
    court: courtDimensions(options.court ?? settings.courtType ?? DEFAULT_COURT_KIND, view),
    view,
    objectSizeFactor: settings.objectSizeFactor,
    errorFor: errorLookup(options.showErrors),
    ...(options.notation !== undefined ? { notation: options.notation } : {}),
    ...(options.arrowScale !== undefined ? { arrowScale: options.arrowScale } : {}),
    ...(options.highlight !== undefined ? { highlight: options.highlight } : {}),
  };
}

/** The court and every item of the phase, back to front. */
export function drawPhase(phase: Phase, settings: PlaySettings, options: DrawOptions = {}): Primitive[] {
  const context = drawContextOf(settings, options);
  const { court } = context;
  const out: Primitive[] = [];
  if (!options.withoutCourt) {
    const colors = options.courtColors ?? settings.courtColor;
    out.push(...drawCourt(court, colors, options.tiles ?? colors.showTiles));
  }
  for (const item of itemsInDrawOrder(phase.objects)) {
    if (isOutOfView(item, court)) continue;
    drawItem(item, context, out, item.type === 'arrow' ? arrowEnds(item, phase, context) : NO_ARROW_ENDS);
  }
  return out;
}

/**
 * drawPhase, read one primitive at a time: a reader that stops early (a thumbnail that has reached
 * its size) has drawn no item past the one it stopped in.
 */
export function* drawPhaseLazily(phase: Phase, settings: PlaySettings, options: DrawOptions = {}): Generator<Primitive, void, undefined> {
  const context = drawContextOf(settings, options);
  const { court } = context;
  const colors = options.courtColors ?? settings.courtColor;
  if (!options.withoutCourt) yield* drawCourt(court, colors, options.tiles ?? colors.showTiles);
  for (const item of itemsInDrawOrder(phase.objects)) {
    if (isOutOfView(item, court)) continue;
    const out: Primitive[] = [];
    drawItem(item, context, out, item.type === 'arrow' ? arrowEnds(item, phase, context) : NO_ARROW_ENDS);
    yield* out;
  }
}

function errorLookup(errors: DrawOptions['showErrors']): (arrowId: string) => string | undefined {
  if (!errors) return () => undefined;
  if (errors instanceof Map) return (id) => errors.get(id);
  const record = errors as Readonly<Record<string, string>>;
  return (id) => (Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined);
}

/** Items sorted by displayOrder, keeping the phase's order among equals. */
export function itemsInDrawOrder(items: readonly PhaseItem[]): PhaseItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.displayOrder - b.item.displayOrder || a.index - b.index)
    .map((entry) => entry.item);
}

// ---------------------------------------------------------------------------------------------
// Court.
// ---------------------------------------------------------------------------------------------

/** The floor (playing area plus sidelines), its planks when tiled, and every court line. */
export function drawCourt(court: CourtDimensions, colors: CourtColor, tiles: boolean): Primitive[] {
  const area = court.drawable;
  const out: Primitive[] = [
    {
      kind: 'rect',
      layer: 'court',
      role: 'court-background',
      x: area.minX,
      y: area.minY,
      width: area.maxX - area.minX,
      height: area.maxY - area.minY,
      rotation: 0,
      fill: colors.backgroundColor,
    },
  ];
  if (tiles) {
    // Planks run along the court's length, across the whole floor.
    for (let y = area.minY + TILE_WIDTH, planks = 0; y < area.maxY && planks < MAX_COURT_TILES; y += TILE_WIDTH, planks++) {
      out.push({
        kind: 'line',
        layer: 'court',
        role: 'court-tile',
        x1: area.minX,
        y1: y,
        x2: area.maxX,
        y2: y,
        stroke: TILE_COLOR,
        strokeWidth: COURT_LINE_WIDTH / 2,
      });
    }
  }
  const stroke: PrimitiveStyle = { stroke: colors.lineColor, strokeWidth: COURT_LINE_WIDTH };
  for (const line of court.lines) {
    switch (line.kind) {
      case 'line':
        out.push({ kind: 'line', layer: 'court', role: 'court-line', x1: line.x1, y1: line.y1, x2: line.x2, y2: line.y2, ...stroke });
        break;
      case 'rect':
        out.push({ kind: 'rect', layer: 'court', role: 'court-line', x: line.x, y: line.y, width: line.width, height: line.height, rotation: 0, ...stroke });
        break;
      case 'circle':
        out.push({ kind: 'circle', layer: 'court', role: 'court-line', cx: line.cx, cy: line.cy, r: line.r, ...stroke });
        break;
      case 'arc': {
        const arc: Primitive = {
          kind: 'arc',
          layer: 'court',
          role: 'court-line',
          cx: line.cx,
          cy: line.cy,
          r: line.r,
          startAngle: line.startAngle,
          endAngle: line.endAngle,
          ...stroke,
        };
        if (line.dashed) arc.dash = [1, 1];
        out.push(arc);
        break;
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Objects.
// ---------------------------------------------------------------------------------------------

/** Appends the primitives of one object or arrow to `out`. */
/**
 * `ends`: for an arrow, the player discs at its ends (arrowEnds), which it starts and stops at the
 * edge of; callers that draw one item at a time (the editor) pass them in.
 */
export function drawItem(item: PhaseItem, context: DrawContext, out: Primitive[], ends: ArrowEnds = NO_ARROW_ENDS): void {
  if (item.type === 'arrow') drawArrow(item, context, out, ends);
  else drawObject(item, context, out);
}

/** The player discs an arrow starts and ends at (issue 15: heads and numbers stay visible). */
export interface ArrowEnds {
  s: Disc | null;
  e: Disc | null;
}
export const NO_ARROW_ENDS: ArrowEnds = Object.freeze({ s: null, e: null });

function playerRadius(context: Pick<DrawContext, 'view' | 'objectSizeFactor'>): number {
  return (PLAYER_BOX_WIDTH[context.view] * context.objectSizeFactor) / 2;
}

/** A player's drawn outline: the disc, or the outside of the ball ring around its carrier. */
export function playerOutline(player: PlayObject, context: Pick<DrawContext, 'view' | 'objectSizeFactor'>): Disc {
  const r = playerRadius(context);
  const outer = player.team === 'ball' ? r * (BALL_RING_SCALE + BALL_RING_STROKE / 2) : r;
  return { x: player.pos.x, y: player.pos.y, r: outer };
}

/**
 * The discs at an arrow's ends: its start at the player linked to it or whose disc it sits on;
 * its end at the player linked to it (a pass's or handoff's receiver). Hoops and arrows linked to
 * are not discs: a pass to a cutter ends where the cut does.
 */
export function arrowEnds(arrow: Arrow, phase: Pick<Phase, 'objects' | 'links'>, context: Pick<DrawContext, 'view' | 'objectSizeFactor'>): ArrowEnds {
  const linked = (end: 's' | 'e'): PlayObject | null => {
    const link = phase.links.find((l) => l.arrow.id === arrow.id && l.end === end);
    const item = link && phase.objects.find((o) => o.id === link.object.id);
    return item?.type === 'object' && item.subType === 'player' && canLink(arrow, end, item).ok ? item : null;
  };
  const start = arrow.points.s;
  const startPlayer = linked('s');
  let s = startPlayer && playerOutline(startPlayer, context);
  if (s === null && start !== null) {
    for (const item of phase.objects) {
      if (item.type !== 'object' || item.subType !== 'player') continue;
      const disc = playerOutline(item, context);
      if (Math.hypot(start.x - disc.x, start.y - disc.y) < disc.r) s = disc;
    }
  }
  const endPlayer = linked('e');
  return { s, e: endPlayer && playerOutline(endPlayer, context) };
}

export function teamColor(team: PlayObject['team']): string {
  if (team === 'defense') return DEFENSE_COLOR;
  if (team === 'defense_alt') return DEFENSE_ALT_COLOR;
  return OBJECT_COLOR;
}

function rotateAbout(point: Point, centre: Point, degrees: number): Point {
  if (!degrees) return point;
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const dx = point.x - centre.x;
  const dy = point.y - centre.y;
  return { x: centre.x + dx * cos - dy * sin, y: centre.y + dx * sin + dy * cos };
}

function flatPoints(points: readonly Point[], centre: Point, degrees: number): number[] {
  const flat: number[] = [];
  for (const p of points) {
    const r = rotateAbout({ x: centre.x + p.x, y: centre.y + p.y }, centre, degrees);
    flat.push(r.x, r.y);
  }
  return flat;
}

/** Corners of a regular polygon about (0, 0): a polygon or triangle with no points of its own. */
export function regularPolygon(sides: number, radius: number): Point[] {
  const points: Point[] = [];
  // First corner straight up (towards -y), going clockwise on screen.
  for (let i = 0; i < sides; i++) {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / sides;
    points.push({ x: radius * Math.cos(a), y: radius * Math.sin(a) });
  }
  return points;
}

function drawObject(object: PlayObject, context: DrawContext, out: Primitive[]): void {
  const base = { layer: 'item' as const, itemId: object.id };
  const { pos } = object;
  const angle = object.angle ?? 0;
  const size = context.objectSizeFactor;
  switch (object.subType) {
    case 'player': {
      const r = playerRadius(context);
      if (context.highlight?.has(object.id)) {
        out.push({ ...base, kind: 'circle', role: 'player-highlight', cx: pos.x, cy: pos.y, r: r * HIGHLIGHT_RING_SCALE, stroke: HIGHLIGHT_COLOR, strokeWidth: r * HIGHLIGHT_RING_STROKE });
      }
      if (context.notation === 'print') {
        drawPrintPlayer(object, r, base, out);
        return;
      }
      if (object.team === 'ball') {
        out.push({ ...base, kind: 'circle', role: 'ball-ring', cx: pos.x, cy: pos.y, r: r * BALL_RING_SCALE, stroke: BALL_COLOR, strokeWidth: r * BALL_RING_STROKE });
      }
      out.push({ ...base, kind: 'circle', role: 'player-disc', cx: pos.x, cy: pos.y, r, fill: object.color ?? teamColor(object.team) });
      out.push(textAt(base, 'player-label', pos, playerLabel(object.number ?? 0), r * 1.2, 'center', 'middle', 0, LABEL_COLOR, ['bold']));
      return;
    }
    case 'cone': {
      const width = HANDOFF_AND_CONE_WIDTH[context.view] * size;
      const corners = [
        { x: 0, y: -width / 2 },
        { x: width / 2, y: width / 2 },
        { x: -width / 2, y: width / 2 },
      ];
      out.push({ ...base, kind: 'polygon', role: 'cone', points: flatPoints(corners, pos, angle), fill: object.color ?? CONE_COLOR });
      return;
    }
    case 'hoop': {
      const r = context.court.spec.rimRadius;
      const stroke = context.notation === 'print' ? PRINT_INK : (object.color ?? BALL_COLOR);
      out.push({ ...base, kind: 'circle', role: 'hoop', cx: pos.x, cy: pos.y, r, stroke, strokeWidth: r / 3 });
      return;
    }
    case 'text': {
      const width = object.width ?? DEFAULT_TEXT_BOX.width;
      const height = object.height ?? DEFAULT_TEXT_BOX.height;
      if (object.backgroundColor) {
        out.push({ ...base, kind: 'rect', role: 'text-box', x: pos.x - width / 2, y: pos.y - height / 2, width, height, rotation: angle, fill: object.backgroundColor });
      }
      drawTextBox(object, width, height, base, out);
      return;
    }
    case 'rectangle': {
      const width = object.width ?? DEFAULT_RECTANGLE.width;
      const height = object.height ?? DEFAULT_RECTANGLE.height;
      out.push({ ...base, kind: 'rect', role: 'rectangle', x: pos.x - width / 2, y: pos.y - height / 2, width, height, rotation: angle, ...shapeStyle(object) });
      return;
    }
    case 'circle': {
      const rx = object.rx ?? DEFAULT_CIRCLE_RADIUS;
      const ry = object.ry ?? rx;
      out.push({ ...base, kind: 'ellipse', role: 'circle', cx: pos.x, cy: pos.y, rx, ry, rotation: angle, ...shapeStyle(object) });
      return;
    }
    case 'polygon': {
      const corners = object.points && object.points.length >= 3 ? object.points : regularPolygon(DEFAULT_POLYGON_SIDES, DEFAULT_POLYGON_RADIUS);
      out.push({ ...base, kind: 'polygon', role: 'polygon', points: flatPoints(corners, pos, angle), ...shapeStyle(object) });
      return;
    }
    case 'triangle': {
      const corners =
        object.width !== undefined && object.height !== undefined
          ? [
              { x: 0, y: -object.height / 2 },
              { x: object.width / 2, y: object.height / 2 },
              { x: -object.width / 2, y: object.height / 2 },
            ]
          : regularPolygon(3, DEFAULT_POLYGON_RADIUS);
      out.push({ ...base, kind: 'polygon', role: 'triangle', points: flatPoints(corners, pos, angle), ...shapeStyle(object) });
      return;
    }
  }
}

/**
 * A shape is filled in the palette colour the coach chose for it (its `color`; older plays' own
 * backgroundColor otherwise) at one readable alpha, so a faint colour never turns muddy on wood.
 */
function shapeStyle(object: PlayObject): PrimitiveStyle {
  const fill = withAlpha(object.color ?? object.backgroundColor ?? SHAPE_FILL_COLOR, SHAPE_FILL_ALPHA);
  return { fill, stroke: object.color ?? OBJECT_COLOR, strokeWidth: COURT_LINE_WIDTH };
}

/** A player in print notation: black on white, offense and defense told apart by shape alone. */
function drawPrintPlayer(object: PlayObject, r: number, base: { layer: 'item'; itemId: string }, out: Primitive[]): void {
  const { pos } = object;
  const label = playerLabel(object.number ?? 0);
  if (object.team === 'defense' || object.team === 'defense_alt') {
    // An X filling the disc's square, its number at the lower right, as coaches write X1.
    const arm = r * 0.75;
    const stroke = { stroke: PRINT_INK, strokeWidth: r * PRINT_X_STROKE_RADII };
    out.push({ ...base, kind: 'line', role: 'defense-mark', x1: pos.x - arm, y1: pos.y - arm, x2: pos.x + arm, y2: pos.y + arm, ...stroke });
    out.push({ ...base, kind: 'line', role: 'defense-mark', x1: pos.x - arm, y1: pos.y + arm, x2: pos.x + arm, y2: pos.y - arm, ...stroke });
    out.push(textAt(base, 'player-label', { x: pos.x + arm, y: pos.y + arm }, label, r * 1.1, 'left', 'middle', 0, PRINT_INK, ['bold']));
    return;
  }
  out.push({ ...base, kind: 'circle', role: 'player-disc', cx: pos.x, cy: pos.y, r, fill: PRINT_PAPER, stroke: PRINT_INK, strokeWidth: r * PRINT_OUTLINE_RADII });
  out.push(textAt(base, 'player-label', pos, label, r * 1.2, 'center', 'middle', 0, PRINT_INK, ['bold']));
  if (object.team === 'ball') {
    const at = r * Math.SQRT1_2 * 1.05;
    out.push({ ...base, kind: 'circle', role: 'ball-mark', cx: pos.x + at, cy: pos.y - at, r: r * PRINT_BALL_RADII, fill: PRINT_INK, stroke: PRINT_PAPER, strokeWidth: r * 0.08 });
  }
}

function textAt(
  base: { layer: 'item'; itemId: string },
  role: PrimitiveRole,
  anchor: Point,
  text: string,
  fontSize: number,
  align: TextPrimitive['align'],
  baseline: TextPrimitive['baseline'],
  rotation: number,
  fill: string,
  formats: readonly string[] = [],
): TextPrimitive {
  return {
    ...base,
    kind: 'text',
    role,
    x: anchor.x,
    y: anchor.y,
    text,
    fontSize,
    align,
    baseline,
    bold: formats.includes('bold'),
    italic: formats.includes('italic'),
    underline: formats.includes('underline'),
    rotation,
    fill,
  };
}

/** One text primitive per line, placed in the box by alignment and verticalAlignment. */
function drawTextBox(object: PlayObject, width: number, height: number, base: { layer: 'item'; itemId: string }, out: Primitive[]): void {
  const text = object.text ?? '';
  if (text === '') return;
  // Lines past MAX_TEXT_LINES_DRAWN are not drawn: a text box never costs more than that.
  const lines = text.split(/\r?\n/, MAX_TEXT_LINES_DRAWN);
  const fontSize = object.fontSize ?? DEFAULT_FONT_SIZE;
  const lineHeight = fontSize * LINE_HEIGHT_EM;
  const align = object.alignment ?? 'left';
  const vertical = object.verticalAlignment ?? 'top';
  const { pos } = object;
  const angle = object.angle ?? 0;
  const padding = fontSize * TEXT_PADDING_EM;
  const x = align === 'left' ? pos.x - width / 2 + padding : align === 'right' ? pos.x + width / 2 - padding : pos.x;
  const block = lines.length * lineHeight;
  const top = vertical === 'top' ? pos.y - height / 2 : vertical === 'bottom' ? pos.y + height / 2 - block : pos.y - block / 2;
  lines.forEach((line, index) => {
    const anchor = rotateAbout({ x, y: top + (index + 0.5) * lineHeight }, pos, angle);
    out.push(textAt(base, 'text', anchor, line, fontSize, align, 'middle', angle, object.color ?? OBJECT_COLOR, object.formats));
  });
}

// ---------------------------------------------------------------------------------------------
// Arrows.
// ---------------------------------------------------------------------------------------------

/** Bodies by kind: the way coaches read them. */
const ARROW_BODY_ROLE: Readonly<Record<Arrow['subType'], PrimitiveRole>> = {
  cut: 'cut-line',
  screen: 'screen-line',
  pass: 'pass-line',
  dribble: 'dribble-zigzag',
  shot: 'shot-line',
  handoff: 'handoff-line',
};

function flatten(path: ArrowPath): number[] {
  const flat: number[] = [];
  for (const p of path.points) flat.push(p.x, p.y);
  return flat;
}

/** The path moved sideways by `offset` (left of travel is negative), for the shot's double line. */
function offsetPath(path: ArrowPath, offset: number): number[] {
  const flat: number[] = [];
  const n = path.points.length;
  for (let i = 0; i < n; i++) {
    const p = path.points[i]!;
    const before = path.points[Math.max(0, i - 1)]!;
    const after = path.points[Math.min(n - 1, i + 1)]!;
    let dx = after.x - before.x;
    let dy = after.y - before.y;
    const length = Math.hypot(dx, dy) || 1;
    dx /= length;
    dy /= length;
    flat.push(p.x - dy * offset, p.y + dx * offset);
  }
  return flat;
}

/**
 * A zigzag along the path: turns every `step`, swinging `amplitude` to each side. A path too long
 * for MAX_ZIGZAG_TURNS turns wider instead, so no path costs more (engine/limits.ts).
 */
function zigzag(path: ArrowPath, step: number, amplitude: number): number[] {
  const start = path.points[0]!;
  const flat: number[] = [start.x, start.y];
  step = Math.max(step, path.length / MAX_ZIGZAG_TURNS);
  const turns = Math.min(MAX_ZIGZAG_TURNS, Math.floor(path.length / step));
  for (let i = 1; i < turns; i++) {
    const d = i * step;
    const p = pointAtLength(path, d);
    const t = tangentAtLength(path, d);
    const side = i % 2 === 1 ? amplitude : -amplitude;
    flat.push(p.x - t.y * side, p.y + t.x * side);
  }
  const end = path.points[path.points.length - 1]!;
  flat.push(end.x, end.y);
  return flat;
}

function drawArrow(arrow: Arrow, context: DrawContext, out: Primitive[], ends: ArrowEnds): void {
  if (arrow.points.s === null || arrow.points.e === null) return;
  // From the edge of the player's disc to the edge of the receiver's, so the head and the players'
  // numbers stay visible (the tip touches the receiver's disc).
  const path = trimPathToDiscs(arrowPath(arrow), ends.s, ends.e);
  const w = ARROW_STROKE_WIDTH[context.view] * (context.arrowScale ?? 1);
  const error = context.errorFor(arrow.id);
  const color = error !== undefined ? ERROR_COLOR : OBJECT_COLOR;
  const base = { layer: 'item' as const, itemId: arrow.id, ...(error !== undefined ? { error } : {}), ...(arrow.option ? { opacity: OPTION_OPACITY } : {}) };
  const stroke = { stroke: color, strokeWidth: w };
  const hasHead = arrow.ends && arrow.subType !== 'screen';
  const headLength = ARROWHEAD_LENGTH_STROKES * w;
  // The body stops where the arrowhead begins so the line never pokes through the tip.
  const body = hasHead ? slicePath(path, 0, Math.max(0, path.length - headLength * 0.8)) : path;
  const role = ARROW_BODY_ROLE[arrow.subType];

  if (error !== undefined) {
    out.push({ ...base, kind: 'polyline', role: 'error-halo', points: flatten(path), stroke: ERROR_COLOR, strokeWidth: w * 5, opacity: ERROR_HALO_OPACITY });
  }
  switch (arrow.subType) {
    case 'pass': {
      // A line too long for MAX_DASHES_PER_LINE dashes gets longer ones, so no renderer draws more.
      const period = PASS_DASH_STROKES.reduce((sum, n) => sum + n, 0) * w;
      const stretch = Math.max(1, body.length / (MAX_DASHES_PER_LINE * period));
      out.push({ ...base, ...stroke, kind: 'polyline', role, points: flatten(body), dash: PASS_DASH_STROKES.map((n) => n * w * stretch) });
      break;
    }
    case 'dribble': {
      // The zigzag ends a little before the head so the head sits on a straight stretch.
      const straightEnd = Math.min(body.length, ZIGZAG_STEP_STROKES * w * 1.5);
      const wavy = slicePath(body, 0, body.length - straightEnd);
      out.push({ ...base, ...stroke, kind: 'polyline', role, points: [...zigzag(wavy, ZIGZAG_STEP_STROKES * w, ZIGZAG_AMPLITUDE_STROKES * w), ...flatten(slicePath(body, wavy.length, body.length)).slice(2)] });
      break;
    }
    case 'shot':
      out.push({ ...base, ...stroke, kind: 'polyline', role, points: offsetPath(body, -SHOT_OFFSET_STROKES * w) });
      out.push({ ...base, ...stroke, kind: 'polyline', role, points: offsetPath(body, SHOT_OFFSET_STROKES * w) });
      break;
    default:
      out.push({ ...base, ...stroke, kind: 'polyline', role, points: flatten(body) });
  }

  if (arrow.subType === 'screen') {
    const end = path.points[path.points.length - 1]!;
    const t = tangentAtEnd(path);
    const half = HANDOFF_AND_CONE_WIDTH[context.view] / 2;
    out.push({ ...base, ...stroke, strokeWidth: w * 1.5, kind: 'line', role: 'screen-bar', x1: end.x - t.y * half, y1: end.y + t.x * half, x2: end.x + t.y * half, y2: end.y - t.x * half });
  }
  if (arrow.subType === 'handoff') {
    // Bars as long as the spec's handoff width, scaled with the players like the disc.
    const half = (HANDOFF_AND_CONE_WIDTH[context.view] * context.objectSizeFactor) / 2;
    const gap = HANDOFF_BAR_GAP_DISCS * 2 * playerRadius(context);
    for (const d of [path.length / 2 - gap / 2, path.length / 2 + gap / 2]) {
      const p = pointAtLength(path, d);
      const t = tangentAtLength(path, d);
      out.push({ ...base, ...stroke, strokeWidth: w * HANDOFF_BAR_STROKES, kind: 'line', role: 'handoff-bar', x1: p.x - t.y * half, y1: p.y + t.x * half, x2: p.x + t.y * half, y2: p.y - t.x * half });
    }
  }
  if (hasHead) {
    const tip = path.points[path.points.length - 1]!;
    const t = tangentAtEnd(path);
    const halfWidth = (ARROWHEAD_WIDTH_STROKES * w) / 2;
    const back = { x: tip.x - t.x * headLength, y: tip.y - t.y * headLength };
    out.push({
      ...base,
      kind: 'polygon',
      role: 'arrowhead',
      points: [tip.x, tip.y, back.x - t.y * halfWidth, back.y + t.x * halfWidth, back.x + t.y * halfWidth, back.y - t.x * halfWidth],
      fill: color,
    });
  }
  if (arrow.text) {
    const fontSize = ARROW_TEXT_STROKES * w;
    const middle = pointAtLength(path, path.length / 2);
    const t = tangentAtLength(path, path.length / 2);
    // Above the line (towards -y on screen for a left-to-right arrow).
    const lift = fontSize;
    const anchor = { x: middle.x + t.y * lift, y: middle.y - t.x * lift };
    out.push(textAt({ layer: 'item', itemId: arrow.id }, 'arrow-text', anchor, arrow.text, fontSize, 'center', 'middle', arrow.angle ?? 0, color));
  }
}
