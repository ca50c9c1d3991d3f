// Paddle Billing notifications (issue 19), applied once each by event id, in one transaction with
// the row that records them: subscriptions update the coach's spec §3 fields, transactions store
// invoices. An event older than the last applied to its subscription (Paddle does not promise order)
// is recorded and otherwise ignored, so a late "active" never undoes a "canceled".
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Db } from '../db/client';
import { billingEvents, billingInvoices, billingSubscriptions, users } from '../db/schema';
import type { Billing } from './paddle';

/** Statuses in which the coach has paid for the current period. */
const PAYING_STATUSES = new Set(['active', 'trialing', 'past_due']);

const customData = z.looseObject({ user_id: z.string().optional() }).nullish();
const money = z.string().regex(/^-?\d+$/);

const subscriptionData = z.looseObject({
  id: z.string().min(1),
  status: z.string().min(1),
  customer_id: z.string().min(1),
  next_billed_at: z.string().nullish(),
  scheduled_change: z.looseObject({ action: z.string(), effective_at: z.string() }).nullish(),
  custom_data: customData,
  items: z
    .array(
      z.looseObject({
        quantity: z.number().optional(),
        price: z.looseObject({
          id: z.string(),
          name: z.string().nullish(),
          description: z.string().nullish(),
          unit_price: z.looseObject({ amount: money, currency_code: z.string() }).optional(),
        }),
      }),
    )
    .default([]),
});

const transactionData = z.looseObject({
  id: z.string().min(1),
  status: z.string().min(1),
  customer_id: z.string().nullish(),
  subscription_id: z.string().nullish(),
  invoice_number: z.string().nullish(),
  currency_code: z.string().default('USD'),
  billed_at: z.string().nullish(),
  custom_data: customData,
  details: z
    .looseObject({
      totals: z.looseObject({ total: money, tax: money.optional() }).optional(),
      line_items: z
        .array(z.looseObject({ quantity: z.number().default(1), totals: z.looseObject({ total: money }).optional(), product: z.looseObject({ name: z.string() }).nullish(), price_id: z.string().nullish() }))
        .default([]),
    })
    .nullish(),
});

/** The envelope of every notification. */
export const eventSchema = z.looseObject({
  event_id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(100),
  occurred_at: z.iso.datetime({ offset: true }),
  data: z.unknown(),
});
export type PaddleEvent = z.infer<typeof eventSchema>;

export type ApplyResult = 'applied' | 'duplicate' | 'stale' | 'ignored' | 'unknown-user';

