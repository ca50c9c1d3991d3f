// A play's animation, precomputed (DESIGN.md §2 animate/): for every object a path and a time window
// per phase, packed into typed arrays that move between threads without copying, and sampled per
// frame in O(objects · log segments) with no allocation.
//
// Who moves, in which order, and who ends with the ball come from computeNextPhase itself (its
// `actions`), so the animation always shows what the next phase will hold: an option arrow, or an
// arrow whose step has an error (one no player is linked to, say), animates nothing.
import type { Arrow, PhaseItem, PlayData, PlayObject, Point } from '../model/play';
import { DEFAULT_PAUSE } from '../model/play-constants';
import { arrowPath, polylinePath, type ArrowPath } from '../geometry/arrow-path';
import { CUT_SECONDS, SCREEN_SECONDS, actionSeconds, playCourt, type SecondsRange } from '../geometry/court';
import { isMovementKind } from '../links/rules';
import { playSnapDistance } from '../links/snap';
import { computeNextPhase } from '../phase/next-phase';
import { actionWaits } from '../phase/order';

/** The ball's track id: its position is the last pair in every sample. */
export const BALL_TRACK_ID = 'ball';

/** A dribble drive moves the carrier like a cut. */
export const DRIBBLE_SECONDS: SecondsRange = CUT_SECONDS;
/** Ball flights (not in spec §9; chosen so a pass reads clearly and stays quicker than a cut). */
export const PASS_SECONDS: SecondsRange = { min: 0.5, max: 0.8 };
export const HANDOFF_SECONDS: SecondsRange = { min: 0.6, max: 0.6 };
export const SHOT_SECONDS: SecondsRange = { min: 0.8, max: 1.2 };
/** A phase with nothing to animate holds this long. */
export const HOLD_SECONDS = DEFAULT_PAUSE;
/** Objects not already where the next phase has them glide there in this time at the phase's end. */
export const SETTLE_SECONDS = 0.4;
/** Positions closer than this are the same place (coordinates have 2 decimals). */
const SAME_PLACE = 0.005;

export const ACTION_SECONDS: Readonly<Record<Arrow['subType'], SecondsRange>> = {
  cut: CUT_SECONDS,
  screen: SCREEN_SECONDS,
  dribble: DRIBBLE_SECONDS,
  pass: PASS_SECONDS,
  handoff: HANDOFF_SECONDS,
  shot: SHOT_SECONDS,
};

/** Fields of one segment in Timeline.segments (SEGMENT_STRIDE numbers each). */
export const SEGMENT_START = 0;
export const SEGMENT_END = 1;
/** Index (in points, not numbers) of the segment's first path point. */
export const SEGMENT_POINT_OFFSET = 2;
/** Path points; 0 means the object is not on the court (sampled as NaN), 1 means standing still. */
export const SEGMENT_POINT_COUNT = 3;
export const SEGMENT_LENGTH = 4;
/** Track index whose position this one copies (the ball in a player's hands), or -1. */
export const SEGMENT_ATTACHED = 5;
export const SEGMENT_STRIDE = 6;

/**
 * The whole play as a timeline. Phases play one after another; inside a phase the arrows that
 * computeNextPhase runs start together unless one depends on another, or as the coach timed them
 * (`actionWaits`: a coach-timed moment starts its first arrow's `pause` seconds after the timed
 * moments before it have finished). Cut, screen and dribble move the player along the arrow's
 * path; pass, handoff and shot move the ball from passer to receiver or hoop. Everything that is not where the next phase has it glides
 * there last.
 * All of it is typed arrays and a string list, so it can be posted to or from a worker.
 */
export interface Timeline {
  /** Seconds. */
  duration: number;
  /** Start time of each phase, in order. */
  phaseStarts: Float64Array;
  /** Track ids: every object of the play, in order of first appearance, then BALL_TRACK_ID. */
  objectIds: string[];
  /** Index of the ball's track (the last). */
  ballTrack: number;
  /** Segments of track i are segments [trackSegmentStarts[i], trackSegmentStarts[i + 1]). */
  trackSegmentStarts: Int32Array;
  /** SEGMENT_STRIDE numbers per segment, sorted by start time within each track. */
  segments: Float64Array;
  /** x, y of every path point. */
  pathPoints: Float32Array;
  /** Distance along its path from the path's first point, one per point. */
  pathDistances: Float32Array;
}

/** The buffers to transfer when posting a timeline to another thread. */
export function timelineTransferables(timeline: Timeline): ArrayBuffer[] {
  return [timeline.phaseStarts, timeline.trackSegmentStarts, timeline.segments, timeline.pathPoints, timeline.pathDistances].map(
    (array) => array.buffer as ArrayBuffer,
  );
}

