// The migration runner (spec §4 "Migrations"): version by version up to the latest, never
// touching its input, ending in a document the latest schema accepts or in a MigrationError.
import type { z } from 'zod';
import { cloneJson, isRecord, NotJsonError, type JsonRecord } from './json';
import { formatPath, MigrationError, type MigrationPath } from './migration-error';

/** One numbered upgrade: turns a document of version `from` into one of version `to = from + 1`. */
export interface MigrationStep {
  readonly from: number;
  readonly to: number;
  /** What changed in this version, in one line. */
  readonly description: string;
  /** Pure: answers a new document and leaves its argument as it was. */
  readonly up: (doc: JsonRecord) => JsonRecord;
}

/**
 * What a note says, as a code the app puts in the coach's language (the engine holds no texts):
 * numbersInRange and entriesDropped for any document, the others for a play's own limits.
 */
export type MigrationNoteCode =
  | 'movedToCourtEdge'
  | 'resizedToFit'
  | 'numbersInRange'
  | 'pausesAnglesSizesInRange'
  | 'textsShortened'
  | 'entriesDropped'
  | 'phasesDropped'
  | 'itemsDropped'
  | 'linksDropped'
  | 'cornersDropped'
  | 'videosDropped';

/** One kind of change a normalisation made, counted: a code and its values, never a sentence. */
export interface MigrationNote {
  /** moved: points brought inside the court; resized, adjusted: numbers brought within range; shortened: texts; dropped: list entries left out. */
  readonly kind: 'moved' | 'resized' | 'adjusted' | 'shortened' | 'dropped';
  readonly code: MigrationNoteCode;
  readonly count: number;
  /** The limit the note names (phasesDropped, itemsDropped, cornersDropped, videosDropped). */
  readonly max?: number;
}

/** A latest-version document brought inside its limits, and what that changed (nothing: no notes). */
export interface Normalised {
  readonly doc: JsonRecord;
  readonly notes: MigrationNote[];
}

/** A migrated document and the notes of its normalisation. */
export interface Migrated<T> {
  readonly data: T;
  readonly notes: MigrationNote[];
}

export interface MigrationPlan<T> {
  /** The version the app reads and writes. */
  readonly latest: number;
  /** Steps from version 1 up, in order, one per version below `latest`. */
  readonly steps: readonly MigrationStep[];
  /** The schema of the latest version. */
  readonly schema: z.ZodType<T>;
  /** Reads the version of a document; `undefined` (or null) means version 1. */
  readonly versionOf: (doc: JsonRecord) => unknown;
  /** Where the version lives, for error paths. */
  readonly versionPath: MigrationPath;
  /** The coach's name for the document: 'play', 'playbook', ... */
  readonly label: string;
  /**
   * Runs on every document after the steps and before validation, whatever its version: brings
   * values the schema's limits refuse back inside them (stored data older than the limits). Pure.
   */
  readonly normalise?: (doc: JsonRecord) => Normalised;
}

/** Reads a document's version: a whole number from 1 to `latest`; missing means 1. */
export function readVersion<T>(doc: JsonRecord, plan: MigrationPlan<T>): number {
  const version = plan.versionOf(doc);
  if (version === undefined || version === null) return 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new MigrationError(
      `This ${plan.label} has a damaged version number (${describeValue(version)}), so it cannot be opened. Open an earlier copy of it, or create it again.`,
      { code: 'bad-version', path: [...plan.versionPath], values: { found: describeValue(version) } },
    );
  }
  if (version > plan.latest) {
    throw new MigrationError(
      `This ${plan.label} was saved by a newer version of Courtside (format ${version}; this app reads up to ${plan.latest}). Reload the page to update the app, then open it again.`,
      { code: 'too-new', path: [...plan.versionPath], values: { version, latest: plan.latest } },
    );
  }
  return version;
}

/**
 * Upgrades `doc` to `plan.latest` and validates it. The input is deep-cloned first and never
 * changed. Throws MigrationError (and nothing else) when the document cannot be read.
 */
export function runMigrations<T>(doc: unknown, plan: MigrationPlan<T>): T {
  return migrateWithNotes(doc, plan).data;
}

/**
 * runMigrations, also answering the notes of the plan's normalisation: what it changed to bring
 * the document inside its limits (none for a document already inside).
 */
export function migrateWithNotes<T>(doc: unknown, plan: MigrationPlan<T>): Migrated<T> {
  let current: unknown;
  try {
    current = cloneJson(doc);
  } catch (error) {
    if (!(error instanceof NotJsonError)) throw error;
    throw new MigrationError(`This ${plan.label} is damaged (it refers to itself), so it cannot be opened.`, {
      code: 'not-an-object',
      cause: error,
    });
  }
  if (!isRecord(current)) {
    throw new MigrationError(`This ${plan.label} is empty or damaged (it is not a document), so it cannot be opened.`, {
      code: 'not-an-object',
    });
  }

  let document: JsonRecord = current;
  for (let version = readVersion(document, plan); version < plan.latest; version++) {
    const step = plan.steps.find((candidate) => candidate.from === version);
    if (step === undefined || step.to !== version + 1) {
      throw new Error(`No ${plan.label} migration step from version ${version} to ${version + 1}.`);
    }
    try {
      document = step.up(document);
    } catch (error) {
      throw new MigrationError(
        `This ${plan.label} could not be upgraded from format ${step.from} to ${step.to}. Open an earlier copy of it, or create it again.`,
        { code: 'step-failed', values: { from: step.from, to: step.to }, cause: error },
      );
    }
  }

  let notes: MigrationNote[] = [];
  if (plan.normalise) {
    try {
      ({ doc: document, notes } = plan.normalise(document));
    } catch (error) {
      throw new MigrationError(`This ${plan.label} could not be brought within Courtside's limits. Open an earlier copy of it, or create it again.`, {
        code: 'step-failed',
        cause: error,
      });
    }
  }

  const result = plan.schema.safeParse(document);
  if (result.success) return { data: result.data, notes };
  const issue = result.error.issues[0];
  const path: MigrationPath = (issue?.path ?? []).map((part) => (typeof part === 'number' ? part : String(part)));
  const where = path.length === 0 ? 'the document' : `the field ${formatPath(path)}`;
  const reason = issue === undefined ? 'is not valid' : `is not valid (${issue.message})`;
  throw new MigrationError(`This ${plan.label} could not be opened: ${where} ${reason}.`, {
    code: 'invalid',
    path,
    cause: result.error,
  });
}

function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.slice(0, 20));
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'an object' : typeof value;
}
