// What the palette places (issue 6): players by team and number, the ball carrier, cones, hoops,
// text and shapes. Each entry builds a fresh phase object with the engine's defaults (spec §9).
import {
  DEFAULT_ANIMATION_TYPE,
  DEFAULT_COURT_KIND,
  DEFAULT_PAUSE,
  DEFAULT_POLYGON_SIDES,
  type PlayObject,
  type PlayerTeam,
  type Point,
  DEFAULT_TEXT_BOX,
  courtDimensions,
  playerLabel,
  regularPolygon,
  roundCoordinate,
} from '../../../engine';

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
  { id: 'rectangle', label: { key: 'editor.palette.items.rectangle' }, group: 'shapes', template: { type: 'object', subType: 'rectangle' } },
  { id: 'circle', label: { key: 'editor.palette.items.circle' }, group: 'shapes', template: { type: 'object', subType: 'circle' } },
  { id: 'polygon', label: { key: 'editor.palette.items.polygon' }, group: 'shapes', template: { type: 'object', subType: 'polygon' } },
  { id: 'triangle', label: { key: 'editor.palette.items.triangle' }, group: 'shapes', template: { type: 'object', subType: 'triangle' } },
];

export function paletteEntry(id: string): PaletteEntry | undefined {
  return PALETTE.find((entry) => entry.id === id);
}

/**
 * A new shape's size as shares of the court's width (50 ft on most courts): the spec's 20x10
 * rectangle and 8 ft circle covered a third of a half court, while a coach marks a spot or a lane.
 */
export const NEW_RECTANGLE_SHARE = { width: 0.2, height: 0.1 } as const;
/** Radius of a new circle, and of the circle round a new polygon or triangle. */
export const NEW_SHAPE_RADIUS_SHARE = 0.08;

/** The size fields of a new shape of `subType` on a court `courtWidth` wide (none for other objects). */
export function newShapeSize(subType: PlayObject['subType'], courtWidth: number): Partial<PlayObject> {
  const radius = roundCoordinate(NEW_SHAPE_RADIUS_SHARE * courtWidth);
  switch (subType) {
    case 'rectangle':
      return { width: roundCoordinate(NEW_RECTANGLE_SHARE.width * courtWidth), height: roundCoordinate(NEW_RECTANGLE_SHARE.height * courtWidth) };
    case 'circle':
      return { rx: radius, ry: radius };
    case 'polygon':
      return { points: regularPolygon(DEFAULT_POLYGON_SIDES, radius).map((p) => ({ x: roundCoordinate(p.x), y: roundCoordinate(p.y) })) };
    case 'triangle':
      // The equilateral triangle inscribed in the circle of that radius.
      return { width: roundCoordinate(radius * Math.sqrt(3)), height: roundCoordinate(radius * 1.5) };
    default:
      return {};
  }
}

const DEFAULT_COURT_WIDTH = courtDimensions(DEFAULT_COURT_KIND, 'half').width;

/** A new object of `entry` at `pos`, ready to add to a phase; shapes sized to a court `courtWidth` wide. */
export function createPaletteObject(entry: PaletteEntry, id: string, pos: Point, displayOrder: number, courtWidth = DEFAULT_COURT_WIDTH): PlayObject {
  return {
    ...structuredClone(entry.template),
    ...newShapeSize(entry.template.subType, courtWidth),
    id,
    pos: { x: pos.x, y: pos.y },
    status: 'NOT_SELECTED',
    displayOrder,
    animationOrder: 0,
    pause: DEFAULT_PAUSE,
    animationType: DEFAULT_ANIMATION_TYPE,
  };
}
