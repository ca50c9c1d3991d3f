// The display list: plain shapes in court units that every renderer (WebGL editor, PDF, PNG/GIF/MP4
// export, SVG thumbnails) draws in order. Angles are degrees from +x towards +y (clockwise on a
// y-down screen). Point lists are flat: [x0, y0, x1, y1, ...].

/** Court primitives never change while editing; item primitives follow the phase's objects. */
export type PrimitiveLayer = 'court' | 'item';

/** What a primitive depicts, so renderers can style or pick it and tests can find it. */
export type PrimitiveRole =
  | 'court-background'
  | 'court-tile'
  | 'court-line'
  | 'player-disc'
  | 'player-label'
  | 'player-highlight'
  | 'ball-ring'
  | 'ball-mark'
  | 'defense-mark'
  | 'cone'
  | 'hoop'
  | 'text-box'
  | 'text'
  | 'rectangle'
  | 'circle'
  | 'polygon'
  | 'triangle'
  | 'cut-line'
  | 'screen-line'
  | 'screen-bar'
  | 'pass-line'
  | 'dribble-zigzag'
  | 'shot-line'
  | 'handoff-line'
  | 'handoff-bar'
  | 'arrowhead'
  | 'arrow-text'
  | 'error-halo';

export interface PrimitiveStyle {
  stroke?: string;
  fill?: string;
  strokeWidth?: number;
  /** Dash and gap lengths in court units. */
  dash?: number[];
  opacity?: number;
}

export interface PrimitiveBase extends PrimitiveStyle {
  layer: PrimitiveLayer;
  role: PrimitiveRole;
  /** The phase item (object or arrow) this was drawn for. */
  itemId?: string;
  /** The step error shown on this arrow, when drawn with showErrors. */
  error?: string;
}

export interface LinePrimitive extends PrimitiveBase {
  kind: 'line';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface PolylinePrimitive extends PrimitiveBase {
  kind: 'polyline';
  points: number[];
}
export interface PolygonPrimitive extends PrimitiveBase {
  kind: 'polygon';
  points: number[];
}
export interface CirclePrimitive extends PrimitiveBase {
  kind: 'circle';
  cx: number;
  cy: number;
  r: number;
}
export interface EllipsePrimitive extends PrimitiveBase {
  kind: 'ellipse';
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Degrees about the centre. */
  rotation: number;
}
/** An open arc from startAngle to endAngle, increasing. */
export interface ArcPrimitive extends PrimitiveBase {
  kind: 'arc';
  cx: number;
  cy: number;
  r: number;
  startAngle: number;
  endAngle: number;
}
export interface RectPrimitive extends PrimitiveBase {
  kind: 'rect';
  /** Top-left corner before rotation. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees about the rectangle's centre. */
  rotation: number;
}
export interface TextPrimitive extends PrimitiveBase {
  kind: 'text';
  /** The anchor: the text's left, centre or right (align) at its top, middle or bottom (baseline). */
  x: number;
  y: number;
  text: string;
  fontSize: number;
  align: 'left' | 'center' | 'right';
  baseline: 'top' | 'middle' | 'bottom';
  bold: boolean;
  italic: boolean;
  underline: boolean;
  /** Degrees about the anchor. */
  rotation: number;
}

export type Primitive =
  | LinePrimitive
  | PolylinePrimitive
  | PolygonPrimitive
  | CirclePrimitive
  | EllipsePrimitive
  | ArcPrimitive
  | RectPrimitive
  | TextPrimitive;

export type PrimitiveKind = Primitive['kind'];
