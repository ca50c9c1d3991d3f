// The persisted print settings (spec §3 "Print settings", version 4).
import { z } from 'zod';
import { SIDELINE_WIDTH } from '../geometry/court';
import { MAX_PAGE_PADDING_INCHES, MAX_PRINT_FONT_SIZE, MAX_PRINT_SCALE_FACTOR, MAX_PRINT_SIDELINES, OBJECT_SIZE_FACTOR_LIMITS } from '../limits';
import { cloneJson, withDefault, type JsonRecord } from '../migrate/json';
import type { LimitSpec } from '../migrate/within-limits';
import type { MigrationStep } from '../migrate/run';

export const PRINT_SETTINGS_VERSION = 4;

export const PAPER_SIZES = ['letter', 'a4'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** What gets printed; each keeps its own object size. */
export const PRINT_SECTIONS = ['play', 'playbook', 'rotation', 'practicePlan'] as const;
export type PrintSection = (typeof PRINT_SECTIONS)[number];

export const printSectionSchema = z.object({
  /** Size of players, cones and text relative to the court, for this section. */
  objectSizeFactor: z.number().min(OBJECT_SIZE_FACTOR_LIMITS.min).max(OBJECT_SIZE_FACTOR_LIMITS.max),
  /** Use this section's `objectSizeFactor` instead of each play's own. */
  overwriteScaling: z.boolean(),
});
export type PrintSectionSettings = z.infer<typeof printSectionSchema>;

const fontSizeSchema = z.number().positive().max(MAX_PRINT_FONT_SIZE);
export const fontSchema = z.object({ size: fontSizeSchema, bold: z.boolean() });
export type PrintFont = z.infer<typeof fontSchema>;

/**
 * How many diagrams a page holds (issue 30): 'classic' follows the playbook's own classic layout
 * (its "Two plays a row"), a single play's the `columns` setting; the others are the presets a
 * coach picks (one large diagram a page, 2, 4 or 6), and 'row': one play a row, its phases side by
 * side (landscape's layout). engine/print/page.ts gives each its grid.
 */
export const PRINT_LAYOUT_PRESETS = ['classic', 'one', 'two', 'four', 'six', 'row'] as const;
export type PrintLayoutPreset = (typeof PRINT_LAYOUT_PRESETS)[number];
/** Where a play starts: on the next row of the page (packed), or on a new page. */
export const PLAY_STARTS = ['row', 'page'] as const;
/** The court drawn for print: white floor and black lines (ink-friendly), or the play's own colours. */
export const PRINT_COURT_STYLES = ['print', 'play'] as const;
export type PrintCourtStyle = (typeof PRINT_COURT_STYLES)[number];
/**
 * The paper's orientation for plays and playbooks (issue 30): 'auto' prints landscape, one play a
 * row, where that takes fewer pages than portrait (a book of four-phase plays), else portrait.
 */
export const PRINT_ORIENTATIONS = ['auto', 'portrait', 'landscape'] as const;
export type PrintOrientation = (typeof PRINT_ORIENTATIONS)[number];

export const playLayoutSchema = z.object({
  preset: z.enum(PRINT_LAYOUT_PRESETS),
  playStart: z.enum(PLAY_STARTS),
  courtStyle: z.enum(PRINT_COURT_STYLES),
  /** A playbook prints as its call sheet: one page of call names by chapter, each with a small first phase. */
  callSheet: z.boolean(),
  /** Portrait, landscape, or the one that prints fewer pages (version 4). */
  orientation: z.enum(PRINT_ORIENTATIONS),
});
export type PrintPlayLayout = z.infer<typeof playLayoutSchema>;

export const printSettingsSchema = z.object({
  version: z.literal(PRINT_SETTINGS_VERSION),
  sections: z.object({
    play: printSectionSchema,
    playbook: printSectionSchema,
    rotation: printSectionSchema,
    practicePlan: printSectionSchema,
  }),
  columns: z.number().int().min(1).max(6),
  layout: z.enum(['grid', 'list']),
  /** Plays and playbooks: the page's grid, where a play starts, the court's style (version 3). */
  playLayout: playLayoutSchema,
  show: z.object({
    title: z.boolean(),
    description: z.boolean(),
    phaseTitles: z.boolean(),
    phaseDescriptions: z.boolean(),
    videos: z.boolean(),
  }),
  /** Court units of out-of-bounds area drawn around the court. */
  sidelines: z.number().min(0).max(MAX_PRINT_SIDELINES),
  /** Page margin in inches. */
  pagePadding: z.number().min(0).max(MAX_PAGE_PADDING_INCHES),
  paperSize: z.enum(PAPER_SIZES),
  scaleFactor: z.number().positive().max(MAX_PRINT_SCALE_FACTOR),
  /** Points. */
  fontSizes: z.object({
    objectTitle: fontSizeSchema,
    play: fontSizeSchema,
    phase: fontSizeSchema,
    phaseTitle: fontSizeSchema,
  }),
  coverPage: z.object({
    /** Width of the cover image as a share of the printable width, 0..1. */
    imageSize: z.number().min(0).max(1),
    titleFont: fontSchema,
    subtitleFont: fontSchema,
    verticalAlignment: z.enum(['top', 'middle', 'bottom']),
  }),
  practicePlan: z.object({
    timeFormat: z.enum(['12h', '24h']),
    dateFormat: z.enum(['mdy', 'dmy', 'ymd']),
  }),
});
export type PrintSettings = z.infer<typeof printSettingsSchema>;

const SECTION_LIMITS: LimitSpec = { numbers: { objectSizeFactor: [OBJECT_SIZE_FACTOR_LIMITS.min, OBJECT_SIZE_FACTOR_LIMITS.max] } };
const FONT_LIMITS: LimitSpec = { numbers: { size: [-Infinity, MAX_PRINT_FONT_SIZE] } };

/** The bounds of engine/limits.ts stored print settings are brought inside (migratePrintSettings). */
export const PRINT_SETTINGS_LIMITS: LimitSpec = {
  numbers: { sidelines: [-Infinity, MAX_PRINT_SIDELINES], pagePadding: [-Infinity, MAX_PAGE_PADDING_INCHES], scaleFactor: [-Infinity, MAX_PRINT_SCALE_FACTOR] },
  records: {
    sections: { records: Object.fromEntries(PRINT_SECTIONS.map((section) => [section, SECTION_LIMITS])) },
    fontSizes: { numbers: Object.fromEntries(['objectTitle', 'play', 'phase', 'phaseTitle'].map((key) => [key, [-Infinity, MAX_PRINT_FONT_SIZE] as const])) },
    coverPage: { records: { titleFont: FONT_LIMITS, subtitleFont: FONT_LIMITS } },
  },
};

const DEFAULT_PLAY_LAYOUT: PrintPlayLayout = { preset: 'classic', playStart: 'row', courtStyle: 'print', callSheet: false, orientation: 'auto' };

const DEFAULT_SECTION: PrintSectionSettings = { objectSizeFactor: 1, overwriteScaling: false };

/** Spec §3 "Print settings" defaults. */
export const DEFAULT_PRINT_SETTINGS: PrintSettings = {
  version: PRINT_SETTINGS_VERSION,
  sections: {
    play: { ...DEFAULT_SECTION },
    playbook: { ...DEFAULT_SECTION },
    rotation: { ...DEFAULT_SECTION },
    practicePlan: { ...DEFAULT_SECTION },
  },
  columns: 3,
  layout: 'grid',
  playLayout: { ...DEFAULT_PLAY_LAYOUT },
  show: { title: true, description: true, phaseTitles: true, phaseDescriptions: true, videos: true },
  sidelines: SIDELINE_WIDTH,
  pagePadding: 0.75,
  paperSize: 'letter',
  scaleFactor: 1,
  fontSizes: { objectTitle: 16, play: 14, phase: 12, phaseTitle: 12 },
  coverPage: {
    imageSize: 0.5,
    titleFont: { size: 32, bold: true },
    subtitleFont: { size: 20, bold: false },
    verticalAlignment: 'middle',
  },
  practicePlan: { timeFormat: '12h', dateFormat: 'mdy' },
};

/** A fresh copy of the defaults, safe to change. */
export function createDefaultPrintSettings(): PrintSettings {
  return cloneJson(DEFAULT_PRINT_SETTINGS) as PrintSettings;
}

// ---------------------------------------------------------------------------------------------
// Migrations. The version lives in `version`; none means version 1.
// Version 3 was version 4 without `playLayout.orientation` (always portrait).
// Version 2 was version 3 without `playLayout` (each play on a new page, the play's own court).
// Version 1 was version 2 with one `objectSizeFactor` and `overwriteScaling` at the top level
// for everything printed, and no `sections`.
// ---------------------------------------------------------------------------------------------

export const PRINT_SETTINGS_VERSION_PATH = ['version'];

export function printSettingsVersionOf(doc: JsonRecord): unknown {
  return doc.version;
}

export const PRINT_SETTINGS_MIGRATION_STEPS: readonly MigrationStep[] = [
  {
    from: 1,
    to: 2,
    description: 'The top-level `objectSizeFactor` and `overwriteScaling` become per-section settings.',
    up: (doc) => {
      const { objectSizeFactor, overwriteScaling, ...rest } = doc;
      const section = {
        objectSizeFactor: objectSizeFactor ?? DEFAULT_SECTION.objectSizeFactor,
        overwriteScaling: overwriteScaling ?? DEFAULT_SECTION.overwriteScaling,
      };
      const sections = Object.fromEntries(PRINT_SECTIONS.map((name) => [name, { ...section }]));
      return { ...withDefault(rest, 'sections', sections), version: 2 };
    },
  },
  {
    from: 2,
    to: 3,
    description: 'Plays are packed down the page, the classic layout and the print court by default (`playLayout`).',
    up: (doc) => ({ ...withDefault(doc, 'playLayout', { preset: 'classic', playStart: 'row', courtStyle: 'print', callSheet: false }), version: 3 }),
  },
  {
    from: 3,
    to: 4,
    description: 'Plays and playbooks print in the orientation that takes fewer pages by default (`playLayout.orientation`).',
    up: (doc) => {
      const playLayout = doc.playLayout;
      const layout = playLayout !== null && typeof playLayout === 'object' && !Array.isArray(playLayout) ? playLayout : { ...DEFAULT_PLAY_LAYOUT };
      return { ...doc, playLayout: withDefault(layout as JsonRecord, 'orientation', DEFAULT_PLAY_LAYOUT.orientation), version: 4 };
    },
  },
];
