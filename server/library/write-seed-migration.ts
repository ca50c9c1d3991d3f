// Writes migration 0004 (the library's first plays) from ./seed-plays.ts:
//   npx tsx server/library/write-seed-migration.ts
// A migration never changes once shipped: run this only while 0004 is unreleased; later changes
// to the library go into a new migration.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SEED_PLAYS } from './seed-plays';

export const SEED_MIGRATION_PATH = fileURLToPath(new URL('../db/migrations/0004_library_seed.sql', import.meta.url));

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

export function seedMigrationSql(): string {
  const rows = SEED_PLAYS.map((play) => `  (${quote(play.type)}, ${quote(play.title)}, ${quote(JSON.stringify(play.data))}::jsonb)`);
  return [
    '-- The public library starts with a handful of real sets (and a drill), each a valid version-11 play',
    '-- whose phases step without errors. Written by server/library/write-seed-migration.ts from',
    '-- server/library/seed-plays.ts; do not edit by hand.',
    'insert into library_items (kind, title, data) values',
    `${rows.join(',\n')};`,
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(SEED_MIGRATION_PATH, seedMigrationSql());
  console.log(`wrote ${SEED_MIGRATION_PATH} (${SEED_PLAYS.length} plays)`);
}
