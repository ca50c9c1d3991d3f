// The paid plan (issue 19): Paddle's webhooks, and what the app reads and asks of the coach's
// subscription. Changes go to Paddle through its Node SDK; the coach's fields change when Paddle's
// webhook says so, never on our own guess.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { HttpError } from '../errors';
import { textList, said } from '../texts/texts';
import { route } from '../http/route';
import { errorSchema } from '../http/responses';
import { classicPlan, checkSignature, WEBHOOK_BODY_LIMIT_BYTES, type Billing } from '../billing/paddle';
import { planSchema } from '../config';
import { applyEvent, eventSchema } from '../billing/webhooks';
import { issueCheckoutToken } from '../billing/checkout-token';
import { entitlementsOf } from '../billing/entitlements';
import { callPaddle, invoiceOf, invoiceRecord, requireSubscription } from '../billing/account';
import { currentSubscription, customerOf, findInvoice, listInvoices, planSummaryOf } from '../repositories/billing';

export const WEBHOOK_ROUTE = '/paddle/webhook';
const tag = 'Billing';
/** A change Paddle took: its webhook changes the plan once it is done. */
const takenSchema = z.object({ ok: z.literal(true) });
const billingStateSchema = z.object({
  enabled: z.boolean(),
  entitlements: z.object({ paying: z.boolean(), play_limit: z.number().int().nullable().describe('null: no limit'), plays_used: z.number().int(), watermark: z.boolean() }),
  subscription: z
    .object({
      id: z.string(),
      status: z.string(),
      plan_id: z.string().nullable(),
      plan_name: z.string().nullable(),
      next_bill_date: z.string().nullable(),
      scheduled_change: z.object({ action: z.string(), effective_at: z.string() }).nullable(),
      updated_at: z.string(),
    })
    .nullable(),
  plans: z.array(planSchema),
  classic_plan_id: z.string().optional().describe('Only while payments are on'),
  invoices: z.array(invoiceRecord),
});

