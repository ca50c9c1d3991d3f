// Court dimensions for every court kind and view, and the editor's size constants of spec §9.
// Court units are feet: x runs along the length from the near baseline, y across the width from a
// sideline (DESIGN.md §3). Angles are degrees measured from +x towards +y.
import type { CourtKind, PlaySettings, Point, ViewMode } from '../model/play';
import { roundCoordinate } from './round';

// ---------------------------------------------------------------------------------------------
// Spec §9 editor constants (each once; import them, never repeat the numbers).
// ---------------------------------------------------------------------------------------------

/** A value that differs between the half-court and the full-court view. */
export type PerView<T> = Readonly<Record<ViewMode, T>>;

/** Width of a player's box (the disc's diameter) before objectSizeFactor. */
export const PLAYER_BOX_WIDTH: PerView<number> = { half: 3.5, full: 4 };
/** Stroke width of every arrow. */
export const ARROW_STROKE_WIDTH: PerView<number> = { half: 0.22, full: 0.3 };
/** Width of a handoff marker and of a cone. */
export const HANDOFF_AND_CONE_WIDTH: PerView<number> = { half: 2.8, full: 4 };

export const DEFAULT_TEXT_BOX = { width: 20, height: 5 } as const;
export const DEFAULT_RECTANGLE = { width: 20, height: 10 } as const;
export const DEFAULT_CIRCLE_RADIUS = 8;
export const DEFAULT_POLYGON_RADIUS = 7;

export const SCALE_FACTOR_MIN = 6;
export const SCALE_FACTOR_MAX = 12;
/** The editor's pixels-per-court-unit scaling factor, clamped to 6..12. */
export function clampScaleFactor(factor: number): number {
  if (Number.isNaN(factor)) return SCALE_FACTOR_MIN;
  return Math.min(SCALE_FACTOR_MAX, Math.max(SCALE_FACTOR_MIN, factor));
}

/** A range of seconds: an action lasts `min` when very short, up to `max` at FULL_SPEED_LENGTH. */
export interface SecondsRange {
  readonly min: number;
  readonly max: number;
}
/** Spec §9 "Speeds: screen 1 to 2" read as the seconds a screen lasts, growing with its length. */
export const SCREEN_SECONDS: SecondsRange = { min: 1, max: 2 };
/** Spec §9 "Speeds: cut 1 to 1.2" read as the seconds a cut lasts, growing with its length. */
export const CUT_SECONDS: SecondsRange = { min: 1, max: 1.2 };
/** Path length (court units, a half court) at which an action reaches the top of its range. */
export const FULL_SPEED_LENGTH = 47;

/** Seconds an action of `range` lasts along a path of `pathLength` court units. */
export function actionSeconds(range: SecondsRange, pathLength: number): number {
  const share = Math.min(1, Math.max(0, pathLength / FULL_SPEED_LENGTH));
  return range.min + (range.max - range.min) * share;
}

/** A handoff's receiver must be within this distance of the arrow's end (spec §4). */
export const HANDOFF_SNAP_DISTANCE = 10;
/** Court units an arrow key moves the selection. */
export const KEYBOARD_NUDGE = 1;
/** Pixels a dragged object is lifted above the finger on touch screens. */
export const MOBILE_DRAG_OFFSET = 35;

export const COURT_EDGES = ['top', 'top-right', 'right', 'bottom-right', 'bottom', 'bottom-left', 'left', 'top-left'] as const;
export type CourtEdge = (typeof COURT_EDGES)[number];
const EDGE_ANGLES: Readonly<Record<CourtEdge, number>> = {
  top: 0,
  'top-right': 45,
  right: 90,
  'bottom-right': 135,
  bottom: 180,
  'bottom-left': 225,
  left: 270,
  'top-left': 315,
};
/** The angle (degrees) an arrow dragged out of an object's edge starts with (spec §9). */
export function arrowAngleForEdge(edge: CourtEdge): number {
  return EDGE_ANGLES[edge];
}

// ---------------------------------------------------------------------------------------------
// Court dimensions.
// ---------------------------------------------------------------------------------------------

/** Out-of-bounds margin drawn around the court (print settings "sidelines 5"). */
export const SIDELINE_WIDTH = 5;
/** Distance from a baseline to the centre of its hoop (spec §9 "base 5.25"). */
export const HOOP_FROM_BASELINE = 5.25;
/** Objects are kept this far inside the drawable area's edge (spec §5). */
export const COURT_EDGE_INSET = 0.5;

const FEET_PER_METRE = 3.28084;
function metres(value: number): number {
  return roundCoordinate(value * FEET_PER_METRE);
}

