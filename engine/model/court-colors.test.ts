import { describe, expect, it } from 'vitest';
import { courtColorSchema } from './play';
import { COURT_COLOR_PRESETS, courtColorPreset, DEFAULT_COURT_COLOR_ID } from './court-colors';
import { COLOR_PALETTE, DEFENSE_COLOR, OBJECT_COLOR, SHAPE_BACKGROUND_COLOR } from './palette';

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
