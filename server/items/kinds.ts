// The four things a team keeps (plays and drills, playbooks, rotations, practice plans), described
// once each: their API names, their id field, and how the engine reads their `data`. Everything
// else (team scoping, versions, idempotent creates, lists) is the same for all and lives in one
// repository and one route factory.
import { z } from 'zod';
import type { ShareKind } from '../../engine/api/records';
import { documentedAs } from '../http/responses';
import { playDataSchema, playbookDataSchema, practicePlanDataSchema, rotationDataSchema } from '../../engine/index';
import { formatPath, migratePlay, migratePlaybook, migratePracticePlan, migrateRotation, MigrationError, createNewPlayData, createEmptyPlaybookData, createEmptyPracticePlanData, createEmptyRotationData, type PlayData } from '../../engine/index';
import type { Db } from '../db/client';
import type { TeamItemKind } from '../db/schema';
import { HttpError } from '../errors';
import { issueText } from '../texts/issues';
import { said, type Said } from '../texts/texts';
import type { en } from '../texts/en';
import { thumbnailOfChecked } from './thumbnails';

export interface ItemKind {
  /** The API's word in paths: POST /apiv2/{path}, GET /apiv2/{path}/{id}; share links name the kind by it. */
  path: ShareKind;
  /** The list's path: GET /apiv2/{listPath}. */
  listPath: 'plays' | 'playbooks' | 'rotations' | 'practice-plans';
  /** The record's id at the top level (DESIGN.md §3). */
  idField: 'play_id' | 'playbook_id' | 'rotation_id' | 'practice_plan_id';
  /** The coach's word, for the API document and untitled records. */
  label: string;
  /** Its sentences in server/texts (`items.<texts>.notFound`, ...), each language's words agreeing with the noun. */
  texts: keyof typeof en.items;
  /** The OpenAPI tag. */
  tag: string;
  /**
   * The stored kinds this API kind covers. More than one (plays and drills) means the API has a
   * `type` field choosing between them, the first being the default.
   */
  storedKinds: readonly [TeamItemKind, ...TeamItemKind[]];
  /** Reads data of any version as the latest, or throws MigrationError (engine/migrate). */
  migrate: (data: unknown) => unknown;
  /** The latest data's shape (the engine's schema), for the API's description of records. */
  dataSchema: z.ZodType;
  /** What a create without data starts from. */
  emptyData: () => unknown;
  /** Kinds whose data carries its own title (rotations, practice plans) keep it equal to the record's. */
  titleInData: boolean;
  /** Lists carry the data too where it is small (rotations, practice plans); plays and playbooks leave it out. */
  listWithData: boolean;
  /** Kinds drawn on a court (plays, drills): the stored thumbnail of data `migrate` answered, sent in every record. */
  thumbnail?: (data: unknown) => string;
  /** Kinds whose data may flag a template (practice plans): the list takes `template=true|false`. */
  templates?: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);

export const PLAYS: ItemKind = {
  path: 'play',
  listPath: 'plays',
  idField: 'play_id',
  label: 'play',
  texts: 'play',
  tag: 'Plays and drills',
  storedKinds: ['play', 'drill'],
  migrate: migratePlay,
  dataSchema: documentedAs('PlayData', playDataSchema),
  emptyData: () => createNewPlayData('half'),
  titleInData: false,
  listWithData: false,
  thumbnail: (data) => thumbnailOfChecked(data as PlayData),
};

export const PLAYBOOKS: ItemKind = {
  path: 'playbook',
  listPath: 'playbooks',
  idField: 'playbook_id',
  label: 'playbook',
  texts: 'playbook',
  tag: 'Playbooks',
  storedKinds: ['playbook'],
  migrate: migratePlaybook,
  dataSchema: documentedAs('PlaybookData', playbookDataSchema),
  emptyData: createEmptyPlaybookData,
  titleInData: false,
  listWithData: false,
};

export const ROTATIONS: ItemKind = {
  path: 'rotation',
  listPath: 'rotations',
  idField: 'rotation_id',
  label: 'rotation',
  texts: 'rotation',
  tag: 'Rotations',
  storedKinds: ['rotation'],
  migrate: migrateRotation,
  dataSchema: documentedAs('RotationData', rotationDataSchema),
  emptyData: () => createEmptyRotationData(),
  titleInData: true,
  listWithData: true,
};

