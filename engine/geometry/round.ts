/** Court coordinates are stored with 2 decimals (spec §9). */
export const COORDINATE_DECIMALS = 2;
const SCALE = 10 ** COORDINATE_DECIMALS;

export function roundCoordinate(value: number): number {
  return Math.round(value * SCALE) / SCALE;
}
