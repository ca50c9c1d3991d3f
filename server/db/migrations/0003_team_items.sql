-- What a team keeps: plays and drills, playbooks, rotations and practice plans. They share one
-- table (same columns, same rules: team scoping, versions, idempotent creates, share links), told
-- apart by `kind`; plays and drills are the kinds 'play' and 'drill', which the API calls `type`.
create table team_items (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references teams (id) on delete cascade,
  kind text not null check (kind in ('play', 'drill', 'playbook', 'rotation', 'practice_plan')),
  title text not null,
  data jsonb not null,
  -- Starts at 1 and goes up by one with every update; a stale base_version is refused.
  version integer not null default 1 check (version >= 1),
  -- The client's own time of the change (ms since 1970), as sent with every save.
  client_timestamp bigint not null,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Lists: one team (or a few), one kind, newest first, 20 a page. Title search filters the rows
-- this index narrows to (a team's items), so it needs no index of its own at team scale (a
-- trigram index would need the pg_trgm extension, which not every PostgreSQL offers).
create index team_items_list_idx on team_items (team_id, kind, updated_at desc, id desc);
-- Lists of two kinds at once (plays and drills together) walk a team's items in order instead.
create index team_items_recent_idx on team_items (team_id, updated_at desc, id desc);

-- How many items of each kind a team has, kept by a trigger: a list's `total` is one row away,
-- instead of counting a team's 10,000 plays on every page.
create table team_item_counts (
  team_id uuid not null references teams (id) on delete cascade,
  kind text not null,
  items integer not null default 0,
  primary key (team_id, kind)
);

create function count_team_items() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    insert into team_item_counts (team_id, kind, items) values (new.team_id, new.kind, 1)
    on conflict (team_id, kind) do update set items = team_item_counts.items + 1;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    update team_item_counts set items = items - 1 where team_id = old.team_id and kind = old.kind;
  end if;
  return null;
end
$$;

create trigger team_items_counted after insert or delete on team_items
  for each row execute function count_team_items();
create trigger team_items_recounted after update of team_id, kind on team_items
  for each row when (old.kind is distinct from new.kind or old.team_id is distinct from new.team_id)
  execute function count_team_items();

-- Which plays each playbook's chapters use: the delete-in-use check and the playbook list's counts.
create table playbook_plays (
  playbook_id uuid not null references team_items (id) on delete cascade,
  play_id uuid not null references team_items (id) on delete cascade,
  primary key (playbook_id, play_id)
);
create index playbook_plays_play_idx on playbook_plays (play_id);

-- An Idempotency-Key sent with a create, per person: the same key answers the first record again.
create table idempotency_keys (
  user_id uuid not null references users (id) on delete cascade,
  key text not null,
  -- What the key was first used for: the endpoint and a hash of its body.
  request_hash text not null,
  item_id uuid not null references team_items (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);

-- Public read-only links to one item.
create table share_links (
  token text primary key,
  item_id uuid not null references team_items (id) on delete cascade,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index share_links_item_idx on share_links (item_id);

-- The public play library and drill library, curated by admins and read by everyone signed in.
create table library_items (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('play', 'drill')),
  title text not null,
  data jsonb not null,
  version integer not null default 1 check (version >= 1),
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index library_items_list_idx on library_items (kind, updated_at desc, id desc);
