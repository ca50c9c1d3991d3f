// The API under test, built on a real database: a fresh in-memory PGlite always, and PostgreSQL
// when TEST_DATABASE_URL is set, each run in a schema of its own that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database, type DatabaseKind } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The databases every API suite runs against. */
export const testDatabases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

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
export async function openScratchDatabase(postgresUrl: string | null, prefix: string): Promise<{ database: Database; drop(): Promise<void> }> {
  if (postgresUrl === null) {
    const database = await openDatabase({ dataDir: 'memory://' });
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

/** The server's settings as a test wants them: quiet, and whatever the test changes. */
export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({ LOG_LEVEL: 'silent', ...env });
}

export async function startTestServer(
  kind: DatabaseKind,
  options: { env?: Record<string, string> } & Omit<AppOptions, 'config' | 'database'> = {},
): Promise<TestServer> {
  const { database, drop } = await openTestDatabase(kind);
  await migrate(database);
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