export function billingRoutes(app: FastifyInstance, database: Database, billing: Billing | null): void {
  const { db } = database;

  function requireBilling(): Billing {
    if (!billing) throw new HttpError(404, 'billing.off');
    return billing;
  }
  // Paddle signs the exact bytes it sent: this route reads its body as text, nothing else does.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    route(scope, {
      method: 'POST',
      url: WEBHOOK_ROUTE,
      tag,
      auth: false,
      summary: 'Paddle Billing notifications (signed with Paddle-Signature), each applied once',
      binaryBody: 'The notification as Paddle sent it (JSON), checked byte for byte against its signature',
      body: z.string().max(WEBHOOK_BODY_LIMIT_BYTES),
      responses: {
        200: { description: 'Applied, or already applied, or older than what is known', schema: z.object({ result: z.enum(['applied', 'duplicate', 'stale', 'ignored', 'unowned']) }) },
        400: 'Not a signed Paddle notification',
        401: 'Bad signature, or signed outside the replay window',
        404: 'Billing is off',
      },
      async handler({ body, request }) {
        const active = requireBilling();
        const header = request.headers['paddle-signature'];
        const check = checkSignature(body, typeof header === 'string' ? header : undefined, active.webhookSecret);
        if (!check.ok) throw new HttpError(check.status, check.error);
        let event;
        try {
          event = eventSchema.parse(JSON.parse(body));
        } catch {
          throw new HttpError(400, said('billing.notPaddle', { fields: textList(['event_id', 'event_type', 'occurred_at', 'data'], 'and') }));
        }
        try {
          const result = await applyEvent(database, active, event);
          const fields = { eventId: event.event_id, eventType: event.event_type, result };
          // Nobody's checkout (no token of ours, or a forged or expired one): changed nothing, and someone should know.
          if (result === 'unowned') request.log.warn(fields, 'paddle webhook for a subscription no account opened: ignored');
          else request.log.info(fields, 'paddle webhook');
          return { result };
        } catch (error) {
          if (error instanceof z.ZodError) throw new HttpError(400, said('billing.missingFields', { event: event.event_type }));
          throw error;
        }
      },
    });
  });

  route(app, {
    method: 'GET',
    url: '/billing',
    tag,
    summary: 'Your plan, its status and next bill, what your account may do, your invoices; and the plans on offer',
    responses: { 200: { description: 'The billing state (enabled: false when payments are off)', schema: billingStateSchema } },
    async handler({ user }) {
      const entitlements = await entitlementsOf(db, user.id, billing !== null);
      const usage = { paying: entitlements.paying, play_limit: entitlements.playLimit, plays_used: entitlements.playsUsed, watermark: entitlements.watermark };
      if (!billing) return { enabled: false, entitlements: usage, subscription: null, plans: [], invoices: [] };
      const [subscription, person, invoices] = await Promise.all([currentSubscription(db, user.id), planSummaryOf(db, user.id), listInvoices(db, user.id)]);
      return {
        enabled: true,
        entitlements: usage,
        subscription: subscription
          ? {
              id: subscription.subscriptionId,
              status: subscription.status,
              plan_id: subscription.priceId,
              plan_name: person?.subscriptionName ?? null,
              next_bill_date: person?.nextBillDate ?? null,
              scheduled_change: subscription.scheduledChange,
              updated_at: subscription.lastEventAt,
            }
          : null,
        plans: billing.plans,
        classic_plan_id: classicPlan(billing.plans).id,
        invoices: invoices.map(invoiceOf),
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/billing/checkout-token',
    tag,
    summary: 'A token for the checkout you are about to open: put it in the checkout’s custom_data as checkout_token, and the subscription is yours',
    responses: { 200: { description: 'The token and when it stops working', schema: z.object({ checkout_token: z.string(), expires_at: z.string() }) }, 404: 'Billing is off' },
    async handler({ user }) {
      const { token, expiresAt } = issueCheckoutToken(requireBilling().webhookSecret, user.id);
      return { checkout_token: token, expires_at: expiresAt.toISOString() };
    },
  });

  route(app, {
    method: 'GET',
    url: '/billing/invoices/:transactionId',
    tag,
    summary: 'One of your invoices, for printing',
    params: z.object({ transactionId: z.string().min(1).max(100) }),
    responses: { 200: { description: 'The invoice', schema: invoiceRecord.extend({ seller_id: z.string().nullable(), customer_name: z.string(), customer_email: z.string() }) }, 404: { description: 'Not one of yours', schema: errorSchema } },
    async handler({ params, user }) {
      const row = await findInvoice(db, user.id, params.transactionId);
      if (!row) throw new HttpError(404, 'billing.invoiceNotFound');
      const person = await customerOf(db, user.id);
      return { ...invoiceOf(row), seller_id: billing?.sellerId ?? null, customer_name: person?.name ?? '', customer_email: person?.email ?? '' };
    },
  });

  route(app, {
    method: 'POST',
    url: '/billing/cancel',
    tag,
    summary: 'Cancel your subscription at the end of the period you paid for',
    responses: { 202: { description: 'Paddle took the change; its webhook updates your plan', schema: takenSchema }, 404: 'Billing is off', 409: 'No running subscription', 502: 'Paddle refused' },
    async handler({ user, reply }) {
      const active = requireBilling();
      const subscription = await requireSubscription(db, user.id);
      await callPaddle(() => active.paddle.subscriptions.cancel(subscription.subscriptionId, { effectiveFrom: 'next_billing_period' }));
      reply.status(202);
      return { ok: true };
    },
  });

  route(app, {
    method: 'POST',
    url: '/billing/resume',
    tag,
    summary: 'Keep your subscription: take back a cancel scheduled for the end of the period',
    responses: { 202: { description: 'Paddle took the change', schema: takenSchema }, 404: 'Billing is off', 409: 'No running subscription', 502: 'Paddle refused' },
    async handler({ user, reply }) {
      const active = requireBilling();
      const subscription = await requireSubscription(db, user.id);
      await callPaddle(() => active.paddle.subscriptions.update(subscription.subscriptionId, { scheduledChange: null }));
      reply.status(202);
      return { ok: true };
    },
  });

  route(app, {
    method: 'POST',
    url: '/billing/change-plan',
    tag,
    summary: 'Move your subscription to another plan (charged or credited pro rata now)',
    body: z.object({ plan_id: z.string().min(1).max(100) }),
    responses: { 202: { description: 'Paddle took the change', schema: takenSchema }, 400: 'Not a plan on offer', 404: 'Billing is off', 409: 'No running subscription', 502: 'Paddle refused' },
    async handler({ user, body, reply }) {
      const active = requireBilling();
      const plan = active.plans.find((candidate) => candidate.id === body.plan_id);
      if (!plan) throw new HttpError(400, 'billing.planNotOffered');
      const subscription = await requireSubscription(db, user.id);
      if (subscription.priceId === plan.id) throw new HttpError(409, 'billing.alreadyOnPlan');
      await callPaddle(() =>
        active.paddle.subscriptions.update(subscription.subscriptionId, { items: [{ priceId: plan.id, quantity: 1 }], prorationBillingMode: 'prorated_immediately' }),
      );
      reply.status(202);
      return { ok: true };
    },
  });

  route(app, {
    method: 'GET',
    url: '/billing/payment-method-url',
    tag,
    summary: 'Where to update the card your subscription is paid with (a Paddle checkout link)',
    responses: { 200: { description: 'The link', schema: z.object({ url: z.string() }) }, 404: 'Billing is off', 409: 'No running subscription', 502: 'Paddle refused' },
    async handler({ user }) {
      const active = requireBilling();
      const subscription = await requireSubscription(db, user.id);
      const transaction = await callPaddle(() => active.paddle.subscriptions.getPaymentMethodChangeTransaction(subscription.subscriptionId));
      const url = transaction.checkout?.url;
      if (!url) throw new HttpError(502, 'billing.noCardLink');
      return { url };
    },
  });
}
