// Row ids are uuids (every table's primary key): what a repository checks before asking the
// database, and what the HTTP layer's id fields accept.
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be a row id; anything else is simply "not found", never a cast error. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
