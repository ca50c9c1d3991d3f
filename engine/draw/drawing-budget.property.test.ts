// Property (issue 21): any play the schema accepts is drawn (display list, SVG) and animated
// (timeline) with an output whose size is bounded by engine/limits.ts, never by its data: the
// bounds below are written from the limits alone. Sizes are counted, never timed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTimeline, SEGMENT_STRIDE } from '../animate/timeline';
import { BEZIER_SAMPLES } from '../geometry/arrow-path';
import * as limits from '../limits';
import { courtColorPreset } from '../model/court-colors';
import {
  ARROW_KINDS,
  COURT_KINDS,
  OBJECT_SUBTYPES,
  PLAYER_TEAMS,
  playDataSchema,
  type Link,
  type PhaseItem,
  type PlayData,
} from '../model/play';
import { PLAY_VERSION } from '../model/play-constants';
import { drawPhase } from './draw-phase';
import type { Primitive } from './primitives';
import { toSvg } from './svg';

// ---------------------------------------------------------------------------------------------
// The bounds, from the limits alone.
// ---------------------------------------------------------------------------------------------

/** The court's lines (about 20 for a full court), its background and its planks. */
const COURT_PRIMITIVES_BOUND = 40 + limits.MAX_COURT_TILES;
/** A text box: its background and its drawn lines; an arrow draws at most 7 (halo, two shot lines, two bars, head, text). */
const PRIMITIVES_PER_ITEM_BOUND = 2 + limits.MAX_TEXT_LINES_DRAWN;
/** A dribble's zigzag and its straight end along a curve, or a polygon's corners. */
const POINTS_PER_PRIMITIVE_BOUND = Math.max(limits.MAX_ZIGZAG_TURNS + 2 + 2 * (BEZIER_SAMPLES + 3), limits.MAX_POLYGON_POINTS);
/** An item's points in all: a zigzag (or a polygon) plus at most four more lines along its path and a head. */
const POINTS_PER_ITEM_BOUND = POINTS_PER_PRIMITIVE_BOUND + 4 * (BEZIER_SAMPLES + 3) + 8;
/** One element's fixed text: tag, attributes, numbers, and its id, fill and stroke escaped (6 characters each at worst). */
const SVG_CHARS_PER_PRIMITIVE = 400 + 6 * 3 * limits.MAX_TOKEN_LENGTH;
/** "x,y " with two numbers of at most 3 decimals inside the bounded area. */
const SVG_CHARS_PER_POINT = 24;
/** A text character escaped (&amp; and the like). */
const SVG_CHARS_PER_TEXT_CHAR = 6;
/** The SVG head and tail. */
const SVG_FRAME_CHARS = 500;

/** The most a phase may draw, whatever it holds. */
const PRIMITIVES_PER_PHASE_BOUND = COURT_PRIMITIVES_BOUND + limits.MAX_OBJECTS_PER_PHASE * PRIMITIVES_PER_ITEM_BOUND;
const SVG_CHARS_PER_PHASE_BOUND =
  SVG_FRAME_CHARS +
  PRIMITIVES_PER_PHASE_BOUND * SVG_CHARS_PER_PRIMITIVE +
  limits.MAX_OBJECTS_PER_PHASE * (POINTS_PER_ITEM_BOUND * SVG_CHARS_PER_POINT + Math.max(limits.MAX_OBJECT_TEXT_LENGTH, limits.MAX_ARROW_TEXT_LENGTH) * SVG_CHARS_PER_TEXT_CHAR);
/** Timeline segments of a phase of `items` items (see buildTimeline): stills, moves, settles, the ball's flights, absences. */
const segmentsBound = (itemsPerPhase: readonly number[]) => 1 + itemsPerPhase.reduce((sum, items) => sum + 5 * items + 1, 0);
/** A segment's path: an arrow's sampled curve, plus where its player stands and where it ends. */
const PATH_POINTS_PER_SEGMENT_BOUND = BEZIER_SAMPLES + 3;

// ---------------------------------------------------------------------------------------------
// Plays the schema accepts, anywhere within the limits.
// ---------------------------------------------------------------------------------------------

const round2 = (value: number) => Math.round(value * 100) / 100;
const between = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map(round2).map((v) => Math.min(max, Math.max(min, v)));
const pointArb = fc.record({ x: between(limits.COORDINATE_LIMITS.minX, limits.COORDINATE_LIMITS.maxX), y: between(limits.COORDINATE_LIMITS.minY, limits.COORDINATE_LIMITS.maxY) });
const sizeArb = between(0.01, limits.MAX_OBJECT_SIZE);
const textUnit = fc.constantFrom('a', 'W', ' ', '&', '<', '"', '\n', 'é', '🏀');
const textArb = (max: number) => fc.oneof(fc.string({ unit: textUnit, maxLength: 20 }), fc.string({ unit: textUnit, minLength: max - 10, maxLength: max }));
const colorArb = fc.oneof(fc.constantFrom('#212b36', '#e53935', 'rgba(0, 0, 0, 0.5)'), fc.string({ unit: textUnit, minLength: limits.MAX_TOKEN_LENGTH, maxLength: limits.MAX_TOKEN_LENGTH }));
const angleArb = fc.option(between(limits.ANGLE_LIMITS.min, limits.ANGLE_LIMITS.max), { nil: undefined });
const common = {
  status: fc.constant('NOT_SELECTED' as const),
  displayOrder: fc.integer({ min: -5, max: 5 }),
  animationOrder: fc.integer({ min: 0, max: 3 }),
  pause: between(0, limits.MAX_PAUSE),
};

