// One way to reach the database: embedded PGlite in a data directory by default, PostgreSQL when
// a URL is given. Both speak the same SQL and are used through the same Drizzle API.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
  /** PostgreSQL pool settings; tests make the pool small to crowd it. */
  pool?: { max?: number; maxPipeline?: number };
  /** PGlite only: start from this dump of a data directory instead of an empty cluster (tests clone a migrated one). */
  template?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.schema, options.pool) : openPglite(options.dataDir, options.template);
}

async function openPglite(dataDir: string, template: Blob | undefined): Promise<Database> {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = resolve(dataDir, 'pglite');
    await mkdir(location, { recursive: true });
  }
  // pg_trgm: the trigram index of media titles (migration 0013) answers substring search.
  const client = await PGlite.create(location, { extensions: { pg_trgm }, ...(template ? { loadDataDir: template } : {}) });
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

/** Connections to PostgreSQL kept open at once. */
export const POSTGRES_POOL_SIZE = 10;

async function openPostgres(url: string, searchPath?: string, pool: DatabaseOptions['pool'] = {}): Promise<Database> {
  const client = postgres(url, {
    max: pool.max ?? POSTGRES_POOL_SIZE,
    ...(pool.maxPipeline !== undefined ? { max_pipeline: pool.maxPipeline } : {}),
    onnotice: () => {},
    ...(searchPath ? { connection: { search_path: searchPath } } : {}),
  });
  // Drizzle's own db.transaction calls client.begin too: route it through the safe one.
  const begin = (work: (tx: postgres.Sql) => Promise<unknown>) => reservedTransaction(client, work);
  const db = drizzlePostgres({ client: Object.assign(preparing(client), { begin }), schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    transaction(work) {
      return reservedTransaction(client, (tx) =>
        work({
          // A reserved connection lacks the parser options Drizzle reads from a client: lend it the pool's.
          db: drizzlePostgres({ client: Object.assign(preparing(tx), { options: client.options }), schema }) as unknown as Db,
          exec: async (statements) => void (await tx.unsafe(statements).simple()),
        }),
      );
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}

/**
 * Drizzle asks postgres.js for unnamed statements (`prepare: false`) unless a query is given a name,
 * and postgres.js then sends each query with parameters twice: Parse and Describe to learn the
 * parameters' types, a round trip, then Bind and Execute. Prepared, a statement is described once
 * per connection and each later run is one write and one round trip: under load that halved the
 * server's socket writes to PostgreSQL. The statements are Drizzle's, a fixed set of shapes (a
 * list's `in (...)` varies only up to its named limit), so each connection's cache stays small.
 */
function preparing<T extends postgres.Sql>(client: T): T {
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((query: string, parameters?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
    unsafe(query, parameters, parameters && parameters.length > 0 ? { ...options, prepare: true } : options)) as T['unsafe'];
  return client;
}

/**
 * One transaction on a connection reserved for it before BEGIN is sent. postgres.js 3.4.9's
 * `sql.begin` may pipeline BEGIN behind other queries on a busy connection and, when that write
 * fills the socket's buffer or the pipeline, never reserve the connection: the transaction then
 * fails with UNSAFE_TRANSACTION, or shares its connection with unrelated queries (porsager/postgres
 * #823, #1189). `reserve()` hands out only an idle connection and keeps it out of the pool.
 */
async function reservedTransaction<T>(client: postgres.Sql, work: (tx: postgres.Sql) => Promise<T>): Promise<T> {
  const tx = await client.reserve();
  try {
    await tx.unsafe('begin');
    const result = await work(tx);
    await tx.unsafe('commit');
    return result;
  } catch (error) {
    await tx.unsafe('rollback').catch(() => {});
    throw error;
  } finally {
    tx.release();
  }
}
