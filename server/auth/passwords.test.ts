import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_COST, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('hash at the cost asked, and each verifies at its own cost after the setting changes', async () => {
    const cheap = await hashPassword('correct horse', PASSWORD_HASH_COST.min);
    const usual = await hashPassword('correct horse');
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** PASSWORD_HASH_COST.min), '8', '1']);
    expect(usual.split('$')[1]).toBe(String(2 ** PASSWORD_HASH_COST.default));
    for (const stored of [cheap, usual]) {
      expect(await verifyPassword('correct horse', stored)).toBe(true);
      expect(await verifyPassword('correct horsf', stored)).toBe(false);
    }
  });

  it('verifies a hash made at the highest cost', async () => {
    const costly = await hashPassword('long enough', PASSWORD_HASH_COST.max);
    expect(await verifyPassword('long enough', costly)).toBe(true);
  });

  it('refuses a stored value that is not an scrypt hash', async () => {
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });
});
