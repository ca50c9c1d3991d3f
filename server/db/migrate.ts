// Numbered SQL migrations (./migrations/NNNN_name.sql), applied in order at start, each once, each
// in its own transaction together with its row in schema_migrations. Then the numbered data steps
// that SQL cannot do (the engine drawing thumbnails), handed in by the caller because they live in
// the layers above the database, each once, recorded in schema_data_steps the same way.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db, Transaction } from './client';

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
    if (id !== migrations.length + 1) throw new Error(`Migration ${file} is out of sequence: expected number ${migrations.length + 1}`);
    migrations.push({ id, name: file, sql: await readFile(join(dir, file), 'utf8') });
  }
  return migrations;
}

/** A change of stored data made by code, after every SQL migration; numbered 1, 2, ... like them. */
export interface DataStep {
  id: number;
  name: string;
  run(db: Db): Promise<unknown>;
}

/** Applies what is missing; answers the names applied now (SQL migrations, then data steps). */
export async function migrate(database: Database, steps: { migrations?: Migration[]; dataSteps?: readonly DataStep[] } = {}): Promise<string[]> {
  const all = steps.migrations ?? (await readMigrations());
  const dataSteps = steps.dataSteps ?? [];
  dataSteps.forEach((step, i) => {
    if (step.id !== i + 1) throw new Error(`Data step ${step.name} is out of sequence: expected number ${i + 1}`);
  });
  await database.transaction(async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    // Each applied migration and data step is recorded once, by number.
    for (const table of [sql`schema_migrations`, sql`schema_data_steps`]) {
      await tx.db.execute(sql`
        create table if not exists ${table} (
          id integer primary key,
          name text not null,
          applied_at timestamptz not null default now()
        )`);
    }
  });
  const applied: string[] = [];
  for (const migration of all) {
    const ran = await once(database, sql`schema_migrations`, migration, (tx) => tx.exec(migration.sql));
    if (ran) applied.push(migration.name);
  }
  for (const step of dataSteps) {
    const ran = await once(database, sql`schema_data_steps`, step, (tx) => step.run(tx.db));
    if (ran) applied.push(step.name);
  }
  return applied;
}

/** Runs `work` unless `table` records `step` done, and records it in the same transaction; answers whether it ran. */
async function once(
  database: Database,
  table: SQL,
  step: { id: number; name: string },
  work: (tx: Transaction) => Promise<unknown>,
): Promise<boolean> {
  return database.transaction(async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    const done = await tx.db.execute(sql`select 1 from ${table} where id = ${step.id}`);
    if (rowCount(done) > 0) return false;
    await work(tx);
    await tx.db.execute(sql`insert into ${table} (id, name) values (${step.id}, ${step.name})`);
    return true;
  });
}

function rowCount(result: unknown): number {
  // PGlite answers { rows }, postgres.js an array of rows.
  if (Array.isArray(result)) return result.length;
  return (result as { rows?: unknown[] }).rows?.length ?? 0;
}
