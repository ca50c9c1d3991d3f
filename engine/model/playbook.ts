// The persisted playbook data (spec §3 "Playbook"): chapters of plays, a cover and view settings.
import { z } from 'zod';
import { isRecord, updateListAt, updateRecordAt, withDefault, type JsonRecord } from '../migrate/json';
import type { MigrationStep } from '../migrate/run';
import { MAX_CHAPTERS_PER_PLAYBOOK, MAX_DESCRIPTION_LENGTH, MAX_LIST_LENGTH, MAX_NOTE_LENGTH, MAX_OBJECTS_PER_CHAPTER, MAX_TITLE_LENGTH, MAX_TOKEN_LENGTH, MAX_URL_LENGTH } from '../limits';
import type { LimitSpec } from '../migrate/within-limits';
import { PLAYBOOK_VERSION } from './playbook-constants';

// The zod-free part lives apart, so the app can create a playbook offline without loading zod: the
// version in playbook-constants.ts, the defaults and a new playbook's data in playbook-defaults.ts
// (which imports this file's types, so this file imports it not at all).

/** A play placed in a chapter; `data.error` says why it cannot be shown (deleted, no access). */
export const playbookPlaySchema = z.object({
  type: z.literal('play'),
  play_id: z.union([z.string().min(1).max(MAX_TOKEN_LENGTH), z.number().int()]),
  data: z.object({ error: z.string().max(MAX_NOTE_LENGTH).optional() }).optional(),
});
export type PlaybookPlay = z.infer<typeof playbookPlaySchema>;

/**
 * A team image on a text page (issue 18): the media id of one of the playbook's team's images, and
 * its title when picked (the picture's alternative text). Pages look up its signed URL to show it.
 */
export const playbookTextImageSchema = z.object({ mediaId: z.string().min(1).max(MAX_TOKEN_LENGTH), title: z.string().max(MAX_TITLE_LENGTH) });
export type PlaybookTextImage = z.infer<typeof playbookTextImageSchema>;

/** A page of the coach's own text between plays, with a team image or none (optional: older pages have no `image`). */
export const playbookTextSchema = z.object({ type: z.literal('text'), text: z.string().max(MAX_DESCRIPTION_LENGTH), image: playbookTextImageSchema.optional() });
export type PlaybookText = z.infer<typeof playbookTextSchema>;

export const playbookObjectSchema = z.discriminatedUnion('type', [playbookPlaySchema, playbookTextSchema]);
export type PlaybookObject = z.infer<typeof playbookObjectSchema>;

export const chapterSchema = z.object({ title: z.string().max(MAX_TITLE_LENGTH), objects: z.array(playbookObjectSchema).max(MAX_OBJECTS_PER_CHAPTER) });
export type Chapter = z.infer<typeof chapterSchema>;

export const playbookCoverSchema = z.object({
  show: z.boolean(),
  title: z.string().max(MAX_TITLE_LENGTH),
  subtitle: z.string().max(MAX_TITLE_LENGTH),
  /** URL of the cover image, or null for none. */
  imageUrl: z.string().max(MAX_URL_LENGTH).nullable(),
});
export type PlaybookCover = z.infer<typeof playbookCoverSchema>;

export const PLAYBOOK_LAYOUTS = ['grid-1', 'grid-2', 'grid-3'] as const;
export type PlaybookLayout = (typeof PLAYBOOK_LAYOUTS)[number];

/** How the classic playbook view shows its plays. */
export const classicViewSettingsSchema = z.object({
  layout: z.enum(PLAYBOOK_LAYOUTS),
  showPlayTitle: z.boolean(),
  showPlayDescription: z.boolean(),
  showPhaseDescription: z.boolean(),
  showAnimationButton: z.boolean(),
  showPhaseTitles: z.boolean(),
  showVideos: z.boolean(),
});
export type ClassicViewSettings = z.infer<typeof classicViewSettingsSchema>;

export const playbookSettingsSchema = z.object({
  cover: playbookCoverSchema,
  playbookModelVersion: z.literal(PLAYBOOK_VERSION),
  type: z.literal('classic'),
  /** Pages of the advanced editor, not yet in use: always empty for classic playbooks. */
  advancedEditor: z.array(z.unknown()).max(MAX_LIST_LENGTH),
  classic: classicViewSettingsSchema,
  /** What the playbook is for, in the coach's words; optional, so version 4 playbooks without it stay valid. */
  description: z.string().max(MAX_DESCRIPTION_LENGTH).optional(),
});
export type PlaybookSettings = z.infer<typeof playbookSettingsSchema>;

