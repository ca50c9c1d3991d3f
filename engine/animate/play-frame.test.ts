// A frame of the animation (the editor's 2D playback, the export, the classic view): what a moment
// of the play paints, from the same display list and timeline as the WebGL layer, and where on a
// canvas it lands; the arrows' windows it draws them in; PlayFrames built on it.
import { describe, expect, it } from 'vitest';
import { BALL_COLOR, ERROR_COLOR, HIGHLIGHT_COLOR, drawContextOf, drawPhase } from '../draw/draw-phase';
import { type Canvas2DContext, paintTransform } from '../draw/paint-2d';
import type { Primitive } from '../draw/primitives';
import { arrowFrom, hoopAt, linkOf, phaseOf, playerAt } from '../phase/fixtures';
import type { PlayData, PlayObject } from '../model/play';
import { createEmptyPlayData } from '../model/play-defaults';
import { arrowWindows } from './arrow-windows';
import { ARROW_TEXT_APPEARS_AT, arrowProgress, arrowSoFar, buildFrameScene, framePaints, framePrimitives, paintFrame, shiftPrimitive } from './play-frame';
import { PlayFrames } from './play-frames';
import { phaseAtTime, sampleLength, sampleTimeline, buildTimeline, SEGMENT_END, SEGMENT_START, SEGMENT_STRIDE, type Timeline } from './timeline';

const coneAt = (id: string, pos: { x: number; y: number }): PlayObject => ({ ...hoopAt(id, pos), subType: 'cone' });

function twoPhasePlay(): PlayData {
  const data = createEmptyPlayData('half');
  data.phases = [
    phaseOf([playerAt('a', 1, { x: 10, y: 10 }), coneAt('cone', { x: 30, y: 30 }), playerAt('b', 2, { x: 40, y: 10 })]),
    phaseOf([playerAt('a', 1, { x: 20, y: 20 }), coneAt('cone', { x: 35, y: 30 }), playerAt('b', 2, { x: 25, y: 25 })], [], 'phase_2', 'Phase 2'),
  ];
  return data;
}

/** A guard who cuts from (30, 12) to (12, 12), the cut labelled "Curl". */
function cutPlay(): PlayData {
  const data = createEmptyPlayData('half');
  const guard = playerAt('a', 1, { x: 30, y: 12 });
  const curl = arrowFrom('c', 'cut', { x: 30, y: 12 }, { x: 12, y: 12 }, { text: 'Curl' });
  data.phases = [phaseOf([guard, curl], [linkOf(curl, 's', guard)])];
  return data;
}

function build(data: PlayData, errors: Record<string, string> = {}) {
  const timeline = buildTimeline(data);
  return { timeline, scene: buildFrameScene(data, timeline, arrowWindows(data, timeline), drawContextOf(data.settings, { showErrors: errors })) };
}

/** Where each painted player disc is, in court units. */
const discsAt = (paints: ReturnType<typeof framePaints>) =>
  paints.flatMap(({ primitives, dx, dy }) => primitives.flatMap((p) => (p.role === 'player-disc' && p.kind === 'circle' ? [{ x: p.cx + dx, y: p.cy + dy }] : [])));

/** The segments [start, end] of a track that move. */
function moves(timeline: Timeline, track: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let s = timeline.trackSegmentStarts[track]!; s < timeline.trackSegmentStarts[track + 1]!; s++) {
    const start = timeline.segments[s * SEGMENT_STRIDE + SEGMENT_START]!;
    const end = timeline.segments[s * SEGMENT_STRIDE + SEGMENT_END]!;
    if (end > start) out.push([start, end]);
  }
  return out;
}

