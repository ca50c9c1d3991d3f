// The persisted play contract, version 11 (DESIGN.md §3, spec §3).
// Coordinates are court units (feet), x along the court's length, y across its width.
import { z } from 'zod';
import { isPoint, isRecord, updateListAt, updateRecordAt, withDefault, type JsonRecord } from '../migrate/json';
import type { MigrationStep } from '../migrate/run';
import * as limits from '../limits';
import { courtColorPreset, type CourtColor } from './court-colors';
import { AGE_LEVELS, COURT_AREAS } from './drill-constants';
import { DEFAULT_ANIMATION_TYPE, DEFAULT_OBJECT_SIZE_FACTOR, DEFAULT_PAUSE, PLAY_VERSION } from './play-constants';

// The zod-free part lives apart, so the app can create a play offline without loading zod: the
// version and defaults in play-constants.ts, a new play's data in play-defaults.ts (which imports
// this file's types, so this file imports it not at all).

/** A point of a play: inside limits.COORDINATE_LIMITS (engine/limits.ts). */
export const pointSchema = z.object({
  x: z.number().min(limits.COORDINATE_LIMITS.minX).max(limits.COORDINATE_LIMITS.maxX),
  y: z.number().min(limits.COORDINATE_LIMITS.minY).max(limits.COORDINATE_LIMITS.maxY),
});
export type Point = z.infer<typeof pointSchema>;

/** A polygon corner: an offset from the polygon's centre. */
export const cornerSchema = z.object({
  x: z.number().min(-limits.MAX_CORNER_OFFSET).max(limits.MAX_CORNER_OFFSET),
  y: z.number().min(-limits.MAX_CORNER_OFFSET).max(limits.MAX_CORNER_OFFSET),
});

const idSchema = z.string().min(1).max(limits.MAX_TOKEN_LENGTH);
const tokenSchema = z.string().max(limits.MAX_TOKEN_LENGTH);
const displayOrderSchema = z.number().int().min(-limits.MAX_DISPLAY_ORDER).max(limits.MAX_DISPLAY_ORDER);
const animationOrderSchema = z.number().int().min(0).max(limits.MAX_ANIMATION_ORDER);
const pauseSchema = z.number().min(0).max(limits.MAX_PAUSE);
const angleSchema = z.number().min(limits.ANGLE_LIMITS.min).max(limits.ANGLE_LIMITS.max);
const sizeSchema = z.number().positive().max(limits.MAX_OBJECT_SIZE);
const radiusSchema = z.number().positive().max(limits.MAX_OBJECT_RADIUS);

/** Object status values of spec §4. */
export const OBJECT_STATUSES = [
  'SELECTED',
  'SELECTED_MULTIPLE',
  'INTERACTING',
  'EDIT',
  'EDIT_MOBILE',
  'NOT_SELECTED',
  'HOVERING',
  'HOVERING_ANIMATOR',
] as const;
export const objectStatusSchema = z.enum(OBJECT_STATUSES);
export type ObjectStatus = z.infer<typeof objectStatusSchema>;

export const OBJECT_SUBTYPES = ['player', 'cone', 'text', 'rectangle', 'circle', 'polygon', 'triangle', 'hoop'] as const;
export type ObjectSubType = (typeof OBJECT_SUBTYPES)[number];

export const ARROW_KINDS = ['cut', 'screen', 'pass', 'dribble', 'shot', 'handoff'] as const;
export type ArrowKind = (typeof ARROW_KINDS)[number];

export const PLAYER_TEAMS = ['offense', 'defense', 'defense_alt', 'ball'] as const;
export type PlayerTeam = (typeof PLAYER_TEAMS)[number];

/** Arrow shapes: 0 straight, 1 curve, 2 elbow, 3 double curve. */
export const ARROW_SHAPES = [0, 1, 2, 3] as const;
export type ArrowShape = (typeof ARROW_SHAPES)[number];

/** Text styles a text box may carry, each at most once. */
export const TEXT_FORMATS = ['bold', 'italic', 'underline'] as const;

