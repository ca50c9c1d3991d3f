import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { migrate, readMigrations } from '../../server/db/migrate';
import { DATA_STEPS } from '../../server/items/data-steps';
import { openTestDatabase, startTestServer, testConfig, testDatabases, type TestServer } from './harness';

describe.each(testDatabases)('on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('answers health after a real query', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/apiv2/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
  });

  it('says 503 when the database is gone', async () => {
    const { database, drop } = await openTestDatabase(kind);
    await migrate(database);
    const { buildApp } = await import('../../server/app');
    const app = await buildApp({ config: testConfig(), database });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/apiv2/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'error', database: kind });
    await app.close();
    await drop();
  });

  it('answers unknown API paths and malformed JSON with { error } and a 4xx', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/apiv2/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatch(/No API route/);
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/apiv2/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'The request body is not valid JSON.' });
  });

  it('applies each migration once, recorded in schema_migrations', async () => {
    const all = await readMigrations();
    expect(all.map((m) => m.id)).toEqual(all.map((_, i) => i + 1));
    expect(await migrate(server.database)).toEqual([]);
    const recorded = await server.database.db.execute<{ id: number }>(sql`select id from schema_migrations order by id`);
    const rows = Array.isArray(recorded) ? recorded : (recorded as unknown as { rows: { id: number }[] }).rows;
    expect(rows.map((r) => Number(r.id))).toEqual(all.map((m) => m.id));
  });

  it('runs each data step once, after the SQL migrations, recorded in schema_data_steps', async () => {
    const { database, drop } = await openTestDatabase(kind);
    const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
    const undrawn = async () => rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from library_items where thumbnail is null`))[0]!.n;
    let runs = 0;
    const counted = DATA_STEPS.map((step) => ({ ...step, run: async (db: Db) => {
        runs += 1;
        return step.run(db);
      } }));
    const applied = await migrate(database, { dataSteps: counted });
    expect(applied.slice(-DATA_STEPS.length)).toEqual(DATA_STEPS.map((step) => step.name));
    // The seeded library (migration 0004) predates the thumbnail column: step 1 drew every one.
    expect(rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from library_items`))[0]!.n).toBeGreaterThan(0);
    expect(await undrawn()).toBe(0);
    await database.db.execute(sql`update library_items set thumbnail = null`);
    expect(await migrate(database, { dataSteps: counted })).toEqual([]);
    expect(runs).toBe(DATA_STEPS.length);
    expect(await undrawn()).toBeGreaterThan(0); // not drawn again at this start
    const recorded = rowsOf<{ id: number }>(await database.db.execute(sql`select id from schema_data_steps order by id`));
    expect(recorded.map((r) => Number(r.id))).toEqual(DATA_STEPS.map((step) => step.id));
    await drop();
  });

  it('rolls back a migration that fails, leaving no half-applied change', async () => {
    const { database, drop } = await openTestDatabase(kind);
    const good = { id: 1, name: '0001_good.sql', sql: 'create table good_one (id int);' };
    const bad = { id: 2, name: '0002_bad.sql', sql: 'create table half_done (id int); select * from no_such_table;' };
    await expect(migrate(database, { migrations: [good, bad] })).rejects.toThrow(/no_such_table/);
    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_name in ('good_one', 'half_done') and table_schema = current_schema()`,
    );
    const rows = Array.isArray(tables) ? tables : (tables as unknown as { rows: { table_name: string }[] }).rows;
    expect(rows.map((r) => r.table_name)).toEqual(['good_one']);
    await drop();
  });
});
