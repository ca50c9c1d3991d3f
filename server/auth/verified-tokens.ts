// Bearer tokens already checked: a coach's screen sends the same access token with every call, and
// an RS256 check costs more than the rest of a list request's own work. A token is kept until it
// expires (so expiry is still refused), at most VERIFIED_TOKEN_TTL_MS (so a key Auth0 withdraws
// stops being trusted soon), and only the newest VERIFIED_TOKEN_CACHE_SIZE are kept. Only the
// token's own check is kept: whether its session still stands (the user's session generation, raised
// by a password change or "sign out everywhere") is read with the user on every request.
import type { JWTPayload } from 'jose';

export const VERIFIED_TOKEN_CACHE_SIZE = 1000;
export const VERIFIED_TOKEN_TTL_MS = 5 * 60_000;

export type CachedVerdict = { payload: JWTPayload } | 'expired' | undefined;

export class VerifiedTokens {
  private readonly entries = new Map<string, { payload: JWTPayload; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The payload of a token checked before; 'expired' once its `exp` has passed; undefined when it must be checked. */
  get(token: string): CachedVerdict {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const now = this.now();
    if (typeof entry.payload.exp === 'number' && entry.payload.exp * 1000 <= now) {
      this.entries.delete(token);
      return 'expired';
    }
    if (entry.until <= now) {
      this.entries.delete(token);
      return undefined;
    }
    return { payload: entry.payload };
  }

  /** Remembers a token jose accepted. */
  add(token: string, payload: JWTPayload): void {
    const now = this.now();
    const expires = typeof payload.exp === 'number' ? payload.exp * 1000 : Number.POSITIVE_INFINITY;
    this.entries.delete(token);
    this.entries.set(token, { payload, until: Math.min(expires, now + VERIFIED_TOKEN_TTL_MS) });
    // A Map iterates in insertion order: the first key is the one added longest ago.
    while (this.entries.size > VERIFIED_TOKEN_CACHE_SIZE) this.entries.delete(this.entries.keys().next().value!);
  }

  get size(): number {
    return this.entries.size;
  }
}
