-- The language a coach chose (issue 34): it follows them to another device. Null until they choose.
alter table users add column language text;
