import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate, readMigrations } from '../../server/db/migrate';
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
    // Numbered upwards from 1, each number once (a gap is allowed: branches take numbers before they merge).
    expect(all[0]?.id).toBe(1);
    expect(all.every((m, i) => i === 0 || m.id > all[i - 1]!.id)).toBe(true);
    expect(await migrate(server.database)).toEqual([]);
    const recorded = await server.database.db.execute<{ id: number }>(sql`select id from schema_migrations order by id`);
    const rows = Array.isArray(recorded) ? recorded : (recorded as unknown as { rows: { id: number }[] }).rows;
    expect(rows.map((r) => Number(r.id))).toEqual(all.map((m) => m.id));
  });

  it('rolls back a migration that fails, leaving no half-applied change', async () => {
    const { database, drop } = await openTestDatabase(kind);
    const good = { id: 1, name: '0001_good.sql', sql: 'create table good_one (id int);' };
    const bad = { id: 2, name: '0002_bad.sql', sql: 'create table half_done (id int); select * from no_such_table;' };
    await expect(migrate(database, [good, bad])).rejects.toThrow(/no_such_table/);
    const tables = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_name in ('good_one', 'half_done') and table_schema = current_schema()`,
    );
    const rows = Array.isArray(tables) ? tables : (tables as unknown as { rows: { table_name: string }[] }).rows;
    expect(rows.map((r) => r.table_name)).toEqual(['good_one']);
    await drop();
  });
});
