// Attempt limits shared by every API instance (sign-in, sign-up, the current-password check): one
// row per key counts attempts until its window resets. An attempt is reserved before the password
// is checked, by one upsert whose answer decides: PostgreSQL serializes upserts of one key on its
// row lock (PGlite runs one statement at a time), so N concurrent attempts see the counts 1..N and
// only those within the limit go on. A refused attempt gives its reservation back, so hammering a
// closed door does not use up the other budgets it shares.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInLimits } from '../db/schema';

export interface Limit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export interface Bucket {
  key: string;
  limit: Limit;
}

interface Reserved {
  key: string;
  attempts: number;
  resetsAt: Date;
}

export type Reservation =
  | { ok: true; reserved: Reserved[] }
  | { ok: false; /** Whole seconds until the first refusing window resets. */ retryAfterSeconds: number };

/** Counts one attempt in every bucket; answers whether all of them were still within their limit. */
export async function reserveAttempt(db: Db, buckets: Bucket[]): Promise<Reservation> {
  if (buckets.length === 0) return { ok: true, reserved: [] };
  // One order for every caller: concurrent multi-row upserts then lock rows in the same order.
  const sorted = [...buckets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const byKey = new Map(sorted.map((bucket) => [bucket.key, bucket.limit]));
  const expired = sql`${signInLimits.resetsAt} <= now()`;
  const reserved = await db
    .insert(signInLimits)
    .values(
      sorted.map((bucket) => ({
        key: bucket.key,
        attempts: 1,
        // Whole milliseconds, so the value read back into a Date matches the row exactly (release()).
        resetsAt: sql`date_trunc('milliseconds', now() + make_interval(secs => ${bucket.limit.windowMs / 1000}))` as unknown as Date,
      })),
    )
    .onConflictDoUpdate({
      target: signInLimits.key,
      set: {
        attempts: sql`case when ${expired} then 1 else ${signInLimits.attempts} + 1 end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${signInLimits.resetsAt} end`,
      },
    })
    .returning();
  const over = reserved.filter((row) => row.attempts > byKey.get(row.key)!.max);
  if (over.length === 0) return { ok: true, reserved };
  await release(db, reserved);
  const latest = Math.max(...over.map((row) => row.resetsAt.getTime()));
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((latest - Date.now()) / 1000)) };
}

/** Gives reserved attempts back (refused, or not to be counted, like a successful sign-in). */
export async function release(db: Db, reserved: Reserved[]): Promise<void> {
  // One row per statement: nothing waits on one row while holding another.
  for (const row of reserved) {
    await db
      .update(signInLimits)
      .set({ attempts: sql`greatest(${signInLimits.attempts} - 1, 0)` })
      // Only in the window it was counted in.
      .where(and(eq(signInLimits.key, row.key), eq(signInLimits.resetsAt, row.resetsAt)));
  }
}

/** Forgets a key's attempts (a successful sign-in forgives the failures of its own pair). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(signInLimits).where(eq(signInLimits.key, key));
}

/** Drops the rows whose window has reset: they count nothing any more. */
export async function purgeResetLimits(db: Db): Promise<number> {
  const gone = await db.delete(signInLimits).where(lte(signInLimits.resetsAt, sql`now()`)).returning({ key: signInLimits.key });
  return gone.length;
}
