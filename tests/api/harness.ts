// The API under test, built on a real database: a fresh in-memory PGlite always, and PostgreSQL
// when TEST_DATABASE_URL is set, each run in a schema of its own that is dropped afterwards.
import { PASSWORD_HASH_COST } from '../../server/auth/passwords';
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database, type DatabaseKind } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { DATA_STEPS } from '../../server/items/data-steps';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The databases every API suite runs against. */
export const testDatabases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Dumps of a PGlite data directory made once per run (tests/api/global-setup.ts): an empty cluster,
 * and one migrated. A PGlite loaded from one skips initdb (seconds on a busy 2-core machine) and the
 * migrations. Without them (a bench, a file run outside vitest) each database starts from scratch.
 */
export const PGLITE_TEMPLATE_ENV = { empty: 'COURTSIDE_TEST_PGLITE_EMPTY', migrated: 'COURTSIDE_TEST_PGLITE_MIGRATED' } as const;
type TemplateKind = keyof typeof PGLITE_TEMPLATE_ENV;

const templates = new Map<TemplateKind, Promise<Blob | undefined>>();
function pgliteTemplate(kind: TemplateKind): Promise<Blob | undefined> {
  let template = templates.get(kind);
  if (!template) {
    const path = process.env[PGLITE_TEMPLATE_ENV[kind]];
    template = path ? readFile(path).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
    templates.set(kind, template);
  }
  return template;
}

/** Writes both dumps under `prefix` and points this process's environment (and its workers') at them. */
export async function makePgliteTemplates(prefix: string): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = async (kind: TemplateKind) => {
    const path = `${prefix}-${kind}.tar`;
    await writeFile(path, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV[kind]] = path;
  };
  await dump('empty');
  await migrate(database, { dataSteps: DATA_STEPS });
  await dump('migrated');
  await database.close();
}

export async function openTestDatabase(kind: DatabaseKind): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') return openScratchDatabase(null, 'courtside_test');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return openScratchDatabase(url, 'courtside_test');
}

/**
 * A fresh database that `drop` closes and throws away (the API tests' and the API benchmark's): an
 * in-memory PGlite when `postgresUrl` is null, else a new schema `<prefix>_<random>` in that
 * PostgreSQL, dropped with it.
 */
export async function openScratchDatabase(
  postgresUrl: string | null,
  prefix: string,
  options: { migrated?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (postgresUrl === null) {
    const template = await pgliteTemplate(options.migrated ? 'migrated' : 'empty');
    const database = await openDatabase({ dataDir: 'memory://', ...(template ? { template } : {}) });
    return { database, drop: async () => database.close() };
  }
  const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema ${schema}`);
  const database = await openDatabase({ databaseUrl: postgresUrl, dataDir: '', schema });
  return {
    database,
    async drop() {
      await database.close();
      await admin.unsafe(`drop schema if exists ${schema} cascade`);
      await admin.end();
    },
  };
}

/** The server's settings as a test wants them: quiet, passwords hashed at scrypt's least cost (real
 * scrypt, a 32nd of the work: the suite signs up hundreds of accounts), and whatever the test changes. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({ LOG_LEVEL: 'silent', PASSWORD_HASH_COST: String(PASSWORD_HASH_COST.min), ...env });
}

export async function startTestServer(
  kind: DatabaseKind,
  options: { env?: Record<string, string> } & Omit<AppOptions, 'config' | 'database'> = {},
): Promise<TestServer> {
  // PGlite starts from the migrated dump where there is one; migrate then finds nothing to do.
  const { database, drop } = kind === 'pglite' ? await openScratchDatabase(null, 'courtside_test', { migrated: true }) : await openTestDatabase(kind);
  await migrate(database, { dataSteps: DATA_STEPS });
  const { env, ...rest } = options;
  const app = await buildApp({ config: testConfig(env), database, ...rest });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close(); // closes the database too
      await drop();
    },
  };
}
