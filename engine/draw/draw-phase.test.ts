import { describe, expect, it } from 'vitest';
import { ARROW_KINDS, COURT_KINDS, OBJECT_SUBTYPES, VIEW_MODES } from '../model/play';
import { PLAY_VERSION } from '../model/play-constants';
import type { Arrow, ArrowShape, Phase, PhaseItem, PlayObject, PlaySettings } from '../model/play';
import { ARROW_STROKE_WIDTH, DEFAULT_CIRCLE_RADIUS, DEFAULT_RECTANGLE, HANDOFF_AND_CONE_WIDTH, PLAYER_BOX_WIDTH } from '../geometry/court';
import { DEFENSE_ALT_COLOR, DEFENSE_COLOR, OBJECT_COLOR, SHAPE_FILL_ALPHA, SHAPE_FILL_COLOR, withAlpha } from '../model/palette';
import { ARROWHEAD_LENGTH_STROKES, BALL_COLOR, BALL_RING_SCALE, BALL_RING_STROKE, ERROR_COLOR, drawPhase, itemsInDrawOrder } from './draw-phase';
import type { Primitive, PrimitiveRole } from './primitives';

const settings: PlaySettings = {
  version: PLAY_VERSION,
  courtColor: { id: 'classic', showTiles: false, lineColor: '#ffffff', backgroundColor: '#c8965a' },
  description: '',
  objectSizeFactor: 1,
  videos: [],
  viewMode: 'full',
};

let counter = 0;
function object(subType: PlayObject['subType'], extra: Partial<PlayObject> = {}): PlayObject {
  return { id: `object_${++counter}`, type: 'object', subType, pos: { x: 20, y: 20 }, status: 'NOT_SELECTED', displayOrder: counter, animationOrder: 0, pause: 1, animationType: 'end', ...extra };
}
function arrow(subType: Arrow['subType'], extra: Partial<Arrow> = {}, shape: ArrowShape = 0): Arrow {
  return {
    id: `object_${++counter}`, type: 'arrow', subType, shape, sameTime: false, option: false, ends: true, displayOrder: counter, animationOrder: 0, pause: 1,
    points: { s: { x: 10, y: 10 }, m: { x: 20, y: 25 }, e: { x: 40, y: 10 }, h1: { x: 25, y: 30 }, h2: { x: 30, y: -5 } },
    ...extra,
  };
}
function phase(objects: PhaseItem[]): Phase {
  return { id: 'phase_1', title: '', note: '', objects, links: [] };
}
function items(list: Primitive[], itemId?: string): Primitive[] {
  return list.filter((p) => p.layer === 'item' && (itemId === undefined || p.itemId === itemId));
}
function roles(list: Primitive[]): PrimitiveRole[] {
  return list.map((p) => p.role);
}
function only<K extends Primitive['kind']>(list: Primitive[], role: PrimitiveRole, kind: K): Extract<Primitive, { kind: K }> {
  const found = list.filter((p) => p.role === role);
  expect(found).toHaveLength(1);
  expect(found[0]!.kind).toBe(kind);
  return found[0] as Extract<Primitive, { kind: K }>;
}

describe('drawPhase: court', () => {
  for (const court of COURT_KINDS) {
    for (const view of VIEW_MODES) {
      it(`draws the ${court} ${view} court with its colours`, () => {
        const list = drawPhase(phase([]), settings, { court, view });
        const background = list[0]!;
        expect(background).toMatchObject({ kind: 'rect', role: 'court-background', fill: '#c8965a', layer: 'court' });
        const lines = list.filter((p) => p.role === 'court-line');
        expect(lines.length).toBeGreaterThan(view === 'full' ? 18 : 9);
        expect(lines.every((p) => p.stroke === '#ffffff')).toBe(true);
        expect(list.some((p) => p.kind === 'arc')).toBe(true);
        expect(list.some((p) => p.role === 'court-tile')).toBe(false);
      });
    }
  }

  it('draws wood tiles when asked', () => {
    expect(drawPhase(phase([]), { ...settings, courtColor: { ...settings.courtColor, showTiles: true } }).some((p) => p.role === 'court-tile')).toBe(true);
    expect(drawPhase(phase([]), settings, { tiles: true }).some((p) => p.role === 'court-tile')).toBe(true);
  });

  it('follows the settings for court type and view', () => {
    const list = drawPhase(phase([]), { ...settings, courtType: 'highschool', viewMode: 'half' });
    expect(list[0]).toMatchObject({ width: 52, height: 60 });
    expect(drawPhase(phase([]), settings, { withoutCourt: true })).toEqual([]);
  });
});

