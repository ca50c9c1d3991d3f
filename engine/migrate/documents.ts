// One migrate function per persisted type (spec §4 "Migrations": play 11, playbook 4, rotation 2,
// print settings 2). Each takes what was stored, leaves it untouched, and answers the latest
// version or throws MigrationError.
import { PLAY_MIGRATION_STEPS, PLAY_VERSION_PATH, playDataSchema, playVersionOf, type PlayData } from '../model/play';
import { PLAY_VERSION } from '../model/play-constants';
import {
  PLAYBOOK_LIMITS,
  PLAYBOOK_MIGRATION_STEPS,
  PLAYBOOK_VERSION_PATH,
  playbookDataSchema,
  playbookVersionOf,
  type PlaybookData,
} from '../model/playbook';
import { PLAYBOOK_VERSION } from '../model/playbook-constants';
import {
  PRACTICE_PLAN_LIMITS,
  PRACTICE_PLAN_MIGRATION_STEPS,
  PRACTICE_PLAN_VERSION_PATH,
  practicePlanDataSchema,
  practicePlanVersionOf,
  type PracticePlanData,
} from '../model/practice-plan';
import { PRACTICE_PLAN_VERSION } from '../model/practice-plan-constants';
import {
  PRINT_SETTINGS_LIMITS,
  PRINT_SETTINGS_MIGRATION_STEPS,
  PRINT_SETTINGS_VERSION,
  PRINT_SETTINGS_VERSION_PATH,
  printSettingsSchema,
  printSettingsVersionOf,
  type PrintSettings,
} from '../model/print-settings';
import {
  ROTATION_MIGRATION_STEPS,
  rotationWithinLimits,
  ROTATION_VERSION_PATH,
  rotationDataSchema,
  rotationVersionOf,
  type RotationData,
} from '../model/rotation';
import { ROTATION_VERSION } from '../model/rotation-constants';
import { playWithinLimits } from './play-within-limits';
import { normaliserOf } from './within-limits';
import { migrateWithNotes, runMigrations, type Migrated, type MigrationPlan } from './run';

/**
 * A document type's plan, from the pieces its model module exports, in MigrationPlan's order:
 * the coach's name for it, the latest version, the steps up to it, its schema, where its version
 * is read and written, and how it is brought inside its limits.
 */
function migrationPlan<T>(
  label: string,
  latest: number,
  steps: MigrationPlan<T>['steps'],
  schema: MigrationPlan<T>['schema'],
  versionOf: MigrationPlan<T>['versionOf'],
  versionPath: MigrationPlan<T>['versionPath'],
  normalise: NonNullable<MigrationPlan<T>['normalise']>,
): MigrationPlan<T> {
  return { latest, steps, schema, versionOf, versionPath, label, normalise };
}

// One row per document type (label, latest, steps, schema, versionOf, versionPath, normalise).
export const PLAY_MIGRATIONS = migrationPlan<PlayData>('play', PLAY_VERSION, PLAY_MIGRATION_STEPS, playDataSchema, playVersionOf, PLAY_VERSION_PATH, playWithinLimits);
export const PLAYBOOK_MIGRATIONS = migrationPlan<PlaybookData>('playbook', PLAYBOOK_VERSION, PLAYBOOK_MIGRATION_STEPS, playbookDataSchema, playbookVersionOf, PLAYBOOK_VERSION_PATH, normaliserOf(PLAYBOOK_LIMITS));
export const ROTATION_MIGRATIONS = migrationPlan<RotationData>('rotation', ROTATION_VERSION, ROTATION_MIGRATION_STEPS, rotationDataSchema, rotationVersionOf, ROTATION_VERSION_PATH, rotationWithinLimits);
export const PRINT_SETTINGS_MIGRATIONS = migrationPlan<PrintSettings>('print settings document', PRINT_SETTINGS_VERSION, PRINT_SETTINGS_MIGRATION_STEPS, printSettingsSchema, printSettingsVersionOf, PRINT_SETTINGS_VERSION_PATH, normaliserOf(PRINT_SETTINGS_LIMITS));
export const PRACTICE_PLAN_MIGRATIONS = migrationPlan<PracticePlanData>('practice plan', PRACTICE_PLAN_VERSION, PRACTICE_PLAN_MIGRATION_STEPS, practicePlanDataSchema, practicePlanVersionOf, PRACTICE_PLAN_VERSION_PATH, normaliserOf(PRACTICE_PLAN_LIMITS));

/** A play's `data` ({ phases, settings }) of any version, as version 11, inside engine/limits.ts. */
export function migratePlay(data: unknown): PlayData {
  return runMigrations(data, PLAY_MIGRATIONS);
}

/**
 * migratePlay, with notes of what bringing the play inside engine/limits.ts changed (points moved
 * back to the court, texts shortened, items beyond a count left out): for the coach who opens it.
 */
export function migratePlayWithNotes(data: unknown): Migrated<PlayData> {
  return migrateWithNotes(data, PLAY_MIGRATIONS);
}

/** A playbook's `data` ({ chapters, settings }) of any version, as version 4. */
export function migratePlaybook(data: unknown): PlaybookData {
  return runMigrations(data, PLAYBOOK_MIGRATIONS);
}

/** A rotation's `data` of any version, as version 2. */
export function migrateRotation(data: unknown): RotationData {
  return runMigrations(data, ROTATION_MIGRATIONS);
}

/** Stored print settings of any version, as version 2. */
export function migratePrintSettings(settings: unknown): PrintSettings {
  return runMigrations(settings, PRINT_SETTINGS_MIGRATIONS);
}

/** A practice plan's `data` of any version, as version 1. */
export function migratePracticePlan(data: unknown): PracticePlanData {
  return runMigrations(data, PRACTICE_PLAN_MIGRATIONS);
}
