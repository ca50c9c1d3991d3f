import { describe, expect, it } from 'vitest';
import { drawCourt, drawPhase, courtDimensions, samplePlay } from '../../../engine';
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