const objectArb = fc.record(
  {
    ...common,
    type: fc.constant('object' as const),
    subType: fc.constantFrom(...OBJECT_SUBTYPES),
    pos: pointArb,
    animationType: fc.constant('end'),
    team: fc.constantFrom(...PLAYER_TEAMS),
    number: fc.integer({ min: 0, max: 5 }),
    width: sizeArb,
    height: sizeArb,
    rx: between(0.01, limits.MAX_OBJECT_RADIUS),
    ry: between(0.01, limits.MAX_OBJECT_RADIUS),
    points: fc.array(fc.record({ x: between(-limits.MAX_CORNER_OFFSET, limits.MAX_CORNER_OFFSET), y: between(-limits.MAX_CORNER_OFFSET, limits.MAX_CORNER_OFFSET) }), { maxLength: limits.MAX_POLYGON_POINTS }),
    fontSize: between(0.01, limits.MAX_FONT_SIZE),
    text: textArb(limits.MAX_OBJECT_TEXT_LENGTH),
    backgroundColor: colorArb,
    color: colorArb,
    angle: angleArb,
    formats: fc.subarray(['bold', 'italic', 'underline'] as const),
  },
  { requiredKeys: ['type', 'subType', 'pos', 'status', 'displayOrder', 'animationOrder', 'pause', 'animationType'] },
);

const arrowArb = fc.record(
  {
    ...common,
    type: fc.constant('arrow' as const),
    subType: fc.constantFrom(...ARROW_KINDS),
    points: fc.record({ s: fc.option(pointArb), m: fc.option(pointArb), e: fc.option(pointArb), h1: fc.option(pointArb), h2: fc.option(pointArb) }),
    shape: fc.constantFrom(0, 1, 2, 3),
    sameTime: fc.boolean(),
    option: fc.boolean(),
    ends: fc.boolean(),
    text: textArb(limits.MAX_ARROW_TEXT_LENGTH),
    angle: angleArb,
  },
  { requiredKeys: ['type', 'subType', 'points', 'shape', 'sameTime', 'option', 'ends', 'status', 'displayOrder', 'animationOrder', 'pause'] },
);

/** Items get ids from a small pool, so phases share objects (tracks) and links find them. */
const itemsArb = fc.array(fc.tuple(fc.oneof(objectArb, arrowArb), fc.integer({ min: 1, max: 30 })), { maxLength: 24 });

const phaseArb = fc.tuple(itemsArb, fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 20 })).map(([drafts, linkDrafts]) => {
  const objects = drafts.map(([item, id]) => ({ ...item, id: `object_${id}` }) as PhaseItem);
  const arrows = objects.filter((item) => item.type === 'arrow');
  const links: Link[] = [];
  if (arrows.length > 0 && objects.length > 0) {
    for (const [a, o, start] of linkDrafts) {
      const arrow = arrows[a % arrows.length]!;
      const to = objects[o % objects.length]!;
      links.push({ arrow: { id: arrow.id, subType: arrow.subType, type: 'arrow' }, end: start ? 's' : 'e', object: { id: to.id, subType: to.subType, type: to.type } });
    }
  }
  return { id: 'phase', title: '', note: '', objects, links };
});

const playArb: fc.Arbitrary<PlayData> = fc
  .record({
    phases: fc.array(phaseArb, { minLength: 1, maxLength: 4 }),
    viewMode: fc.constantFrom('half' as const, 'full' as const),
    courtType: fc.constantFrom(...COURT_KINDS),
    showTiles: fc.boolean(),
    objectSizeFactor: between(limits.OBJECT_SIZE_FACTOR_LIMITS.min, limits.OBJECT_SIZE_FACTOR_LIMITS.max),
  })
  .map(({ phases, viewMode, courtType, showTiles, objectSizeFactor }) => ({
    phases: phases.map((phase, index) => ({ ...phase, id: `phase_${index + 1}` })),
    settings: { version: PLAY_VERSION, courtColor: { ...courtColorPreset(), showTiles }, description: '', objectSizeFactor, videos: [], viewMode, courtType },
  }));

// ---------------------------------------------------------------------------------------------
// The checks.
// ---------------------------------------------------------------------------------------------

