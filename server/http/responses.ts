// The shapes every answer shares (DESIGN.md §3): an error sentence, a list, a page of a list, a
// 409 with the current record. Records themselves are declared once each, beside the function
// that builds them; routes declare their answers with these (`route`'s `responses`), for the
// OpenAPI document and for tests. Nothing checks answers at run time.
import { z } from 'zod';

/**
 * The schema named `id`: the OpenAPI document shows it once under components/schemas and refers
 * to it from every answer that holds it. Call once per schema, at module level.
 */
export function documentedAs<T extends z.ZodType>(id: string, schema: T): T {
  return schema.meta({ id }) as T;
}

/** Every 4xx/5xx: a sentence a coach understands, sometimes with more fields beside it. */
export const errorSchema = z.looseObject({ error: z.string().describe('A sentence a coach understands') });

/** `{ data: [...] }`: a whole list. */
export function listOf<T extends z.ZodType>(record: T) {
  return z.object({ data: z.array(record) });
}

/** `{ data, page, per_page, total }`: one page of a list. */
export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({ data: z.array(record), page: z.number().int(), per_page: z.number().int(), total: z.number().int() });
}

/** 409 of a stale base_version: the sentence and the record as it is now. */
export function conflictOf<T extends z.ZodType>(record: T) {
  return errorSchema.extend({ current: record });
}

/** An id the database made (team items, teams, organizations, users, library plays). */
export const idSchema = documentedAs('Id', z.guid());

/** A moment as the API writes it: `Date.toISOString()`. */
export const dateTimeSchema = documentedAs('DateTime', z.iso.datetime());
