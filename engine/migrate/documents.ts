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

export const PLAY_MIGRATIONS: MigrationPlan<PlayData> = {
  latest: PLAY_VERSION,
  steps: PLAY_MIGRATION_STEPS,
  schema: playDataSchema,
  versionOf: playVersionOf,
  versionPath: PLAY_VERSION_PATH,
  label: 'play',
  normalise: playWithinLimits,
};

export const PLAYBOOK_MIGRATIONS: MigrationPlan<PlaybookData> = {
  latest: PLAYBOOK_VERSION,
  steps: PLAYBOOK_MIGRATION_STEPS,
  schema: playbookDataSchema,
  versionOf: playbookVersionOf,
  versionPath: PLAYBOOK_VERSION_PATH,
  label: 'playbook',
  normalise: normaliserOf(PLAYBOOK_LIMITS),
};

export const ROTATION_MIGRATIONS: MigrationPlan<RotationData> = {
  latest: ROTATION_VERSION,
  steps: ROTATION_MIGRATION_STEPS,
  schema: rotationDataSchema,
  versionOf: rotationVersionOf,
  versionPath: ROTATION_VERSION_PATH,
  label: 'rotation',
  normalise: rotationWithinLimits,
};

export const PRINT_SETTINGS_MIGRATIONS: MigrationPlan<PrintSettings> = {
  latest: PRINT_SETTINGS_VERSION,
  steps: PRINT_SETTINGS_MIGRATION_STEPS,
  schema: printSettingsSchema,
  versionOf: printSettingsVersionOf,
  versionPath: PRINT_SETTINGS_VERSION_PATH,
  label: 'print settings document',
  normalise: normaliserOf(PRINT_SETTINGS_LIMITS),
};

export const PRACTICE_PLAN_MIGRATIONS: MigrationPlan<PracticePlanData> = {
  latest: PRACTICE_PLAN_VERSION,
  steps: PRACTICE_PLAN_MIGRATION_STEPS,
  schema: practicePlanDataSchema,
  versionOf: practicePlanVersionOf,
  versionPath: PRACTICE_PLAN_VERSION_PATH,
  label: 'practice plan',
  normalise: normaliserOf(PRACTICE_PLAN_LIMITS),
};

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