/** The measurements that differ between court kinds, in feet. */
export interface CourtSpec {
  /** Full-court length. */
  readonly length: number;
  readonly width: number;
  readonly threePointRadius: number;
  /** Distance from the width's centre line to the straight corner three-point lines. */
  readonly threePointCorner: number;
  readonly laneWidth: number;
  /** Free-throw line distance from the baseline. */
  readonly freeThrowFromBaseline: number;
  readonly freeThrowCircleRadius: number;
  readonly centreCircleRadius: number;
  /** Restricted-area arc radius; 0 where the rules have none (high school). */
  readonly restrictedAreaRadius: number;
  readonly backboardFromBaseline: number;
  readonly backboardWidth: number;
  readonly rimRadius: number;
}

/** What the American rule books (NBA, NCAA, NFHS) share, in feet. */
const US_COURT = {
  width: 50,
  freeThrowFromBaseline: 19,
  freeThrowCircleRadius: 6,
  centreCircleRadius: 6,
  backboardFromBaseline: 4,
  backboardWidth: 6,
  rimRadius: 0.75,
} as const;

/** What the NBA and NCAA courts share beyond that: the full 94 ft and a 4 ft restricted area. */
const PRO_AND_COLLEGE_COURT = { ...US_COURT, length: 94, restrictedAreaRadius: 4 } as const;

export const COURT_SPECS: Readonly<Record<CourtKind, CourtSpec>> = {
  nba: { ...PRO_AND_COLLEGE_COURT, threePointRadius: 23.75, threePointCorner: 22, laneWidth: 16 },
  // Men's court since 2019: 22 ft 1.75 in arc, 21 ft 8 in corners.
  ncaa: { ...PRO_AND_COLLEGE_COURT, threePointRadius: 22.15, threePointCorner: 21.67, laneWidth: 12 },
  // NFHS: the 19 ft 9 in arc meets straight lines that run to the baseline at the arc's full width;
  // a shorter court, and no restricted area.
  highschool: { ...US_COURT, length: 84, threePointRadius: 19.75, threePointCorner: 19.75, laneWidth: 12, restrictedAreaRadius: 0 },
  fiba: {
    length: metres(28),
    width: metres(15),
    threePointRadius: metres(6.75),
    threePointCorner: metres(6.6),
    laneWidth: metres(4.9),
    freeThrowFromBaseline: metres(5.8),
    freeThrowCircleRadius: metres(1.8),
    centreCircleRadius: metres(1.8),
    restrictedAreaRadius: metres(1.25),
    backboardFromBaseline: metres(1.2),
    backboardWidth: metres(1.8),
    rimRadius: metres(0.225),
  },
};

/** Which court marking a line belongs to (renderers may style them; tests find them by it). */
export type CourtPart =
  | 'boundary'
  | 'centre-line'
  | 'centre-circle'
  | 'lane'
  | 'free-throw-circle'
  | 'three-point'
  | 'restricted-area'
  | 'backboard'
  | 'rim';

/** One court marking, in court units. Arcs run from startAngle to endAngle, increasing. */
export type CourtLine =
  | { kind: 'line'; part: CourtPart; x1: number; y1: number; x2: number; y2: number }
  | { kind: 'arc'; part: CourtPart; cx: number; cy: number; r: number; startAngle: number; endAngle: number; dashed?: boolean }
  | { kind: 'circle'; part: CourtPart; cx: number; cy: number; r: number }
  | { kind: 'rect'; part: CourtPart; x: number; y: number; width: number; height: number };

export interface CourtDimensions {
  kind: CourtKind;
  view: ViewMode;
  /** Length of the playing area shown: the full court, or one half of it. */
  length: number;
  width: number;
  /** Out-of-bounds margin drawn around the playing area. */
  sideline: number;
  /** The drawable area: playing area plus sidelines. */
  drawable: { minX: number; minY: number; maxX: number; maxY: number };
  /** Hoop centres shown in this view (one for half court, two for full). */
  hoops: Point[];
  lines: CourtLine[];
  spec: CourtSpec;
}

/** Plays saved without a court kind are on an NBA court. */
export const DEFAULT_COURT_KIND: CourtKind = 'nba';

/** The court of a play's settings: its kind (NBA when unset) in its view. */
export function playCourt(settings: Pick<PlaySettings, 'courtType' | 'viewMode'>): CourtDimensions {
  return courtDimensions(settings.courtType ?? DEFAULT_COURT_KIND, settings.viewMode);
}

