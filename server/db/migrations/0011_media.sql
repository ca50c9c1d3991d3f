-- Media of a team (videos, images, audio clips) and the jobs that process them. The bytes live in
-- the media store (a directory under DATA_DIR, or an S3 bucket); rows hold only the keys there.
create table media (
  id uuid primary key default gen_random_uuid(),
  team_id uuid not null references teams (id) on delete cascade,
  kind text not null check (kind in ('video', 'image', 'audio')),
  title text not null,
  notes text not null default '',
  original_name text not null default '',
  -- Sniffed from the file's first bytes, never taken from the name or the client's Content-Type.
  mime_type text not null,
  size_bytes bigint not null check (size_bytes >= 0),
  storage_key text not null,
  -- The web-playable MP4 made from a video (H.264/AAC, faststart); null until made, or never without ffmpeg.
  playable_key text,
  playable_size_bytes bigint,
  -- The small picture of the list: an image's thumbnail, a video's poster frame (webp).
  thumbnail_key text,
  duration_ms integer,
  width integer,
  height integer,
  -- Audio: a few peaks (0 to 1) to draw a waveform in the list.
  waveform jsonb,
  -- Spec §3 video processing status, 0 to 9: 3 Finished, 5 and 8 Upload Failed, others Processing.
  status smallint not null default 0 check (status between 0 and 9),
  -- Why processing failed, or why a video was kept as uploaded.
  status_detail text,
  kept_as_uploaded boolean not null default false,
  uploaded_by uuid references users (id) on delete set null,
  -- The uploader's Idempotency-Key: an offline queue retrying after a lost answer gets this row again.
  idempotency_key text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Lists: one team, maybe one kind, newest first, 20 a page.
create index media_list_idx on media (team_id, created_at desc, id desc);
create index media_kind_list_idx on media (team_id, kind, created_at desc, id desc);
create unique index media_idempotency_idx on media (uploaded_by, idempotency_key) where idempotency_key is not null;

-- The processing queue. A job is claimed by one API instance at a time with FOR UPDATE SKIP
-- LOCKED; the claim holds a lease that the worker renews while it works, so a job whose instance
-- died is claimed again once the lease runs out, up to max_attempts times.
create table media_jobs (
  id uuid primary key default gen_random_uuid(),
  media_id uuid not null references media (id) on delete cascade,
  state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
  attempts integer not null default 0,
  max_attempts integer not null default 3,
  run_after timestamptz not null default now(),
  locked_by text,
  lease_expires_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index media_jobs_waiting_idx on media_jobs (run_after) where state in ('queued', 'running');
create index media_jobs_media_idx on media_jobs (media_id);

-- Media per team and kind, kept by a trigger: an unsearched list's `total` is a row or three away
-- instead of counting a team's thousands of files on every page. Team and kind never change.
create table media_counts (
  team_id uuid not null references teams (id) on delete cascade,
  kind text not null,
  items integer not null default 0,
  primary key (team_id, kind)
);

create function count_media() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into media_counts (team_id, kind, items) values (new.team_id, new.kind, 1)
    on conflict (team_id, kind) do update set items = media_counts.items + 1;
  else
    update media_counts set items = items - 1 where team_id = old.team_id and kind = old.kind;
  end if;
  return null;
end
$$;

create trigger media_counted after insert or delete on media
  for each row execute function count_media();