describe('a frame of the animation', () => {
  it('paints every player and object of the phase playing where the timeline has it', () => {
    const { timeline, scene } = build(twoPhasePlay());
    expect(discsAt(framePaints(scene, timeline, 0))).toEqual([{ x: 10, y: 10 }, { x: 40, y: 10 }]);

    // Mid-glide towards the second phase: wherever the engine's timeline puts each track.
    const gliding = timeline.phaseStarts[1]! - 0.3;
    const sample = new Float32Array(sampleLength(timeline));
    sampleTimeline(timeline, gliding, sample);
    const track = (id: string) => timeline.objectIds.indexOf(id);
    const expected = ['a', 'b'].map((id) => ({ x: expect.closeTo(sample[track(id) * 2]!, 5), y: expect.closeTo(sample[track(id) * 2 + 1]!, 5) }));
    const glidingPaints = framePaints(scene, timeline, gliding);
    expect(discsAt(glidingPaints)).toEqual(expected);
    expect(discsAt(glidingPaints)[0]!.x).toBeGreaterThan(10);
    // The cone glides too, as a whole.
    const cone = glidingPaints.find((paint) => paint.primitives.some((p) => p.role === 'cone'))!;
    expect(cone.dx).toBeCloseTo(sample[track('cone') * 2]! - 30, 5);

    // The second phase's own players and cone.
    const end = framePaints(scene, timeline, timeline.duration);
    expect(phaseAtTime(timeline, timeline.duration)).toBe(1);
    expect(discsAt(end)).toEqual([{ x: 20, y: 20 }, { x: 25, y: 25 }]);
    expect(end.filter((paint) => paint.primitives.some((p) => p.role === 'cone'))).toHaveLength(1);
  });

  it('shows players as disc and number (the moving ball replaces the carrier’s ring), the ball on top', () => {
    const data = createEmptyPlayData('half');
    data.phases[0]!.objects = [playerAt('a', 1, { x: 10, y: 10 }, 'ball')];
    expect(drawPhase(data.phases[0]!, data.settings, { withoutCourt: true }).map((p) => p.role)).toContain('ball-ring');
    const { timeline, scene } = build(data);
    const paints = framePaints(scene, timeline, 0);
    expect(paints[0]!.primitives.map((p) => p.role)).toEqual(['player-disc', 'player-label']);
    const ball = paints[paints.length - 1]!;
    expect(ball.primitives).toEqual([expect.objectContaining({ kind: 'circle', fill: BALL_COLOR })]);
    expect(ball.dx - scene.ballOffset.x).toBeCloseTo(10, 5);
    expect(ball.dy - scene.ballOffset.y).toBeCloseTo(10, 5);
  });

  it('draws an arrow along its length during its window, its head at the end and its text halfway', () => {
    const { timeline, scene } = build(cutPlay());
    const arrow = scene.phases[0]!.find((item) => item.kind === 'arrow')!;
    if (arrow.kind !== 'arrow') throw new Error('no arrow');
    expect(arrow.total).toBeGreaterThan(0);
    expect(arrow.end).toBeGreaterThan(arrow.start);
    expect(arrow.texts.map((p) => (p.kind === 'text' ? p.text : ''))).toEqual(['Curl']);

    expect(arrowSoFar(arrow, 0)).toEqual([]);
    const half = arrowSoFar(arrow, 0.5);
    const lines = half.filter((p) => p.kind === 'polyline' || p.kind === 'line');
    expect(lines).toHaveLength(1);
    const points = lines[0]!.kind === 'polyline' ? lines[0]!.points : [];
    let drawn = 0;
    for (let i = 2; i + 1 < points.length; i += 2) drawn += Math.hypot(points[i]! - points[i - 2]!, points[i + 1]! - points[i - 1]!);
    expect(drawn).toBeCloseTo(arrow.total / 2, 5);
    expect(half.some((p) => p.role === 'arrowhead')).toBe(false);
    expect(arrowSoFar(arrow, 1)).toBe(arrow.primitives);
    expect(arrowSoFar(arrow, 1).some((p) => p.role === 'arrowhead')).toBe(true);

    const at = (progress: number) => arrow.start + (arrow.end - arrow.start) * progress;
    const texts = (t: number) => framePaints(scene, timeline, t).filter((paint) => paint.primitives.some((p) => p.kind === 'text' && p.role === 'arrow-text'));
    expect(texts(at(ARROW_TEXT_APPEARS_AT - 0.1))).toHaveLength(0);
    expect(texts(at(ARROW_TEXT_APPEARS_AT + 0.1))).toHaveLength(1);
  });

  it('cuts straight lines too, and shows an arrow’s error halo from its start', () => {
    const halo = { layer: 'item' as const, role: 'error-halo' as const, kind: 'polyline' as const, points: [0, 0, 10, 0], stroke: ERROR_COLOR };
    const line = { layer: 'item' as const, role: 'screen-line' as const, kind: 'line' as const, x1: 0, y1: 0, x2: 10, y2: 0, stroke: '#000' };
    const bar = { layer: 'item' as const, role: 'screen-bar' as const, kind: 'line' as const, x1: 10, y1: -1, x2: 10, y2: 1, stroke: '#000' };
    const arrow = { kind: 'arrow' as const, start: 0, end: 1, primitives: [halo, line, bar], lengths: [0, 10, 2], total: 12, texts: [] };
    expect(arrowSoFar(arrow, 0.25)).toEqual([halo, { ...line, x2: 3 }]);
    expect(arrowSoFar(arrow, 0.9)).toEqual([halo, line, { ...bar, y2: expect.closeTo(-0.2, 5) }]);
    expect([arrowProgress(arrow, -1), arrowProgress(arrow, 0.5), arrowProgress(arrow, 2)]).toEqual([0, 0.5, 1]);
    expect([arrowProgress({ start: 1, end: 1 }, 0.5), arrowProgress({ start: 1, end: 1 }, 1)]).toEqual([0, 1]);
  });

  it('draws an erroneous arrow with its halo measured as no length', () => {
    const { scene } = build(cutPlay(), { c: 'Wrong' });
    const arrow = scene.phases[0]!.find((item) => item.kind === 'arrow')!;
    if (arrow.kind !== 'arrow') throw new Error('no arrow');
    const haloAt = arrow.primitives.findIndex((p) => p.role === 'error-halo');
    expect(haloAt).toBeGreaterThanOrEqual(0);
    expect(arrow.lengths[haloAt]).toBe(0);
  });

  it('paints each item where the view box maps it on the canvas', () => {
    const { timeline, scene } = build(twoPhasePlay());
    const t = timeline.phaseStarts[1]! - 0.3;
    const viewBox = { minX: -5, minY: -3, width: 60, height: 40 };
    const arcs: Array<{ x: number; y: number }> = [];
    let matrix = [1, 0, 0, 1, 0, 0];
    const context = new Proxy({} as Canvas2DContext, {
      get: (_, name) =>
        name === 'setTransform' ? (...m: number[]) => (matrix = m)
        : name === 'arc' ? (x: number, y: number) => arcs.push({ x: matrix[0]! * x + matrix[4]!, y: matrix[3]! * y + matrix[5]! })
        : name === 'measureText' ? () => ({ width: 0 })
        : () => {},
      set: () => true,
    });
    const paints = framePaints(scene, timeline, t);
    const painted = paintFrame(context, paints, { viewBox, width: 900, height: 600, fontFamily: 'Inter' });
    expect(painted).toBe(paints.reduce((n, paint) => n + paint.primitives.length, 0));
    const { scale, offsetX, offsetY } = paintTransform(viewBox, 900, 600);
    const first = discsAt(paints)[0]!;
    expect(arcs[0]!.x).toBeCloseTo(offsetX + first.x * scale, 4);
    expect(arcs[0]!.y).toBeCloseTo(offsetY + first.y * scale, 4);
  });

  it('moves every kind of primitive, and lists a frame’s primitives where they are painted', () => {
    const base = { layer: 'item' as const, role: 'circle' as const };
    const all: Primitive[] = [
      { ...base, kind: 'line', x1: 0, y1: 1, x2: 2, y2: 3 },
      { ...base, kind: 'polyline', points: [0, 1, 2, 3] },
      { ...base, kind: 'polygon', points: [0, 0, 1, 0, 0, 1] },
      { ...base, kind: 'circle', cx: 1, cy: 2, r: 1 },
      { ...base, kind: 'ellipse', cx: 1, cy: 2, rx: 1, ry: 2, rotation: 0 },
      { ...base, kind: 'arc', cx: 1, cy: 2, r: 1, startAngle: 0, endAngle: 90 },
      { ...base, kind: 'rect', x: 1, y: 2, width: 3, height: 4, rotation: 0 },
      { ...base, kind: 'text', x: 1, y: 2, text: 'A', fontSize: 1, align: 'center', baseline: 'middle', bold: false, italic: false, underline: false, rotation: 0 },
    ];
    expect(all.map((p) => shiftPrimitive(p, 10, 20))).toEqual([
      expect.objectContaining({ x1: 10, y1: 21, x2: 12, y2: 23 }),
      expect.objectContaining({ points: [10, 21, 12, 23] }),
      expect.objectContaining({ points: [10, 20, 11, 20, 10, 21] }),
      expect.objectContaining({ cx: 11, cy: 22, r: 1 }),
      expect.objectContaining({ cx: 11, cy: 22, rx: 1, ry: 2 }),
      expect.objectContaining({ cx: 11, cy: 22, startAngle: 0 }),
      expect.objectContaining({ x: 11, y: 22, width: 3 }),
      expect.objectContaining({ x: 11, y: 22, text: 'A' }),
    ]);
    expect(shiftPrimitive(all[0]!, 0, 0)).toBe(all[0]);
    expect(framePrimitives([{ primitives: [all[3]!], dx: 1, dy: 1 }, { primitives: [all[6]!], dx: 0, dy: 0 }])).toEqual([expect.objectContaining({ cx: 2, cy: 3 }), all[6]]);
  });
});

