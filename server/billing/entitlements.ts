// What an account may do (issue 19), decided here and nowhere else. Billing off (the embedded
// default): everyone has full access. Billing on: a free account keeps up to FREE_PLAY_LIMIT plays
// and drills of its own making, and its prints carry a watermark; paying (spec §3: price > 1)
// unlocks everything.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { teamItems, users } from '../db/schema';
import { HttpError } from '../errors';

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

export async function entitlementsOf(db: Db, userId: string, billingOn: boolean): Promise<Entitlements> {
  const [user] = await db.select({ price: users.price }).from(users).where(eq(users.id, userId));
  const paying = user ? isPaying(user.price) : false;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teamItems)
    .where(and(eq(teamItems.createdBy, userId), inArray(teamItems.kind, ['play', 'drill'])));
  const playsUsed = row?.count ?? 0;
  if (!billingOn || paying) return { paying, playLimit: null, playsUsed, watermark: false };
  return { paying, playLimit: FREE_PLAY_LIMIT, playsUsed, watermark: true };
}

/** 402 { error, upgrade: true, play_limit } when a free account would go past its plays (the app says it in the coach's language). */
export async function assertCanCreatePlay(db: Db, userId: string, billingOn: boolean): Promise<void> {
  if (!billingOn) return;
  const entitlements = await entitlementsOf(db, userId, billingOn);
  if (entitlements.playLimit !== null && entitlements.playsUsed >= entitlements.playLimit) {
    throw new HttpError(402, `The free plan keeps up to ${entitlements.playLimit} plays and drills. Choose a plan to create more.`, { upgrade: true, play_limit: entitlements.playLimit });
  }
}
