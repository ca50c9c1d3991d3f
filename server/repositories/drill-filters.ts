// A drill filter as SQL over the generated columns of migration 0010 (team_items and library_items
// share their names), which PostgreSQL keeps in step with each row's data.
import { sql, type SQL } from 'drizzle-orm';
import type { DrillFilter } from '../../engine/model/drill-constants';

/** The conditions of a filter; categories and tags are stored lowercase, so they match any case. */
export function drillConditions(filter: DrillFilter | undefined): SQL[] {
  if (!filter) return [];
  const conditions: SQL[] = [];
  if (filter.category !== undefined) conditions.push(sql`drill_category = lower(${filter.category}::text)`);
  if (filter.maxPlayers !== undefined) conditions.push(sql`drill_players <= ${filter.maxPlayers}`);
  if (filter.courtArea !== undefined) conditions.push(sql`drill_court_area = ${filter.courtArea}`);
  if (filter.maxMinutes !== undefined) conditions.push(sql`drill_minutes <= ${filter.maxMinutes}`);
  if (filter.ageLevel !== undefined) conditions.push(sql`drill_age_level = ${filter.ageLevel}`);
  if (filter.tag !== undefined) conditions.push(sql`drill_tags @> jsonb_build_array(lower(${filter.tag}::text))`);
  return conditions;
}