export const playObjectSchema = z.object({
  id: idSchema,
  type: z.literal('object'),
  subType: z.enum(OBJECT_SUBTYPES),
  pos: pointSchema,
  status: objectStatusSchema,
  displayOrder: displayOrderSchema,
  changedDisplayOrder: z.boolean().optional(),
  animationOrder: animationOrderSchema,
  pause: pauseSchema,
  animationType: tokenSchema,
  backgroundColor: tokenSchema.optional(),
  angle: angleSchema.optional(),
  width: sizeSchema.optional(),
  height: sizeSchema.optional(),
  rx: radiusSchema.optional(),
  ry: radiusSchema.optional(),
  points: z.array(cornerSchema).max(limits.MAX_POLYGON_POINTS).optional(),
  fontSize: z.number().positive().max(limits.MAX_FONT_SIZE).optional(),
  text: z.string().max(limits.MAX_OBJECT_TEXT_LENGTH).optional(),
  alignment: z.enum(['left', 'center', 'right']).optional(),
  verticalAlignment: z.enum(['top', 'middle', 'bottom']).optional(),
  formats: z.array(z.enum(TEXT_FORMATS)).max(TEXT_FORMATS.length).optional(),
  color: tokenSchema.optional(),
  team: z.enum(PLAYER_TEAMS).optional(),
  number: z.number().int().min(0).max(5).optional(),
});
export type PlayObject = z.infer<typeof playObjectSchema>;

/** A point of an arrow; null where its shape has none. */
const arrowPointSchema = pointSchema.nullable();

export const arrowPointsSchema = z.object({
  s: arrowPointSchema,
  m: arrowPointSchema,
  e: arrowPointSchema,
  h1: arrowPointSchema,
  h2: arrowPointSchema,
});
export type ArrowPoints = z.infer<typeof arrowPointsSchema>;

export const arrowSchema = z.object({
  id: idSchema,
  type: z.literal('arrow'),
  subType: z.enum(ARROW_KINDS),
  points: arrowPointsSchema,
  shape: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  sameTime: z.boolean(),
  option: z.boolean(),
  /** Arrowhead at the end (true) or a plain end (false). */
  ends: z.boolean(),
  text: z.string().max(limits.MAX_ARROW_TEXT_LENGTH).optional(),
  angle: angleSchema.optional(),
  displayOrder: displayOrderSchema,
  animationOrder: animationOrderSchema,
  pause: pauseSchema,
  /**
   * The coach timed this arrow in the editor (order, pause, "run together", "one after another"):
   * it runs by animationOrder/sameTime/pause. Absent: the engine's default schedule
   * (engine/phase/order.ts actionWaits). Every arrow gets an order and a pause when drawn, so those
   * alone cannot tell a coach's choice from a default; optional, so no migration is needed.
   */
  coachTimed: z.boolean().optional(),
  status: objectStatusSchema.optional(),
});
export type Arrow = z.infer<typeof arrowSchema>;

export const phaseItemSchema = z.discriminatedUnion('type', [playObjectSchema, arrowSchema]);
export type PhaseItem = PlayObject | Arrow;

export const refSchema = z.object({
  id: idSchema,
  subType: idSchema,
  type: z.enum(['object', 'arrow']),
});
export type Ref = z.infer<typeof refSchema>;

export const linkSchema = z.object({
  arrow: refSchema,
  end: z.enum(['s', 'e']),
  object: refSchema,
});
export type Link = z.infer<typeof linkSchema>;

/**
 * What "Next phase" computed a phase from (issue 15): the phase before it, by id, and the
 * fingerprint of what in that phase the computation read (engine/phase/chain.ts). Optional, so it
 * needs no version step: a phase without it (drawn by hand, or saved before) is never out of date.
 */
export const computedFromSchema = z.object({ phaseId: idSchema, fingerprint: tokenSchema });
export type ComputedFrom = z.infer<typeof computedFromSchema>;

export const phaseSchema = z.object({
  id: idSchema,
  title: z.string().max(limits.MAX_TITLE_LENGTH),
  note: z.string().max(limits.MAX_NOTE_LENGTH),
  objects: z.array(phaseItemSchema).max(limits.MAX_OBJECTS_PER_PHASE),
  links: z.array(linkSchema).max(limits.MAX_LINKS_PER_PHASE),
  computedFrom: computedFromSchema.optional(),
});
export type Phase = z.infer<typeof phaseSchema>;

export const courtColorSchema = z.object({
  id: idSchema,
  showTiles: z.boolean(),
  lineColor: tokenSchema,
  backgroundColor: tokenSchema,
}) satisfies z.ZodType<CourtColor, CourtColor>;
// The type is declared in court-colors.ts (zod-free, imported by it at no cost to the first route).
export type { CourtColor };

