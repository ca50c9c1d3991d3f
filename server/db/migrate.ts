// Numbered SQL migrations (./migrations/NNNN_name.sql), applied in order at start, each once, each
// in its own transaction together with its row in schema_migrations.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { backfillThumbnails } from '../items/thumbnails';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.sql$/;
/** Several API instances may start at once against one PostgreSQL: one migrates, the others wait. */
const MIGRATION_LOCK_ID = 7_204_118;

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file ${file} must be named NNNN_lowercase_name.sql`);
    const id = Number(match[1]);
    // Numbers go up; a gap is allowed, since work on branches takes numbers before it is merged.
    const previous = migrations.at(-1)?.id ?? 0;
    if (id <= previous) throw new Error(`Migration ${file} is out of sequence: expected a number above ${previous}`);
    migrations.push({ id, name: file, sql: await readFile(join(dir, file), 'utf8') });
  }
  return migrations;
}

/** Applies what is missing; answers the names applied now. */
export async function migrate(database: Database, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  await database.transaction(async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.db.execute(sql`
      create table if not exists schema_migrations (
        id integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`);
  });
  const applied: string[] = [];
  for (const migration of all) {
    let ran = false;
    await database.transaction(async (tx) => {
      await tx.db.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
      const done = await tx.db.execute(sql`select 1 from schema_migrations where id = ${migration.id}`);
      if (rowCount(done) > 0) return;
      await tx.exec(migration.sql);
      await tx.db.execute(sql`insert into schema_migrations (id, name) values (${migration.id}, ${migration.name})`);
      ran = true;
    });
    if (ran) applied.push(migration.name);
  }
  // Data steps SQL cannot do: thumbnails drawn by the engine for rows older than migration 0005.
  if (all.some((migration) => migration.name === '0005_thumbnails.sql')) await backfillThumbnails(database);
  return applied;
}

function rowCount(result: unknown): number {
  // PGlite answers { rows }, postgres.js an array of rows.
  if (Array.isArray(result)) return result.length;
  return (result as { rows?: unknown[] }).rows?.length ?? 0;
}