describe('drawPhase: objects', () => {
  it('draws every object subtype', () => {
    const all = OBJECT_SUBTYPES.map((subType) => object(subType, subType === 'text' ? { text: 'Hello' } : {}));
    const list = drawPhase(phase(all), settings);
    for (const item of all) expect(items(list, item.id).length, item.subType).toBeGreaterThan(0);
    expect(roles(items(list))).toEqual(
      expect.arrayContaining(['player-disc', 'player-label', 'cone', 'text', 'rectangle', 'circle', 'polygon', 'triangle', 'hoop']),
    );
  });

  it('colours players by team, labels them 1..5 and ? and rings the ball carrier', () => {
    const offense = object('player', { team: 'offense', number: 3 });
    const defense = object('player', { team: 'defense', number: 0 });
    const alt = object('player', { team: 'defense_alt', number: 5 });
    const carrier = object('player', { team: 'ball', number: 1 });
    const list = drawPhase(phase([offense, defense, alt, carrier]), settings, { withoutCourt: true });
    const disc = (p: PlayObject) => only(items(list, p.id), 'player-disc', 'circle');
    const label = (p: PlayObject) => only(items(list, p.id), 'player-label', 'text');
    expect(disc(offense).fill).toBe(OBJECT_COLOR);
    expect(disc(defense).fill).toBe(DEFENSE_COLOR);
    expect(disc(alt).fill).toBe(DEFENSE_ALT_COLOR);
    expect(disc(carrier).fill).toBe(OBJECT_COLOR);
    expect(disc(offense).r).toBe(PLAYER_BOX_WIDTH.full / 2);
    expect(label(offense).text).toBe('3');
    expect(label(defense).text).toBe('?');
    expect(label(carrier).text).toBe('1');
    const ring = only(items(list, carrier.id), 'ball-ring', 'circle');
    expect(ring.stroke).toBe(BALL_COLOR);
    expect(ring.r).toBeGreaterThan(disc(carrier).r);
    expect(list.filter((p) => p.role === 'ball-ring')).toHaveLength(1);
  });

  it('scales players and cones by objectSizeFactor and view', () => {
    const p = object('player');
    const cone = object('cone');
    const list = drawPhase(phase([p, cone]), { ...settings, objectSizeFactor: 2, viewMode: 'half' }, { withoutCourt: true });
    expect(only(list, 'player-disc', 'circle').r).toBe(PLAYER_BOX_WIDTH.half);
    const triangle = only(list, 'cone', 'polygon');
    const xs = triangle.points.filter((_, i) => i % 2 === 0);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(HANDOFF_AND_CONE_WIDTH.half * 2);
  });

  it('honours displayOrder, keeping the phase order among equals', () => {
    const top = object('rectangle', { displayOrder: 10 });
    const bottom = object('circle', { displayOrder: -1 });
    const tie1 = object('cone', { displayOrder: 5 });
    const tie2 = object('hoop', { displayOrder: 5 });
    const list = items(drawPhase(phase([top, tie1, bottom, tie2]), settings));
    expect([...new Set(list.map((p) => p.itemId))]).toEqual([bottom.id, tie1.id, tie2.id, top.id]);
    expect(itemsInDrawOrder([top, bottom]).map((i) => i.id)).toEqual([bottom.id, top.id]);
  });

  it('uses the default sizes and rotates shapes by angle', () => {
    const rect = object('rectangle', { angle: 30 });
    const circle = object('circle', { ry: 3 });
    const list = drawPhase(phase([rect, circle]), settings, { withoutCourt: true });
    expect(only(list, 'rectangle', 'rect')).toMatchObject({ x: 10, y: 15, width: DEFAULT_RECTANGLE.width, height: DEFAULT_RECTANGLE.height, rotation: 30 });
    expect(only(list, 'circle', 'ellipse')).toMatchObject({ cx: 20, cy: 20, rx: DEFAULT_CIRCLE_RADIUS, ry: 3 });
  });

  it('draws polygons from points or as a regular polygon, and triangles from width and height', () => {
    const given = object('polygon', { points: [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 4 }], angle: 90 });
    const regular = object('polygon');
    const boxed = object('triangle', { width: 6, height: 4, backgroundColor: '#abcdef', color: '#123456' });
    const list = drawPhase(phase([given, regular, boxed]), settings, { withoutCourt: true });
    const polygon = items(list, given.id)[0]!;
    expect(polygon.kind === 'polygon' && polygon.points.map((v) => Math.round(v * 1000) / 1000)).toEqual([20, 20, 20, 24, 16, 24]);
    const hexagon = items(list, regular.id)[0]!;
    expect(hexagon.kind === 'polygon' && hexagon.points).toHaveLength(12);
    const triangle = items(list, boxed.id)[0]!;
    // The fill is the shape's own colour at the readable alpha (its old backgroundColor yields to it).
    expect(triangle).toMatchObject({ kind: 'polygon', points: [20, 18, 23, 22, 17, 22], fill: withAlpha('#123456', SHAPE_FILL_ALPHA), stroke: '#123456' });
  });

  it('fills every shape in its palette colour at one readable alpha, the same for all shape kinds', () => {
    const kinds = ['rectangle', 'circle', 'polygon', 'triangle'] as const;
    const plain = kinds.map((kind) => object(kind));
    const red = kinds.map((kind) => object(kind, { color: DEFENSE_COLOR }));
    const legacy = object('rectangle', { backgroundColor: '#1e88e53d' });
    const list = drawPhase(phase([...plain, ...red, legacy]), settings, { withoutCourt: true });
    for (const shape of plain) expect(items(list, shape.id)[0]).toMatchObject({ fill: withAlpha(SHAPE_FILL_COLOR, SHAPE_FILL_ALPHA), stroke: OBJECT_COLOR });
    for (const shape of red) expect(items(list, shape.id)[0]).toMatchObject({ fill: withAlpha(DEFENSE_COLOR, SHAPE_FILL_ALPHA), stroke: DEFENSE_COLOR });
    expect(items(list, legacy.id)[0]).toMatchObject({ fill: withAlpha('#1e88e5', SHAPE_FILL_ALPHA) });
  });

  it('lays text out by alignment, vertical alignment and formats', () => {
    const left = object('text', { text: 'one\ntwo', fontSize: 2, formats: ['bold', 'underline'], backgroundColor: '#eeeeee', angle: 0 });
    const right = object('text', { text: 'r', alignment: 'right', verticalAlignment: 'bottom', color: '#00ff00' });
    const centre = object('text', { text: 'c', alignment: 'center', verticalAlignment: 'middle', width: 10, height: 10, formats: ['italic'], angle: 90 });
    const empty = object('text');
    const list = drawPhase(phase([left, right, centre, empty]), settings, { withoutCourt: true });
    expect(only(items(list, left.id), 'text-box', 'rect')).toMatchObject({ x: 10, y: 17.5, width: 20, height: 5, fill: '#eeeeee' });
    const leftLines = items(list, left.id).filter((p) => p.kind === 'text');
    expect(leftLines.map((p) => p.kind === 'text' && p.text)).toEqual(['one', 'two']);
    expect(leftLines[0]).toMatchObject({ align: 'left', bold: true, underline: true, italic: false, x: 10.5 });
    expect(leftLines[1]!.kind === 'text' && leftLines[0]!.kind === 'text' && leftLines[1]!.y - leftLines[0]!.y).toBeCloseTo(2.4);
    const r = only(items(list, right.id), 'text', 'text');
    expect(r).toMatchObject({ align: 'right', fill: '#00ff00' });
    expect(r.x).toBeCloseTo(29.5);
    expect(r.y).toBeGreaterThan(20);
    const c = only(items(list, centre.id), 'text', 'text');
    expect(c).toMatchObject({ align: 'center', italic: true, rotation: 90 });
    expect(c.x).toBeCloseTo(20);
    expect(c.y).toBeCloseTo(20);
    expect(items(list, empty.id)).toEqual([]);
  });

  it('leaves out items that are out of view', () => {
    const far = object('player', { pos: { x: 200, y: 20 } });
    const hoop = object('hoop', { pos: { x: 200, y: 20 } });
    const list = drawPhase(phase([far, hoop]), settings, { withoutCourt: true });
    expect(items(list, far.id)).toEqual([]);
    expect(items(list, hoop.id)).toHaveLength(1);
  });
});

