-- People, their organizations and teams, and sign-in sessions.
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  name text not null,
  picture text,
  password_hash text,
  -- Auth0 (or another provider) subject, for accounts that sign in there.
  external_sub text unique,
  roles text[] not null default '{}',
  subscription_name text,
  subscription_plan_id text,
  next_bill_date date,
  price numeric(10, 2) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on users (lower(email));

create table organizations (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table teams (
  id uuid primary key default gen_random_uuid(),
  organization_id uuid not null references organizations (id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index teams_organization_idx on teams (organization_id);

create table team_members (
  team_id uuid not null references teams (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  role text not null check (role in ('owner', 'coach', 'viewer')),
  created_at timestamptz not null default now(),
  primary key (team_id, user_id)
);
create index team_members_user_idx on team_members (user_id);

create table invite_links (
  id text primary key,
  team_id uuid not null references teams (id) on delete cascade,
  role text not null check (role in ('coach', 'viewer')),
  created_by uuid references users (id) on delete set null,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index invite_links_team_idx on invite_links (team_id);

-- Refresh tokens are stored hashed; a family is one sign-in, rotated at every refresh.
create table refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  family_id uuid not null,
  token_hash text not null unique,
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now()
);
create index refresh_tokens_family_idx on refresh_tokens (family_id);

-- Failed sign-ins, by address and by account, for rate limiting shared by every API instance.
create table sign_in_failures (
  id bigserial primary key,
  key text not null,
  created_at timestamptz not null default now()
);
create index sign_in_failures_key_idx on sign_in_failures (key, created_at);