/** Numbers `out` must hold for sampleTimeline: x, y per track. */
export function sampleLength(timeline: Timeline): number {
  return timeline.objectIds.length * 2;
}

// ---------------------------------------------------------------------------------------------
// Building.
// ---------------------------------------------------------------------------------------------

export interface TimelineOptions {
  /** How near an arrow end must be to what it links to; default: the play's (playSnapDistance). */
  snapDistance?: number;
}

interface SegmentDraft {
  start: number;
  end: number;
  /** A path to follow (one point to stand still), 'absent', or a track to ride with. */
  path: ArrowPath | 'absent' | { attachedTo: number };
}

interface Motion {
  start: number;
  end: number;
  path: ArrowPath;
}

function samePlace(a: Point, b: Point): boolean {
  return Math.abs(a.x - b.x) <= SAME_PLACE && Math.abs(a.y - b.y) <= SAME_PLACE;
}

function stillPath(at: Point): ArrowPath {
  return polylinePath([{ x: at.x, y: at.y }]);
}

function lastPoint(path: ArrowPath): Point {
  return path.points[path.points.length - 1]!;
}

/**
 * The arrow's path, starting from `from` and ending at `to` where those differ from its ends: a
 * link holds within the snap distance, so a player may stand a little off the arrow's start.
 */
function routeOf(arrow: Arrow, from: Point | undefined, to?: Point): ArrowPath {
  const path = arrowPath(arrow);
  const lead = from !== undefined && !samePlace(from, path.points[0]!);
  const tail = to !== undefined && !samePlace(to, lastPoint(path));
  if (!lead && !tail) return path;
  return polylinePath([...(lead ? [{ x: from.x, y: from.y }] : []), ...path.points, ...(tail ? [{ x: to.x, y: to.y }] : [])]);
}

