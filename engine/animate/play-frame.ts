// One frame of a play's animation, for every 2D picture of it: the editor's 2D playback, the GIF and
// video export (workers/export) and a playbook's classic view (PlayFrames). The display list is
// built once per timeline; a frame only samples the timeline and answers what is built, moved where
// the timeline has it. Players show their disc and number (their ball ring is the moving ball while
// animating), each arrow draws itself along its window (its head at the end, its text from
// ARROW_TEXT_APPEARS_AT on), and the ball moves on top. The WebGL layer follows the same rules.
import { BALL_COLOR, type DrawContext, arrowEnds, drawItem, itemsInDrawOrder } from '../draw/draw-phase';
import { type Canvas2DContext, type PaintOptions, paintPrimitives } from '../draw/paint-2d';
import type { Primitive } from '../draw/primitives';
import { PLAYER_BOX_WIDTH } from '../geometry/court';
import type { PlayData } from '../model/play';
import type { ArrowWindow } from './arrow-windows';
import { type Timeline, phaseAtTime, sampleLength, sampleTimeline } from './timeline';

/** How much of an arrow is drawn when its text appears: the engine writes it above the middle. */
export const ARROW_TEXT_APPEARS_AT = 0.5;

/** A player or another object: painted where its phase has it, moved by its track's offset. */
export interface MovedItem {
  kind: 'moved';
  /** The timeline's track (-1: none, it stays put). */
  track: number;
  x: number;
  y: number;
  primitives: Primitive[];
}

/** An arrow: its lines draw themselves along their length during its window; its text appears halfway. */
export interface DrawnArrow {
  kind: 'arrow';
  start: number;
  end: number;
  primitives: Primitive[];
  /** Each primitive's length along the arrow (0 for heads, bars and halos: drawn once the line reaches them). */
  lengths: number[];
  total: number;
  texts: Primitive[];
}

export interface FrameScene {
  /** Each phase's items in draw order (itemsInDrawOrder, which decides what covers what). */
  phases: Array<Array<MovedItem | DrawnArrow>>;
  ball: Primitive & { kind: 'circle' };
  ballOffset: { x: number; y: number };
}

/** The ball's radius relative to a player's (as the WebGL layer draws it). */
const BALL_SCALE = 0.42;
/** What of a player the animation shows (the WebGL layer's player instances: disc and number). */
const PLAYER_ROLES = new Set<Primitive['role']>(['player-highlight', 'player-disc', 'player-label']);

function pathLength(points: readonly number[]): number {
  let length = 0;
  for (let i = 2; i + 1 < points.length; i += 2) length += Math.hypot(points[i]! - points[i - 2]!, points[i + 1]! - points[i - 1]!);
  return length;
}

function primitiveLength(p: Primitive): number {
  // The error halo lies under the whole line: shown from the start, it takes no share of the drawing.
  if (p.role === 'error-halo') return 0;
  if (p.kind === 'line') return Math.hypot(p.x2 - p.x1, p.y2 - p.y1);
  if (p.kind === 'polyline') return pathLength(p.points);
  return 0;
}

/** The display list of every phase, built once per timeline (and its arrows' windows). */
export function buildFrameScene(play: PlayData, timeline: Timeline, windows: readonly ArrowWindow[], context: DrawContext): FrameScene {
  const trackOf = new Map(timeline.objectIds.map((id, track) => [id, track]));
  const phases = play.phases.map((phase, phaseIndex) =>
    itemsInDrawOrder(phase.objects).map((item): MovedItem | DrawnArrow => {
      const out: Primitive[] = [];
      if (item.type === 'arrow') {
        drawItem(item, context, out, arrowEnds(item, phase, context));
        const primitives = out.filter((p) => p.kind !== 'text');
        const lengths = primitives.map(primitiveLength);
        const window = windows.find((w) => w.phaseIndex === phaseIndex && w.arrowId === item.id);
        return {
          kind: 'arrow',
          start: window?.start ?? 0,
          end: window?.end ?? 0,
          primitives,
          lengths,
          total: lengths.reduce((a, b) => a + b, 0),
          texts: out.filter((p) => p.kind === 'text'),
        };
      }
      drawItem(item, context, out);
      const primitives = item.subType === 'player' ? out.filter((p) => PLAYER_ROLES.has(p.role)) : out;
      return { kind: 'moved', track: trackOf.get(item.id) ?? -1, x: item.pos.x, y: item.pos.y, primitives };
    }),
  );
  const playerRadius = (PLAYER_BOX_WIDTH[play.settings.viewMode] * play.settings.objectSizeFactor) / 2;
  return {
    phases,
    ball: { kind: 'circle', layer: 'item', role: 'ball-ring', cx: 0, cy: 0, r: playerRadius * BALL_SCALE, fill: BALL_COLOR },
    ballOffset: { x: playerRadius * 0.75, y: -playerRadius * 0.75 },
  };
}

