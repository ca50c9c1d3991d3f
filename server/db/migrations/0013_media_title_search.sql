-- Media search (issue 18) finds any part of a title in any case, as `lower(title) like lower('%term%')`
-- (what ILIKE does in UTF-8, at a third of its cost a row): a trigram GIN index of the lowered
-- titles answers a selective search from the index instead of reading every row. pg_trgm goes into
-- the public schema, once for every schema of the database (tests give each run a schema of its
-- own and drop it: an extension inside one would take the other schemas' indexes with it); where
-- it was installed elsewhere before, the index names its operator class wherever that is.
create extension if not exists pg_trgm with schema public;
do $$
declare
  opclass text;
begin
  select format('%I.%I', n.nspname, c.opcname) into strict opclass
  from pg_opclass c
  join pg_namespace n on n.oid = c.opcnamespace
  join pg_am a on a.oid = c.opcmethod
  where c.opcname = 'gin_trgm_ops' and a.amname = 'gin';
  execute format('create index media_title_trgm_idx on media using gin (lower(title) %s)', opclass);
end
$$;
