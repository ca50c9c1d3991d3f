// The editor's colour palette (spec §9 "Colours"): 11 colours, with dark grey for objects and
// offense, red for defense and a translucent blue for shape backgrounds.

export interface PaletteColor {
  readonly id: string;
  readonly name: string;
  /** CSS colour: `#rrggbb`, or `#rrggbbaa` where translucent. */
  readonly value: string;
}

/** Players on offense, cones, text and arrows. */
export const OBJECT_COLOR = '#212b36';
/** Players on defense. */
export const DEFENSE_COLOR = '#e53935';
/** Players of the second defense (defense_alt), told apart from the first. */
export const DEFENSE_ALT_COLOR = '#1e88e5';
/** Fill of rectangles, circles, polygons and triangles (blue at 24% opacity). */
export const SHAPE_BACKGROUND_COLOR = '#1e88e53d';

export const COLOR_PALETTE: readonly PaletteColor[] = [
  { id: 'dark-grey', name: 'Dark grey', value: OBJECT_COLOR },
  { id: 'red', name: 'Red', value: DEFENSE_COLOR },
  { id: 'translucent-blue', name: 'Translucent blue', value: SHAPE_BACKGROUND_COLOR },
  { id: 'blue', name: 'Blue', value: DEFENSE_ALT_COLOR },
  { id: 'green', name: 'Green', value: '#00a76f' },
  { id: 'yellow', name: 'Yellow', value: '#ffab00' },
  { id: 'orange', name: 'Orange', value: '#fb8c00' },
  { id: 'purple', name: 'Purple', value: '#8e33ff' },
  { id: 'light-grey', name: 'Light grey', value: '#919eab' },
  { id: 'white', name: 'White', value: '#ffffff' },
  { id: 'black', name: 'Black', value: '#000000' },
];
