-- Players learn the playbook (issue 35). A player is a team member who reads only what a coach
-- assigned to them and writes only their own study, so the role checks take one more role.
alter table team_members drop constraint team_members_role_check;
alter table team_members add constraint team_members_role_check check (role in ('owner', 'coach', 'viewer', 'player'));
alter table invite_links drop constraint invite_links_role_check;
alter table invite_links add constraint invite_links_role_check check (role in ('coach', 'viewer', 'player'));

-- The roster entry a member is: proposed by name when a player joins, confirmed (or picked) by a
-- coach. One roster entry is at most one member; a removed roster entry leaves the member unmatched.
alter table team_members add column roster_player_id uuid references team_players (id) on delete set null;
alter table team_members add column roster_confirmed boolean not null default false;
create unique index team_members_roster_player_idx on team_members (roster_player_id) where roster_player_id is not null;

-- What a coach asks players to learn: one play, a whole playbook or one chapter of it (by its place,
-- chapters have no id), for the whole team, some positions or named roster players.
create table assignments (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references teams (id) on delete cascade,
  play_id uuid references team_items (id) on delete cascade,
  playbook_id uuid references team_items (id) on delete cascade,
  chapter integer check (chapter >= 0),
  audience text not null check (audience in ('team', 'positions', 'players')),
  positions smallint[] not null default '{}' check (positions <@ array[1, 2, 3, 4, 5]::smallint[]),
  player_ids uuid[] not null default '{}',
  due_date date,
  note text not null default '',
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (num_nonnulls(play_id, playbook_id) = 1 and (chapter is null or playbook_id is not null))
);
create index assignments_team_idx on assignments (team_id, created_at, id);

-- An assignment's create takes an Idempotency-Key like every other create.
alter table idempotency_keys add column assignment_id uuid references assignments (id) on delete cascade;
alter table idempotency_keys drop constraint idempotency_keys_one_item;
alter table idempotency_keys add constraint idempotency_keys_one_item check (num_nonnulls(item_id, library_item_id, team_player_id, assignment_id) = 1);

-- What a player did while studying, sent from the device (offline first). The id is the device's:
-- an event sent again is stored once. `at` is the device's clock.
create table study_events (
  user_id uuid not null references users (id) on delete cascade,
  id uuid not null,
  assignment_id uuid not null references assignments (id) on delete cascade,
  play_id uuid not null references team_items (id) on delete cascade,
  kind text not null check (kind in ('opened', 'phase', 'answer')),
  phase integer check (phase >= 0),
  question text check (question in ('where', 'ball', 'action', 'which-play')),
  correct boolean,
  at timestamptz not null,
  received_at timestamptz not null default now(),
  primary key (user_id, id)
);
create index study_events_assignment_idx on study_events (assignment_id, user_id, play_id);

-- When each person last read their study list: what came since is new to them.
create table study_visits (
  user_id uuid primary key references users (id) on delete cascade,
  seen_at timestamptz not null
);
