// Passwords are hashed with scrypt (memory-hard), each with its own salt.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** scrypt's cost as log2 of N (memory 128·N·r bytes): 15 is 32 MiB and about 0.1 s a hash. Config's
 * PASSWORD_HASH_COST within these bounds; a hash keeps its own cost, so a change applies to new ones. */
export const PASSWORD_HASH_COST = { default: 15, min: 10, max: 16 } as const;
const BLOCK_SIZE = 8;
/** Room for the largest cost a stored hash may name. */
const MAX_MEMORY = 2 * 128 * BLOCK_SIZE * 2 ** PASSWORD_HASH_COST.max;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string, costLog2: number = PASSWORD_HASH_COST.default): Promise<string> {
  const salt = randomBytes(16);
  const cost = { N: 2 ** costLog2, r: BLOCK_SIZE, p: 1 };
  const key = await scrypt(password, salt, { ...cost, maxmem: MAX_MEMORY });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