export const videoSchema = z.object({ url: z.string().max(limits.MAX_URL_LENGTH), source: tokenSchema, note: z.string().max(limits.MAX_VIDEO_NOTE_LENGTH) });
export type Video = z.infer<typeof videoSchema>;

/** Which court a play is drawn on, and whether half or full. */
export const COURT_KINDS = ['nba', 'ncaa', 'highschool', 'fiba'] as const;
export type CourtKind = (typeof COURT_KINDS)[number];
export const VIEW_MODES = ['half', 'full'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

const drillLabelSchema = z.string().min(1).max(limits.MAX_DRILL_LABEL_LENGTH);

/** A drill's details (issue 17, drill-constants.ts), in `settings.drill`; plays have none. */
export const drillDetailsSchema = z.object({
  category: drillLabelSchema.optional(),
  players: z.number().int().min(1).max(limits.MAX_DRILL_PLAYERS).optional(),
  courtArea: z.enum(COURT_AREAS).optional(),
  minutes: z.number().int().min(1).max(limits.MAX_DRILL_MINUTES).optional(),
  ageLevel: z.enum(AGE_LEVELS).optional(),
  equipment: z.array(drillLabelSchema).max(limits.MAX_DRILL_EQUIPMENT).optional(),
  tags: z.array(drillLabelSchema).max(limits.MAX_DRILL_TAGS).optional(),
  coachingPoints: z.string().max(limits.MAX_DESCRIPTION_LENGTH).optional(),
});

export const playSettingsSchema = z.object({
  version: z.literal(PLAY_VERSION),
  courtColor: courtColorSchema,
  description: z.string().max(limits.MAX_DESCRIPTION_LENGTH),
  objectSizeFactor: z.number().min(limits.OBJECT_SIZE_FACTOR_LIMITS.min).max(limits.OBJECT_SIZE_FACTOR_LIMITS.max),
  videos: z.array(videoSchema).max(limits.MAX_VIDEOS_PER_PLAY),
  viewMode: z.enum(VIEW_MODES),
  courtType: z.enum(COURT_KINDS).optional(),
  /** Optional, so no version step: a play without it is as before. */
  drill: drillDetailsSchema.optional(),
});
export type PlaySettings = z.infer<typeof playSettingsSchema>;

export const playDataSchema = z.object({
  phases: z.array(phaseSchema).min(1).max(limits.MAX_PHASES_PER_PLAY),
  settings: playSettingsSchema,
});
export type PlayData = z.infer<typeof playDataSchema>;

export function isArrow(item: PhaseItem): item is Arrow {
  return item.type === 'arrow';
}
export function isPlayObject(item: PhaseItem): item is PlayObject {
  return item.type === 'object';
}


// ---------------------------------------------------------------------------------------------
// Migrations. The version lives in `settings.version`; a play without one is version 1.
//
// Version 1 looked like this (later versions differ only by the steps below):
//   { phases: [{ id, name, objects }],
//     settings: { description, youtubeUrl, halfCourt: boolean } }
//   objects as today without animationOrder, pause, animationType;
//   arrows as today with `curved: boolean` instead of `shape`, points { s, m, e } only,
//   and no animationOrder or pause.
// ---------------------------------------------------------------------------------------------

/** Where a play's format version is stored. */
export const PLAY_VERSION_PATH = ['settings', 'version'];

export function playVersionOf(doc: JsonRecord): unknown {
  return isRecord(doc.settings) ? doc.settings.version : undefined;
}

function setPlayVersion(doc: JsonRecord, version: number): JsonRecord {
  return updateRecordAt(doc, 'settings', (settings) => ({ ...settings, version }));
}

/** Applies `update` to every phase record of a play. */
function updatePhases(doc: JsonRecord, update: (phase: JsonRecord) => JsonRecord): JsonRecord {
  return updateListAt(doc, 'phases', update);
}

/** Applies `update` to every record in every phase's `objects` whose `type` is `type`. */
function updateItems(doc: JsonRecord, type: 'object' | 'arrow' | 'any', update: (item: JsonRecord) => JsonRecord): JsonRecord {
  return updatePhases(doc, (phase) =>
    updateListAt(phase, 'objects', (item) => (type === 'any' || item.type === type ? update(item) : item)),
  );
}

function midpoint(a: unknown, b: unknown): Point | null {
  if (!isPoint(a) || !isPoint(b)) return null;
  return { x: Math.round(((a.x + b.x) / 2) * 100) / 100, y: Math.round(((a.y + b.y) / 2) * 100) / 100 };
}

function step(from: number, description: string, up: (doc: JsonRecord) => JsonRecord): MigrationStep {
  return { from, to: from + 1, description, up: (doc) => setPlayVersion(up(doc), from + 1) };
}

export const PLAY_MIGRATION_STEPS: readonly MigrationStep[] = [
  step(1, 'Phases: `name` renamed `title`.', (doc) =>
    updatePhases(doc, (phase) => {
      if (!Object.hasOwn(phase, 'name')) return phase;
      const { name, ...rest } = phase;
      return Object.hasOwn(rest, 'title') ? rest : { ...rest, title: name };
    }),
  ),
  step(2, 'Phases gain `links` (arrow ends joined to players and hoops), empty at first.', (doc) =>
    updatePhases(doc, (phase) => withDefault(phase, 'links', [])),
  ),
  step(3, 'Settings: `halfCourt: boolean` becomes `viewMode: "half" | "full"` (missing meant half).', (doc) =>
    updateRecordAt(doc, 'settings', (settings) => {
      const { halfCourt, ...rest } = settings;
      if (Object.hasOwn(rest, 'viewMode')) return rest;
      const viewMode = halfCourt === undefined || halfCourt === true ? 'half' : halfCourt === false ? 'full' : halfCourt;
      return { ...rest, viewMode };
    }),
  ),
  step(4, 'Arrows: `curved: boolean` becomes `shape` (0 straight, 1 curve; 2 elbow and 3 double curve are new).', (doc) =>
    updateItems(doc, 'arrow', (arrow) => {
      const { curved, ...rest } = arrow;
      if (Object.hasOwn(rest, 'shape')) return rest;
      return { ...rest, shape: curved === true ? 1 : curved === false || curved === undefined ? 0 : curved };
    }),
  ),
  step(5, 'Arrow points gain curve handles `h1` and `h2`, halfway from `s` to `m` and from `m` to `e`.', (doc) =>
    updateItems(doc, 'arrow', (arrow) =>
      updateRecordAt(arrow, 'points', (points) =>
        withDefault(withDefault(points, 'h1', midpoint(points.s, points.m)), 'h2', midpoint(points.m, points.e)),
      ),
    ),
  ),
  step(6, 'Animation: every item gains `animationOrder` 0 and `pause` 1; objects gain `animationType` "end".', (doc) =>
    updateItems(doc, 'any', (item) => {
      const timed = withDefault(withDefault(item, 'animationOrder', 0), 'pause', DEFAULT_PAUSE);
      return item.type === 'object' ? withDefault(timed, 'animationType', DEFAULT_ANIMATION_TYPE) : timed;
    }),
  ),
  step(7, 'Settings gain `courtColor` (the wood preset).', (doc) =>
    updateRecordAt(doc, 'settings', (settings) => withDefault(settings, 'courtColor', courtColorPreset())),
  ),
  step(8, 'Settings gain `objectSizeFactor` 1.', (doc) =>
    updateRecordAt(doc, 'settings', (settings) => withDefault(settings, 'objectSizeFactor', DEFAULT_OBJECT_SIZE_FACTOR)),
  ),
  step(9, 'Phases gain a `note`, empty at first.', (doc) => updatePhases(doc, (phase) => withDefault(phase, 'note', ''))),
  step(10, 'Settings: the single `youtubeUrl` becomes the `videos` list ({ url, source: "youtube", note: "" }).', (doc) =>
    updateRecordAt(doc, 'settings', (settings) => {
      const { youtubeUrl, ...rest } = settings;
      const videos = Object.hasOwn(rest, 'videos') ? rest.videos : [];
      const url = typeof youtubeUrl === 'string' ? youtubeUrl.trim() : youtubeUrl;
      if (url === undefined || url === null || url === '' || !Array.isArray(videos)) return { ...rest, videos };
      return { ...rest, videos: [{ url, source: 'youtube', note: '' }, ...(videos as unknown[])] };
    }),
  ),
];