export const playbookDataSchema = z.object({
  chapters: z.array(chapterSchema).max(MAX_CHAPTERS_PER_PLAYBOOK),
  settings: playbookSettingsSchema,
});

/** The bounds of engine/limits.ts a stored playbook is brought inside (migratePlaybook). */
export const PLAYBOOK_LIMITS: LimitSpec = {
  lists: {
    chapters: {
      max: MAX_CHAPTERS_PER_PLAYBOOK,
      item: {
        texts: { title: MAX_TITLE_LENGTH },
        lists: {
          objects: {
            max: MAX_OBJECTS_PER_CHAPTER,
            item: { texts: { play_id: MAX_TOKEN_LENGTH, text: MAX_DESCRIPTION_LENGTH }, records: { data: { texts: { error: MAX_NOTE_LENGTH } }, image: { texts: { mediaId: MAX_TOKEN_LENGTH, title: MAX_TITLE_LENGTH } } } },
          },
        },
      },
    },
  },
  records: {
    settings: {
      texts: { description: MAX_DESCRIPTION_LENGTH },
      records: { cover: { texts: { title: MAX_TITLE_LENGTH, subtitle: MAX_TITLE_LENGTH, imageUrl: MAX_URL_LENGTH } } },
      lists: { advancedEditor: { max: MAX_LIST_LENGTH } },
    },
  },
};
export type PlaybookData = z.infer<typeof playbookDataSchema>;


// ---------------------------------------------------------------------------------------------
// Migrations. The version lives in `settings.playbookModelVersion`; none means version 1.
// Version 1: { chapters: [{ title, plays: play_id[] }], settings: { cover } }.
// ---------------------------------------------------------------------------------------------

export const PLAYBOOK_VERSION_PATH = ['settings', 'playbookModelVersion'];

export function playbookVersionOf(doc: JsonRecord): unknown {
  return isRecord(doc.settings) ? doc.settings.playbookModelVersion : undefined;
}

function step(from: number, description: string, up: (doc: JsonRecord) => JsonRecord): MigrationStep {
  return {
    from,
    to: from + 1,
    description,
    up: (doc) => updateRecordAt(up(doc), 'settings', (settings) => ({ ...settings, playbookModelVersion: from + 1 })),
  };
}

export const PLAYBOOK_MIGRATION_STEPS: readonly MigrationStep[] = [
  step(1, 'Chapters: the bare list `plays` of play ids becomes `objects` of type "play" (room for text pages).', (doc) =>
    updateListAt(doc, 'chapters', (chapter) => {
      if (!Object.hasOwn(chapter, 'plays')) return withDefault(chapter, 'objects', []);
      const { plays, ...rest } = chapter;
      const objects = Array.isArray(plays) ? plays.map((play_id: unknown) => ({ type: 'play', play_id })) : plays;
      return withDefault(rest, 'objects', objects);
    }),
  ),
  step(2, 'Settings gain `type` "classic", an empty `advancedEditor` and `classic` view settings.', (doc) =>
    updateRecordAt(doc, 'settings', (settings) =>
      withDefault(withDefault(withDefault(settings, 'type', 'classic'), 'advancedEditor', []), 'classic', {
        layout: 'grid-2',
        showTitles: true,
        showDescriptions: true,
        showAnimationButton: true,
      }),
    ),
  ),
  step(
    3,
    'Classic view: `showTitles` splits into play and phase titles, `showDescriptions` likewise; `showVideos` added.',
    (doc) =>
      updateRecordAt(doc, 'settings', (settings) =>
        updateRecordAt(settings, 'classic', (classic) => {
          const { showTitles, showDescriptions, ...rest } = classic;
          const titles = showTitles ?? true;
          const descriptions = showDescriptions ?? true;
          let next = withDefault(rest, 'showPlayTitle', titles);
          next = withDefault(next, 'showPhaseTitles', titles);
          next = withDefault(next, 'showPlayDescription', descriptions);
          next = withDefault(next, 'showPhaseDescription', descriptions);
          return withDefault(next, 'showVideos', true);
        }),
      ),
  ),
];
