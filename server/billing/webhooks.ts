// Paddle Billing notifications (issue 19), applied once each by event id, in one transaction with
// the row that records them: subscriptions update the coach's spec §3 fields, transactions store
// invoices. An event older than the last applied to its subscription (Paddle does not promise order)
// is recorded and otherwise ignored, so a late "active" never undoes a "canceled". A subscription
// belongs to the account that opened its checkout (./checkout-token.ts), and a coach's plan is
// derived from all of their own running subscriptions (issue 28).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Db } from '../db/client';
import { billingEvents, billingInvoices, billingSubscriptions, users } from '../db/schema';
import type { Billing } from './paddle';
import { CHECKOUT_TOKEN_MAX_LENGTH, verifyCheckoutToken } from './checkout-token';

/** Statuses in which the coach has paid for the current period. */
export const PAYING_STATUSES = ['active', 'trialing', 'past_due'] as const;

// Only our checkout token counts: an id the browser put here (as checkouts before issue 28 did) proves nothing.
const customData = z.looseObject({ checkout_token: z.string().max(CHECKOUT_TOKEN_MAX_LENGTH).optional() }).nullish();
const money = z.string().regex(/^-?\d+$/);

const subscriptionData = z.looseObject({
  id: z.string().min(1),
  status: z.string().min(1),
  customer_id: z.string().min(1),
  created_at: z.string().nullish(),
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
  created_at: z.string().nullish(),
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

/** `unowned`: no account is known to have opened the checkout (or the token was not ours); nothing changed. */
export type ApplyResult = 'applied' | 'duplicate' | 'stale' | 'ignored' | 'unowned';

interface Checkout {
  created_at?: string | null | undefined;
  custom_data?: { checkout_token?: string | undefined } | null | undefined;
}

/**
 * Who opened the checkout of a subscription or transaction not seen before: the account its
 * checkout token was issued to, when the token is ours and the checkout began before it expired.
 * Nothing else names an owner: the browser writes custom_data, and Paddle knows a customer by the
 * email the payer typed (their customer id too), so an id or an email there proves nothing.
 */
async function ownerOf(db: Db, billing: Billing, data: Checkout, occurredAt: string): Promise<string | null> {
  const token = data.custom_data?.checkout_token;
  if (token === undefined) return null;
  const userId = verifyCheckoutToken(billing.webhookSecret, token, Date.parse(data.created_at ?? occurredAt));
  if (!userId) return null;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row?.id ?? null;
}

/**
 * A coach's spec §3 fields from all of their own running subscriptions (the dearest plan first, then
 * the one changed last); none running: the free plan. Never from one event alone, so that one
 * subscription ending leaves another one running in place.
 */
async function refreshPlan(db: Db, billing: Billing, userId: string): Promise<void> {
  const running = await db
    .select({
      priceId: billingSubscriptions.priceId,
      planName: billingSubscriptions.planName,
      price: billingSubscriptions.price,
      nextBillDate: sql<string | null>`to_char(${billingSubscriptions.nextBilledAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, userId), inArray(billingSubscriptions.status, [...PAYING_STATUSES])))
    .orderBy(desc(billingSubscriptions.lastEventAt));
  // The plans on offer now name and price a known plan; the subscription's own record the others.
  const plans = running.map((row) => {
    const plan = billing.plans.find((candidate) => candidate.id === row.priceId);
    return { ...row, name: plan?.name ?? row.planName ?? 'Paid plan', price: plan?.price ?? Number(row.price) };
  });
  const best = plans.sort((a, b) => b.price - a.price)[0];
  await db
    .update(users)
    .set(
      best
        ? { subscriptionName: best.name, subscriptionPlanId: best.priceId, nextBillDate: best.nextBillDate, price: best.price.toFixed(2), updatedAt: new Date() }
        : { subscriptionName: null, subscriptionPlanId: null, nextBillDate: null, price: '0', updatedAt: new Date() },
    )
    .where(eq(users.id, userId));
}

async function applySubscription(db: Db, billing: Billing, event: PaddleEvent): Promise<ApplyResult> {
  const data = subscriptionData.parse(event.data);
  const [current] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.subscriptionId, data.id));
  if (current && Date.parse(current.lastEventAt) > Date.parse(event.occurred_at)) return 'stale';
  // A subscription stays with the account that opened its checkout, whatever later events say.
  const userId = current?.userId ?? (await ownerOf(db, billing, data, event.occurred_at));
  if (!userId) return 'unowned';
  const item = data.items[0];
  const priceId = item?.price.id ?? null;
  const plan = billing.plans.find((candidate) => candidate.id === priceId);
  const changes = {
    status: data.status,
    priceId,
    planName: plan?.name ?? item?.price.name ?? item?.price.description ?? null,
    price: (plan?.price ?? (item?.price.unit_price ? Number(item.price.unit_price.amount) / 100 : 0)).toFixed(2),
    nextBilledAt: data.next_billed_at ?? null,
    scheduledChange: data.scheduled_change ? { action: data.scheduled_change.action, effective_at: data.scheduled_change.effective_at } : null,
    lastEventAt: event.occurred_at,
    updatedAt: new Date(),
  };
  await db
    .insert(billingSubscriptions)
    .values({ subscriptionId: data.id, userId, customerId: data.customer_id, ...changes })
    .onConflictDoUpdate({ target: billingSubscriptions.subscriptionId, set: changes });
  await refreshPlan(db, billing, userId);
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
  userId ??= await ownerOf(db, billing, data, event.occurred_at);
  if (!userId) return 'unowned';
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