/** The court a play is drawn on: its size, hoops and every line (the draw layer strokes them). */
export function courtDimensions(kind: CourtKind, view: ViewMode): CourtDimensions {
  const spec = COURT_SPECS[kind];
  const fullLength = spec.length;
  const length = view === 'full' ? fullLength : roundCoordinate(fullLength / 2);
  const width = spec.width;
  const midY = width / 2;
  const hoops: Point[] = [{ x: HOOP_FROM_BASELINE, y: midY }];
  if (view === 'full') hoops.push({ x: roundCoordinate(fullLength - HOOP_FROM_BASELINE), y: midY });

  const lines: CourtLine[] = [{ kind: 'rect', part: 'boundary', x: 0, y: 0, width: length, height: width }];
  const halfX = roundCoordinate(fullLength / 2);
  if (view === 'full') {
    lines.push({ kind: 'line', part: 'centre-line', x1: halfX, y1: 0, x2: halfX, y2: width });
    lines.push({ kind: 'circle', part: 'centre-circle', cx: halfX, cy: midY, r: spec.centreCircleRadius });
  } else {
    // The half-court line is the boundary's far side; half of the centre circle shows.
    lines.push({ kind: 'arc', part: 'centre-circle', cx: halfX, cy: midY, r: spec.centreCircleRadius, startAngle: 90, endAngle: 270 });
  }
  lines.push(...basketEnd(spec, false));
  if (view === 'full') lines.push(...basketEnd(spec, true));
  return {
    kind,
    view,
    length,
    width,
    sideline: SIDELINE_WIDTH,
    drawable: { minX: -SIDELINE_WIDTH, minY: -SIDELINE_WIDTH, maxX: length + SIDELINE_WIDTH, maxY: width + SIDELINE_WIDTH },
    hoops,
    lines,
    spec,
  };
}

/** The markings around one basket; `far` mirrors them to the other baseline. */
function basketEnd(spec: CourtSpec, far: boolean): CourtLine[] {
  const midY = spec.width / 2;
  const x = (distance: number) => roundCoordinate(far ? spec.length - distance : distance);
  // Mirroring across x turns an angle a into 180 - a; the range flips too.
  const arc = (part: CourtPart, cx: number, r: number, from: number, to: number, dashed?: boolean): CourtLine => {
    const line: CourtLine = far
      ? { kind: 'arc', part, cx, cy: midY, r, startAngle: 180 - to, endAngle: 180 - from }
      : { kind: 'arc', part, cx, cy: midY, r, startAngle: from, endAngle: to };
    if (dashed) line.dashed = true;
    return line;
  };
  const hoopX = x(HOOP_FROM_BASELINE);
  const laneTop = midY - spec.laneWidth / 2;
  const freeThrowX = x(spec.freeThrowFromBaseline);
  const cornerAngle = (Math.asin(Math.min(1, spec.threePointCorner / spec.threePointRadius)) * 180) / Math.PI;
  const cornerLength = HOOP_FROM_BASELINE + Math.sqrt(Math.max(0, spec.threePointRadius ** 2 - spec.threePointCorner ** 2));
  const cornerEndX = x(cornerLength);
  const baselineX = x(0);
  const backboardX = x(spec.backboardFromBaseline);

  const lines: CourtLine[] = [
    {
      kind: 'rect',
      part: 'lane',
      x: Math.min(baselineX, freeThrowX),
      y: laneTop,
      width: spec.freeThrowFromBaseline,
      height: spec.laneWidth,
    },
    arc('free-throw-circle', freeThrowX, spec.freeThrowCircleRadius, -90, 90),
    arc('free-throw-circle', freeThrowX, spec.freeThrowCircleRadius, 90, 270, true),
    { kind: 'line', part: 'three-point', x1: baselineX, y1: midY - spec.threePointCorner, x2: cornerEndX, y2: midY - spec.threePointCorner },
    { kind: 'line', part: 'three-point', x1: baselineX, y1: midY + spec.threePointCorner, x2: cornerEndX, y2: midY + spec.threePointCorner },
    arc('three-point', hoopX, spec.threePointRadius, -cornerAngle, cornerAngle),
    { kind: 'line', part: 'backboard', x1: backboardX, y1: midY - spec.backboardWidth / 2, x2: backboardX, y2: midY + spec.backboardWidth / 2 },
    { kind: 'circle', part: 'rim', cx: hoopX, cy: midY, r: spec.rimRadius },
  ];
  if (spec.restrictedAreaRadius > 0) lines.push(arc('restricted-area', hoopX, spec.restrictedAreaRadius, -90, 90));
  return lines;
}
