import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Arrow, ArrowKind, Link, Phase, PhaseItem, PlayData, PlayObject, PlayerTeam, Point } from '../model/play';
import { createEmptyPlayData } from '../model/play-defaults';
import { CUT_SECONDS, SCREEN_SECONDS, actionSeconds, playCourt } from '../geometry/court';
import { playSnapDistance } from '../links/snap';
import { arrowFrom, hoopAt, hornsPhase1, phaseOf, playerAt } from '../phase/fixtures';
import { actionWaits } from '../phase/order';
import { computeNextPhase } from '../phase/next-phase';
import { samplePlay } from './sample-play';
import {
  BALL_TRACK_ID,
  HOLD_SECONDS,
  PASS_SECONDS,
  SETTLE_SECONDS,
  SHOT_SECONDS,
  buildTimeline,
  phaseAtTime,
  sampleLength,
  sampleTimeline,
  timelineTransferables,
  type Timeline,
} from './timeline';

const player = (id: string, x: number, y: number, team: PlayerTeam = 'offense') => playerAt(id, 1, { x, y }, team);
const hoop = (id: string, x: number, y: number) => hoopAt(id, { x, y });
/** Arrows that start at once, unless a test gives them a pause. */
const arrow = (id: string, subType: ArrowKind, s: Point, e: Point, extra: Partial<Arrow> = {}) => arrowFrom(id, subType, s, e, { pause: 0, ...extra });
function link(arrowId: string, end: 's' | 'e', objectId: string, type: 'object' | 'arrow' = 'object'): Link {
  return { arrow: { id: arrowId, subType: 'cut', type: 'arrow' }, end, object: { id: objectId, subType: type === 'object' ? 'player' : 'cut', type } };
}
const phase = (objects: PhaseItem[], links: Link[] = []) => phaseOf(objects, links);
const play = (...phases: Phase[]): PlayData => ({ ...createEmptyPlayData('half'), phases });

function at(timeline: Timeline, t: number, id: string): { x: number; y: number } {
  const out = sampleTimeline(timeline, t, new Float32Array(sampleLength(timeline)));
  const i = timeline.objectIds.indexOf(id);
  expect(i).toBeGreaterThanOrEqual(0);
  return { x: out[i * 2]!, y: out[i * 2 + 1]! };
}
function expectNear(actual: { x: number; y: number }, expected: Point, digits = 3) {
  expect(actual.x).toBeCloseTo(expected.x, digits);
  expect(actual.y).toBeCloseTo(expected.y, digits);
}

