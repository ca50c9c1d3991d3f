-- Games played with the substitution manager (issue 16). The id is made by the device that records
-- the game, so every save of it (queued offline, sent again after a lost answer) lands on the one
-- row. `data` keeps what the coach recorded (the roster snapshot and the events); `minutes` is what
-- the server computed from the events, for the season view.
create table games (
  id uuid primary key,
  team_id uuid not null references teams (id) on delete cascade,
  -- The rotation the game was planned with: a reference only (the game keeps its own roster).
  rotation_id text,
  opponent text not null,
  played_on date not null,
  status text not null check (status in ('in_progress', 'finished')),
  periods integer not null check (periods in (2, 4)),
  period_length integer not null check (period_length > 0),
  data jsonb not null,
  minutes jsonb not null,
  -- Saves only ever add events: a save with fewer than the stored ones is older and changes nothing.
  event_count integer not null check (event_count >= 0),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The season view: one team's games by date.
create index games_team_idx on games (team_id, played_on desc, created_at desc);
