// A local stand-in for Paddle Billing (API and end-to-end tests): the API endpoints the server's Node
// SDK calls, answering Paddle's JSON shapes ({ data, meta } and { error, meta }), and notifications
// as Paddle sends them (event_id, event_type, occurred_at, data; Paddle-Signature ts=…;h1=… over
// `${ts}:${body}` with the destination's secret). Like Paddle, a cancel or an update it takes is
// followed by a subscription.updated notification to the configured destination.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_PADDLE_API_KEY = 'pdl_sdbx_apikey_fake_0123456789';
export const FAKE_PADDLE_WEBHOOK_SECRET = 'pdl_ntfset_fake_secret_0123456789';
export const FAKE_PADDLE_CLIENT_TOKEN = 'test_fake_client_token';

export interface FakePlan {
  id: string;
  name: string;
  /** In cents. */
  amount: number;
  interval: 'month' | 'year';
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface Delivery {
  body: string;
  headers: Record<string, string>;
}

type Json = Record<string, unknown>;

const id = (prefix: string) => `${prefix}_01${randomBytes(12).toString('hex')}`;
const iso = (ms: number) => new Date(ms).toISOString();
const DAY_MS = 24 * 3600_000;

export function signDelivery(body: string, secret = FAKE_PADDLE_WEBHOOK_SECRET, tsSeconds = Math.floor(Date.now() / 1000)): Delivery {
  const h1 = createHmac('sha256', secret).update(`${tsSeconds}:${body}`).digest('hex');
  return { body, headers: { 'content-type': 'application/json', 'paddle-signature': `ts=${tsSeconds};h1=${h1}` } };
}

export interface FakePaddle {
  url: string;
  requests: RecordedRequest[];
  subscriptions: Map<string, Json>;
  transactions: Map<string, Json>;
  customers: Map<string, Json>;
  /** Where notifications go (set by the test: an inject() or a fetch to the server). */
  deliver: ((delivery: Delivery) => Promise<number>) | null;
  /** A customer, as a checkout makes one. */
  addCustomer(email: string): Json;
  /** A subscription as a paid checkout leaves it (status active), and its completed first transaction; `customData` as the checkout was opened with. */
  checkout(options: { customerId: string; plan: FakePlan; customData?: Json }): { subscription: Json; transaction: Json };
  /** A notification of `data`, as Paddle builds it. */
  event(eventType: string, data: Json, occurredAt?: string): Json;
  /** Signs and delivers a notification; the answer's status. */
  send(event: Json, options?: { secret?: string; tsSeconds?: number }): Promise<number>;
  close(): Promise<void>;
}

function priceOf(plan: FakePlan): Json {
  const now = iso(Date.now());
  return {
    id: plan.id,
    product_id: 'pro_01courtside',
    type: 'standard',
    description: plan.name,
    name: plan.name,
    billing_cycle: { interval: plan.interval, frequency: 1 },
    trial_period: null,
    tax_mode: 'account_setting',
    unit_price: { amount: String(plan.amount), currency_code: 'USD' },
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 1 },
    status: 'active',
    custom_data: null,
    import_meta: null,
    created_at: now,
    updated_at: now,
  };
}