describe('buildTimeline', () => {
  it('moves a cutting player along the arrow in the cut time, after the pause the coach set', () => {
    const cut = arrow('object_9', 'cut', { x: 10, y: 10 }, { x: 30, y: 10 }, { pause: 0.5, coachTimed: true });
    const timeline = buildTimeline(play(phase([player('object_1', 10, 10), cut], [link(cut.id, 's', 'object_1')])));
    const seconds = actionSeconds(CUT_SECONDS, 20);
    expect(timeline.duration).toBeCloseTo(0.5 + seconds);
    expect(timeline.objectIds).toEqual(['object_1', BALL_TRACK_ID]);
    expect(timeline.ballTrack).toBe(1);
    expectNear(at(timeline, 0, 'object_1'), { x: 10, y: 10 });
    expectNear(at(timeline, 0.5, 'object_1'), { x: 10, y: 10 });
    expectNear(at(timeline, 0.5 + seconds / 2, 'object_1'), { x: 20, y: 10 });
    expectNear(at(timeline, timeline.duration, 'object_1'), { x: 30, y: 10 });
    // No carrier and no ball action: no ball.
    expect(Number.isNaN(at(timeline, 0, BALL_TRACK_ID).x)).toBe(true);
  });

  it('keeps the coach\'s timing: sameTime arrows start with the arrow before them, the next after them and its pause', () => {
    const a = arrow('object_7', 'cut', { x: 10, y: 10 }, { x: 10, y: 30 });
    const b = arrow('object_8', 'screen', { x: 20, y: 10 }, { x: 20, y: 30 }, { sameTime: true, animationOrder: 1 });
    const c = arrow('object_9', 'cut', { x: 30, y: 10 }, { x: 30, y: 30 }, { animationOrder: 2, pause: 1, coachTimed: true });
    const p = phase([player('object_1', 10, 10), player('object_2', 20, 10), player('object_3', 30, 10), c, b, a], [link(a.id, 's', 'object_1'), link(b.id, 's', 'object_2'), link(c.id, 's', 'object_3')]);
    const timeline = buildTimeline(play(p));
    const cut = actionSeconds(CUT_SECONDS, 20);
    const screen = actionSeconds(SCREEN_SECONDS, 20);
    // Both begin at once: halfway through the cut, both have moved.
    expect(at(timeline, cut / 2, 'object_1').y).toBeGreaterThan(10);
    expect(at(timeline, cut / 2, 'object_2').y).toBeGreaterThan(10);
    // The third waits for both and its pause.
    expectNear(at(timeline, screen + 1, 'object_3'), { x: 30, y: 10 });
    expect(at(timeline, screen + 1.01, 'object_3').y).toBeGreaterThan(10);
    expect(timeline.duration).toBeCloseTo(screen + 1 + cut);
  });

  it('animates nothing for an arrow whose step has an error, such as a second action at once', () => {
    const a = arrow('object_7', 'cut', { x: 10, y: 10 }, { x: 10, y: 30 });
    const b = arrow('object_8', 'cut', { x: 10, y: 10 }, { x: 30, y: 10 }, { sameTime: true, animationOrder: 1 });
    const timeline = buildTimeline(play(phase([player('object_1', 10, 10), a, b], [link(a.id, 's', 'object_1'), link(b.id, 's', 'object_1')])));
    const cut = actionSeconds(CUT_SECONDS, 20);
    expect(timeline.duration).toBeCloseTo(cut);
    expectNear(at(timeline, timeline.duration, 'object_1'), { x: 10, y: 30 });
  });

  it('moves the ball from passer to receiver, then keeps it with the receiver', () => {
    const dribble = arrow('object_8', 'dribble', { x: 30, y: 20 }, { x: 40, y: 20 }, { animationOrder: 1 });
    const pass = arrow('object_9', 'pass', { x: 10, y: 10 }, { x: 30, y: 20 });
    const timeline = buildTimeline(
      play(phase([player('object_1', 10, 10, 'ball'), player('object_2', 30, 20), pass, dribble], [link(pass.id, 's', 'object_1'), link(pass.id, 'e', 'object_2'), link(dribble.id, 's', 'object_2')])),
    );
    const flight = actionSeconds(PASS_SECONDS, Math.hypot(20, 10));
    expectNear(at(timeline, 0, BALL_TRACK_ID), { x: 10, y: 10 });
    expectNear(at(timeline, flight / 2, BALL_TRACK_ID), { x: 20, y: 15 });
    expectNear(at(timeline, flight, BALL_TRACK_ID), { x: 30, y: 20 });
    // The receiver then dribbles, the ball in hand.
    expectNear(at(timeline, flight + actionSeconds(CUT_SECONDS, 10) / 2, BALL_TRACK_ID), { x: 35, y: 20 });
    expectNear(at(timeline, timeline.duration, BALL_TRACK_ID), { x: 40, y: 20 });
    expectNear(at(timeline, timeline.duration, 'object_2'), { x: 40, y: 20 });
    expectNear(at(timeline, timeline.duration, 'object_1'), { x: 10, y: 10 });
  });

  it('sends a shot to the hoop, where the ball stays', () => {
    const shot = arrow('object_9', 'shot', { x: 20, y: 25 }, { x: 5.25, y: 25 });
    const timeline = buildTimeline(play(phase([hoop('object_0', 5.25, 25), player('object_1', 20, 25, 'ball'), shot], [link(shot.id, 's', 'object_1'), link(shot.id, 'e', 'object_0')])));
    expect(timeline.duration).toBeCloseTo(actionSeconds(SHOT_SECONDS, 14.75));
    expectNear(at(timeline, 0, BALL_TRACK_ID), { x: 20, y: 25 });
    expectNear(at(timeline, timeline.duration, BALL_TRACK_ID), { x: 5.25, y: 25 });
    expectNear(at(timeline, timeline.duration, 'object_0'), { x: 5.25, y: 25 });
  });

  it('moves a dribbler from where the player stands when the link holds a little off the arrow start', () => {
    const dribble = arrow('object_9', 'dribble', { x: 11, y: 10 }, { x: 30, y: 10 }, { shape: 3, points: { s: { x: 11, y: 10 }, m: null, e: { x: 30, y: 10 }, h1: { x: 15, y: 20 }, h2: { x: 25, y: 0 } } });
    const timeline = buildTimeline(play(phase([player('object_1', 10, 10, 'ball'), dribble], [link(dribble.id, 's', 'object_1')])));
    expectNear(at(timeline, 0, BALL_TRACK_ID), { x: 10, y: 10 });
    // First the step from where the player stands to the arrow's start, along y = 10.
    const early = at(timeline, 0.01, 'object_1');
    expect(early.y).toBeCloseTo(10, 5);
    expect(early.x).toBeGreaterThan(10);
    expect(early.x).toBeLessThan(11);
    expectNear(at(timeline, timeline.duration, 'object_1'), { x: 30, y: 10 });
    expectNear(at(timeline, timeline.duration, BALL_TRACK_ID), { x: 30, y: 10 });
  });

  it('gives the ball to whoever dribbles when two players were drawn with it', () => {
    const dribble = arrow('object_9', 'dribble', { x: 30, y: 30 }, { x: 40, y: 30 }, { pause: 1, coachTimed: true });
    const timeline = buildTimeline(play(phase([player('object_1', 10, 10, 'ball'), player('object_2', 30, 30, 'ball'), dribble], [link(dribble.id, 's', 'object_2')])));
    // With the first carrier while the dribbler waits out the pause, then with the dribbler.
    expectNear(at(timeline, 0.5, BALL_TRACK_ID), { x: 10, y: 10 });
    expectNear(at(timeline, timeline.duration, BALL_TRACK_ID), { x: 40, y: 30 });
  });

  it('throws a pass to where a cut of the same moment ends, landing as the cutter arrives', () => {
    const cut = arrow('object_8', 'cut', { x: 30, y: 20 }, { x: 40, y: 40 });
    const pass = arrow('object_9', 'pass', { x: 10, y: 10 }, { x: 40, y: 40 }, { sameTime: true, animationOrder: 1 });
    const timeline = buildTimeline(
      play(phase([player('object_1', 10, 10, 'ball'), player('object_2', 30, 20), cut, pass], [link(cut.id, 's', 'object_2'), link(pass.id, 's', 'object_1'), link(pass.id, 'e', cut.id, 'arrow')])),
    );
    const cutSeconds = actionSeconds(CUT_SECONDS, Math.hypot(10, 20));
    expect(timeline.duration).toBeCloseTo(cutSeconds);
    expectNear(at(timeline, 0, BALL_TRACK_ID), { x: 10, y: 10 });
    expectNear(at(timeline, cutSeconds, BALL_TRACK_ID), { x: 40, y: 40 });
    expectNear(at(timeline, timeline.duration, 'object_2'), { x: 40, y: 40 });
  });

  it('animates nothing, and spends no time, for options and for arrows no player is linked to', () => {
    const unlinked = arrow('object_7', 'cut', { x: 10, y: 10 }, { x: 45, y: 45 });
    const option = arrow('object_8', 'cut', { x: 10, y: 10 }, { x: 20, y: 10 }, { option: true });
    const broken = arrow('object_9', 'cut', { x: 10, y: 10 }, { x: 20, y: 10 }, { points: { s: { x: 10, y: 10 }, m: null, e: null, h1: null, h2: null } });
    const hoopStart = arrow('object_6', 'cut', { x: 5, y: 25 }, { x: 20, y: 25 }, { animationOrder: 1 });
    const p = phase([player('object_1', 10, 10), hoop('object_0', 5, 25), unlinked, option, broken, hoopStart], [link(option.id, 's', 'object_1'), link(broken.id, 's', 'object_1'), link(hoopStart.id, 's', 'object_0')]);
    const timeline = buildTimeline(play(p));
    // Nothing ran: the phase holds.
    expect(timeline.duration).toBeCloseTo(HOLD_SECONDS);
    expectNear(at(timeline, timeline.duration, 'object_1'), { x: 10, y: 10 });
    expectNear(at(timeline, timeline.duration, 'object_0'), { x: 5, y: 25 });
    expect(Number.isNaN(at(timeline, 0, BALL_TRACK_ID).x)).toBe(true);
  });

  it('follows links through arrows up to 10 levels, as the next phase does', () => {
    const arrows: Arrow[] = [];
    const links: Link[] = [];
    for (let i = 0; i < 12; i++) {
      arrows.push(arrow(`object_${100 + i}`, 'cut', { x: 10 + i, y: 10 }, { x: 11 + i, y: 10 }, { animationOrder: i }));
      links.push(i === 0 ? link('object_100', 's', 'object_1') : link(`object_${100 + i}`, 's', `object_${99 + i}`, 'arrow'));
    }
    const timeline = buildTimeline(play(phase([player('object_1', 10, 10), ...arrows], links)));
    // The eleventh arrow reaches the player through ten; the twelfth would need eleven.
    expectNear(at(timeline, timeline.duration, 'object_1'), { x: 21, y: 10 });
    expect(timeline.duration).toBeCloseTo(11 * actionSeconds(CUT_SECONDS, 1));
  });

  it('holds a phase without actions, and ends players where the next phase has them', () => {
    const cut = arrow('object_9', 'cut', { x: 10, y: 10 }, { x: 20, y: 10 });
    const first = phase([player('object_1', 10, 10), player('object_2', 40, 40), cut], [link(cut.id, 's', 'object_1')]);
    const second = phase([player('object_1', 22, 12), player('object_3', 5, 5)]);
    const timeline = buildTimeline(play(first, second, phase([player('object_1', 22, 12)])));
    const cutSeconds = actionSeconds(CUT_SECONDS, 10);
    expect(Array.from(timeline.phaseStarts)).toEqual([0, expect.closeTo(cutSeconds + SETTLE_SECONDS, 9), expect.closeTo(cutSeconds + SETTLE_SECONDS + HOLD_SECONDS, 9)]);
    expect(timeline.duration).toBeCloseTo(cutSeconds + SETTLE_SECONDS + 2 * HOLD_SECONDS);
    expectNear(at(timeline, cutSeconds, 'object_1'), { x: 20, y: 10 });
    expectNear(at(timeline, cutSeconds + SETTLE_SECONDS / 2, 'object_1'), { x: 21, y: 11 });
    expectNear(at(timeline, timeline.phaseStarts[1]!, 'object_1'), { x: 22, y: 12 });
    // object_2 is only in phase 1, object_3 only in phase 2.
    expect(Number.isNaN(at(timeline, timeline.duration, 'object_2').x)).toBe(true);
    expectNear(at(timeline, 0.1, 'object_2'), { x: 40, y: 40 });
    expect(Number.isNaN(at(timeline, 0.1, 'object_3').y)).toBe(true);
    expectNear(at(timeline, timeline.phaseStarts[1]! + 0.1, 'object_3'), { x: 5, y: 5 });
    expect(phaseAtTime(timeline, 0)).toBe(0);
    expect(phaseAtTime(timeline, timeline.phaseStarts[1]!)).toBe(1);
    expect(phaseAtTime(timeline, timeline.duration + 5)).toBe(2);
    expect(phaseAtTime(timeline, -1)).toBe(0);
  });
});

