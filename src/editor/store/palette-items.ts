// What the palette places (issue 6): players by team and number, the ball carrier, cones, hoops,
// text and shapes. Each entry builds a fresh phase object with the engine's defaults (spec §9).
import { DEFAULT_ANIMATION_TYPE, DEFAULT_PAUSE, type PlayObject, type PlayerTeam, type Point, DEFAULT_CIRCLE_RADIUS, DEFAULT_RECTANGLE, DEFAULT_TEXT_BOX, playerLabel } from '../../../engine';

export type PaletteGroup = 'offense' | 'defense' | 'objects' | 'shapes';

export interface PaletteEntry {
  id: string;
  /** Its name for the coach: an i18n key and values (a player's is number, position and team). */
  label: { key: string; values?: Record<string, string | number> };
  group: PaletteGroup;
  /** The object fields without id, position, order or status. */
  template: Omit<PlayObject, 'id' | 'pos' | 'displayOrder' | 'status' | 'animationOrder' | 'pause' | 'animationType'>;
}

function playerEntry(team: PlayerTeam, number: number): PaletteEntry {
  return {
    id: `${team}-${number}`,
    label: { key: 'editor.palette.player', values: { label: playerLabel(number), position: playerLabel(number) === '?' ? 'unknown' : String(number), team } },
    group: team === 'offense' || team === 'ball' ? 'offense' : 'defense',
    template: { type: 'object', subType: 'player', team, number },
  };
}

export const PALETTE: readonly PaletteEntry[] = [
  ...[1, 2, 3, 4, 5].map((n) => playerEntry('offense', n)),
  playerEntry('ball', 1),
  ...[1, 2, 3, 4, 5].map((n) => playerEntry('defense', n)),
  playerEntry('defense_alt', 1),
  { id: 'cone', label: { key: 'editor.palette.items.cone' }, group: 'objects', template: { type: 'object', subType: 'cone' } },
  { id: 'hoop', label: { key: 'editor.palette.items.hoop' }, group: 'objects', template: { type: 'object', subType: 'hoop' } },
  {
    id: 'text',
    label: { key: 'editor.palette.items.text' },
    group: 'objects',
    template: { type: 'object', subType: 'text', text: 'Text', width: DEFAULT_TEXT_BOX.width, height: DEFAULT_TEXT_BOX.height, fontSize: 2, alignment: 'center', verticalAlignment: 'middle', formats: [] },
  },
  { id: 'rectangle', label: { key: 'editor.palette.items.rectangle' }, group: 'shapes', template: { type: 'object', subType: 'rectangle', width: DEFAULT_RECTANGLE.width, height: DEFAULT_RECTANGLE.height } },
  { id: 'circle', label: { key: 'editor.palette.items.circle' }, group: 'shapes', template: { type: 'object', subType: 'circle', rx: DEFAULT_CIRCLE_RADIUS, ry: DEFAULT_CIRCLE_RADIUS } },
  { id: 'polygon', label: { key: 'editor.palette.items.polygon' }, group: 'shapes', template: { type: 'object', subType: 'polygon' } },
  { id: 'triangle', label: { key: 'editor.palette.items.triangle' }, group: 'shapes', template: { type: 'object', subType: 'triangle' } },
];

export function paletteEntry(id: string): PaletteEntry | undefined {
  return PALETTE.find((entry) => entry.id === id);
}

/** A new object of `entry` at `pos`, ready to add to a phase. */
export function createPaletteObject(entry: PaletteEntry, id: string, pos: Point, displayOrder: number): PlayObject {
  return {
    ...structuredClone(entry.template),
    id,
    pos: { x: pos.x, y: pos.y },
    status: 'NOT_SELECTED',
    displayOrder,
    animationOrder: 0,
    pause: DEFAULT_PAUSE,
    animationType: DEFAULT_ANIMATION_TYPE,
  };
}
