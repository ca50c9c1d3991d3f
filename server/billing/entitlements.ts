// What an account may do (issue 19), decided here and nowhere else. Billing off (the embedded
// default): everyone has full access. Billing on: a free account keeps up to FREE_PLAY_LIMIT plays
// and drills of its own making, and its prints carry a watermark; paying (spec §3: price > 1)
// unlocks everything.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { teamItems, users, type TeamItemKind } from '../db/schema';
import { HttpError } from '../errors';
import { said } from '../texts/texts';

/** Plays and drills a free account may create (its own, across its teams) while billing is on. */
export const FREE_PLAY_LIMIT = 10;
/** Spec §3: an account pays when its price is above this. */
export const PAYING_PRICE_ABOVE = 1;

export interface Entitlements {
  paying: boolean;
  /** null: no limit. */
  playLimit: number | null;
  playsUsed: number;
  /** Prints carry the free plan's line (the app's text `print.freePlanLine`, in the coach's language). */
  watermark: boolean;
}

export function isPaying(price: string | number): boolean {
  return Number(price) > PAYING_PRICE_ABOVE;
}

async function playsUsedBy(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teamItems)
    .where(and(eq(teamItems.createdBy, userId), inArray(teamItems.kind, [...LIMITED_KINDS])));
  return row?.count ?? 0;
}

export async function entitlementsOf(db: Db, userId: string, billingOn: boolean): Promise<Entitlements> {
  const [user] = await db.select({ price: users.price }).from(users).where(eq(users.id, userId));
  const paying = user ? isPaying(user.price) : false;
  const playsUsed = await playsUsedBy(db, userId);
  if (!billingOn || paying) return { paying, playLimit: null, playsUsed, watermark: false };
  return { paying, playLimit: FREE_PLAY_LIMIT, playsUsed, watermark: true };
}

/** The kinds the free plan counts and limits. */
export const LIMITED_KINDS = ['play', 'drill'] as const satisfies readonly TeamItemKind[];

/**
 * The free plan's limit as one app applies it, made once from whether billing is on (server/app.ts)
 * and required by the one function that inserts team items (repositories/team-items.ts `insertItem`),
 * so that no way of making a play or drill (create, duplicate, copy, library copy, replayed offline
 * create, or one added later) can leave the check out.
 */
export class PlayAllowance {
  constructor(readonly billingOn: boolean) {}

  /**
   * 402 { error, upgrade: true, play_limit } when a free account would go past its plays (the app says
   * it in the coach's language). Call in the transaction that inserts: the person's row is locked
   * until it ends, so two creates at one below the limit are counted one after the other.
   */
  async assertCanCreate(db: Db, userId: string): Promise<void> {
    if (!this.billingOn) return;
    const [user] = await db.select({ price: users.price }).from(users).where(eq(users.id, userId)).for('no key update');
    if (user && isPaying(user.price)) return;
    const used = await playsUsedBy(db, userId);
    if (used >= FREE_PLAY_LIMIT) {
      throw new HttpError(402, said('plays.freePlanLimit', { count: FREE_PLAY_LIMIT }), { upgrade: true, play_limit: FREE_PLAY_LIMIT });
    }
  }
}
