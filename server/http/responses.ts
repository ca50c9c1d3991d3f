// The shapes every answer shares (DESIGN.md §3): an error sentence, a list, a page of a list, a
// 409 with the current record. Records themselves are declared once each in engine/api/records.ts;
// routes declare their answers with these (`route`'s `responses`): each answer is checked against
// its shape before it is sent, and the OpenAPI document shows them.
import { z } from 'zod';
import { documentedAs } from '../../engine/api/records';

// The ids, moments and records are the engine's (engine/api/records.ts): the app reads the same shapes.
export { dateTimeSchema, documentedAs, idSchema } from '../../engine/api/records';

/** Every 4xx/5xx: a sentence a coach understands, sometimes with more fields beside it. */
export const errorSchema = documentedAs('Error', z.looseObject({ error: z.string().describe('A sentence a coach understands') }));

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
