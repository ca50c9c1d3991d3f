-- Printable pictures and fair processing (issue 28).
-- An image's printable form (PNG or JPEG within the print's long-edge limit, what a PDF embeds) is
-- made once when the image is processed and kept in the media store, rather than converted again on
-- every request. A file's status also says why as a code the app words in the coach's language
-- (status_detail, in English, no longer carries tool output or server paths).
alter table media add column printable_key text;
alter table media add column status_reason text;

-- The queue serves teams in turn: a job knows its team, and when it was last started.
alter table media_jobs add column team_id uuid;
alter table media_jobs add column started_at timestamptz;
update media_jobs j set team_id = m.team_id from media m where m.id = j.media_id;
alter table media_jobs alter column team_id set not null;
create index media_jobs_team_turn_idx on media_jobs (team_id, started_at);

-- Images processed before this get their printable form by being processed once more.
insert into media_jobs (media_id, team_id)
select id, team_id from media where kind = 'image' and status = 3 and printable_key is null;
