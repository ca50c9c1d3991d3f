// When each arrow draws itself while the play animates (the editor's WebGL and 2D playback, the
// exported frames of play-frame.ts): the time window of the motion it causes in the engine's
// timeline (the mover's path for cuts, screens and dribbles; the ball's flight for passes, handoffs
// and shots). Worked out once per timeline, never per frame.
import type { Arrow, PlayData } from '../model/play';
import { arrowsInOrder } from '../phase/order';
import { resolveArrowEnd } from '../links/resolve';
import { playSnapDistance } from '../links/snap';
import { SEGMENT_END, SEGMENT_POINT_COUNT, SEGMENT_START, SEGMENT_STRIDE, type Timeline } from './timeline';

/** An arrow's time window (seconds on the timeline): it draws itself from start to end. */
export interface ArrowWindow {
  phaseIndex: number;
  arrowId: string;
  start: number;
  end: number;
}

function movingSegments(timeline: Timeline, track: number, from: number, to: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let s = timeline.trackSegmentStarts[track]!; s < timeline.trackSegmentStarts[track + 1]!; s++) {
    const base = s * SEGMENT_STRIDE;
    const start = timeline.segments[base + SEGMENT_START]!;
    if (start < from - 1e-6 || start >= to - 1e-6) continue;
    if (timeline.segments[base + SEGMENT_POINT_COUNT]! > 1) out.push([start, timeline.segments[base + SEGMENT_END]!]);
  }
  return out;
}

/** Every arrow's window, phase by phase. */
export function arrowWindows(play: PlayData, timeline: Timeline): ArrowWindow[] {
  const windows: ArrowWindow[] = [];
  const snapDistance = playSnapDistance(play.settings);
  play.phases.forEach((phase, phaseIndex) => {
    const from = timeline.phaseStarts[phaseIndex]!;
    const to = phaseIndex + 1 < play.phases.length ? timeline.phaseStarts[phaseIndex + 1]! : timeline.duration;
    const ballMoves = movingSegments(timeline, timeline.ballTrack, from, to);
    const used = new Map<number, number>();
    const take = (track: number): [number, number] | undefined => {
      const list = track === timeline.ballTrack ? ballMoves : movingSegments(timeline, track, from, to);
      const index = used.get(track) ?? 0;
      used.set(track, index + 1);
      return list[index];
    };
    for (const arrow of arrowsInOrder(phase)) {
      let window: [number, number] | undefined;
      if (!arrow.option) {
        if (isBallKind(arrow)) window = take(timeline.ballTrack);
        else {
          const actor = resolveArrowEnd(phase, arrow.id, 's', { snapDistance });
          const track = actor ? timeline.objectIds.indexOf(actor.id) : -1;
          if (track >= 0) window = take(track);
        }
      }
      // An arrow that moves nobody (an option, an error) is shown whole from its phase's start.
      windows.push({ phaseIndex, arrowId: arrow.id, start: window ? window[0] : from, end: window ? window[1] : from });
    }
  });
  return windows;
}

function isBallKind(arrow: Arrow): boolean {
  return arrow.subType === 'pass' || arrow.subType === 'handoff' || arrow.subType === 'shot';
}
