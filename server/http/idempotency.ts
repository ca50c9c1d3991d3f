// Idempotent creates (DESIGN.md §3): a create sent with an `Idempotency-Key` header and sent again
// (an offline queue retrying after a lost answer) answers the first record instead of a duplicate.
//
// Keys belong to one person. The first use records which endpoint and which body the key was
// for; the same key with the same request answers the first record again (201, with
// `Idempotent-Replayed: true`); the same key with another endpoint or body is a client bug and is
// refused with 422 rather than silently answering a record the caller did not ask for. A key
// lives as long as the record it created.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../errors';
import { said } from '../texts/texts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_ERRORS = {
  badKey: said('idempotency.badKey', { header: 'Idempotency-Key' }),
  reused: said('idempotency.reused', { header: 'Idempotency-Key' }),
} as const;

/** The header's key, if any; 400 when it is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) throw new HttpError(400, IDEMPOTENCY_ERRORS.badKey);
  return value;
}

/** JSON with object keys sorted, so that key order does not make two equal bodies differ. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprint(scope: string, body: unknown): string {
  return createHash('sha256').update(scope).update('\n').update(canonicalJson(body)).digest('base64url');
}

class KeyTakenMeanwhile extends Error {}

type CreatedTable = 'team' | 'library' | 'roster' | 'assignment';

/** The column of idempotency_keys that remembers what each kind of create made. */
const CREATED_COLUMN = { team: 'itemId', library: 'libraryItemId', roster: 'teamPlayerId', assignment: 'assignmentId' } as const satisfies Record<CreatedTable, keyof typeof idempotencyKeys.$inferSelect>;

export interface IdempotentCreate<R> {
  database: Database;
  request: FastifyRequest;
  reply: FastifyReply;
  userId: string;
  /** Inserts the item inside the transaction and answers its id with the record to send. */
  create: (db: Db) => Promise<{ id: string; record: R }>;
  /** The record of an item created earlier with the same key. */
  load: (id: string) => Promise<R>;
  /** What the create makes: a team item (the default), a library item, a roster player or an assignment. */
  table?: CreatedTable;
}

/** Runs a create once per Idempotency-Key; answers 201 with the record. */
export async function createIdempotently<R>({ database, request, reply, userId, create, load, table = 'team' }: IdempotentCreate<R>): Promise<R> {
  const key = idempotencyKeyOf(request);
  reply.status(201);
  if (key === undefined) return (await database.transaction((tx) => create(tx.db))).record;

  const hash = fingerprint(`${request.method} ${request.routeOptions.url ?? request.url} ${JSON.stringify(request.params)}`, request.body);
  const replay = async (): Promise<R | undefined> => {
    const [earlier] = await database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!earlier) return undefined;
    if (earlier.requestHash !== hash) throw new HttpError(422, IDEMPOTENCY_ERRORS.reused);
    const id = earlier[CREATED_COLUMN[table]];
    // The key made the other kind of item: the same key for another request.
    if (id === null) throw new HttpError(422, IDEMPOTENCY_ERRORS.reused);
    reply.header('idempotent-replayed', 'true');
    return load(id);
  };

  const earlier = await replay();
  if (earlier !== undefined) return earlier;
  try {
    return await database.transaction(async (tx) => {
      const created = await create(tx.db);
      const [remembered] = await tx.db
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash: hash, [CREATED_COLUMN[table]]: created.id })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      // The same key won a race in another request: undo this one and answer that one's record.
      if (!remembered) throw new KeyTakenMeanwhile();
      return created.record;
    });
  } catch (error) {
    if (!(error instanceof KeyTakenMeanwhile)) throw error;
    const winner = await replay();
    if (winner === undefined) throw new HttpError(409, 'idempotency.inProgress');
    return winner;
  }
}