describe('arrow windows', () => {
  it('gives a cut its mover’s motion, a pass the ball’s flight, and an option the whole phase from its start', () => {
    const data = createEmptyPlayData('half');
    const passer = playerAt('p', 1, { x: 30, y: 12 }, 'ball');
    const cutter = playerAt('c', 2, { x: 20, y: 30 });
    const cut = arrowFrom('cut', 'cut', { x: 20, y: 30 }, { x: 12, y: 20 }, { animationOrder: 0 });
    const pass = arrowFrom('pass', 'pass', { x: 30, y: 12 }, { x: 12, y: 20 }, { animationOrder: 1 });
    const option = arrowFrom('opt', 'cut', { x: 30, y: 12 }, { x: 40, y: 12 }, { option: true });
    data.phases = [phaseOf([passer, cutter, cut, pass, option], [linkOf(cut, 's', cutter), linkOf(pass, 's', passer), linkOf(pass, 'e', cut), linkOf(option, 's', passer)])];
    const timeline = buildTimeline(data);
    const windows = new Map(arrowWindows(data, timeline).map((w) => [w.arrowId, w]));
    expect(windows.size).toBe(3);
    const sample = new Float32Array(sampleLength(timeline));
    const at = (track: number, t: number) => {
      sampleTimeline(timeline, t, sample);
      return { x: sample[track * 2]!, y: sample[track * 2 + 1]! };
    };
    const near = (p: { x: number; y: number }) => ({ x: expect.closeTo(p.x, 3), y: expect.closeTo(p.y, 3) });
    const cutter$ = timeline.objectIds.indexOf('c');
    const cutWindow = windows.get('cut')!;
    expect(cutWindow.end).toBeGreaterThan(cutWindow.start);
    expect(moves(timeline, cutter$)[0]).toEqual([cutWindow.start, cutWindow.end]);
    expect(at(cutter$, cutWindow.start)).toEqual(near({ x: 20, y: 30 }));
    expect(at(cutter$, cutWindow.end)).toEqual(near({ x: 12, y: 20 }));
    // The pass draws itself while the ball flies: still before, at the catch when it ends.
    const passWindow = windows.get('pass')!;
    expect(passWindow.start).toBeGreaterThanOrEqual(cutWindow.start);
    expect(at(timeline.ballTrack, passWindow.start)).toEqual(at(timeline.ballTrack, 0));
    expect(at(timeline.ballTrack, passWindow.end)).not.toEqual(at(timeline.ballTrack, passWindow.start));
    expect(at(timeline.ballTrack, passWindow.end)).toEqual(at(timeline.ballTrack, timeline.duration));
    expect(windows.get('opt')).toMatchObject({ start: 0, end: 0 });
  });
});