/** Precomputes the whole play (see Timeline for the rules). */
export function buildTimeline(play: PlayData, options: TimelineOptions = {}): Timeline {
  const trackOf = new Map<string, number>();
  const objectIds: string[] = [];
  for (const phase of play.phases) {
    for (const item of phase.objects) {
      if (item.type === 'object' && !trackOf.has(item.id)) {
        trackOf.set(item.id, objectIds.length);
        objectIds.push(item.id);
      }
    }
  }
  const ballTrack = objectIds.length;
  objectIds.push(BALL_TRACK_ID);
  const drafts: SegmentDraft[][] = objectIds.map(() => []);
  const phaseStarts = new Float64Array(play.phases.length);
  const nextPhaseOptions = { snapDistance: options.snapDistance ?? playSnapDistance(play.settings), court: playCourt(play.settings) };

  let time = 0;
  play.phases.forEach((phase, phaseIndex) => {
    const phaseStart = time;
    phaseStarts[phaseIndex] = phaseStart;
    const items = new Map<string, PhaseItem>();
    for (const item of phase.objects) if (!items.has(item.id)) items.set(item.id, item);
    // Actions name arrows; a player sharing an arrow's id (hostile input) must not stand in for it.
    const arrowById = new Map<string, Arrow>();
    for (const item of phase.objects) if (item.type === 'arrow' && !arrowById.has(item.id)) arrowById.set(item.id, item);
    const objects = phase.objects.filter((item): item is PlayObject => item.type === 'object');
    const position = new Map<string, Point>(objects.map((o) => [o.id, o.pos]));
    const motions = new Map<string, Motion[]>();
    const { actions } = computeNextPhase(phase, nextPhaseOptions);

    // The ball: with the carrier (team 'ball') until a pass, handoff or shot moves it on.
    const ballDrafts: SegmentDraft[] = [];
    let ballHolder: string | null = objects.find((o) => o.subType === 'player' && o.team === 'ball')?.id ?? null;
    let ballRest: Point | null = null;
    let ballFree = phaseStart;
    const placeBallUntil = (until: number) => {
      if (until <= ballFree) return;
      const path = ballHolder !== null ? { attachedTo: trackOf.get(ballHolder)! } : ballRest ? stillPath(ballRest) : 'absent';
      ballDrafts.push({ start: ballFree, end: until, path });
      ballFree = until;
    };

    // When each action may start: the default schedule, or the coach's timing (actionWaits).
    const waits = actionWaits(phase, actions);
    const ends: number[] = [];
    let arrowsEnd = actions.length > 0 ? phaseStart : phaseStart + HOLD_SECONDS;
    let timedBefore = phaseStart;
    for (let first = 0; first < actions.length; ) {
      let last = first;
      while (last + 1 < actions.length && actions[last + 1]!.moment === actions[first]!.moment) last++;
      const indices = Array.from({ length: last - first + 1 }, (_, k) => first + k);
      const timedStart = timedBefore + arrowById.get(actions[first]!.arrowId)!.pause;
      const startOf = (i: number) => Math.max(waits[i]!.timed ? timedStart : phaseStart, ...waits[i]!.after.map((j) => ends[j]!));
      // Moves first: a pass thrown to where a cut of the same moment ends lands as the cutter arrives.
      const arrivals = new Map<string, number>();
      for (const i of indices.filter((k) => isMovementKind(actions[k]!.kind))) {
        const action = actions[i]!;
        const start = startOf(i);
        const route = routeOf(arrowById.get(action.arrowId)!, position.get(action.playerId));
        const end = start + actionSeconds(ACTION_SECONDS[action.kind], route.length);
        const list = motions.get(action.playerId) ?? [];
        list.push({ start, end, path: route });
        motions.set(action.playerId, list);
        position.set(action.playerId, lastPoint(route));
        arrivals.set(action.playerId, end);
        ends[i] = end;
        if (action.kind === 'dribble' && ballHolder !== action.playerId) {
          placeBallUntil(start);
          ballHolder = action.playerId;
        }
      }
      for (const i of indices.filter((k) => !isMovementKind(actions[k]!.kind))) {
        const action = actions[i]!;
        const target = action.targetId!;
        const route = routeOf(arrowById.get(action.arrowId)!, position.get(action.playerId), position.get(target));
        const seconds = actionSeconds(ACTION_SECONDS[action.kind], route.length);
        const start = Math.max(startOf(i), ballFree, (arrivals.get(target) ?? 0) - seconds);
        placeBallUntil(start);
        ballDrafts.push({ start, end: start + seconds, path: route });
        ballFree = start + seconds;
        ballHolder = action.kind === 'shot' ? null : target;
        ballRest = lastPoint(route);
        ends[i] = ballFree;
      }
      for (const i of indices) {
        arrowsEnd = Math.max(arrowsEnd, ends[i]!);
        if (waits[i]!.timed) timedBefore = Math.max(timedBefore, ends[i]!, timedStart);
      }
      first = last + 1;
    }

    // Players end where the next phase has them.
    const next = play.phases[phaseIndex + 1];
    const settles = new Map<string, ArrowPath>();
    if (next) {
      for (const item of next.objects) {
        if (item.type !== 'object') continue;
        const at = position.get(item.id);
        if (at && !samePlace(at, item.pos)) settles.set(item.id, polylinePath([{ x: at.x, y: at.y }, { x: item.pos.x, y: item.pos.y }]));
      }
    }
    const phaseEnd = arrowsEnd + (settles.size > 0 ? SETTLE_SECONDS : 0);

    objectIds.forEach((id, track) => {
      if (track === ballTrack) return;
      const list = drafts[track]!;
      const start = items.get(id);
      if (start === undefined || start.type !== 'object') {
        // One segment for a whole absence, however many phases it spans: an object of one phase
        // of a long play costs a few segments, not one per phase.
        const previous = list[list.length - 1];
        if (previous?.path === 'absent' && previous.end === phaseStart) previous.end = phaseEnd;
        else list.push({ start: phaseStart, end: phaseEnd, path: 'absent' });
        return;
      }
      let at = start.pos;
      let free = phaseStart;
      for (const motion of motions.get(id) ?? []) {
        if (motion.start > free) list.push({ start: free, end: motion.start, path: stillPath(at) });
        list.push({ start: motion.start, end: motion.end, path: motion.path });
        free = motion.end;
        at = lastPoint(motion.path);
      }
      const settle = settles.get(id);
      if (settle) {
        if (arrowsEnd > free) list.push({ start: free, end: arrowsEnd, path: stillPath(at) });
        list.push({ start: arrowsEnd, end: phaseEnd, path: settle });
      } else if (phaseEnd > free) {
        list.push({ start: free, end: phaseEnd, path: stillPath(at) });
      }
    });
    placeBallUntil(phaseEnd);
    drafts[ballTrack]!.push(...ballDrafts);
    time = phaseEnd;
  });

  return pack(drafts, objectIds, ballTrack, phaseStarts, time);
}

