// The play as the playback worker paints it into a 2D canvas (where WebGL is software-rendered,
// playback-drawing.ts): the same display list and timeline as the WebGL layer (play-scene.ts), built
// once per timeline, and a frame that only samples the timeline and paints what is built, moved
// where the timeline has it. Players show their disc and number (their ball ring is the moving ball
// while animating), each arrow draws itself along its window, and the ball moves on top.
import {
  BALL_COLOR,
  PLAYER_BOX_WIDTH,
  type Canvas2DContext,
  type DrawContext,
  type PlayData,
  type Primitive,
  type Timeline,
  type ViewBox,
  arrowEnds,
  drawItem,
  itemsInDrawOrder,
  paintPrimitives,
  phaseAtTime,
  sampleLength,
  sampleTimeline,
} from '../../../engine';
import type { ViewState } from '../scene/view';
import type { ArrowWindow } from './arrow-windows';
import { ARROW_TEXT_APPEARS_AT } from './play-scene';

/** A player or another object: painted where its phase has it, moved by its track's offset. */
interface Moved {
  kind: 'moved';
  /** The timeline's track (-1: none, it stays put). */
  track: number;
  x: number;
  y: number;
  primitives: Primitive[];
}

/** An arrow: its lines draw themselves along their length during its window; its text appears halfway. */
interface Drawn {
  kind: 'arrow';
  start: number;
  end: number;
  primitives: Primitive[];
  /** Each primitive's length along the arrow (0 for heads, bars and halos: drawn once the line reaches them). */
  lengths: number[];
  total: number;
  texts: Primitive[];
}

export interface PlayScene2D {
  /** Each phase's items in draw order (the engine's itemsInDrawOrder, which decides what covers what). */
  phases: Array<Array<Moved | Drawn>>;
  ball: Primitive & { kind: 'circle' };
  ballOffset: { x: number; y: number };
}

/** The ball's radius relative to a player's (as the WebGL layer draws it). */
const BALL_SCALE = 0.42;
/** What of a player the animation shows (the WebGL layer's player instances: disc and number). */
const PLAYER_ROLES = new Set<Primitive['role']>(['player-disc', 'player-label']);

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

export function buildPlayScene2D(play: PlayData, timeline: Timeline, windows: readonly ArrowWindow[], context: DrawContext): PlayScene2D {
  const trackOf = new Map(timeline.objectIds.map((id, track) => [id, track]));
  const phases = play.phases.map((phase, phaseIndex) =>
    itemsInDrawOrder(phase.objects).map((item): Moved | Drawn => {
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

/** Where the canvas shows the court: court units in view, and the canvas's pixels. */
export interface PaintView {
  viewBox: ViewBox;
  width: number;
  height: number;
  fontFamily: string;
}

/** The court units a view shows (its camera: pixels per unit and the centre), as a view box. */
export function viewBoxOf(view: ViewState): ViewBox {
  const k = view.scale * view.zoom;
  return { minX: view.center.x - view.width / (2 * k), minY: view.center.y - view.height / (2 * k), width: view.width / k, height: view.height / k };
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
export function arrowSoFar(arrow: Drawn, progress: number): Primitive[] {
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
export function arrowProgress(arrow: Pick<Drawn, 'start' | 'end'>, t: number): number {
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
export function framePaints(scene: PlayScene2D, timeline: Timeline, t: number, sample: Float32Array = new Float32Array(sampleLength(timeline))): FramePaint[] {
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

/** Paints the paints over what the canvas holds (the cached court); answers how many primitives it painted. */
export function paintFrame(context: Canvas2DContext, paints: readonly FramePaint[], view: PaintView): number {
  let painted = 0;
  for (const { primitives, dx, dy } of paints) {
    // Shifting the view box the other way moves what is painted by (dx, dy).
    const viewBox = { ...view.viewBox, minX: view.viewBox.minX - dx, minY: view.viewBox.minY - dy };
    paintPrimitives(context, primitives, { viewBox, width: view.width, height: view.height, fontFamily: view.fontFamily, keep: true });
    painted += primitives.length;
  }
  return painted;
}
