import { describe, expect, it } from 'vitest';
import { DEFENSE_COLOR, SHAPE_FILL_ALPHA, drawCourt, drawPhase, courtDimensions, samplePlay, withAlpha, type PlayObject } from '../../../engine';
import { buildPrimitives, dashPieces, parseColor, TriangleBuilder } from './primitive-geometry';

describe('display list to triangles', () => {
  it('parses the colours the engine uses, as linear RGBA', () => {
    expect(parseColor('#ffffff')).toEqual([1, 1, 1, 1]);
    expect(parseColor('#000000')).toEqual([0, 0, 0, 1]);
    expect(parseColor('#1e88e53d')[3]).toBeCloseTo(0x3d / 255);
    expect(parseColor('rgba(0, 0, 0, 0.08)')[3]).toBeCloseTo(0.08);
    // sRGB mid grey is darker in linear light.
    expect(parseColor('#808080')[0]).toBeLessThan(0.5);
  });

  it('winds every triangle the same way (the flipped scene must not cull half of them)', () => {
    const builder = new TriangleBuilder();
    for (const primitive of drawCourt(courtDimensions('nba', 'full'), { id: 'wood', showTiles: true, lineColor: '#ffffff', backgroundColor: '#d9a066' }, true)) builder.add(primitive);
    const p = builder.positions;
    for (let i = 0; i < p.length; i += 9) {
      const area = (p[i + 3]! - p[i]!) * (p[i + 7]! - p[i + 1]!) - (p[i + 4]! - p[i + 1]!) * (p[i + 6]! - p[i]!);
      expect(area).toBeGreaterThanOrEqual(0);
    }
    expect(builder.colors.length / 4).toBe(builder.positions.length / 3);
  });

  it("colours a shape's fill vertices with the display list's fill and alpha (editor, exports and print agree)", () => {
    const rectangle: PlayObject = { id: 'object_1', type: 'object', subType: 'rectangle', pos: { x: 20, y: 20 }, status: 'NOT_SELECTED', displayOrder: 1, animationOrder: 0, pause: 1, animationType: 'end', color: DEFENSE_COLOR };
    const phase = { id: 'phase_1', title: '', note: '', objects: [rectangle], links: [] };
    const fill = drawPhase(phase, samplePlay({ phases: 1 }).settings, { withoutCourt: true }).find((p) => p.role === 'rectangle')!;
    expect(fill.fill).toBe(withAlpha(DEFENSE_COLOR, SHAPE_FILL_ALPHA));
    const builder = new TriangleBuilder();
    builder.add({ ...fill, stroke: undefined });
    const expected = parseColor(fill.fill!);
    expect(expected[3]).toBeCloseTo(SHAPE_FILL_ALPHA, 2);
    for (let i = 0; i < builder.colors.length; i += 4) expect([...builder.colors.slice(i, i + 4)]).toEqual(expected.map((c) => expect.closeTo(c, 5)));
  });

  it('cuts a polyline into dashes', () => {
    const pieces = dashPieces([0, 0, 10, 0], [2, 1]);
    expect(pieces).toHaveLength(4);
    expect(pieces[0]).toEqual([0, 0, 2, 0]);
    expect(pieces[1]![0]).toBeCloseTo(3);
  });

  it('keeps text for the font renderer and triangulates the rest', () => {
    const play = samplePlay({ phases: 1, arrowsPerPhase: 9 });
    const first = play.phases[0]!.objects.find((o) => o.type === 'arrow')!;
    if (first.type === 'arrow') first.text = 'Go';
    const { texts, vertexCount } = buildPrimitives(drawPhase(play.phases[0]!, play.settings));
    expect(texts.some((t) => t.role === 'player-label')).toBe(true);
    expect(texts.some((t) => t.role === 'arrow-text' && t.text === 'Go')).toBe(true);
    expect(vertexCount % 3).toBe(0);
    expect(vertexCount).toBeGreaterThan(1000);
  });
});