function pointsOf(p: Primitive): number {
  return p.kind === 'polyline' || p.kind === 'polygon' ? p.points.length / 2 : 2;
}

function svgBound(primitives: readonly Primitive[]): number {
  let bound = SVG_FRAME_CHARS;
  for (const p of primitives) bound += SVG_CHARS_PER_PRIMITIVE + pointsOf(p) * SVG_CHARS_PER_POINT + (p.kind === 'text' ? p.text.length * SVG_CHARS_PER_TEXT_CHAR : 0);
  return bound;
}

/** Draws every phase (plain and with every arrow in error) and builds the timeline, checking each output's size. */
function expectBoundedOutput(play: PlayData): void {
  for (const phase of play.phases) {
    const errors = new Map(phase.objects.filter((item) => item.type === 'arrow').map((arrow) => [arrow.id, 'Action not assigned to a player']));
    for (const options of [{}, { showErrors: errors }]) {
      const primitives = drawPhase(phase, play.settings, options);
      expect(primitives.length).toBeLessThanOrEqual(COURT_PRIMITIVES_BOUND + phase.objects.length * PRIMITIVES_PER_ITEM_BOUND);
      for (const p of primitives) expect(pointsOf(p)).toBeLessThanOrEqual(POINTS_PER_PRIMITIVE_BOUND);
      const itemPoints = primitives.filter((p) => p.layer === 'item').reduce((sum, p) => sum + pointsOf(p), 0);
      expect(itemPoints).toBeLessThanOrEqual(phase.objects.length * POINTS_PER_ITEM_BOUND);
      const svg = toSvg(primitives);
      expect(svg.length).toBeLessThanOrEqual(svgBound(primitives));
      expect(svg.length).toBeLessThanOrEqual(SVG_CHARS_PER_PHASE_BOUND);
    }
  }
  const timeline = buildTimeline(play);
  const segments = timeline.segments.length / SEGMENT_STRIDE;
  expect(segments).toBeLessThanOrEqual(segmentsBound(play.phases.map((phase) => phase.objects.length)));
  expect(timeline.pathPoints.length / 2).toBeLessThanOrEqual(segments * PATH_POINTS_PER_SEGMENT_BOUND);
  expect(Number.isFinite(timeline.duration)).toBe(true);
}

describe('drawing and animating any play the schema accepts', () => {
  it('stays within bounds written from engine/limits.ts alone', () => {
    fc.assert(
      fc.property(playArb, (play) => {
        expect(playDataSchema.safeParse(play).success).toBe(true);
        expectBoundedOutput(play);
      }),
      { numRuns: 40 },
    );
  });

  it('bounds a whole play, whatever it holds, by fixed numbers', () => {
    expect(PRIMITIVES_PER_PHASE_BOUND).toBeLessThan(11_000);
    expect(SVG_CHARS_PER_PHASE_BOUND).toBeLessThan(40_000_000);
    expect(segmentsBound(Array.from({ length: limits.MAX_PHASES_PER_PLAY }, () => limits.MAX_OBJECTS_PER_PHASE))).toBeLessThan(110_000);
  });

  it('draws the longest dribble of every shape with a bounded zigzag, even on a full phase of them', () => {
    const corner = { x: limits.COORDINATE_LIMITS.minX, y: limits.COORDINATE_LIMITS.minY };
    const far = { x: limits.COORDINATE_LIMITS.maxX, y: limits.COORDINATE_LIMITS.maxY };
    const inView = { x: 0, y: 0 };
    const objects: PhaseItem[] = Array.from({ length: limits.MAX_OBJECTS_PER_PHASE }, (_, i) => ({
      id: `object_${i + 1}`,
      type: 'arrow',
      subType: 'dribble',
      points: { s: inView, m: { x: far.x, y: corner.y }, e: far, h1: { x: far.x, y: corner.y }, h2: { x: corner.x, y: far.y } },
      shape: (i % 4) as 0 | 1 | 2 | 3,
      sameTime: false,
      option: false,
      ends: true,
      text: '&'.repeat(limits.MAX_ARROW_TEXT_LENGTH),
      displayOrder: i,
      animationOrder: 0,
      pause: limits.MAX_PAUSE,
    }));
    const play: PlayData = {
      phases: [{ id: 'phase_1', title: '', note: '', objects, links: [] }],
      settings: { version: PLAY_VERSION, courtColor: courtColorPreset(), description: '', objectSizeFactor: 1, videos: [], viewMode: 'half' },
    };
    expect(playDataSchema.safeParse(play).success).toBe(true);
    expectBoundedOutput(play);
    const zigzags = drawPhase(play.phases[0]!, play.settings).filter((p) => p.role === 'dribble-zigzag');
    expect(zigzags).toHaveLength(limits.MAX_OBJECTS_PER_PHASE);
  });
});
