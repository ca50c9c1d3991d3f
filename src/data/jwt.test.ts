import { describe, expect, it } from 'vitest';
import { PERMISSIONS_CLAIM, claimList, decodeJwt, isTokenExpired } from './jwt';
import { fakeJwt, jwtExpiringIn } from './test-tokens';

describe('decodeJwt', () => {
  it('reads the claims of a token, unicode included', () => {
    expect(decodeJwt(fakeJwt({ sub: 'auth0|1', name: 'Zoë' }))).toMatchObject({ sub: 'auth0|1', name: 'Zoë' });
  });
  it('answers null for missing or undecodable tokens', () => {
    expect(decodeJwt(null)).toBeNull();
    expect(decodeJwt('not-a-token')).toBeNull();
    expect(decodeJwt('a.%%%.c')).toBeNull();
  });
});

describe('isTokenExpired (spec §5)', () => {
  const now = 1_700_000_000_000;
  it('counts a missing token as expired', () => {
    expect(isTokenExpired(null, now)).toBe(true);
    expect(isTokenExpired('', now)).toBe(true);
  });
  it('counts a token within 10 seconds of its expiry as expired', () => {
    expect(isTokenExpired(jwtExpiringIn(10, now), now)).toBe(true);
    expect(isTokenExpired(jwtExpiringIn(5, now), now)).toBe(true);
    expect(isTokenExpired(jwtExpiringIn(-60, now), now)).toBe(true);
    expect(isTokenExpired(jwtExpiringIn(11, now), now)).toBe(false);
    expect(isTokenExpired(jwtExpiringIn(3600, now), now)).toBe(false);
  });
  it('counts an undecodable token as not expired', () => {
    expect(isTokenExpired('garbage', now)).toBe(false);
    expect(isTokenExpired(fakeJwt({ sub: 'x' }), now)).toBe(false);
  });
});

describe('claimList', () => {
  it('keeps only strings of an array claim', () => {
    expect(claimList({ [PERMISSIONS_CLAIM]: ['write:library', 3] }, PERMISSIONS_CLAIM)).toEqual(['write:library']);
    expect(claimList({ [PERMISSIONS_CLAIM]: 'write:library' }, PERMISSIONS_CLAIM)).toEqual([]);
    expect(claimList(null, PERMISSIONS_CLAIM)).toEqual([]);
  });
});
