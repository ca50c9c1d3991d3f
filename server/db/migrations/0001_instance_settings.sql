-- Facts about this installation, shared by every API instance: its id, later its signing keys.
create table instance_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