export const PRACTICE_PLANS: ItemKind = {
  path: 'practice-plan',
  listPath: 'practice-plans',
  idField: 'practice_plan_id',
  label: 'practice plan',
  texts: 'practicePlan',
  tag: 'Practice plans',
  storedKinds: ['practice_plan'],
  migrate: migratePracticePlan,
  dataSchema: documentedAs('PracticePlanData', practicePlanDataSchema),
  emptyData: () => createEmptyPracticePlanData(today()),
  titleInData: true,
  listWithData: true,
  templates: true,
};

export const ITEM_KINDS = [PLAYS, PLAYBOOKS, ROTATIONS, PRACTICE_PLANS] as const;

/** The API kind a stored kind belongs to. */
export function itemKindOf(stored: TeamItemKind): ItemKind {
  return ITEM_KINDS.find((kind) => kind.storedKinds.includes(stored))!;
}

export function itemKindByPath(path: string): ItemKind | undefined {
  return ITEM_KINDS.find((kind) => kind.path === path);
}

/**
 * The engine's reading of incoming data: the latest version, or 422 with the engine's sentence
 * and where the first bad field is (`path`, from the request body). Data beyond engine/limits.ts
 * (a point far off the court, a text too long, more items than a phase keeps) is not refused: it
 * is stored brought inside the limits, as the record answered shows, the same way for a save, a
 * duplicate, an offline save replayed late and a row read back (issue 21).
 */
export function acceptData(kind: ItemKind, data: unknown): unknown {
  try {
    return kind.migrate(data);
  } catch (error) {
    if (error instanceof MigrationError) throw new HttpError(422, migrationText(kind, error), { path: ['data', ...error.path] });
    throw error;
  }
}

/** The engine's MigrationError in the coach's words (its own sentence is English): by its code and values. */
function migrationText(kind: ItemKind, error: MigrationError): Said {
  const texts = `items.${kind.texts}` as const;
  const { found, version, latest, from, to } = error.values;
  switch (error.code) {
    case 'not-an-object':
      return said(`${texts}.notADocument`);
    case 'bad-version':
      return said(`${texts}.badVersion`, { found: found ?? '' });
    case 'too-new':
      return said(`${texts}.tooNew`, { version: version ?? 0, latest: latest ?? 0 });
    case 'step-failed':
      return from === undefined || to === undefined ? said(`${texts}.notWithinLimits`) : said(`${texts}.notUpgraded`, { from, to });
    case 'invalid': {
      const issue = error.cause instanceof z.ZodError ? error.cause.issues[0] : undefined;
      const reason = issue ? issueText(issue) : said('issue.custom');
      return error.path.length === 0 ? said(`${texts}.invalidDocument`, { reason }) : said(`${texts}.invalidField`, { field: formatPath(error.path), reason });
    }
  }
}

/**
 * Stored data on its way out, upgraded to the latest version. Stored data was checked on its way
 * in, so a failure here means a damaged row: it is answered as stored, with the reason beside it,
 * rather than hiding the whole record.
 */
export function readData(kind: ItemKind, data: unknown): { data: unknown; data_error?: string } {
  try {
    return { data: kind.migrate(data) };
  } catch (error) {
    if (error instanceof MigrationError) return { data, data_error: error.message };
    throw error;
  }
}

/** The title kept inside rotation and practice-plan data, when there is one. */
export function titleFromData(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const title = (data as { title?: unknown }).title;
  return typeof title === 'string' && title.trim() !== '' ? title.trim() : undefined;
}

/** The same data with its title replaced (rotations, practice plans). */
export function withTitle(data: unknown, title: string): unknown {
  return { ...(data as Record<string, unknown>), title };
}

/** What a kind adds to the shared create, update, list and delete (playbooks, plays). */
export interface ItemBehaviour {
  /** Checks of incoming data that need the database; throws 422. */
  checkData?: (db: Db, teamId: string, data: unknown) => Promise<void>;
  /** Runs in the transaction that saved new data. */
  afterSave?: (db: Db, itemId: string, data: unknown) => Promise<void>;
  /** Fields added to records, by item id (playbooks: `stats`). */
  extras?: (db: Db, itemIds: readonly string[]) => Promise<Map<string, Record<string, unknown>>>;
  /** The shapes of the fields `extras` adds, for the API's description of records. */
  extraFields?: z.ZodRawShape;
  /** Runs in the transaction that deletes the items, before it does (plays: the in-use rule). */
  beforeDelete?: (db: Db, itemIds: readonly string[], options: { force: boolean }) => Promise<void>;
}

/** A coach's sentence for an item that is not there, or not theirs to see. */
export const notFoundText = (kind: ItemKind) => `items.${kind.texts}.notFound` as const;