async function userIdFor(db: Db, billing: Billing, data: { customer_id?: string | null | undefined; custom_data?: { user_id?: string | undefined } | null | undefined }): Promise<string | null> {
  const claimed = data.custom_data?.user_id;
  if (claimed && z.uuid().safeParse(claimed).success) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, claimed));
    if (row) return row.id;
  }
  if (!data.customer_id) return null;
  const [known] = await db.select({ userId: billingSubscriptions.userId }).from(billingSubscriptions).where(eq(billingSubscriptions.customerId, data.customer_id)).limit(1);
  if (known) return known.userId;
  // A checkout without our id: the customer's email at Paddle names the coach.
  const customer = await billing.paddle.customers.get(data.customer_id);
  const [byEmail] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = lower(${customer.email})`).limit(1);
  return byEmail?.id ?? null;
}

async function applySubscription(db: Db, billing: Billing, event: PaddleEvent): Promise<ApplyResult> {
  const data = subscriptionData.parse(event.data);
  const [current] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.subscriptionId, data.id));
  if (current && Date.parse(current.lastEventAt) > Date.parse(event.occurred_at)) return 'stale';
  const userId = current?.userId ?? (await userIdFor(db, billing, data));
  if (!userId) return 'unknown-user';
  const item = data.items[0];
  const priceId = item?.price.id ?? null;
  const plan = billing.plans.find((candidate) => candidate.id === priceId);
  const row = {
    subscriptionId: data.id,
    userId,
    customerId: data.customer_id,
    status: data.status,
    priceId,
    nextBilledAt: data.next_billed_at ?? null,
    scheduledChange: data.scheduled_change ? { action: data.scheduled_change.action, effective_at: data.scheduled_change.effective_at } : null,
    lastEventAt: event.occurred_at,
    updatedAt: new Date(),
  };
  await db.insert(billingSubscriptions).values(row).onConflictDoUpdate({ target: billingSubscriptions.subscriptionId, set: row });
  const paying = PAYING_STATUSES.has(data.status);
  const price = plan?.price ?? (item?.price.unit_price ? Number(item.price.unit_price.amount) / 100 : 0);
  await db
    .update(users)
    .set(
      paying
        ? {
            subscriptionName: plan?.name ?? item?.price.name ?? item?.price.description ?? 'Paid plan',
            subscriptionPlanId: priceId,
            nextBillDate: data.next_billed_at ? data.next_billed_at.slice(0, 10) : null,
            price: price.toFixed(2),
            updatedAt: new Date(),
          }
        : { subscriptionName: null, subscriptionPlanId: null, nextBillDate: null, price: '0', updatedAt: new Date() },
    )
    .where(eq(users.id, userId));
  return 'applied';
}

async function applyTransaction(db: Db, billing: Billing, event: PaddleEvent, failed: boolean): Promise<ApplyResult> {
  const data = transactionData.parse(event.data);
  const [existing] = await db.select({ userId: billingInvoices.userId }).from(billingInvoices).where(eq(billingInvoices.transactionId, data.id));
  let userId = existing?.userId ?? null;
  if (!userId && data.subscription_id) {
    const [sub] = await db.select({ userId: billingSubscriptions.userId }).from(billingSubscriptions).where(eq(billingSubscriptions.subscriptionId, data.subscription_id));
    userId = sub?.userId ?? null;
  }
  userId ??= await userIdFor(db, billing, data);
  if (!userId) return 'unknown-user';
  const row = {
    transactionId: data.id,
    userId,
    subscriptionId: data.subscription_id ?? null,
    status: data.status,
    invoiceNumber: data.invoice_number ?? null,
    currency: data.currency_code,
    total: Number(data.details?.totals?.total ?? 0),
    tax: Number(data.details?.totals?.tax ?? 0),
    billedAt: data.billed_at ?? event.occurred_at,
    lines: (data.details?.line_items ?? []).map((line) => ({ description: line.product?.name ?? line.price_id ?? '', quantity: line.quantity, total: Number(line.totals?.total ?? 0) })),
    paymentFailed: failed,
    updatedAt: new Date(),
  };
  if (failed) {
    // A failure after a completed payment of the same transaction does not undo the invoice.
    await db.insert(billingInvoices).values(row).onConflictDoUpdate({ target: billingInvoices.transactionId, set: { paymentFailed: true, updatedAt: row.updatedAt }, where: and(eq(billingInvoices.transactionId, data.id), sql`${billingInvoices.status} <> 'completed'`) });
  } else {
    await db.insert(billingInvoices).values(row).onConflictDoUpdate({ target: billingInvoices.transactionId, set: { ...row, paymentFailed: false } });
  }
  return 'applied';
}

/** Applies one verified notification, at most once. */
export async function applyEvent(database: Database, billing: Billing, event: PaddleEvent): Promise<ApplyResult> {
  return database.transaction(async ({ db }) => {
    const recorded = await db
      .insert(billingEvents)
      .values({ eventId: event.event_id, eventType: event.event_type, occurredAt: event.occurred_at })
      .onConflictDoNothing()
      .returning({ eventId: billingEvents.eventId });
    if (recorded.length === 0) return 'duplicate';
    switch (event.event_type) {
      case 'subscription.created':
      case 'subscription.updated':
      case 'subscription.activated':
      case 'subscription.canceled':
      case 'subscription.past_due':
      case 'subscription.paused':
      case 'subscription.resumed':
        return applySubscription(db, billing, event);
      case 'transaction.completed':
        return applyTransaction(db, billing, event, false);
      case 'transaction.payment_failed':
        return applyTransaction(db, billing, event, true);
      default:
        return 'ignored';
    }
  });
}
