import { describe, expect, it } from 'vitest';
import { courtDimensions } from '../../../engine';
import { ViewController } from './view';

describe('view', () => {
  it('fits the court with the scaling factor clamped to 6..12', () => {
    const view = new ViewController();
    view.resize(2000, 1400, courtDimensions('nba', 'half'));
    expect(view.state.scale).toBe(12);
    view.resize(360, 640, courtDimensions('nba', 'full'));
    expect(view.state.scale).toBe(6);
    view.resize(900, 700, courtDimensions('nba', 'half'));
    expect(view.state.scale).toBeGreaterThan(6);
    expect(view.state.scale).toBeLessThan(12);
  });

  it('converts between screen and court and zooms about the pointer', () => {
    const view = new ViewController();
    view.resize(800, 600, courtDimensions('nba', 'half'));
    const p = view.toCourt(100, 200);
    expect(view.toScreen(p).x).toBeCloseTo(100);
    view.zoomAt(2, 100, 200);
    const q = view.toCourt(100, 200);
    expect(q.x).toBeCloseTo(p.x);
    expect(q.y).toBeCloseTo(p.y);
    view.panBy(50, 0);
    expect(view.toCourt(150, 200).x).toBeCloseTo(p.x);
  });
});