describe('drawPhase: arrows', () => {
  function drawn(a: Arrow, options: Parameters<typeof drawPhase>[2] = {}) {
    return items(drawPhase(phase([a]), settings, { withoutCourt: true, ...options }), a.id);
  }

  it('draws every kind with its own body and ends', () => {
    for (const kind of ARROW_KINDS) {
      for (const shape of [0, 1, 2, 3] as const) {
        const list = drawn(arrow(kind, {}, shape));
        expect(list.length, `${kind} ${shape}`).toBeGreaterThan(0);
        expect(list.every((p) => p.stroke === undefined || p.stroke === OBJECT_COLOR)).toBe(true);
      }
    }
  });

  it('draws a cut as a solid line with an arrowhead at e', () => {
    const list = drawn(arrow('cut'));
    const line = only(list, 'cut-line', 'polyline');
    expect(line.dash).toBeUndefined();
    expect(line.strokeWidth).toBe(ARROW_STROKE_WIDTH.full);
    const head = only(list, 'arrowhead', 'polygon');
    expect(head.points.slice(0, 2)).toEqual([40, 10]);
    // The body stops short of the tip.
    expect(line.points.at(-2)).toBeLessThan(40);
  });

  it('draws a screen with a bar across its end and no head', () => {
    const list = drawn(arrow('screen'));
    expect(list.some((p) => p.role === 'arrowhead')).toBe(false);
    const bar = only(list, 'screen-bar', 'line');
    // The arrow runs along +x, so the bar runs along y, centred on e.
    expect(bar.x1).toBeCloseTo(40);
    expect(bar.x2).toBeCloseTo(40);
    expect(Math.abs(bar.y2 - bar.y1)).toBeCloseTo(HANDOFF_AND_CONE_WIDTH.full);
    expect((bar.y1 + bar.y2) / 2).toBeCloseTo(10);
  });

  it('draws a pass dashed with a head', () => {
    const list = drawn(arrow('pass'));
    expect(only(list, 'pass-line', 'polyline').dash?.length).toBe(2);
    only(list, 'arrowhead', 'polygon');
  });

  it('draws a dribble as a zigzag with a head', () => {
    const list = drawn(arrow('dribble'));
    const zigzag = only(list, 'dribble-zigzag', 'polyline');
    const ys = zigzag.points.filter((_, i) => i % 2 === 1);
    expect(ys.length).toBeGreaterThan(10);
    expect(Math.max(...ys)).toBeGreaterThan(10.3);
    expect(Math.min(...ys)).toBeLessThan(9.7);
    // The zigzag ends on the line, straight, before the head.
    expect(ys.at(-1)).toBeCloseTo(10);
    only(list, 'arrowhead', 'polygon');
  });

  it('draws a shot as a double line with a head', () => {
    const list = drawn(arrow('shot'));
    const lines = list.filter((p) => p.role === 'shot-line');
    expect(lines).toHaveLength(2);
    const [a, b] = lines as Array<Extract<Primitive, { kind: 'polyline' }>>;
    expect(Math.abs(a!.points[1]! - b!.points[1]!)).toBeCloseTo(3 * ARROW_STROKE_WIDTH.full);
    only(list, 'arrowhead', 'polygon');
  });

  it('draws a handoff with two bars across its middle, in proportion to the player disc', () => {
    const list = drawn(arrow('handoff'));
    const bars = list.filter((p) => p.role === 'handoff-bar') as Array<Extract<Primitive, { kind: 'line' }>>;
    expect(bars).toHaveLength(2);
    for (const bar of bars) {
      expect(Math.abs(bar.x1 - bar.x2)).toBeCloseTo(0);
      // Readable at normal zoom: most of a disc's diameter long, thicker than the line.
      expect(Math.abs(bar.y1 - bar.y2)).toBeCloseTo(HANDOFF_AND_CONE_WIDTH.full);
      expect(Math.abs(bar.y1 - bar.y2)).toBeGreaterThan(0.6 * PLAYER_BOX_WIDTH.full);
      expect(bar.strokeWidth).toBeGreaterThan(ARROW_STROKE_WIDTH.full);
    }
    expect(Math.abs(bars[0]!.x1 - bars[1]!.x1)).toBeCloseTo(0.3 * PLAYER_BOX_WIDTH.full);
    const bigger = items(drawPhase(phase([arrow('handoff', { id: 'big' })]), { ...settings, objectSizeFactor: 1.5 }, { withoutCourt: true }), 'big');
    const bar = bigger.find((p) => p.role === 'handoff-bar') as Extract<Primitive, { kind: 'line' }>;
    expect(Math.abs(bar.y1 - bar.y2)).toBeCloseTo(1.5 * HANDOFF_AND_CONE_WIDTH.full);
    only(list, 'handoff-line', 'polyline');
    only(list, 'arrowhead', 'polygon');
  });

  it('leaves the head off when ends is false and fades option arrows', () => {
    const list = drawn(arrow('cut', { ends: false, option: true }));
    expect(list.some((p) => p.role === 'arrowhead')).toBe(false);
    expect(only(list, 'cut-line', 'polyline')).toMatchObject({ opacity: 0.55, points: [10, 10, 40, 10] });
  });

  it('writes arrow text above the middle of the line', () => {
    const text = only(drawn(arrow('cut', { text: 'Curl' })), 'arrow-text', 'text');
    expect(text).toMatchObject({ text: 'Curl', x: 25 });
    expect(text.y).toBeLessThan(10);
  });

  it('shows step errors in the error colour, from a Map or a record', () => {
    const bad = arrow('pass');
    for (const showErrors of [new Map([[bad.id, 'No receiving player assigned to pass']]), { [bad.id]: 'No receiving player assigned to pass' }]) {
      const list = drawn(bad, { showErrors });
      only(list, 'error-halo', 'polyline');
      expect(only(list, 'pass-line', 'polyline')).toMatchObject({ stroke: ERROR_COLOR, error: 'No receiving player assigned to pass' });
      expect(only(list, 'arrowhead', 'polygon').fill).toBe(ERROR_COLOR);
    }
    expect(drawn(bad, { showErrors: { other: 'x' } }).some((p) => p.role === 'error-halo')).toBe(false);
  });

  it('skips arrows without both ends', () => {
    expect(drawn(arrow('cut', { points: { s: null, m: null, e: { x: 1, y: 1 }, h1: null, h2: null } }))).toEqual([]);
  });

  it('is deterministic', () => {
    const p = phase([object('player', { team: 'ball' }), arrow('dribble', {}, 3), arrow('shot', {}, 1)]);
    expect(drawPhase(p, settings)).toEqual(drawPhase(p, settings));
  });
});