describe('buildTimeline: the default schedule', () => {
  /** Seconds after which `id` has left where it stands at t = 0. */
  function departure(timeline: Timeline, id: string): number {
    const home = at(timeline, 0, id);
    const step = 0.01;
    for (let t = 0; t <= timeline.duration; t += step) {
      const p = at(timeline, t, id);
      if (Math.hypot(p.x - home.x, p.y - home.y) > 1e-3) return t - step;
    }
    return Number.POSITIVE_INFINITY;
  }
  const timedAll = (p: Phase): Phase => ({ ...p, objects: p.objects.map((item) => (item.type === 'arrow' ? { ...item, coachTimed: true } : item)) });

  it('runs Horns phase 1 together: every cutter leaves at once, the pass to the popping 4 leaves when the pop ends', () => {
    const horns = hornsPhase1();
    const timeline = buildTimeline(play(horns));
    for (const id of ['object_2', 'object_3', 'object_4', 'object_5']) expect(departure(timeline, id)).toBeCloseTo(0, 1);
    const popEnd = actionSeconds(CUT_SECONDS, Math.hypot(7, 10));
    expectNear(at(timeline, popEnd - 0.01, BALL_TRACK_ID), { x: 32, y: 25 });
    expect(departure(timeline, BALL_TRACK_ID)).toBeCloseTo(popEnd, 1);
    expectNear(at(timeline, timeline.duration, BALL_TRACK_ID), { x: 26, y: 8 });
    // The same arrows, timed one after another as before, take much longer.
    const sequential = buildTimeline(play(timedAll(horns)));
    expect(timeline.duration).toBeLessThan(sequential.duration / 2);
    // Both schedules end where the next phase has everyone.
    for (const id of ['object_1', 'object_2', 'object_3', 'object_4', 'object_5', BALL_TRACK_ID]) expectNear(at(timeline, timeline.duration, id), at(sequential, sequential.duration, id));
  });

  it("starts a player's action when the player's earlier action ends", () => {
    const first = arrow('object_8', 'cut', { x: 10, y: 10 }, { x: 10, y: 30 });
    const second = arrow('object_9', 'cut', { x: 10, y: 30 }, { x: 30, y: 30 }, { animationOrder: 1 });
    const other = arrow('object_7', 'cut', { x: 40, y: 10 }, { x: 40, y: 30 }, { animationOrder: 2 });
    const p = phase([player('object_1', 10, 10), player('object_2', 40, 10), first, second, other], [link(first.id, 's', 'object_1'), link(second.id, 's', first.id, 'arrow'), link(other.id, 's', 'object_2')]);
    const timeline = buildTimeline(play(p));
    const cut = actionSeconds(CUT_SECONDS, 20);
    expectNear(at(timeline, cut, 'object_1'), { x: 10, y: 30 });
    expect(departure(timeline, 'object_2')).toBeCloseTo(0, 1);
    expect(timeline.duration).toBeCloseTo(2 * cut);
  });

  it('starts the dribble of the player a screen is set for once the screen is set', () => {
    const screen = arrow('object_8', 'screen', { x: 20, y: 10 }, { x: 28, y: 22 });
    const dribble = arrow('object_9', 'dribble', { x: 30, y: 25 }, { x: 30, y: 45 }, { animationOrder: 1 });
    const p = phase([player('object_1', 30, 25, 'ball'), player('object_2', 20, 10), screen, dribble], [link(screen.id, 's', 'object_2'), link(dribble.id, 's', 'object_1')]);
    const timeline = buildTimeline(play(p));
    const set = actionSeconds(SCREEN_SECONDS, Math.hypot(8, 12));
    expect(departure(timeline, 'object_1')).toBeCloseTo(set, 1);
    expect(timeline.duration).toBeCloseTo(set + actionSeconds(CUT_SECONDS, 20));
  });

  it('lets a screen far from everyone hold nobody up', () => {
    const screen = arrow('object_8', 'screen', { x: 20, y: 10 }, { x: 20, y: 2 });
    const dribble = arrow('object_9', 'dribble', { x: 30, y: 25 }, { x: 30, y: 45 }, { animationOrder: 1 });
    const p = phase([player('object_1', 30, 25, 'ball'), player('object_2', 20, 10), screen, dribble], [link(screen.id, 's', 'object_2'), link(dribble.id, 's', 'object_1')]);
    expect(departure(buildTimeline(play(p)), 'object_1')).toBeCloseTo(0, 1);
    expect(actionWaits(p, computeNextPhase(p, { snapDistance: playSnapDistance(createEmptyPlayData('half').settings) }).actions).map((w) => w.after)).toEqual([[], []]);
  });
});

