// Drizzle table definitions. Each table is created by a numbered SQL migration in ./migrations;
// this file only describes them to the query builder.
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation shared by every API instance (its id, its signing keys). */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
