// The paid plan (issue 19) against a local fake of Paddle Billing: signed notifications update the
// coach's spec §3 fields once each, whatever order they come in; a bad or old signature changes
// nothing; cancel and change of plan reach Paddle through its SDK; a free account meets its limit
// with 402, and nobody does while billing is off.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FREE_PLAY_LIMIT } from '../../server/billing/entitlements';
import { ITEM_KINDS } from '../../server/items/kinds';
import { WEBHOOK_REPLAY_WINDOW_SECONDS } from '../../server/billing/paddle';
import { CHECKOUT_TOKEN_TTL_SECONDS, issueCheckoutToken } from '../../server/billing/checkout-token';
import { billingInvoices, billingSubscriptions, users } from '../../server/db/schema';
import { FAKE_PADDLE_API_KEY, FAKE_PADDLE_CLIENT_TOKEN, FAKE_PADDLE_WEBHOOK_SECRET, signDelivery, startFakePaddle, type FakePaddle, type FakePlan } from '../fakes/paddle';
import { callerFor, databaseSnapshot, logCollector, samplePlayData, signUpPerson, type Person } from './fixtures';
import { startTestServer, testDatabases, type TestServer } from './harness';

const MONTHLY: FakePlan = { id: 'pri_01monthly', name: 'Coach monthly', amount: 999, interval: 'month' };
const YEARLY: FakePlan = { id: 'pri_01yearly', name: 'Coach yearly', amount: 9900, interval: 'year' };
const PLANS = [
  { id: MONTHLY.id, name: MONTHLY.name, price: 9.99, interval: 'month', features: ['Unlimited plays'] },
  { id: YEARLY.id, name: YEARLY.name, price: 99, interval: 'year', features: ['Unlimited plays', 'Two months free'], classic: true },
];
const WEBHOOK = '/apiv2/paddle/webhook';
const WRITING_METHODS = new Set(['post', 'put', 'patch']);
/** pino's level number of a warning. */
const WARN_LEVEL = 40;

interface WorldIds {
  teamId: string;
  playId: string;
  playbookId: string;
  rotationId: string;
  practicePlanId: string;
  libraryId: string;
}

/**
 * A request for each writing route of plays, drills, playbooks, rotations, practice plans and the
 * library (and any route that declares the free plan's 402), by its OpenAPI name.
 */
const LIMIT_SAMPLES: Record<string, (ids: WorldIds) => { url: string; body?: unknown }> = {
  'POST /play': (ids) => ({ url: '/play', body: { team_id: ids.teamId, type: 'drill', title: 'One more', data: samplePlayData() } }),
  'PUT /play/{id}': (ids) => ({ url: `/play/${ids.playId}`, body: { title: 'Now a drill', type: 'drill', data: samplePlayData('changed') } }),
  'POST /play/{id}/duplicate': (ids) => ({ url: `/play/${ids.playId}/duplicate` }),
  'POST /play/{id}/copy': (ids) => ({ url: `/play/${ids.playId}/copy`, body: { team_id: ids.teamId } }),
  'POST /playbook': (ids) => ({ url: '/playbook', body: { team_id: ids.teamId, title: 'Another book' } }),
  'PUT /playbook/{id}': (ids) => ({ url: `/playbook/${ids.playbookId}`, body: { title: 'Renamed book' } }),
  'POST /rotation': (ids) => ({ url: '/rotation', body: { team_id: ids.teamId, title: 'Another rotation' } }),
  'PUT /rotation/{id}': (ids) => ({ url: `/rotation/${ids.rotationId}`, body: { title: 'Renamed rotation' } }),
  'POST /practice-plan': (ids) => ({ url: '/practice-plan', body: { team_id: ids.teamId, title: 'Another plan' } }),
  'PUT /practice-plan/{id}': (ids) => ({ url: `/practice-plan/${ids.practicePlanId}`, body: { title: 'Renamed plan' } }),
  'POST /library': () => ({ url: '/library', body: { title: 'Not for coaches', data: samplePlayData() } }),
  'PUT /library/{id}': (ids) => ({ url: `/library/${ids.libraryId}`, body: { title: 'Not for coaches' } }),
  'POST /library/{id}/copy': (ids) => ({ url: `/library/${ids.libraryId}/copy`, body: { team_id: ids.teamId } }),
};