describe('sampleTimeline', () => {
  const sample = samplePlay({ phases: 12, arrowsPerPhase: 30, seed: 11 });
  const timeline = buildTimeline(sample);

  it('writes into the same array it was given, clamping time', () => {
    const out = new Float32Array(sampleLength(timeline));
    expect(sampleTimeline(timeline, 3, out)).toBe(out);
    const start = Array.from(sampleTimeline(timeline, 0, out));
    expect(Array.from(sampleTimeline(timeline, -10, out))).toEqual(start);
    expect(Array.from(sampleTimeline(timeline, Number.NaN, out))).toEqual(start);
    const end = Array.from(sampleTimeline(timeline, timeline.duration, out));
    expect(Array.from(sampleTimeline(timeline, timeline.duration + 100, out))).toEqual(end);
  });

  it('is deterministic, also across a rebuild and a structured clone (a worker transfer)', () => {
    const again = buildTimeline(sample);
    const cloned = structuredClone(timeline, { transfer: timelineTransferables(again) });
    expect(timelineTransferables(timeline)).toHaveLength(5);
    fc.assert(
      fc.property(fc.double({ min: 0, max: timeline.duration, noNaN: true }), (t) => {
        const a = Array.from(sampleTimeline(timeline, t, new Float32Array(sampleLength(timeline))));
        const b = Array.from(sampleTimeline(cloned, t, new Float32Array(sampleLength(cloned))));
        expect(b).toEqual(a);
      }),
    );
  });

  it('starts every phase where the phase has its players and stays finite for those on court', () => {
    const out = new Float32Array(sampleLength(timeline));
    sample.phases.forEach((p, index) => {
      sampleTimeline(timeline, timeline.phaseStarts[index]!, out);
      for (const item of p.objects) {
        if (item.type !== 'object') continue;
        const i = timeline.objectIds.indexOf(item.id);
        expect(out[i * 2]).toBeCloseTo(item.pos.x, 3);
        expect(out[i * 2 + 1]).toBeCloseTo(item.pos.y, 3);
      }
      expect(Number.isFinite(out[timeline.ballTrack * 2]!)).toBe(true);
    });
  });

  it('moves along a cut monotonically', () => {
    const cut = arrow('object_9', 'cut', { x: 10, y: 10 }, { x: 40, y: 30 }, { shape: 1, points: { s: { x: 10, y: 10 }, m: null, e: { x: 40, y: 30 }, h1: { x: 20, y: 40 }, h2: null } });
    const line = buildTimeline(play(phase([player('object_1', 10, 10), cut], [link(cut.id, 's', 'object_1')])));
    const out = new Float32Array(sampleLength(line));
    let travelled = 0;
    let previous = { x: 10, y: 10 };
    const steps = 200;
    for (let i = 1; i <= steps; i++) {
      sampleTimeline(line, (line.duration * i) / steps, out);
      const step = Math.hypot(out[0]! - previous.x, out[1]! - previous.y);
      travelled += step;
      previous = { x: out[0]!, y: out[1]! };
      // Constant speed along the path: no step is backwards or far larger than its share.
      expect(step).toBeGreaterThan(0);
    }
    expectNear(previous, { x: 40, y: 30 });
    expect(travelled).toBeGreaterThan(Math.hypot(30, 20));
  });
});

