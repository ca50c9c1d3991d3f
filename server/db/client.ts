// One way to reach the database: embedded PGlite in a data directory by default, PostgreSQL when
// a URL is given. Both speak the same SQL and are used through the same Drizzle API.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type DatabaseKind = 'pglite' | 'postgres';
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Runs `work` in one transaction; `exec` there runs a script of several statements (migrations). */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface Transaction {
  db: Db;
  exec(statements: string): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** PGlite directory; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** PostgreSQL schema to work in (tests give each run its own). */
  schema?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.schema) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = resolve(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  const client = await PGlite.create(location);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    transaction(work) {
      return client.transaction((tx) =>
        work({
          db: drizzlePglite({ client: tx as unknown as PGlite, schema }) as unknown as Db,
          exec: async (statements) => void (await tx.exec(statements)),
        }),
      );
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, searchPath?: string): Promise<Database> {
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    ...(searchPath ? { connection: { search_path: searchPath } } : {}),
  });
  const db = drizzlePostgres({ client, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async transaction(work) {
      const result = await client.begin((tx) =>
        work({
          // A transaction scope lacks the parser options Drizzle reads from a client: lend it the pool's.
          db: drizzlePostgres({ client: Object.assign(tx, { options: client.options }) as unknown as postgres.Sql, schema }) as unknown as Db,
          exec: async (statements) => void (await tx.unsafe(statements).simple()),
        }),
      );
      return result as Awaited<ReturnType<typeof work>>;
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}
