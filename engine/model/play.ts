// The persisted play contract, version 11 (DESIGN.md §3, spec §3).
// Coordinates are court units (feet), x along the court's length, y across its width.
import { z } from 'zod';
import { isPoint, isRecord, updateListAt, updateRecordAt, withDefault, type JsonRecord } from '../migrate/json';
import type { MigrationStep } from '../migrate/run';
import { courtColorPreset } from './court-colors';
import { DEFAULT_ANIMATION_TYPE, DEFAULT_OBJECT_SIZE_FACTOR, DEFAULT_PAUSE, PLAY_VERSION } from './play-defaults';

// The zod-free part (version, defaults, a new play's data) lives in play-defaults.ts, so the app can
// create a play offline without loading zod; it is re-exported here as before.
export {
  DEFAULT_ANIMATION_TYPE,
  DEFAULT_OBJECT_SIZE_FACTOR,
  DEFAULT_PAUSE,
  FIRST_PHASE_ID,
  PLAY_VERSION,
  copyTitle,
  createEmptyPlayData,
} from './play-defaults';

export const pointSchema = z.object({ x: z.number().finite(), y: z.number().finite() });
export type Point = z.infer<typeof pointSchema>;

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

export const playObjectSchema = z.object({
  id: z.string().min(1),
  type: z.literal('object'),
  subType: z.enum(OBJECT_SUBTYPES),
  pos: pointSchema,
  status: objectStatusSchema,
  displayOrder: z.number().int(),
  changedDisplayOrder: z.boolean().optional(),
  animationOrder: z.number().int().min(0),
  pause: z.number().min(0),
  animationType: z.string(),
  backgroundColor: z.string().optional(),
  angle: z.number().finite().optional(),
  width: z.number().positive().optional(),
  height: z.number().positive().optional(),
  rx: z.number().positive().optional(),
  ry: z.number().positive().optional(),
  points: z.array(pointSchema).optional(),
  fontSize: z.number().positive().optional(),
  text: z.string().optional(),
  alignment: z.enum(['left', 'center', 'right']).optional(),
  verticalAlignment: z.enum(['top', 'middle', 'bottom']).optional(),
  formats: z.array(z.enum(['bold', 'italic', 'underline'])).optional(),
  color: z.string().optional(),
  team: z.enum(PLAYER_TEAMS).optional(),
  number: z.number().int().min(0).max(5).optional(),
});
export type PlayObject = z.infer<typeof playObjectSchema>;

export const arrowPointsSchema = z.object({
  s: pointSchema.nullable(),
  m: pointSchema.nullable(),
  e: pointSchema.nullable(),
  h1: pointSchema.nullable(),
  h2: pointSchema.nullable(),
});
export type ArrowPoints = z.infer<typeof arrowPointsSchema>;

export const arrowSchema = z.object({
  id: z.string().min(1),
  type: z.literal('arrow'),
  subType: z.enum(ARROW_KINDS),
  points: arrowPointsSchema,
  shape: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  sameTime: z.boolean(),
  option: z.boolean(),
  /** Arrowhead at the end (true) or a plain end (false). */
  ends: z.boolean(),
  text: z.string().optional(),
  angle: z.number().finite().optional(),
  displayOrder: z.number().int(),
  animationOrder: z.number().int().min(0),
  pause: z.number().min(0),
  status: objectStatusSchema.optional(),
});
export type Arrow = z.infer<typeof arrowSchema>;

export const phaseItemSchema = z.discriminatedUnion('type', [playObjectSchema, arrowSchema]);
export type PhaseItem = PlayObject | Arrow;

export const refSchema = z.object({
  id: z.string().min(1),
  subType: z.string().min(1),
  type: z.enum(['object', 'arrow']),
});
export type Ref = z.infer<typeof refSchema>;

export const linkSchema = z.object({
  arrow: refSchema,
  end: z.enum(['s', 'e']),
  object: refSchema,
});
export type Link = z.infer<typeof linkSchema>;

export const phaseSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  note: z.string(),
  objects: z.array(phaseItemSchema),
  links: z.array(linkSchema),
});
export type Phase = z.infer<typeof phaseSchema>;

export const courtColorSchema = z.object({
  id: z.string().min(1),
  showTiles: z.boolean(),
  lineColor: z.string(),
  backgroundColor: z.string(),
});
export type CourtColor = z.infer<typeof courtColorSchema>;

export const videoSchema = z.object({ url: z.string(), source: z.string(), note: z.string() });
export type Video = z.infer<typeof videoSchema>;

/** Which court a play is drawn on, and whether half or full. */
export const COURT_KINDS = ['nba', 'ncaa', 'highschool', 'fiba'] as const;
export type CourtKind = (typeof COURT_KINDS)[number];
export const VIEW_MODES = ['half', 'full'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

export const playSettingsSchema = z.object({
  version: z.literal(PLAY_VERSION),
  courtColor: courtColorSchema,
  description: z.string(),
  objectSizeFactor: z.number().positive(),
  videos: z.array(videoSchema),
  viewMode: z.enum(VIEW_MODES),
  courtType: z.enum(COURT_KINDS).optional(),
});
export type PlaySettings = z.infer<typeof playSettingsSchema>;

export const playDataSchema = z.object({
  phases: z.array(phaseSchema).min(1),
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