describe('buildTimeline and computeNextPhase', () => {
  it('end every phase with the same players in the same places and the ball with the same player', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 40 }), fc.constantFrom('half' as const, 'full' as const), (seed, arrowsPerPhase, view) => {
        const sample = samplePlay({ seed, arrowsPerPhase, view, phases: 2 });
        for (const alone of sample.phases) {
          // One phase alone: nothing after it to settle towards, so the end is the arrows' own.
          const single = { ...sample, phases: [alone] };
          const timeline = buildTimeline(single);
          const out = sampleTimeline(timeline, timeline.duration, new Float32Array(sampleLength(timeline)));
          const next = computeNextPhase(alone, { snapDistance: playSnapDistance(sample.settings), court: playCourt(sample.settings) });
          for (const item of next.phase.objects) {
            if (item.type !== 'object') continue;
            const i = timeline.objectIds.indexOf(item.id);
            expectNear({ x: out[i * 2]!, y: out[i * 2 + 1]! }, item.pos);
          }
          const ball = { x: out[timeline.ballTrack * 2]!, y: out[timeline.ballTrack * 2 + 1]! };
          // The sample always has the ball somewhere: with a player, or at the hoop after the shot.
          expect(next.ball.at).not.toBe('nowhere');
          const holderId = next.ball.at === 'nowhere' ? '' : next.ball.id;
          const holder = next.phase.objects.find((o) => o.id === holderId)!;
          expectNear(ball, (holder as PlayObject).pos);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('builds a play whose player shares its arrow\'s id (hostile input) without mistaking one for the other', () => {
    const empty = createEmptyPlayData('half');
    const cut = arrowFrom('object_12', 'cut', { x: 10, y: 10 }, { x: 20, y: 20 });
    const phase = phaseOf([playerAt('object_12', 1, { x: 10, y: 10 }), cut], [
      { arrow: { id: 'object_12', subType: 'cut', type: 'arrow' }, end: 's', object: { id: 'object_12', subType: 'player', type: 'object' } },
    ]);
    const timeline = buildTimeline({ ...empty, phases: [phase] });
    expect(timeline.duration).toBeGreaterThan(0);
  });
});