/** A line cut to its first `length` court units. */
function cut(p: Primitive, length: number): Primitive | null {
  if (length <= 0) return null;
  if (p.kind === 'line') {
    const t = length / Math.hypot(p.x2 - p.x1, p.y2 - p.y1);
    return { ...p, x2: p.x1 + (p.x2 - p.x1) * t, y2: p.y1 + (p.y2 - p.y1) * t };
  }
  if (p.kind !== 'polyline') return p;
  const points = [p.points[0]!, p.points[1]!];
  let left = length;
  for (let i = 2; i + 1 < p.points.length && left > 0; i += 2) {
    const x0 = p.points[i - 2]!;
    const y0 = p.points[i - 1]!;
    const step = Math.hypot(p.points[i]! - x0, p.points[i + 1]! - y0);
    const t = step > left ? left / step : 1;
    points.push(x0 + (p.points[i]! - x0) * t, y0 + (p.points[i + 1]! - y0) * t);
    left -= step;
  }
  return { ...p, points };
}

/** An arrow's primitives drawn as far as `progress` (0..1) of its length. */
export function arrowSoFar(arrow: Pick<DrawnArrow, 'primitives' | 'lengths' | 'total'>, progress: number): Primitive[] {
  if (progress >= 1) return arrow.primitives;
  const reach = progress * arrow.total;
  const out: Primitive[] = [];
  let at = 0;
  for (let i = 0; i < arrow.primitives.length; i++) {
    const length = arrow.lengths[i]!;
    if (length === 0) {
      // A head or bar is drawn once the line has reached it.
      if (at < reach) out.push(arrow.primitives[i]!);
      continue;
    }
    if (at + length <= reach) out.push(arrow.primitives[i]!);
    else {
      const part = cut(arrow.primitives[i]!, reach - at);
      if (part) out.push(part);
      break;
    }
    at += length;
  }
  return out;
}

/** An arrow's share of its window reached at time t (0 before it, 1 after). */
export function arrowProgress(arrow: Pick<DrawnArrow, 'start' | 'end'>, t: number): number {
  const span = arrow.end - arrow.start;
  return span > 0 ? Math.min(1, Math.max(0, (t - arrow.start) / span)) : t >= arrow.start ? 1 : 0;
}

/** One paint of a frame: primitives shifted by (dx, dy) court units. */
export interface FramePaint {
  primitives: Primitive[];
  dx: number;
  dy: number;
}

/** What time `t` paints, in order: every item of the phase playing where the timeline has it, then the ball. */
export function framePaints(scene: FrameScene, timeline: Timeline, t: number, sample: Float32Array = new Float32Array(sampleLength(timeline))): FramePaint[] {
  sampleTimeline(timeline, t, sample);
  const paints: FramePaint[] = [];
  for (const item of scene.phases[phaseAtTime(timeline, t)] ?? []) {
    if (item.kind === 'moved') {
      const x = item.track >= 0 ? sample[item.track * 2]! : item.x;
      const y = item.track >= 0 ? sample[item.track * 2 + 1]! : item.y;
      if (!Number.isNaN(x)) paints.push({ primitives: item.primitives, dx: x - item.x, dy: y - item.y });
      continue;
    }
    const progress = arrowProgress(item, t);
    paints.push({ primitives: arrowSoFar(item, progress), dx: 0, dy: 0 });
    if (progress >= ARROW_TEXT_APPEARS_AT && item.texts.length > 0) paints.push({ primitives: item.texts, dx: 0, dy: 0 });
  }
  const bx = sample[timeline.ballTrack * 2]!;
  const by = sample[timeline.ballTrack * 2 + 1]!;
  if (!Number.isNaN(bx)) paints.push({ primitives: [scene.ball], dx: bx + scene.ballOffset.x, dy: by + scene.ballOffset.y });
  return paints;
}

/** A primitive moved by (dx, dy) court units. */
export function shiftPrimitive(p: Primitive, dx: number, dy: number): Primitive {
  if (dx === 0 && dy === 0) return p;
  switch (p.kind) {
    case 'line':
      return { ...p, x1: p.x1 + dx, y1: p.y1 + dy, x2: p.x2 + dx, y2: p.y2 + dy };
    case 'polyline':
    case 'polygon':
      return { ...p, points: p.points.map((v, i) => v + (i % 2 === 0 ? dx : dy)) };
    case 'circle':
    case 'ellipse':
    case 'arc':
      return { ...p, cx: p.cx + dx, cy: p.cy + dy };
    case 'rect':
    case 'text':
      return { ...p, x: p.x + dx, y: p.y + dy };
  }
}

/** A frame's paints as one list of primitives, each moved where it is painted (for an SVG). */
export function framePrimitives(paints: readonly FramePaint[]): Primitive[] {
  return paints.flatMap(({ primitives, dx, dy }) => primitives.map((p) => shiftPrimitive(p, dx, dy)));
}

/** Where a canvas shows the court: court units in view, the canvas's pixels and font. */
export type FrameView = Pick<PaintOptions, 'viewBox' | 'width' | 'height' | 'fontFamily'>;

/** Paints the paints over what the canvas holds (the cached court); answers how many primitives it painted. */
export function paintFrame(context: Canvas2DContext, paints: readonly FramePaint[], view: FrameView): number {
  let painted = 0;
  for (const { primitives, dx, dy } of paints) {
    // Shifting the view box the other way moves what is painted by (dx, dy).
    const viewBox = { ...view.viewBox, minX: view.viewBox.minX - dx, minY: view.viewBox.minY - dy };
    paintPrimitives(context, primitives, { viewBox, width: view.width, height: view.height, fontFamily: view.fontFamily, keep: true });
    painted += primitives.length;
  }
  return painted;
}
