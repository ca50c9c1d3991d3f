import { describe, expect, it } from 'vitest';
import { samplePlay } from '../animate/sample-play';
import { drawPhase } from './draw-phase';
import { paintPrimitives, paintTransform, type Canvas2DContext } from './paint-2d';
import type { Primitive } from './primitives';
import { SVG_FONT_FAMILY, primitivesViewBox } from './svg';

type Call = { name: string; args: unknown[]; state: Record<string, unknown> & { matrix: number[] } };

/** A Canvas 2D context that records every call with the state (styles, transform) it was made in. */
function recordingContext(): Canvas2DContext & { calls: Call[]; ops(): string[] } {
  const initial = () => ({
    fillStyle: '#000', strokeStyle: '#000', lineWidth: 1, lineCap: 'butt', lineJoin: 'miter', globalAlpha: 1,
    font: '10px sans-serif', textAlign: 'start', textBaseline: 'alphabetic', dash: [] as number[], matrix: [1, 0, 0, 1, 0, 0],
  });
  let state: ReturnType<typeof initial> = initial();
  const stack: Array<typeof state> = [];
  const calls: Call[] = [];
  const multiply = (m: number[], n: number[]) => [
    m[0]! * n[0]! + m[2]! * n[1]!, m[1]! * n[0]! + m[3]! * n[1]!,
    m[0]! * n[2]! + m[2]! * n[3]!, m[1]! * n[2]! + m[3]! * n[3]!,
    m[0]! * n[4]! + m[2]! * n[5]! + m[4]!, m[1]! * n[4]! + m[3]! * n[5]! + m[5]!,
  ];
  const record = (name: string) => (...args: unknown[]) => {
    calls.push({ name, args, state: { ...state, dash: [...state.dash], matrix: [...state.matrix] } });
  };
  const context = {
    calls,
    ops: () => calls.map((c) => c.name),
    save: () => { stack.push({ ...state }); record('save')(); },
    restore: () => { state = stack.pop()!; record('restore')(); },
    setTransform: (...m: number[]) => { state.matrix = m; },
    translate: (x: number, y: number) => { state.matrix = multiply(state.matrix, [1, 0, 0, 1, x, y]); },
    rotate: (a: number) => { state.matrix = multiply(state.matrix, [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0]); },
    scale: (x: number, y: number) => { state.matrix = multiply(state.matrix, [x, 0, 0, y, 0, 0]); },
    setLineDash: (d: number[]) => { state.dash = [...d]; },
    measureText: (text: string) => ({ width: text.length * 10 }),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    closePath: record('closePath'),
    arc: record('arc'),
    ellipse: record('ellipse'),
    rect: record('rect'),
    fill: record('fill'),
    stroke: record('stroke'),
    fillRect: record('fillRect'),
    clearRect: record('clearRect'),
    fillText: record('fillText'),
    strokeText: record('strokeText'),
  };
  for (const key of Object.keys(initial()) as Array<keyof ReturnType<typeof initial>>) {
    if (key === 'dash' || key === 'matrix') continue;
    Object.defineProperty(context, key, { get: () => state[key], set: (v) => { (state as Record<string, unknown>)[key] = v; }, enumerable: true });
  }
  return context as unknown as Canvas2DContext & { calls: Call[]; ops(): string[] };
}

const base = { layer: 'item' as const };
const box = { minX: 0, minY: 0, width: 10, height: 10 };
const paint = (list: Primitive[], extra: Partial<Parameters<typeof paintPrimitives>[2]> = {}) => {
  const context = recordingContext();
  paintPrimitives(context, list, { viewBox: box, width: 100, height: 100, ...extra });
  return context;
};
const named = (context: ReturnType<typeof recordingContext>, name: string) => context.calls.filter((c) => c.name === name);

// The browser's contexts satisfy the engine's structural one (checked by the type checker).
export const acceptsBrowserContexts = (c: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D): Canvas2DContext => c;

describe('paintTransform', () => {
  it('letterboxes the view box, centred, keeping its aspect', () => {
    expect(paintTransform({ minX: 0, minY: 0, width: 10, height: 5 }, 100, 100)).toEqual({ scale: 10, offsetX: 0, offsetY: 25 });
    expect(paintTransform({ minX: -5, minY: -5, width: 10, height: 10 }, 200, 100)).toEqual({ scale: 10, offsetX: 100, offsetY: 50 });
    expect(paintTransform({ minX: 0, minY: 0, width: 0, height: 0 }, 10, 10).scale).toBe(1);
  });
});

