// A helper for the migration tests: the MigrationError a call throws, to look at its code, path and
// message.
import { MigrationError } from './migration-error';

/** The MigrationError `run` throws; any other error is rethrown, and a run that throws none fails. */
export function catchMigrationError(run: () => unknown): MigrationError {
  try {
    run();
  } catch (error) {
    if (error instanceof MigrationError) return error;
    throw error;
  }
  throw new Error('expected a MigrationError');
}