function billingEnv(paddle: FakePaddle): Record<string, string> {
  return {
    PADDLE_API_KEY: FAKE_PADDLE_API_KEY,
    PADDLE_CLIENT_TOKEN: FAKE_PADDLE_CLIENT_TOKEN,
    PADDLE_WEBHOOK_SECRET: FAKE_PADDLE_WEBHOOK_SECRET,
    PADDLE_SELLER_ID: '12345',
    PADDLE_API_URL: paddle.url,
    PADDLE_PLANS: JSON.stringify(PLANS),
  };
}

async function userOf(app: FastifyInstance, person: Person) {
  return (await callerFor(app, person).get('/user_auth')).json() as { subscription_name: string | null; subscription_plan_id: string | null; next_bill_date: string | null; data: { price: number } };
}

async function createPlay(app: FastifyInstance, person: Person, title: string) {
  return callerFor(app, person).post('/play', { team_id: person.personalTeamId, title, data: samplePlayData(), timestamp: Date.now() });
}

describe.each(testDatabases)('billing with Paddle on %s', (kind) => {
  let paddle: FakePaddle;
  let server: TestServer;
  let app: FastifyInstance;
  const log = logCollector();

  beforeAll(async () => {
    paddle = await startFakePaddle({ plans: [MONTHLY, YEARLY] });
    server = await startTestServer(kind, { env: { ...billingEnv(paddle), LOG_LEVEL: 'warn' }, logStream: log.stream });
    app = server.app;
    paddle.deliver = async ({ body, headers }) => (await app.inject({ method: 'POST', url: WEBHOOK, payload: body, headers })).statusCode;
  });
  afterAll(async () => {
    await server?.close();
    await paddle?.close();
  });
  beforeEach(() => {
    paddle.requests.length = 0;
  });

  /** The custom_data the app opens `person`'s checkout with: the token the server issues them. */
  async function checkoutData(person: Person) {
    const answer = await callerFor(app, person).post('/billing/checkout-token');
    expect(answer.statusCode).toBe(200);
    return { checkout_token: answer.json().checkout_token as string };
  }

  /** The coaches' plan fields and the billing tables, to prove events changed nothing. */
  async function billingSnapshot() {
    const [people, subscriptions, invoices] = await Promise.all([
      server.database.db.select().from(users).orderBy(users.id),
      server.database.db.select().from(billingSubscriptions).orderBy(billingSubscriptions.subscriptionId),
      server.database.db.select().from(billingInvoices).orderBy(billingInvoices.transactionId),
    ]);
    return { people, subscriptions, invoices };
  }

  async function subscribe(person: Person, plan = MONTHLY, customerId = paddle.addCustomer(person.email).id as string) {
    const bought = paddle.checkout({ customerId, plan, customData: await checkoutData(person) });
    expect(await paddle.send(paddle.event('subscription.created', bought.subscription))).toBe(200);
    expect(await paddle.send(paddle.event('transaction.completed', bought.transaction))).toBe(200);
    return bought;
  }

  it('tells the app the plans, the classic yearly plan, the environment and the client token', async () => {
    const config = (await app.inject({ method: 'GET', url: '/apiv2/config' })).json();
    expect(config.billing).toMatchObject({ provider: 'paddle', environment: 'sandbox', clientToken: FAKE_PADDLE_CLIENT_TOKEN, sellerId: '12345', classicPlanId: YEARLY.id });
    expect(config.billing.plans.map((plan: { id: string }) => plan.id)).toEqual([MONTHLY.id, YEARLY.id]);
    const policy = String((await app.inject({ method: 'GET', url: '/apiv2/config' })).headers['content-security-policy']);
    expect(policy).toContain('https://cdn.paddle.com');
    expect(policy).toContain('https://sandbox-buy.paddle.com');
  });

  it('a signed subscription.created and transaction.completed make the coach paying, with an invoice', async () => {
    const coach = await signUpPerson(app, 'Paula Paying');
    const { subscription, transaction } = await subscribe(coach);
    const user = await userOf(app, coach);
    expect(user.subscription_name).toBe(MONTHLY.name);
    expect(user.subscription_plan_id).toBe(MONTHLY.id);
    expect(user.next_bill_date).toBe(String(subscription.next_billed_at).slice(0, 10));
    expect(user.data.price).toBe(9.99);
    const billing = (await callerFor(app, coach).get('/billing')).json();
    expect(billing.subscription).toMatchObject({ id: subscription.id, status: 'active', plan_id: MONTHLY.id });
    expect(billing.entitlements).toMatchObject({ paying: true, play_limit: null, watermark: false });
    expect(billing.invoices).toHaveLength(1);
    expect(billing.invoices[0]).toMatchObject({ transaction_id: transaction.id, total: 999, currency: 'USD', payment_failed: false });
    const invoice = await callerFor(app, coach).get(`/billing/invoices/${String(transaction.id)}`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json()).toMatchObject({ invoice_number: transaction.invoice_number, seller_id: '12345', customer_email: coach.email, lines: [{ description: 'Courtside', quantity: 1, total: 999 }] });
    // Another coach does not see it.
    const other = await signUpPerson(app, 'Nosy Ned');
    expect((await callerFor(app, other).get(`/billing/invoices/${String(transaction.id)}`)).statusCode).toBe(404);
  });

  it('a checkout without our token is nobody’s: not by the id it names, nor by the customer or email the payer gave Paddle', async () => {
    const coach = await signUpPerson(app, 'Cora Customer');
    const { subscription: first } = await subscribe(coach, MONTHLY);
    const other = await signUpPerson(app, 'Emma Email');
    const before = await billingSnapshot();
    const checkouts = [
      paddle.checkout({ customerId: first.customer_id as string, plan: YEARLY }),
      paddle.checkout({ customerId: paddle.addCustomer(other.email.toUpperCase()).id as string, plan: YEARLY }),
      paddle.checkout({ customerId: paddle.addCustomer(other.email).id as string, plan: YEARLY, customData: { user_id: other.id } }),
    ];
    log.lines.length = 0;
    for (const { subscription, transaction } of checkouts) {
      for (const event of [paddle.event('subscription.created', subscription), paddle.event('transaction.completed', transaction)]) {
        const answer = await app.inject({ method: 'POST', url: WEBHOOK, ...signDelivery(JSON.stringify(event)) });
        expect(answer.json()).toEqual({ result: 'unowned' });
      }
    }
    expect(await billingSnapshot()).toEqual(before);
    const warnings = log.lines.filter((line) => line.level === WARN_LEVEL && line.result === 'unowned');
    expect(warnings).toHaveLength(checkouts.length * 2);
    expect((await userOf(app, other)).subscription_plan_id).toBeNull();
    expect((await userOf(app, coach)).subscription_plan_id).toBe(MONTHLY.id);
  });

  it('refuses a bad signature, a missing one and one outside the replay window, and changes nothing', async () => {
    const coach = await signUpPerson(app, 'Sam Signature');
    const customer = paddle.addCustomer(coach.email);
    const { subscription } = paddle.checkout({ customerId: customer.id as string, plan: MONTHLY, customData: await checkoutData(coach) });
    const event = paddle.event('subscription.created', subscription);
    const before = await databaseSnapshot(server.database);
    expect(await paddle.send(event, { secret: 'not-the-secret' })).toBe(401);
    const tooOld = Math.floor(Date.now() / 1000) - WEBHOOK_REPLAY_WINDOW_SECONDS - 60;
    expect(await paddle.send(event, { tsSeconds: tooOld })).toBe(401);
    const tampered = signDelivery(JSON.stringify(event));
    const answer = await app.inject({ method: 'POST', url: WEBHOOK, payload: tampered.body.replace('"active"', '"trialing"'), headers: tampered.headers });
    expect(answer.statusCode).toBe(401);
    const unsigned = await app.inject({ method: 'POST', url: WEBHOOK, payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error).toMatch(/Paddle-Signature/);
    expect(await databaseSnapshot(server.database)).toEqual(before);
    expect((await userOf(app, coach)).subscription_name).toBeNull();
    // A signed body that is not a notification is a 400, not a 5xx.
    const junk = signDelivery(JSON.stringify({ hello: 'world' }));
    expect((await app.inject({ method: 'POST', url: WEBHOOK, payload: junk.body, headers: junk.headers })).statusCode).toBe(400);
  });

  it('applies a delivery once, however often Paddle retries it', async () => {
    const coach = await signUpPerson(app, 'Dora Duplicate');
    const { subscription } = await subscribe(coach);
    const canceled = paddle.event('subscription.canceled', { ...subscription, status: 'canceled', next_billed_at: null });
    expect(await paddle.send(canceled)).toBe(200);
    expect((await userOf(app, coach)).data.price).toBe(0);
    // A newer change, then the canceled event retried: the retry is not applied again.
    const renewed = paddle.event('subscription.updated', { ...subscription, status: 'active' }, new Date(Date.now() + 1000).toISOString());
    expect(await paddle.send(renewed)).toBe(200);
    const retry = await app.inject({ method: 'POST', url: WEBHOOK, ...signDelivery(JSON.stringify(canceled)), payload: JSON.stringify(canceled) });
    expect(retry.json()).toEqual({ result: 'duplicate' });
    expect((await userOf(app, coach)).data.price).toBe(9.99);
  });

  it('ignores an older event that arrives after a newer one', async () => {
    const coach = await signUpPerson(app, 'Otto Order');
    const customer = paddle.addCustomer(coach.email);
    const { subscription } = paddle.checkout({ customerId: customer.id as string, plan: MONTHLY, customData: await checkoutData(coach) });
    const now = Date.now();
    const canceled = paddle.event('subscription.canceled', { ...subscription, status: 'canceled' }, new Date(now).toISOString());
    const olderActive = paddle.event('subscription.updated', subscription, new Date(now - 60_000).toISOString());
    expect(await paddle.send(canceled)).toBe(200);
    const late = await app.inject({ method: 'POST', url: WEBHOOK, ...signDelivery(JSON.stringify(olderActive)), payload: JSON.stringify(olderActive) });
    expect(late.json()).toEqual({ result: 'stale' });
    const user = await userOf(app, coach);
    expect(user.subscription_name).toBeNull();
    expect(user.data.price).toBe(0);
  });

  it('a second subscription naming a paying coach, made then cancelled, leaves the coach’s own plan in place', async () => {
    const victim = await signUpPerson(app, 'Vic Victim');
    const own = await subscribe(victim, MONTHLY);
    // A teammate sees the victim's id; they make their own token over to name the victim.
    const mallory = await signUpPerson(app, 'Mallory Mate');
    const [, , expires, signature] = (await checkoutData(mallory)).checkout_token.split('.');
    const expired = issueCheckoutToken(FAKE_PADDLE_WEBHOOK_SECRET, victim.id, Date.now() - (CHECKOUT_TOKEN_TTL_SECONDS + 60) * 1000).token;
    const namings: Record<string, { customerId: string; customData: Record<string, unknown> | undefined }> = {
      'the victim’s id': { customerId: paddle.addCustomer(mallory.email).id as string, customData: { user_id: victim.id } },
      'a token made over': { customerId: paddle.addCustomer(mallory.email).id as string, customData: { checkout_token: `v1.${victim.id}.${expires}.${signature}` } },
      'an expired token': { customerId: paddle.addCustomer(mallory.email).id as string, customData: { checkout_token: expired } },
      'the victim’s Paddle customer (their email)': { customerId: own.subscription.customer_id as string, customData: undefined },
    };
    for (const [how, naming] of Object.entries(namings)) {
      const foreign = paddle.checkout({ customerId: naming.customerId, plan: YEARLY, ...(naming.customData ? { customData: naming.customData } : {}) });
      expect(await paddle.send(paddle.event('subscription.created', foreign.subscription))).toBe(200);
      expect(await paddle.send(paddle.event('transaction.completed', foreign.transaction))).toBe(200);
      const later = new Date(Date.now() + 1000).toISOString();
      expect(await paddle.send(paddle.event('subscription.canceled', { ...foreign.subscription, status: 'canceled', next_billed_at: null }, later))).toBe(200);
      const user = await userOf(app, victim);
      expect({ how, price: user.data.price, plan: user.subscription_plan_id }).toEqual({ how, price: 9.99, plan: MONTHLY.id });
      const billing = (await callerFor(app, victim).get('/billing')).json();
      expect(billing.subscription).toMatchObject({ id: own.subscription.id, status: 'active' });
      expect(billing.invoices.map((invoice: { transaction_id: string }) => invoice.transaction_id)).toEqual([own.transaction.id]);
    }
  });

  it('a coach with two running subscriptions keeps paying when one of them is cancelled', async () => {
    const coach = await signUpPerson(app, 'Tessa Two');
    const monthly = await subscribe(coach, MONTHLY);
    const yearly = await subscribe(coach, YEARLY);
    expect((await userOf(app, coach)).subscription_plan_id).toBe(YEARLY.id);
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
    expect(await paddle.send(paddle.event('subscription.canceled', { ...yearly.subscription, status: 'canceled', next_billed_at: null }, later(1)))).toBe(200);
    const user = await userOf(app, coach);
    expect(user.data.price).toBe(9.99);
    expect(user.subscription_plan_id).toBe(MONTHLY.id);
    expect(user.next_bill_date).toBe(String(monthly.subscription.next_billed_at).slice(0, 10));
    expect((await callerFor(app, coach).get('/billing')).json().subscription).toMatchObject({ id: monthly.subscription.id, status: 'active' });
    expect(await paddle.send(paddle.event('subscription.canceled', { ...monthly.subscription, status: 'canceled', next_billed_at: null }, later(2)))).toBe(200);
    expect((await userOf(app, coach)).data.price).toBe(0);
  });

  it('a subscription stays with the coach who opened its checkout, whoever a later event names', async () => {
    const owner = await signUpPerson(app, 'Olive Owner');
    const { subscription } = await subscribe(owner, MONTHLY);
    const taker = await signUpPerson(app, 'Terry Taker');
    const renamed = { ...subscription, custom_data: await checkoutData(taker) };
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
    expect(await paddle.send(paddle.event('subscription.updated', renamed, later(1)))).toBe(200);
    expect((await userOf(app, owner)).data.price).toBe(9.99);
    expect((await userOf(app, taker)).subscription_plan_id).toBeNull();
    expect((await callerFor(app, taker).get('/billing')).json().subscription).toBeNull();
    expect(await paddle.send(paddle.event('subscription.canceled', { ...renamed, status: 'canceled' }, later(2)))).toBe(200);
    expect((await userOf(app, owner)).data.price).toBe(0);
    expect((await userOf(app, taker)).data.price).toBe(0);
  });

  it('marks an invoice whose payment failed', async () => {
    const coach = await signUpPerson(app, 'Fay Failed');
    const { transaction } = await subscribe(coach);
    const renewal = { ...transaction, id: 'txn_01renewalfailed', status: 'past_due', invoice_number: null };
    expect(await paddle.send(paddle.event('transaction.payment_failed', renewal))).toBe(200);
    const invoices = (await callerFor(app, coach).get('/billing')).json().invoices as { transaction_id: string; payment_failed: boolean }[];
    expect(invoices.find((invoice) => invoice.transaction_id === 'txn_01renewalfailed')?.payment_failed).toBe(true);
    expect(invoices.find((invoice) => invoice.transaction_id === transaction.id)?.payment_failed).toBe(false);
  });

  it('cancels, resumes and changes plan through Paddle’s API, and the webhook Paddle sends updates the coach', async () => {
    const coach = await signUpPerson(app, 'Carla Cancel');
    const { subscription } = await subscribe(coach);
    const caller = callerFor(app, coach);
    paddle.requests.length = 0;

    expect((await caller.post('/billing/cancel')).statusCode).toBe(202);
    expect(paddle.requests).toContainEqual({ method: 'POST', path: `/subscriptions/${String(subscription.id)}/cancel`, authorization: `bearer ${FAKE_PADDLE_API_KEY}`, body: { effective_from: 'next_billing_period' } });
    // Paddle's subscription.updated follows its answer, as it does for real: wait for it.
    const scheduled = async () => (await caller.get('/billing')).json().subscription.scheduled_change as { action: string } | null;
    await expect.poll(scheduled).toMatchObject({ action: 'cancel' });

    expect((await caller.post('/billing/resume')).statusCode).toBe(202);
    expect(paddle.requests.at(-1)).toMatchObject({ method: 'PATCH', path: `/subscriptions/${String(subscription.id)}`, body: { scheduled_change: null } });
    await expect.poll(scheduled).toBeNull();

    expect((await caller.post('/billing/change-plan', { plan_id: YEARLY.id })).statusCode).toBe(202);
    expect(paddle.requests.at(-1)).toMatchObject({ method: 'PATCH', body: { items: [{ price_id: YEARLY.id, quantity: 1 }], proration_billing_mode: 'prorated_immediately' } });
    await expect.poll(async () => (await userOf(app, coach)).subscription_plan_id).toBe(YEARLY.id);

    const refused = await caller.post('/billing/change-plan', { plan_id: 'pri_01notoffered' });
    expect(refused.statusCode).toBe(400);
    const link = await caller.get('/billing/payment-method-url');
    expect(link.statusCode).toBe(200);
    expect(link.json().url).toContain(String(subscription.id));
  });

  it('answers 409 to a change without a subscription, touching nothing at Paddle', async () => {
    const coach = await signUpPerson(app, 'Nina Nothing');
    const answer = await callerFor(app, coach).post('/billing/cancel');
    expect(answer.statusCode).toBe(409);
    expect(paddle.requests).toHaveLength(0);
  });

  it(`stops a free account at ${FREE_PLAY_LIMIT} plays with 402 and an upgrade path; paying lifts it`, async () => {
    const coach = await signUpPerson(app, 'Fred Free');
    for (let i = 0; i < FREE_PLAY_LIMIT; i += 1) expect((await createPlay(app, coach, `Play ${i}`)).statusCode).toBe(201);
    const billing = (await callerFor(app, coach).get('/billing')).json();
    expect(billing.entitlements).toMatchObject({ paying: false, play_limit: FREE_PLAY_LIMIT, plays_used: FREE_PLAY_LIMIT });
    expect(billing.entitlements.watermark).toBe(true);
    const refused = await createPlay(app, coach, 'One too many');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ upgrade: true, play_limit: FREE_PLAY_LIMIT, error: expect.stringContaining(String(FREE_PLAY_LIMIT)) });
    await subscribe(coach);
    expect((await createPlay(app, coach, 'Now paying')).statusCode).toBe(201);
  });

  /** A play, a playbook, a rotation and a practice plan of `person`'s team, `plays` plays and drills in all. */
  async function worldOf(person: Person, plays: number): Promise<WorldIds> {
    const caller = callerFor(app, person);
    const made: string[] = [];
    for (let i = 0; i < plays; i += 1) {
      const created = await createPlay(app, person, `Play ${i}`);
      expect(created.statusCode).toBe(201);
      made.push(created.json().play_id as string);
    }
    const teamId = person.personalTeamId;
    const [playbook, rotation, practicePlan, library] = await Promise.all([
      caller.post('/playbook', { team_id: teamId, title: 'Book' }),
      caller.post('/rotation', { team_id: teamId, title: 'Game day' }),
      caller.post('/practice-plan', { team_id: teamId, title: 'Tuesday' }),
      caller.get('/library?per_page=1'),
    ]);
    return {
      teamId,
      playId: made[0]!,
      playbookId: playbook.json().playbook_id,
      rotationId: rotation.json().rotation_id,
      practicePlanId: practicePlan.json().practice_plan_id,
      libraryId: library.json().data[0].library_play_id,
    };
  }

  const playsUsed = async (person: Person) => (await callerFor(app, person).get('/billing')).json().entitlements.plays_used as number;

  it('every route of plays, drills, playbooks, rotations, practice plans and the library that can make a play answers 402 at the limit; none makes one', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/apiv2/openapi.json' })).json() as { paths: Record<string, Record<string, { tags: string[]; responses: Record<string, unknown> }>> };
    const itemTags = new Set([...ITEM_KINDS.map((kind) => kind.tag), 'Library']);
    const routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => WRITING_METHODS.has(method) && (operation.tags.some((tag) => itemTags.has(tag)) || '402' in operation.responses))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path.replace(/^\/apiv2/, '')}`, checked: '402' in operation.responses })),
    );
    expect(routes.length).toBeGreaterThan(10);
    // A new writing route needs a sample request here before this passes: then it is tried at the limit.
    expect(routes.map((r) => r.name).filter((name) => !(name in LIMIT_SAMPLES)), 'writing routes without a sample request').toEqual([]);
    expect(routes.filter((r) => r.checked).map((r) => r.name).sort()).toEqual(['POST /library/{id}/copy', 'POST /play', 'POST /play/{id}/copy', 'POST /play/{id}/duplicate']);

    // Below the limit, each sample of a checked route makes a play: the samples are real creates.
    const fresh = await signUpPerson(app, 'Rita Room');
    const roomy = await worldOf(fresh, 1);
    for (const { name } of routes.filter((r) => r.checked)) {
      const sample = LIMIT_SAMPLES[name]!(roomy);
      const answer = await callerFor(app, fresh).request({ method: name.split(' ')[0] as 'POST', url: `/apiv2${sample.url}`, ...(sample.body ? { payload: sample.body as object } : {}) });
      expect(answer.statusCode, `${name} below the limit: ${answer.body.slice(0, 200)}`).toBe(201);
    }

    const full = await signUpPerson(app, 'Lola Limit');
    const world = await worldOf(full, FREE_PLAY_LIMIT);
    for (const { name, checked } of routes) {
      const sample = LIMIT_SAMPLES[name]!(world);
      const answer = await callerFor(app, full).request({
        method: name.split(' ')[0] as 'POST',
        url: `/apiv2${sample.url}`,
        headers: { 'idempotency-key': `limit-${name.replace(/[^!-~]/g, '-')}` },
        ...(sample.body ? { payload: sample.body as object } : {}),
      });
      if (checked || answer.statusCode === 402) {
        expect(answer.statusCode, `${name} at the limit: ${answer.body.slice(0, 200)}`).toBe(402);
        expect(checked, `${name} answers 402 without declaring it`).toBe(true);
        expect(answer.json()).toMatchObject({ upgrade: true, play_limit: FREE_PLAY_LIMIT });
      }
      expect(await playsUsed(full), `${name} made a play past the limit`).toBe(FREE_PLAY_LIMIT);
    }
  });

  it('a library copy at the limit is 402 with the upgrade path, and copies nothing', async () => {
    const coach = await signUpPerson(app, 'Lenny Library');
    const { libraryId, teamId } = await worldOf(coach, FREE_PLAY_LIMIT);
    const caller = callerFor(app, coach);
    const before = (await caller.get(`/plays/count?team_id=${teamId}`)).json().count as number;
    for (let i = 0; i < 3; i += 1) {
      const copy = await caller.post(`/library/${libraryId}/copy`, { team_id: teamId });
      expect(copy.statusCode).toBe(402);
      expect(copy.json()).toMatchObject({ upgrade: true, play_limit: FREE_PLAY_LIMIT, error: expect.stringContaining(String(FREE_PLAY_LIMIT)) });
    }
    expect((await caller.get(`/plays/count?team_id=${teamId}`)).json().count).toBe(before);
    expect(await playsUsed(coach)).toBe(FREE_PLAY_LIMIT);
  });

  it('creates at one below the limit, all at once and by every path, make one play; a queued create sent again answers its play', async () => {
    const coach = await signUpPerson(app, 'Connie Concurrent');
    const { libraryId, teamId, playId } = await worldOf(coach, FREE_PLAY_LIMIT - 1);
    const caller = callerFor(app, coach);
    const queued = { team_id: teamId, title: 'Queued offline', data: samplePlayData(), timestamp: Date.now() };
    const answers = await Promise.all([
      caller.post('/play', queued, { 'idempotency-key': 'queued-create' }),
      caller.post(`/library/${libraryId}/copy`, { team_id: teamId }),
      caller.post(`/play/${playId}/duplicate`),
      caller.post(`/play/${playId}/copy`, { team_id: teamId }),
      caller.post(`/library/${libraryId}/copy`, { team_id: teamId }),
      caller.post('/play', { team_id: teamId, title: 'Another' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 402, 402, 402, 402, 402]);
    expect(await playsUsed(coach)).toBe(FREE_PLAY_LIMIT);
    // The offline queue sends its create again after a lost answer: the first record if it was made, 402 if not.
    const again = await caller.post('/play', queued, { 'idempotency-key': 'queued-create' });
    if (answers[0]!.statusCode === 201) {
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().play_id).toBe(answers[0]!.json().play_id);
    } else {
      expect(again.statusCode).toBe(402);
    }
    expect(await playsUsed(coach)).toBe(FREE_PLAY_LIMIT);
  });
});

describe.each(testDatabases)('billing off (the embedded default) on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('gives everyone full access, offers no plans and takes no webhooks', async () => {
    const { app } = server;
    const coach = await signUpPerson(app, 'Una Unlimited');
    for (let i = 0; i <= FREE_PLAY_LIMIT; i += 1) expect((await createPlay(app, coach, `Play ${i}`)).statusCode).toBe(201);
    const billing = (await callerFor(app, coach).get('/billing')).json();
    expect(billing).toMatchObject({ enabled: false, entitlements: { play_limit: null, watermark: false }, plans: [] });
    expect((await app.inject({ method: 'GET', url: '/apiv2/config' })).json().billing).toBeNull();
    const delivery = signDelivery(JSON.stringify({ event_id: 'evt_1', event_type: 'subscription.created', occurred_at: new Date().toISOString(), data: {} }));
    expect((await app.inject({ method: 'POST', url: WEBHOOK, payload: delivery.body, headers: delivery.headers })).statusCode).toBe(404);
    expect((await callerFor(app, coach).post('/billing/cancel')).statusCode).toBe(404);
    const policy = String((await app.inject({ method: 'GET', url: '/apiv2/config' })).headers['content-security-policy']);
    expect(policy).not.toContain('paddle.com');
  });
});