describe('paintPrimitives', () => {
  it('clears, fills a background, or keeps what is there, in canvas pixels', () => {
    expect(named(paint([]), 'clearRect')[0]!.args).toEqual([0, 0, 100, 100]);
    const filled = paint([], { background: '#123' });
    expect(named(filled, 'clearRect')).toHaveLength(0);
    expect(named(filled, 'fillRect')[0]).toMatchObject({ args: [0, 0, 100, 100], state: { fillStyle: '#123', matrix: [1, 0, 0, 1, 0, 0] } });
    expect(paint([], { keep: true }).ops()).toEqual(['save', 'restore']);
  });

  it('paints each primitive in court units, scaled into the pixels, and leaves the context as found', () => {
    const context = paint([{ ...base, kind: 'line', role: 'screen-bar', x1: 1, y1: 2, x2: 3, y2: 4, stroke: '#f00', strokeWidth: 0.5 }], {
      viewBox: { minX: -1, minY: 0, width: 10, height: 10 },
    });
    const stroke = named(context, 'stroke')[0]!;
    expect(stroke.state).toMatchObject({ strokeStyle: '#f00', lineWidth: 0.5, lineCap: 'round', matrix: [10, 0, 0, 10, 10, 0], dash: [] });
    expect(named(context, 'moveTo')[0]!.args).toEqual([1, 2]);
    expect(named(context, 'lineTo')[0]!.args).toEqual([3, 4]);
    expect(named(context, 'fill')).toHaveLength(0);
    expect(context.globalAlpha).toBe(1);
    expect(named(context, 'save')).toHaveLength(named(context, 'restore').length);
  });

  it('fills before it strokes, with SVG defaults (stroke width 1) and dashes in court units', () => {
    const context = paint([
      { ...base, kind: 'polygon', role: 'arrowhead', points: [0, 0, 1, 0, 1, 1], fill: '#000', stroke: '#fff', dash: [1, 0.5], opacity: 0.4 },
    ]);
    expect(context.ops().filter((op) => op === 'fill' || op === 'stroke')).toEqual(['fill', 'stroke']);
    expect(named(context, 'fill')[0]!.state).toMatchObject({ fillStyle: '#000', globalAlpha: 0.4 });
    expect(named(context, 'stroke')[0]!.state).toMatchObject({ lineWidth: 1, dash: [1, 0.5], globalAlpha: 0.4 });
    expect(named(context, 'lineTo').map((c) => c.args)).toEqual([[1, 0], [1, 1]]);
    expect(named(context, 'closePath')).toHaveLength(1);
  });

  it('draws polylines open with round joins and a shape with neither fill nor stroke as nothing', () => {
    const context = paint([
      { ...base, kind: 'polyline', role: 'pass-line', points: [0, 0, 1, 1, 2, 0], stroke: '#000', strokeWidth: 0.3 },
      { ...base, kind: 'ellipse', role: 'circle', cx: 2, cy: 2, rx: 3, ry: 1, rotation: 0 },
    ]);
    expect(named(context, 'stroke')).toHaveLength(1);
    expect(named(context, 'stroke')[0]!.state).toMatchObject({ lineJoin: 'round', lineWidth: 0.3 });
    expect(named(context, 'closePath')).toHaveLength(0);
    expect(named(context, 'lineTo')).toHaveLength(2);
  });

  it('maps circles, ellipses, arcs and rotated rectangles as toSvg does', () => {
    const context = paint([
      { ...base, kind: 'circle', role: 'player-disc', cx: 2, cy: 3, r: 1, fill: '#333' },
      { ...base, kind: 'ellipse', role: 'circle', cx: 2, cy: 2, rx: 3, ry: 1, rotation: 90, stroke: '#000' },
      { ...base, kind: 'arc', role: 'court-line', cx: 0, cy: 0, r: 2, startAngle: -90, endAngle: 90, stroke: '#fff' },
      { ...base, kind: 'arc', role: 'court-line', cx: 0, cy: 0, r: 2, startAngle: 90, endAngle: 0, stroke: '#fff' },
      { ...base, kind: 'rect', role: 'rectangle', x: 0, y: 0, width: 4, height: 2, rotation: 90, fill: '#0f0' },
      { ...base, kind: 'rect', role: 'court-tile', x: 1, y: 1, width: 2, height: 2, rotation: 0, fill: '#00f' },
    ]);
    const arcs = named(context, 'arc').map((c) => c.args);
    expect(arcs[0]).toEqual([2, 3, 1, 0, 2 * Math.PI]);
    expect(arcs[1]).toEqual([0, 0, 2, -Math.PI / 2, Math.PI / 2, false]);
    expect(arcs[2]).toEqual([0, 0, 2, Math.PI / 2, 0, true]);
    expect(named(context, 'ellipse')[0]!.args).toEqual([2, 2, 3, 1, Math.PI / 2, 0, 2 * Math.PI]);
    const [rotated, plain] = named(context, 'rect');
    expect(rotated!.args).toEqual([-2, -1, 4, 2]);
    // Rotated 90° about the centre (2, 1), scaled by 10: x' = -10 y + 30, y' = 10 x + 10.
    expect(rotated!.state.matrix.map((v) => Math.round(v * 1e6) / 1e6)).toEqual([0, 10, -10, 0, 20, 10]);
    expect(plain!.args).toEqual([1, 1, 2, 2]);
    expect(plain!.state.matrix).toEqual([10, 0, 0, 10, 0, 0]);
  });

  it('writes text at its pixel size about the anchor, with toSvg anchor, baseline, weight and font', () => {
    const context = paint([
      { ...base, kind: 'text', role: 'player-label', x: 2, y: 3, text: 'PG', fontSize: 1.5, align: 'center', baseline: 'middle', bold: true, italic: true, underline: false, rotation: 0, fill: '#fff' },
      { ...base, kind: 'text', role: 'text', x: 0, y: 0, text: 'b', fontSize: 1, align: 'right', baseline: 'bottom', bold: false, italic: false, underline: false, rotation: 90 },
      { ...base, kind: 'text', role: 'text', x: 0, y: 0, text: 'c', fontSize: 1, align: 'left', baseline: 'top', bold: false, italic: false, underline: false, rotation: 0, stroke: '#f00', strokeWidth: 0.1, dash: [0.2, 0.1] },
    ], { fontFamily: 'Serif' });
    const [pg, b, c] = named(context, 'fillText');
    expect(pg!.args).toEqual(['PG', 0, 0]);
    expect(pg!.state).toMatchObject({ font: 'italic bold 15px Serif', textAlign: 'center', textBaseline: 'middle', fillStyle: '#fff', matrix: [1, 0, 0, 1, 20, 30] });
    expect(b!.state).toMatchObject({ font: '10px Serif', textAlign: 'right', textBaseline: 'alphabetic', fillStyle: '#000' });
    expect(b!.state.matrix.map((v) => Math.round(v * 1e6) / 1e6)).toEqual([0, 1, -1, 0, 0, 0]);
    expect(c!.state).toMatchObject({ textAlign: 'left', textBaseline: 'hanging' });
    expect(named(context, 'strokeText')[0]!.state).toMatchObject({ strokeStyle: '#f00', lineWidth: 1, dash: [2, 1] });
    expect(paint([{ ...base, kind: 'text', role: 'text', x: 0, y: 0, text: 'd', fontSize: 1, align: 'left', baseline: 'top', bold: false, italic: false, underline: false, rotation: 0, stroke: '#f00' }])
      .calls.find((call) => call.name === 'strokeText')!.state).toMatchObject({ lineWidth: 10, dash: [] });
    const plain = paint([{ ...base, kind: 'text', role: 'text', x: 0, y: 0, text: 'a', fontSize: 1, align: 'left', baseline: 'top', bold: false, italic: false, underline: false, rotation: 0 }]);
    expect(named(plain, 'fillText')[0]!.state.font).toBe(`10px ${SVG_FONT_FAMILY}`);
  });

  it('underlines text under its measured width, wherever the anchor is', () => {
    const text = (align: 'left' | 'center' | 'right', baseline: 'top' | 'middle' | 'bottom'): Primitive => ({
      ...base, kind: 'text', role: 'text', x: 0, y: 0, text: 'abcd', fontSize: 3, align, baseline, bold: false, italic: false, underline: true, rotation: 0, fill: '#00f',
    });
    const rects = named(paint([text('left', 'bottom'), text('center', 'middle'), text('right', 'top')]), 'fillRect');
    // measureText is 10 px a letter: 40 px wide; the font is 30 px, the line 2 px thick.
    expect(rects.map((r) => [r.args[0], r.args[2], r.args[3]])).toEqual([[0, 40, 2], [-20, 40, 2], [-40, 40, 2]]);
    expect(rects.map((r) => r.args[1])).toEqual([2, 12.5, 26]);
    expect(rects[0]!.state.fillStyle).toBe('#00f');
  });

  it('paints a real phase: every primitive once, in order, nothing NaN', () => {
    const play = samplePlay();
    const list = drawPhase(play.phases[0]!, play.settings);
    const context = paint(list, { viewBox: primitivesViewBox(list), width: 570, height: 600 });
    const painted = context.calls.filter((c) => ['fill', 'stroke', 'fillText'].includes(c.name));
    expect(painted.length).toBeGreaterThanOrEqual(list.filter((p) => p.fill !== undefined || p.stroke !== undefined || p.kind === 'text').length);
    for (const call of context.calls) for (const arg of call.args) if (typeof arg === 'number') expect(Number.isFinite(arg)).toBe(true);
    expect(named(context, 'save')).toHaveLength(list.length + 1);
  });
});
