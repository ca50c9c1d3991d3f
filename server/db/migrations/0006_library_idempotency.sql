-- Library creates take an Idempotency-Key like every other create: a key now remembers either the
-- team item or the library item it created (exactly one), and lives as long as that item.
alter table idempotency_keys alter column item_id drop not null;
alter table idempotency_keys add column library_item_id uuid references library_items (id) on delete cascade;
alter table idempotency_keys add constraint idempotency_keys_one_item check ((item_id is null) <> (library_item_id is null));
