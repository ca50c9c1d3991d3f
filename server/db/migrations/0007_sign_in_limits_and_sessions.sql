-- Sign-in limits count attempts in one row per key (an account, an address, an account and address
-- pair, a trusted device, a sign-up address, a password check), reserved atomically by an upsert
-- before the password is checked; a row lives until its window resets and is purged after. The
-- failure log of 0002, which grew forever, goes.
create table sign_in_limits (
  key text primary key,
  attempts integer not null,
  resets_at timestamptz not null
);
create index sign_in_limits_resets_idx on sign_in_limits (resets_at);
drop table sign_in_failures;

-- Tokens carry the session generation they were issued in; "sign out everywhere" and a password
-- change raise it, which ends every access token issued before.
alter table users add column session_generation integer not null default 0;

-- Expired refresh tokens are purged by expiry.
create index refresh_tokens_expires_idx on refresh_tokens (expires_at);
create index refresh_tokens_user_idx on refresh_tokens (user_id);
