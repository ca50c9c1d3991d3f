// The 2D playback frame: what a moment of the play paints, from the same display list and timeline
// as the WebGL layer, and where on the canvas it lands.
import { describe, expect, it } from 'vitest';
import {
  type Canvas2DContext,
  type DrawContext,
  type PlayData,
  BALL_COLOR,
  ERROR_COLOR,
  buildTimeline,
  createEmptyPlayData,
  paintTransform,
  phaseAtTime,
  playCourt,
  sampleLength,
  sampleTimeline,
} from '../../../engine';
import { arrowFrom, linkOf, phaseOf, playerAt } from '../../../engine/phase/fixtures';
import { ViewController } from '../scene/view';
import { createPaletteObject, paletteEntry } from '../store/palette-items';
import { arrowWindows } from './arrow-windows';
import { arrowProgress, arrowSoFar, buildPlayScene2D, framePaints, paintFrame, viewBoxOf } from './play-frame-2d';
import { ARROW_TEXT_APPEARS_AT } from './play-scene';

const place = (entry: string, id: string, x: number, y: number, order: number) => createPaletteObject(paletteEntry(entry)!, id, { x, y }, order);

function twoPhasePlay(): PlayData {
  const data = createEmptyPlayData('half');
  data.phases[0]!.objects = [place('offense-1', 'a', 10, 10, 0), place('cone', 'cone', 30, 30, 1), place('offense-2', 'b', 40, 10, 2)];
  data.phases.push({
    id: 'phase_2',
    title: 'Phase 2',
    note: '',
    objects: [place('offense-1', 'a', 20, 20, 0), place('cone', 'cone', 35, 30, 1), place('offense-2', 'b', 25, 25, 2)],
    links: [],
  });
  return data;
}

const contextOf = (data: PlayData, errors: Record<string, string> = {}): DrawContext => ({
  court: playCourt(data.settings), view: data.settings.viewMode, objectSizeFactor: data.settings.objectSizeFactor, errorFor: (id) => errors[id],
});

function build(data: PlayData, errors: Record<string, string> = {}) {
  const timeline = buildTimeline(data);
  return { timeline, scene: buildPlayScene2D(data, timeline, arrowWindows(data, timeline), contextOf(data, errors)) };
}

/** Where each painted player disc is, in court units. */
const discsAt = (paints: ReturnType<typeof framePaints>) =>
  paints.flatMap(({ primitives, dx, dy }) => primitives.filter((p) => p.role === 'player-disc' && p.kind === 'circle').map((p) => (p.kind === 'circle' ? { x: p.cx + dx, y: p.cy + dy } : null)));

describe('2D playback frame', () => {
  it('paints every player and object of the phase playing where the timeline has it', () => {
    const { timeline, scene } = build(twoPhasePlay());
    expect(discsAt(framePaints(scene, timeline, 0))).toEqual([{ x: 10, y: 10 }, { x: 40, y: 10 }]);

    // Mid-glide towards the second phase: wherever the engine's timeline puts each track.
    const gliding = timeline.phaseStarts[1]! - 0.3;
    const sample = new Float32Array(sampleLength(timeline));
    sampleTimeline(timeline, gliding, sample);
    const track = (id: string) => timeline.objectIds.indexOf(id);
    const expected = ['a', 'b'].map((id) => ({ x: expect.closeTo(sample[track(id) * 2]!, 5), y: expect.closeTo(sample[track(id) * 2 + 1]!, 5) }));
    const gliding$ = framePaints(scene, timeline, gliding);
    expect(discsAt(gliding$)).toEqual(expected);
    expect(discsAt(gliding$)[0]!.x).toBeGreaterThan(10);
    // The cone glides too, as a whole.
    const cone = gliding$.find((paint) => paint.primitives.some((p) => p.role === 'cone'))!;
    expect(cone.dx).toBeCloseTo(sample[track('cone') * 2]! - 30, 5);

    // The second phase's own players and cone.
    const end = framePaints(scene, timeline, timeline.duration);
    expect(phaseAtTime(timeline, timeline.duration)).toBe(1);
    expect(discsAt(end)).toEqual([{ x: 20, y: 20 }, { x: 25, y: 25 }]);
    expect(end.filter((paint) => paint.primitives.some((p) => p.role === 'cone'))).toHaveLength(1);
  });

  it('shows players as disc and number (the moving ball replaces the carrier’s ring), the ball on top', () => {
    const data = createEmptyPlayData('half');
    data.phases[0]!.objects = [place('ball-1', 'a', 10, 10, 0)];
    const { timeline, scene } = build(data);
    const paints = framePaints(scene, timeline, 0);
    expect(paints[0]!.primitives.map((p) => p.role)).toEqual(['player-disc', 'player-label']);
    const ball = paints[paints.length - 1]!;
    expect(ball.primitives).toEqual([expect.objectContaining({ kind: 'circle', fill: BALL_COLOR })]);
    expect(ball.dx - scene.ballOffset.x).toBeCloseTo(10, 5);
    expect(ball.dy - scene.ballOffset.y).toBeCloseTo(10, 5);
  });

  it('draws an arrow along its length during its window, its head at the end and its text halfway', () => {
    const data = createEmptyPlayData('half');
    const guard = playerAt('a', 1, { x: 30, y: 12 });
    const curl = arrowFrom('c', 'cut', { x: 30, y: 12 }, { x: 12, y: 12 }, { text: 'Curl' });
    data.phases = [phaseOf([guard, curl], [linkOf(curl, 's', guard)])];
    const { timeline, scene } = build(data);
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

  it('paints on the canvas where the editor’s view shows the court', () => {
    const view = new ViewController();
    const data = twoPhasePlay();
    view.resize(900, 600, playCourt(data.settings));
    view.zoomAt(1.5, 300, 200);
    const dpr = 2;
    const { scale, offsetX, offsetY } = paintTransform(viewBoxOf(view.state), 900 * dpr, 600 * dpr);
    for (const p of [{ x: 0, y: 0 }, { x: 17, y: 42 }]) {
      const screen = view.toScreen(p);
      expect(offsetX + p.x * scale).toBeCloseTo(screen.x * dpr, 6);
      expect(offsetY + p.y * scale).toBeCloseTo(screen.y * dpr, 6);
    }

    // The disc of a moved player lands at its sampled place on the canvas.
    const { timeline, scene } = build(data);
    const t = timeline.phaseStarts[1]! - 0.3;
    const arcs: Array<{ x: number; y: number }> = [];
    let matrix = [1, 0, 0, 1, 0, 0];
    const record = () => {};
    const context = new Proxy({} as Canvas2DContext, {
      get: (_, name) =>
        name === 'setTransform' ? (...m: number[]) => (matrix = m)
        : name === 'arc' ? (x: number, y: number) => arcs.push({ x: matrix[0]! * x + matrix[4]!, y: matrix[3]! * y + matrix[5]! })
        : name === 'measureText' ? () => ({ width: 0 })
        : record,
      set: () => true,
    });
    const paints = framePaints(scene, timeline, t);
    const painted = paintFrame(context, paints, { viewBox: viewBoxOf(view.state), width: 900 * dpr, height: 600 * dpr, fontFamily: 'Inter' });
    expect(painted).toBe(paints.reduce((n, paint) => n + paint.primitives.length, 0));
    const first = view.toScreen(discsAt(paints)[0]!);
    expect(arcs[0]!.x).toBeCloseTo(first.x * dpr, 4);
    expect(arcs[0]!.y).toBeCloseTo(first.y * dpr, 4);
  });
});
