import { describe, expect, it } from 'vitest';
import { roundCoordinate } from './round';

describe('roundCoordinate', () => {
  it('keeps two decimals', () => {
    expect(roundCoordinate(12.3456)).toBe(12.35);
    expect(roundCoordinate(-0.004)).toBe(-0);
  });
});
