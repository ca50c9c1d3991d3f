-- Thumbnails of plays, drills and library items: the engine's SVG of the first phase, written by
-- the server on every save of the data (server/items/thumbnails.ts). SQL cannot draw a play, so
-- rows that exist already (the seeded library plays among them) start null and are filled once by
-- backfillThumbnails, which server/db/migrate.ts runs right after the SQL migrations. An empty
-- string means the engine could not read the data: no thumbnail, and no retry on every start.
alter table team_items add column thumbnail text;
alter table library_items add column thumbnail text;
