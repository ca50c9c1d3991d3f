-- Drill filters (issue 17): a drill's details live in its data (`settings.drill`, engine/model/play.ts);
-- the lists filter on them through generated columns, which PostgreSQL computes on every insert and
-- update, so every save, copy and library write keeps them in step with the data with no code to
-- forget. Categories and tags are kept lowercase: they match whatever their case. Numbers are read
-- only when the data holds a number (the schema bounds it; a bad value reads as none, never an error).
alter table team_items
  add column drill_category text generated always as (lower(data #>> '{settings,drill,category}')) stored,
  add column drill_players integer generated always as (
    case when jsonb_typeof(data #> '{settings,drill,players}') = 'number'
      then least(greatest((data #> '{settings,drill,players}')::numeric, 0), 1000000)::integer end) stored,
  add column drill_court_area text generated always as (data #>> '{settings,drill,courtArea}') stored,
  add column drill_minutes integer generated always as (
    case when jsonb_typeof(data #> '{settings,drill,minutes}') = 'number'
      then least(greatest((data #> '{settings,drill,minutes}')::numeric, 0), 1000000)::integer end) stored,
  add column drill_age_level text generated always as (data #>> '{settings,drill,ageLevel}') stored,
  add column drill_tags jsonb generated always as (
    case when jsonb_typeof(data #> '{settings,drill,tags}') = 'array'
      then lower((data #> '{settings,drill,tags}')::text)::jsonb end) stored;

alter table library_items
  add column drill_category text generated always as (lower(data #>> '{settings,drill,category}')) stored,
  add column drill_players integer generated always as (
    case when jsonb_typeof(data #> '{settings,drill,players}') = 'number'
      then least(greatest((data #> '{settings,drill,players}')::numeric, 0), 1000000)::integer end) stored,
  add column drill_court_area text generated always as (data #>> '{settings,drill,courtArea}') stored,
  add column drill_minutes integer generated always as (
    case when jsonb_typeof(data #> '{settings,drill,minutes}') = 'number'
      then least(greatest((data #> '{settings,drill,minutes}')::numeric, 0), 1000000)::integer end) stored,
  add column drill_age_level text generated always as (data #>> '{settings,drill,ageLevel}') stored,
  add column drill_tags jsonb generated always as (
    case when jsonb_typeof(data #> '{settings,drill,tags}') = 'array'
      then lower((data #> '{settings,drill,tags}')::text)::jsonb end) stored;

-- The library holds every coach's drills in one list (10,000 and more). Each filter a coach starts
-- with (category, court area, age level) has an index in list order, so a page walks only its own
-- rows, newest first; the other filters' columns ride along (include), so the second filter and the
-- page's count are answered from the index without reading the rows. Length and players alone have
-- their own. A team's drills are already narrowed by team_items_list_idx; category and court area,
-- the filters coaches reach for first, get the same there. Tags are a containment test (GIN).
create index library_items_drill_category_idx on library_items (kind, drill_category, updated_at desc, id desc)
  include (drill_players, drill_minutes, drill_court_area, drill_age_level);
create index library_items_drill_court_idx on library_items (kind, drill_court_area, updated_at desc, id desc)
  include (drill_players, drill_minutes, drill_category, drill_age_level);
create index library_items_drill_age_idx on library_items (kind, drill_age_level, updated_at desc, id desc)
  include (drill_players, drill_minutes, drill_category, drill_court_area);
create index library_items_drill_minutes_idx on library_items (kind, drill_minutes) include (drill_players);
create index library_items_drill_players_idx on library_items (kind, drill_players) include (drill_minutes);
create index library_items_drill_tags_idx on library_items using gin (drill_tags jsonb_path_ops);
create index team_items_drill_category_idx on team_items (team_id, kind, drill_category, updated_at desc, id desc)
  include (drill_players, drill_minutes, drill_court_area, drill_age_level);
create index team_items_drill_court_idx on team_items (team_id, kind, drill_court_area, updated_at desc, id desc)
  include (drill_players, drill_minutes, drill_category, drill_age_level);
create index team_items_drill_tags_idx on team_items using gin (drill_tags jsonb_path_ops);
