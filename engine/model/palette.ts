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
/** The palette's translucent blue (24% opacity): older plays' shape background. */
export const SHAPE_BACKGROUND_COLOR = '#1e88e53d';
/** A shape with no colour chosen is filled in this palette colour (at SHAPE_FILL_ALPHA). */
export const SHAPE_FILL_COLOR = DEFENSE_ALT_COLOR;
/**
 * Opacity of a shape's fill. The old 24% blue over wood blended into grey-brown; at 60% every
 * palette colour keeps its hue on all four court presets (purple on wood needs more than half)
 * while the court's lines still show through.
 */
export const SHAPE_FILL_ALPHA = 0.6;

/** `color` (`#rgb`, `#rrggbb` or `#rrggbbaa`) as `#rrggbbaa` at `alpha` (0..1), replacing its own alpha. */
export function withAlpha(color: string, alpha: number): string {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 || hex.length === 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex.slice(0, 6);
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return color;
  const byte = Math.round(Math.min(1, Math.max(0, alpha)) * 255);
  return `#${full.toLowerCase()}${byte.toString(16).padStart(2, '0')}`;
}

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
