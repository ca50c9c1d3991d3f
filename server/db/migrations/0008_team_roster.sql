-- A team's roster (issue 16): the players a coach plans rotations and games with. The jersey number
-- is text, so that '0' and '00' are two numbers; positions are spec §3's 1 (point guard) to 5
-- (center), the first one the player's main position. Rotations keep a snapshot of the players
-- they use, so an old game still reads right after the roster changes.
create table team_players (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references teams (id) on delete cascade,
  name text not null,
  number text not null default '',
  positions smallint[] not null default '{}' check (positions <@ array[1, 2, 3, 4, 5]::smallint[]),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index team_players_team_idx on team_players (team_id, created_at, id);

-- Creating a player takes an Idempotency-Key like every other create: a key now remembers the team
-- item, the library item or the roster player it created (exactly one).
alter table idempotency_keys add column team_player_id uuid references team_players (id) on delete cascade;
alter table idempotency_keys drop constraint idempotency_keys_one_item;
alter table idempotency_keys add constraint idempotency_keys_one_item check (num_nonnulls(item_id, library_item_id, team_player_id) = 1);