describe('drawPhase: arrows at linked players', () => {
  const w = ARROW_STROKE_WIDTH.full;
  const head = ARROWHEAD_LENGTH_STROKES * w;
  const r = PLAYER_BOX_WIDTH.full / 2;
  const distance = (x: number, y: number, p: PlayObject) => Math.hypot(x - p.pos.x, y - p.pos.y);

  for (const shape of [0, 1, 2, 3] as const) {
    it(`starts a linked pass off the passer and stops its head at the receiver's disc (shape ${shape})`, () => {
      const passer = object('player', { pos: { x: 10, y: 10 }, team: 'ball', number: 1 });
      const receiver = object('player', { pos: { x: 40, y: 10 }, team: 'offense', number: 2 });
      const pass = arrow('pass', {}, shape);
      const link = (end: 's' | 'e', p: PlayObject) => ({ arrow: { id: pass.id, subType: 'pass', type: 'arrow' as const }, end, object: { id: p.id, subType: 'player', type: 'object' as const } });
      const drawn = items(drawPhase({ ...phase([passer, receiver, pass]), links: [link('s', passer), link('e', receiver)] }, settings), pass.id);
      const tip = only(drawn, 'arrowhead', 'polygon').points;
      expect(distance(tip[0]!, tip[1]!, receiver)).toBeCloseTo(r, 2);
      const line = only(drawn, 'pass-line', 'polyline').points;
      const last = distance(line[line.length - 2]!, line[line.length - 1]!, receiver);
      expect(last).toBeGreaterThan(r);
      expect(last).toBeLessThanOrEqual(r + head + 1e-6);
      // The passer carries the ball: the line starts outside the ball ring, off the number.
      expect(distance(line[0]!, line[1]!, passer)).toBeCloseTo(r * (BALL_RING_SCALE + BALL_RING_STROKE / 2), 2);
    });
  }

  it('starts an arrow drawn from inside a disc at its edge, and leaves floor ends and arrows linked to arrows alone', () => {
    const cutter = object('player', { pos: { x: 10.5, y: 10 }, team: 'offense', number: 3 });
    const cut = arrow('cut');
    const drawn = only(items(drawPhase(phase([cutter, cut]), settings), cut.id), 'cut-line', 'polyline').points;
    expect(distance(drawn[0]!, drawn[1]!, cutter)).toBeCloseTo(r, 2);
    const tip = only(items(drawPhase(phase([cutter, cut]), settings), cut.id), 'arrowhead', 'polygon').points;
    expect([tip[0], tip[1]]).toEqual([40, 10]);
  });

  it('keeps the whole arrow when the discs cover it', () => {
    const a = object('player', { pos: { x: 10, y: 10 }, team: 'offense', number: 1 });
    const b = object('player', { pos: { x: 11, y: 10 }, team: 'offense', number: 2 });
    const pass = arrow('pass', { points: { s: { x: 10, y: 10 }, m: null, e: { x: 11, y: 10 }, h1: null, h2: null } });
    const links = (['s', 'e'] as const).map((end) => ({ arrow: { id: pass.id, subType: 'pass', type: 'arrow' as const }, end, object: { id: end === 's' ? a.id : b.id, subType: 'player', type: 'object' as const } }));
    const tip = only(items(drawPhase({ ...phase([a, b, pass]), links }, settings), pass.id), 'arrowhead', 'polygon').points;
    expect([tip[0], tip[1]]).toEqual([11, 10]);
  });
});
