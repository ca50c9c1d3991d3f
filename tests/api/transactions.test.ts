// Transactions on PostgreSQL hold under a crowded pool: postgres.js 3.4.9 could send BEGIN on a
// connection it had not reserved and answer UNSAFE_TRANSACTION (issue 21, point 7).
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('transactions on PostgreSQL', () => {
  const schema = `courtside_tx_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url!, { max: 1, onnotice: () => {} });
  let database: Database;

  beforeAll(async () => {
    await admin.unsafe(`create schema ${schema}`);
    // A small pool, and no pipelining: postgres.js then skips its reservation of every BEGIN that
    // sql.begin sends, the path a full socket buffer or a full pipeline takes under load.
    database = await openDatabase({ databaseUrl: url, dataDir: '', schema, pool: { max: 3, maxPipeline: 0 } });
    await database.db.execute(sql`create table counters (id int primary key, n int not null)`);
    await database.db.execute(sql`insert into counters values (1, 0)`);
  });
  afterAll(async () => {
    await database.close();
    await admin.unsafe(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('runs every transaction on a connection of its own while plain queries crowd the pool', async () => {
    let committed = 0;
    for (let round = 0; round < 10; round++) {
      const busy = Array.from({ length: 3 }, () => database.db.execute(sql`select pg_sleep(0.05)`));
      const plain = Array.from({ length: 6 }, () => database.db.execute(sql`select 1`));
      const transactions = Array.from({ length: 5 }, () =>
        database.transaction(async (tx) => {
          await tx.db.execute(sql`update counters set n = n + 1 where id = 1`);
          // Inside the transaction, the connection is in one: nothing else ran on it in between.
          const [state] = (await tx.db.execute(sql`select now() = statement_timestamp() as outside`)) as unknown as { outside: boolean }[];
          expect(state?.outside).toBe(false);
          committed++;
        }),
      );
      // Drizzle's own transaction API goes the same way.
      const drizzleTransaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`update counters set n = n + 1 where id = 1`);
        committed++;
      });
      const results = await Promise.allSettled([...busy, ...plain, ...transactions, drizzleTransaction]);
      const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => String(r.reason));
      expect(failures).toEqual([]);
    }
    const [row] = (await database.db.execute(sql`select n from counters where id = 1`)) as unknown as { n: number }[];
    expect(row?.n).toBe(committed);
    expect(committed).toBe(60);
  });

  it('rolls back a transaction that fails and keeps the pool usable', async () => {
    await expect(
      database.transaction(async (tx) => {
        await tx.db.execute(sql`update counters set n = -1000 where id = 1`);
        throw new Error('the save was refused');
      }),
    ).rejects.toThrow('the save was refused');
    const [row] = (await database.db.execute(sql`select n from counters where id = 1`)) as unknown as { n: number }[];
    expect(row?.n).toBeGreaterThanOrEqual(0);
    const rounds = await Promise.all(Array.from({ length: 12 }, () => database.db.execute(sql`select 1 as one`)));
    expect(rounds).toHaveLength(12);
  });
});
