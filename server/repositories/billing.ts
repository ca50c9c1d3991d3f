// A coach's Paddle subscriptions and invoices as the webhooks stored them (issue 19), for what the
// app shows and asks of Paddle. Only the webhooks change them (server/billing/webhooks.ts).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { billingInvoices, billingSubscriptions, users } from '../db/schema';
import { PAYING_STATUSES } from '../billing/webhooks';

export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;

/** The coach's running subscription changed last, else the last of any. */
export async function currentSubscription(db: Db, userId: string): Promise<SubscriptionRow | null> {
  const running = sql<boolean>`${billingSubscriptions.status} in (${sql.join(PAYING_STATUSES.map((status) => sql`${status}`), sql`, `)})`;
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId)).orderBy(desc(running), desc(billingSubscriptions.lastEventAt)).limit(1);
  return row ?? null;
}

/** What Paddle last said of the coach's plan: its name and next bill date (kept on the account). */
export async function planSummaryOf(db: Db, userId: string): Promise<{ subscriptionName: string | null; nextBillDate: string | null } | undefined> {
  const [row] = await db.select({ subscriptionName: users.subscriptionName, nextBillDate: users.nextBillDate }).from(users).where(eq(users.id, userId));
  return row;
}

/** Whom an invoice is made out to. */
export async function customerOf(db: Db, userId: string): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}

/** The coach's invoices, last billed first. */
export async function listInvoices(db: Db, userId: string): Promise<InvoiceRow[]> {
  return db.select().from(billingInvoices).where(eq(billingInvoices.userId, userId)).orderBy(desc(billingInvoices.billedAt));
}

/** One of the coach's invoices; undefined when it is someone else's or unknown. */
export async function findInvoice(db: Db, userId: string, transactionId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(billingInvoices).where(and(eq(billingInvoices.transactionId, transactionId), eq(billingInvoices.userId, userId)));
  return row;
}
