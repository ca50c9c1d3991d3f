// Whose checkout a Paddle subscription came from (issue 28). The browser sets a checkout's
// custom_data, so an id it names proves nothing; this token does: the server issues it to the
// signed-in account that is about to open the checkout, signed and expiring, and the webhook binds
// the new subscription to the account it names only when the signature holds.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long after it is issued a checkout may start with the token (a coach may sit on the payment form a while). */
export const CHECKOUT_TOKEN_TTL_SECONDS = 24 * 3600;
/** A token is a uuid, a time and a signature: anything much longer is not one. */
export const CHECKOUT_TOKEN_MAX_LENGTH = 200;

const VERSION = 'v1';

/** Its own key, derived from the webhook secret (never sent to browsers), so the two signatures cannot stand in for each other. */
function keyOf(secret: string): Buffer {
  return createHmac('sha256', secret).update('courtside checkout token').digest();
}

function signatureOf(secret: string, payload: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(payload).digest();
}

export function issueCheckoutToken(secret: string, userId: string, nowMs = Date.now()): { token: string; expiresAt: Date } {
  const expires = Math.floor(nowMs / 1000) + CHECKOUT_TOKEN_TTL_SECONDS;
  const payload = `${VERSION}.${userId}.${expires}`;
  return { token: `${payload}.${signatureOf(secret, payload).toString('base64url')}`, expiresAt: new Date(expires * 1000) };
}

/** The account the token was issued to, when it is ours and the checkout began (`atMs`) before it expired; null otherwise. */
export function verifyCheckoutToken(secret: string, token: string, atMs: number): string | null {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [, userId = '', expires = '', signature = ''] = parts;
  if (!z.uuid().safeParse(userId).success || !/^\d{1,12}$/.test(expires)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(secret, `${VERSION}.${userId}.${expires}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!(atMs <= Number(expires) * 1000)) return null;
  return userId;
}