describe('PlayFrames', () => {
  it('draws the frames playback paints: the court once, then arrows drawing themselves', () => {
    const data = cutPlay();
    const frames = new PlayFrames(data);
    expect(frames.phaseCount).toBe(1);
    expect(frames.phaseStart(0)).toBe(0);
    expect(frames.phaseStart(1)).toBe(frames.duration);
    expect(frames.phaseAt(frames.duration)).toBe(0);
    expect(frames.court.every((p) => p.layer === 'court')).toBe(true);
    const { timeline, scene } = build(data);
    const arrow = scene.phases[0]!.find((item) => item.kind === 'arrow')!;
    const middle = (arrow.start + arrow.end) / 2;
    expect(frames.paintsAt(middle)).toEqual(framePaints(scene, timeline, middle));
    // Mid-window the cut is drawn part way: no head yet; at the end it is whole.
    expect(frames.itemsAt(middle).some((p) => p.role === 'arrowhead')).toBe(false);
    expect(frames.itemsAt(frames.duration).some((p) => p.role === 'arrowhead')).toBe(true);
    // The player's disc is where the timeline has him, in the SVG too.
    const disc = frames.itemsAt(middle).find((p) => p.role === 'player-disc');
    expect(disc).toMatchObject({ kind: 'circle', cx: expect.closeTo(discsAt(frames.paintsAt(middle))[0]!.x, 5) });
    expect(frames.svgAt(middle)).toContain('<svg');
  });

  it("moves a highlighted player's ring with them (a player's own marker in the study view), and draws none unasked", () => {
    const data = cutPlay();
    const player = data.phases[0]!.objects.find((item) => item.type === 'object' && item.subType === 'player')!;
    const frames = new PlayFrames(data, { highlight: new Set([player.id]) });
    for (const time of [0, frames.duration / 2, frames.duration]) {
      const items = frames.itemsAt(time);
      const disc = items.find((p) => p.role === 'player-disc');
      const ring = items.find((p) => p.role === 'player-highlight');
      expect(ring).toMatchObject({ kind: 'circle', cx: (disc as { cx: number }).cx, cy: (disc as { cy: number }).cy, stroke: HIGHLIGHT_COLOR });
      // Under the disc: the number stays readable.
      expect(items.indexOf(ring!)).toBeLessThan(items.indexOf(disc!));
    }
    expect(new PlayFrames(data).itemsAt(0).some((p) => p.role === 'player-highlight')).toBe(false);
  });
});