const product = { id: 'pro_01courtside', name: 'Courtside', type: 'standard', description: null, tax_category: 'saas', image_url: null, custom_data: null, status: 'active', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', import_meta: null };

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

export async function startFakePaddle(options: { plans: FakePlan[]; secret?: string }): Promise<FakePaddle> {
  const secret = options.secret ?? FAKE_PADDLE_WEBHOOK_SECRET;
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, Json>();
  const transactions = new Map<string, Json>();
  const customers = new Map<string, Json>();

  const subscriptionItem = (plan: FakePlan, nextBilledAt: string): Json => ({
    status: 'active',
    quantity: 1,
    recurring: true,
    created_at: iso(Date.now()),
    updated_at: iso(Date.now()),
    previously_billed_at: iso(Date.now()),
    next_billed_at: nextBilledAt,
    trial_dates: null,
    price: priceOf(plan),
    product,
  });

  const fake: FakePaddle = {
    url: '',
    requests,
    subscriptions,
    transactions,
    customers,
    deliver: null,
    addCustomer(email) {
      const now = iso(Date.now());
      const customer = { id: id('ctm'), name: null, email, marketing_consent: false, status: 'active', custom_data: null, locale: 'en', created_at: now, updated_at: now, import_meta: null };
      customers.set(customer.id, customer);
      return customer;
    },
    checkout({ customerId, plan, customData = null }) {
      const now = Date.now();
      const next = iso(now + (plan.interval === 'year' ? 365 : 30) * DAY_MS);
      const subscription: Json = {
        id: id('sub'),
        status: 'active',
        customer_id: customerId,
        address_id: id('add'),
        business_id: null,
        currency_code: 'USD',
        created_at: iso(now),
        updated_at: iso(now),
        started_at: iso(now),
        first_billed_at: iso(now),
        next_billed_at: next,
        paused_at: null,
        canceled_at: null,
        discount: null,
        collection_mode: 'automatic',
        billing_details: null,
        current_billing_period: { starts_at: iso(now), ends_at: next },
        billing_cycle: { interval: plan.interval, frequency: 1 },
        scheduled_change: null,
        management_urls: null,
        items: [subscriptionItem(plan, next)],
        custom_data: customData,
        import_meta: null,
      };
      const transaction: Json = {
        id: id('txn'),
        status: 'completed',
        customer_id: customerId,
        address_id: subscription.address_id,
        business_id: null,
        custom_data: customData,
        origin: 'web',
        collection_mode: 'automatic',
        subscription_id: subscription.id,
        invoice_id: id('inv'),
        invoice_number: `325-${String(transactions.size + 10001)}`,
        billing_details: null,
        billing_period: { starts_at: iso(now), ends_at: next },
        currency_code: 'USD',
        discount_id: null,
        created_at: iso(now),
        updated_at: iso(now),
        billed_at: iso(now),
        items: [{ price: priceOf(plan), quantity: 1, proration: null }],
        details: {
          tax_rates_used: [],
          totals: { subtotal: String(plan.amount), discount: '0', tax: '0', total: String(plan.amount), credit: '0', balance: '0', grand_total: String(plan.amount), fee: null, earnings: null, currency_code: 'USD' },
          line_items: [{ id: id('txnitm'), price_id: plan.id, quantity: 1, proration: null, tax_rate: '0', unit_totals: null, totals: { subtotal: String(plan.amount), discount: '0', tax: '0', total: String(plan.amount) }, product }],
        },
        payments: [],
        checkout: { url: null },
      };
      subscriptions.set(subscription.id as string, subscription);
      transactions.set(transaction.id as string, transaction);
      return { subscription, transaction };
    },
    event(eventType, data, occurredAt = iso(Date.now())) {
      return { event_id: id('evt'), event_type: eventType, occurred_at: occurredAt, notification_id: id('ntf'), data };
    },
    async send(event, sendOptions = {}) {
      if (!fake.deliver) throw new Error('The fake Paddle has nowhere to deliver notifications');
      return fake.deliver(signDelivery(JSON.stringify(event), sendOptions.secret ?? secret, sendOptions.tsSeconds));
    },
    close: async () => {},
  };

  const answer = (response: ServerResponse, status: number, body: Json) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ...body, meta: { request_id: randomBytes(8).toString('hex') } }));
  };
  const notFound = (response: ServerResponse, what: string) =>
    answer(response, 404, { error: { type: 'request_error', code: 'not_found', detail: `Entity ${what} not found`, documentation_url: 'https://developer.paddle.com/errors/shared/not_found' } });

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const body = request.method === 'GET' ? null : await readJson(request);
      requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
      if (request.headers.authorization !== `Bearer ${FAKE_PADDLE_API_KEY}` && request.headers.authorization !== `bearer ${FAKE_PADDLE_API_KEY}`) {
        return answer(response, 403, { error: { type: 'request_error', code: 'forbidden', detail: 'Invalid API key', documentation_url: '' } });
      }
      const match = /^\/(subscriptions|transactions|customers)\/([a-z]+_[a-z0-9]+)(\/[a-z-]+)?$/.exec(path);
      if (!match) return notFound(response, path);
      const [, collection, entityId = '', action] = match;
      if (collection === 'customers') {
        const customer = customers.get(entityId);
        return customer ? answer(response, 200, { data: customer }) : notFound(response, entityId);
      }
      if (collection === 'transactions') {
        const transaction = transactions.get(entityId);
        return transaction ? answer(response, 200, { data: transaction }) : notFound(response, entityId);
      }
      const subscription = subscriptions.get(entityId);
      if (!subscription) return notFound(response, entityId);
      const input = (body ?? {}) as Json;
      if (request.method === 'GET' && !action) return answer(response, 200, { data: subscription });
      if (request.method === 'GET' && action === '/update-payment-method-transaction') {
        const transaction = { ...[...transactions.values()][0], id: id('txn'), status: 'ready', checkout: { url: `${fake.url}/pay/${entityId}?_ptxn=update` } };
        return answer(response, 200, { data: transaction });
      }
      if (request.method === 'POST' && action === '/cancel') {
        subscription.scheduled_change = { action: 'cancel', effective_at: subscription.next_billed_at, resume_at: null };
      } else if (request.method === 'PATCH' && !action) {
        if ('scheduled_change' in input) subscription.scheduled_change = input.scheduled_change ?? null;
        if (Array.isArray(input.items)) {
          const wanted = input.items as { price_id: string }[];
          const plan = options.plans.find((p) => p.id === wanted[0]?.price_id);
          if (!plan) return answer(response, 400, { error: { type: 'request_error', code: 'invalid_field', detail: 'price not found', documentation_url: '' } });
          subscription.items = [subscriptionItem(plan, subscription.next_billed_at as string)];
          subscription.billing_cycle = { interval: plan.interval, frequency: 1 };
        }
      } else {
        return notFound(response, path);
      }
      subscription.updated_at = iso(Date.now());
      answer(response, 200, { data: subscription });
      // Paddle tells the destination about the change it just made.
      if (fake.deliver) await fake.send(fake.event('subscription.updated', structuredClone(subscription)));
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
