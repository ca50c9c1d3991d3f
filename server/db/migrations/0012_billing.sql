-- The paid plan (issue 19): Paddle Billing's webhooks, each applied once, the coach's subscription
-- as Paddle last told it, and an invoice per transaction. users keeps spec §3's summary fields.
create table billing_events (
  -- Paddle's event_id: a retried delivery finds its row and is not applied again.
  event_id text primary key,
  event_type text not null,
  occurred_at timestamptz not null,
  received_at timestamptz not null default now()
);

create table billing_subscriptions (
  subscription_id text primary key,
  user_id uuid not null references users (id) on delete cascade,
  customer_id text not null,
  status text not null,
  price_id text,
  next_billed_at timestamptz,
  -- A cancel (or pause) Paddle will apply at the end of the period: { action, effective_at }.
  scheduled_change jsonb,
  -- The occurred_at of the last event applied: an older one arriving late is ignored.
  last_event_at timestamptz not null,
  updated_at timestamptz not null default now()
);
create index billing_subscriptions_user_idx on billing_subscriptions (user_id, updated_at desc);

create table billing_invoices (
  transaction_id text primary key,
  user_id uuid not null references users (id) on delete cascade,
  subscription_id text,
  status text not null,
  invoice_number text,
  currency text not null,
  -- In the currency's smallest unit, as Paddle gives totals (strings of digits).
  total bigint not null,
  tax bigint not null default 0,
  billed_at timestamptz,
  -- The lines as Paddle listed them, for the printable invoice.
  lines jsonb not null default '[]',
  payment_failed boolean not null default false,
  updated_at timestamptz not null default now()
);
create index billing_invoices_user_idx on billing_invoices (user_id, billed_at desc);