function pack(drafts: SegmentDraft[][], objectIds: string[], ballTrack: number, phaseStarts: Float64Array, duration: number): Timeline {
  let segmentCount = 0;
  let pointCount = 0;
  for (const list of drafts) {
    segmentCount += list.length;
    for (const draft of list) if (typeof draft.path === 'object' && 'points' in draft.path) pointCount += draft.path.points.length;
  }
  const trackSegmentStarts = new Int32Array(drafts.length + 1);
  const segments = new Float64Array(segmentCount * SEGMENT_STRIDE);
  const pathPoints = new Float32Array(pointCount * 2);
  const pathDistances = new Float32Array(pointCount);
  let segment = 0;
  let point = 0;
  drafts.forEach((list, track) => {
    trackSegmentStarts[track] = segment;
    for (const draft of list) {
      const base = segment * SEGMENT_STRIDE;
      segments[base + SEGMENT_START] = draft.start;
      segments[base + SEGMENT_END] = draft.end;
      segments[base + SEGMENT_POINT_OFFSET] = point;
      segments[base + SEGMENT_ATTACHED] = -1;
      if (draft.path === 'absent') {
        segments[base + SEGMENT_POINT_COUNT] = 0;
      } else if ('attachedTo' in draft.path) {
        segments[base + SEGMENT_POINT_COUNT] = 0;
        segments[base + SEGMENT_ATTACHED] = draft.path.attachedTo;
      } else {
        const path = draft.path;
        segments[base + SEGMENT_POINT_COUNT] = path.points.length;
        segments[base + SEGMENT_LENGTH] = path.length;
        path.points.forEach((p, i) => {
          pathPoints[(point + i) * 2] = p.x;
          pathPoints[(point + i) * 2 + 1] = p.y;
          pathDistances[point + i] = path.cumulative[i]!;
        });
        point += path.points.length;
      }
      segment++;
    }
  });
  trackSegmentStarts[drafts.length] = segment;
  return { duration, phaseStarts, objectIds, ballTrack, trackSegmentStarts, segments, pathPoints, pathDistances };
}

// ---------------------------------------------------------------------------------------------
// Sampling: called every frame, so it allocates nothing (no arrays, objects or closures).
// ---------------------------------------------------------------------------------------------

/**
 * Writes x, y of every track at time `t` (seconds, clamped to the play) into `out`
 * (sampleLength(timeline) numbers): out[2i], out[2i + 1] for objectIds[i], the ball last.
 * An object not on the court at `t` (or a phase with no ball) is written as NaN.
 */
export function sampleTimeline(timeline: Timeline, t: number, out: Float32Array): Float32Array {
  const { segments, trackSegmentStarts, pathPoints, pathDistances } = timeline;
  const time = t > 0 ? (t < timeline.duration ? t : timeline.duration) : 0;
  const tracks = timeline.objectIds.length;
  for (let track = 0; track < tracks; track++) {
    let low = trackSegmentStarts[track]!;
    let high = trackSegmentStarts[track + 1]! - 1;
    // The last segment that starts at or before `time`.
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (segments[mid * SEGMENT_STRIDE + SEGMENT_START]! <= time) low = mid;
      else high = mid - 1;
    }
    const base = low * SEGMENT_STRIDE;
    const count = segments[base + SEGMENT_POINT_COUNT]!;
    const attached = segments[base + SEGMENT_ATTACHED]!;
    const x = track * 2;
    if (attached >= 0) {
      out[x] = out[attached * 2]!;
      out[x + 1] = out[attached * 2 + 1]!;
      continue;
    }
    if (!(count > 0)) {
      out[x] = Number.NaN;
      out[x + 1] = Number.NaN;
      continue;
    }
    const first = segments[base + SEGMENT_POINT_OFFSET]!;
    const last = first + count - 1;
    const start = segments[base + SEGMENT_START]!;
    const span = segments[base + SEGMENT_END]! - start;
    const share = span > 0 ? (time - start) / span : 1;
    const distance = (share < 1 ? share : 1) * segments[base + SEGMENT_LENGTH]!;
    if (count === 1 || distance >= pathDistances[last]!) {
      out[x] = pathPoints[last * 2]!;
      out[x + 1] = pathPoints[last * 2 + 1]!;
      continue;
    }
    let lo = first;
    let hi = last;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (pathDistances[mid]! <= distance) lo = mid;
      else hi = mid;
    }
    const d0 = pathDistances[lo]!;
    const piece = pathDistances[hi]! - d0;
    const f = piece > 0 ? (distance - d0) / piece : 0;
    const ax = pathPoints[lo * 2]!;
    const ay = pathPoints[lo * 2 + 1]!;
    out[x] = ax + (pathPoints[hi * 2]! - ax) * f;
    out[x + 1] = ay + (pathPoints[hi * 2 + 1]! - ay) * f;
  }
  return out;
}

/** The phase playing at time `t` (the last one at the very end); only the phase starts are read. */
export function phaseAtTime(timeline: { phaseStarts: ArrayLike<number> }, t: number): number {
  const starts = timeline.phaseStarts;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= t) low = mid;
    else high = mid - 1;
  }
  return low;
}
