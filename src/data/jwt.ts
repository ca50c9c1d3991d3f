// Reading JSON Web Tokens in the browser: only decoding (jose's), never verifying (the server verifies).
import { decodeJwt as joseDecodeJwt } from 'jose';

/** Namespaced claims our server and Auth0 put into the id token (spec §3 Tokens). */
export const ROLES_CLAIM = 'https://courtside.app/roles';
export const PERMISSIONS_CLAIM = 'https://courtside.app/permissions';

export interface IdTokenClaims {
  sub?: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  picture?: string;
  exp?: number;
  [claim: string]: unknown;
}

/** The payload of a JWT, or null when it cannot be decoded (logged only, spec §8). */
export function decodeJwt<T extends object = IdTokenClaims>(token: string | null | undefined): T | null {
  if (!token) return null;
  try {
    return joseDecodeJwt(token) as T;
  } catch (error) {
    console.warn('Could not decode a token', error);
    return null;
  }
}

/** Spec §5 and §9: a token this close to its expiry counts as expired. */
export const TOKEN_EXPIRY_MARGIN_MS = 10_000;

/**
 * Spec §5: an access token is expired when missing or when its expiry is within 10 s of now.
 * A token that cannot be decoded (or has no exp) counts as not expired: the server decides.
 */
export function isTokenExpired(token: string | null | undefined, now = Date.now()): boolean {
  if (!token) return true;
  const claims = decodeJwt<{ exp?: unknown }>(token);
  if (!claims || typeof claims.exp !== 'number') return false;
  return claims.exp * 1000 - now <= TOKEN_EXPIRY_MARGIN_MS;
}

/** Roles and permissions from the id token's namespaced claims (spec §6). */
export function claimList(claims: IdTokenClaims | null, claim: string): string[] {
  const value = claims?.[claim];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
