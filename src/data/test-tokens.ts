// Unsigned JWTs for tests: the client only decodes tokens, so a fake signature is enough.
function base64Url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'RS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** A token that expires `seconds` from `now` (ms). */
export function jwtExpiringIn(seconds: number, now = Date.now(), claims: Record<string, unknown> = {}): string {
  return fakeJwt({ sub: 'user-1', ...claims, exp: Math.floor(now / 1000) + seconds });
}
