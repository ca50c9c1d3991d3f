// The data steps of server/db/migrate.ts: changes of stored data that need the engine, numbered
// like the SQL migrations and, like them, run once per database and recorded in schema_data_steps.
// Add a step at the end; never renumber or remove one a database may have recorded.
import type { DataStep } from '../db/migrate';
import { backfillThumbnails } from './thumbnails';

export const DATA_STEPS: readonly DataStep[] = [
  // Migration 0005 added the thumbnail column empty: draw it for the rows saved before.
  { id: 1, name: '0001_thumbnails_of_older_rows', run: backfillThumbnails },
];
