import { describe, expect, it } from 'vitest';
import { DEFAULT_CIRCLE_RADIUS, DEFAULT_RECTANGLE, PLAYER_BOX_WIDTH, courtDimensions } from '../../../engine';
import { NEW_RECTANGLE_SHARE, NEW_SHAPE_RADIUS_SHARE, createPaletteObject, paletteEntry } from './palette-items';

const place = (id: string, courtWidth?: number) => createPaletteObject(paletteEntry(id)!, 'object_1', { x: 20, y: 20 }, 1, courtWidth);

describe('new shapes', () => {
  const width = courtDimensions('nba', 'half').width;

  it('are sized relative to the court, well under the spec defaults and bigger than a player', () => {
    expect(place('rectangle')).toMatchObject({ width: NEW_RECTANGLE_SHARE.width * width, height: NEW_RECTANGLE_SHARE.height * width });
    expect(place('rectangle').width).toBeLessThan(DEFAULT_RECTANGLE.width);
    const circle = place('circle');
    expect(circle).toMatchObject({ rx: NEW_SHAPE_RADIUS_SHARE * width, ry: NEW_SHAPE_RADIUS_SHARE * width });
    expect(circle.rx).toBeLessThan(DEFAULT_CIRCLE_RADIUS);
    expect(2 * circle.rx!).toBeGreaterThan(PLAYER_BOX_WIDTH.full);
    const polygon = place('polygon');
    expect(polygon.points).toHaveLength(6);
    for (const corner of polygon.points!) expect(Math.hypot(corner.x, corner.y)).toBeCloseTo(NEW_SHAPE_RADIUS_SHARE * width, 1);
    const triangle = place('triangle');
    expect(triangle.width).toBeCloseTo(NEW_SHAPE_RADIUS_SHARE * width * Math.sqrt(3), 2);
    expect(triangle.height).toBeCloseTo(NEW_SHAPE_RADIUS_SHARE * width * 1.5, 2);
  });

  it('scale with the court they are placed on, and leave other objects unsized', () => {
    expect(place('rectangle', 2 * width).width).toBeCloseTo(2 * NEW_RECTANGLE_SHARE.width * width);
    expect(place('offense-1')).not.toHaveProperty('width');
    expect(place('cone')).not.toHaveProperty('rx');
  });
});
