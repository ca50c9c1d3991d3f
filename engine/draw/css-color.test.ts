import { describe, expect, it } from 'vitest';
import { parseCssColor } from './css-color';

describe('parseCssColor', () => {
  it('reads the colours a display list holds as sRGB 0..1', () => {
    expect(parseCssColor('#fb8c00')).toEqual({ r: 251 / 255, g: 140 / 255, b: 0, a: 1 });
    expect(parseCssColor('#fff')).toEqual({ r: 1, g: 1, b: 1, a: 1 });
    expect(parseCssColor('#1e88e53d')?.a).toBeCloseTo(0x3d / 255);
    expect(parseCssColor('rgba(0, 0, 0, 0.08)')).toEqual({ r: 0, g: 0, b: 0, a: 0.08 });
    expect(parseCssColor('transparent')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
  });

  it('answers undefined for none and for what it cannot read', () => {
    for (const value of [undefined, '', 'none', '#12', 'rgb(1, 2)', 'hsl(0 0% 0%)']) expect(parseCssColor(value)).toBeUndefined();
  });
});
