import { describe, expect, it } from 'vitest';
import { courtColorSchema } from './play';
import { COURT_COLOR_PRESETS, courtColorPreset, DEFAULT_COURT_COLOR_ID } from './court-colors';
import { COLOR_PALETTE, DEFENSE_COLOR, OBJECT_COLOR, SHAPE_BACKGROUND_COLOR, SHAPE_FILL_ALPHA, SHAPE_FILL_COLOR, withAlpha } from './palette';

describe('court colour presets', () => {
  it('has 4 valid presets with distinct ids, wood with tiles first', () => {
    expect(COURT_COLOR_PRESETS).toHaveLength(4);
    for (const preset of COURT_COLOR_PRESETS) expect(courtColorSchema.parse(preset)).toEqual(preset);
    expect(new Set(COURT_COLOR_PRESETS.map((preset) => preset.id)).size).toBe(4);
    expect(COURT_COLOR_PRESETS[0]).toMatchObject({ id: DEFAULT_COURT_COLOR_ID, showTiles: true });
    expect(COURT_COLOR_PRESETS.slice(1).every((preset) => !preset.showTiles)).toBe(true);
  });

  it('answers copies, and wood for unknown ids', () => {
    const blue = courtColorPreset('blue');
    expect(blue).toEqual(COURT_COLOR_PRESETS[2]);
    expect(blue).not.toBe(COURT_COLOR_PRESETS[2]);
    expect(courtColorPreset('marble').id).toBe('wood');
    expect(courtColorPreset().id).toBe('wood');
  });
});

describe('colour palette', () => {
  it('has 11 distinct colours with dark grey, red and translucent blue', () => {
    expect(COLOR_PALETTE).toHaveLength(11);
    expect(new Set(COLOR_PALETTE.map((color) => color.value)).size).toBe(11);
    for (const color of COLOR_PALETTE) expect(color.value).toMatch(/^#[0-9a-f]{6}([0-9a-f]{2})?$/);
    const values = COLOR_PALETTE.map((color) => color.value);
    expect(values).toContain(OBJECT_COLOR);
    expect(values).toContain(DEFENSE_COLOR);
    expect(values).toContain(SHAPE_BACKGROUND_COLOR);
    expect(SHAPE_BACKGROUND_COLOR).toHaveLength(9);
  });
});

describe('shape fills', () => {
  const rgb = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.slice(1 + i, 3 + i), 16));
  const distance = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - b[i]!));
  /** Far enough apart in sRGB to tell a fill from the floor at a glance. */
  const READABLE_DISTANCE = 40;

  it('sets a colour to an alpha, replacing its own, and leaves what it cannot read', () => {
    expect(withAlpha('#1e88e53d', 0.5)).toBe('#1e88e580');
    expect(withAlpha('#ABC', 1)).toBe('#aabbccff');
    expect(withAlpha('#e53935', 0)).toBe('#e5393500');
    expect(withAlpha('red', 0.5)).toBe('red');
  });

  it('keeps every palette colour apart from, and in its own hue over, every court preset', () => {
    for (const preset of COURT_COLOR_PRESETS) {
      const floor = rgb(preset.backgroundColor);
      for (const color of COLOR_PALETTE) {
        const solid = rgb(color.value);
        // A colour the floor itself nearly has (white on the light court) cannot stand out at any alpha.
        if (distance(solid, floor) < READABLE_DISTANCE) continue;
        const blended = solid.map((v, i) => SHAPE_FILL_ALPHA * v + (1 - SHAPE_FILL_ALPHA) * floor[i]!);
        expect(distance(blended, floor), `${color.id} on ${preset.id}`).toBeGreaterThanOrEqual(READABLE_DISTANCE);
        const strongest = (c: number[]) => c.indexOf(Math.max(...c));
        const chromatic = Math.max(...solid) - Math.min(...solid) > 100;
        if (chromatic) expect(strongest(blended), `${color.id} hue on ${preset.id}`).toBe(strongest(solid));
      }
    }
  });

  it('fills a shape with no colour in a palette colour', () => {
    expect(COLOR_PALETTE.map((color) => color.value)).toContain(SHAPE_FILL_COLOR);
  });
});
