// Tokens of local accounts: RS256 JWTs signed with a key kept in the database (so every API
// instance signs and verifies alike) and published at /apiv2/.well-known/jwks.json.
import { randomUUID } from 'node:crypto';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK } from 'jose';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { instanceSettings } from '../db/schema';
import { PERMISSIONS_CLAIM, ROLES_CLAIM, permissionsForRoles } from './permissions';

export const LOCAL_ISSUER = 'urn:courtside:local';
/** The audience of access tokens: our API. */
export const API_AUDIENCE = 'urn:courtside:api';
/** The audience of id tokens: the dashboard client. */
export const CLIENT_ID = 'courtside-dashboard';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** The audience of device tokens: a device that signed in to an account before (server/routes/auth.ts). */
export const DEVICE_AUDIENCE = 'urn:courtside:device';
export const DEVICE_TOKEN_TTL_DAYS = 180;
/**
 * The session generation a token was issued in (users.session_generation): "sign out everywhere"
 * and a password change raise the user's, and tokens of an older one stop working.
 */
export const SESSION_GENERATION_CLAIM = 'https://courtside.app/session_generation';
const SIGNING_KEY_SETTING = 'jwt_signing_key';

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

export interface TokenSubject {
  id: string;
  email: string;
  name: string;
  picture: string | null;
  roles: string[];
  sessionGeneration: number;
}

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** The installation's signing key: made once, on the first start, shared afterwards. */
export async function loadSigningKey(db: Db): Promise<SigningKey> {
  const existing = await db.select().from(instanceSettings).where(eq(instanceSettings.key, SIGNING_KEY_SETTING));
  let stored = existing[0]?.value as StoredKey | undefined;
  if (!stored) {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    const candidate: StoredKey = {
      kid,
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' },
      publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    };
    // Two instances starting at once: the first insert wins and both use it.
    await db
      .insert(instanceSettings)
      .values({ key: SIGNING_KEY_SETTING, value: candidate })
      .onConflictDoNothing();
    const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, SIGNING_KEY_SETTING));
    stored = row!.value as StoredKey;
  }
  return { kid: stored.kid, privateKey: (await importJWK(stored.privateJwk, 'RS256')) as CryptoKey, publicJwk: stored.publicJwk };
}

export async function issueTokens(key: SigningKey, subject: TokenSubject): Promise<{ idToken: string; accessToken: string }> {
  const roles = subject.roles;
  const permissions = permissionsForRoles(roles);
  const [givenName, ...rest] = subject.name.trim().split(/\s+/);
  const now = Math.floor(Date.now() / 1000);
  const sign = (claims: Record<string, unknown>, audience: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
      .setIssuer(LOCAL_ISSUER)
      .setSubject(subject.id)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
      .sign(key.privateKey);
  const idToken = await sign(
    {
      name: subject.name,
      given_name: givenName ?? '',
      family_name: rest.join(' '),
      email: subject.email,
      picture: subject.picture ?? '',
      [ROLES_CLAIM]: roles,
      [PERMISSIONS_CLAIM]: permissions,
    },
    CLIENT_ID,
  );
  const accessToken = await sign(
    {
      scope: 'openid profile email offline_access',
      [ROLES_CLAIM]: roles,
      [PERMISSIONS_CLAIM]: permissions,
      [SESSION_GENERATION_CLAIM]: subject.sessionGeneration,
    },
    API_AUDIENCE,
  );
  return { idToken, accessToken };
}

/**
 * A device token: this device signed in to this account (in this session generation). Sign-ins
 * that bring one are limited on the device's own budget, so others' failures never lock it out.
 */
export async function issueDeviceToken(key: SigningKey, subject: Pick<TokenSubject, 'id' | 'sessionGeneration'>): Promise<string> {
  return new SignJWT({ [SESSION_GENERATION_CLAIM]: subject.sessionGeneration })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(LOCAL_ISSUER)
    .setSubject(subject.id)
    .setAudience(DEVICE_AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_TOKEN_TTL_DAYS}d`)
    .sign(key.privateKey);
}

/** The device id of a valid device token of `subject` in its current generation; null otherwise. */
export async function readDeviceToken(key: SigningKey, token: string, subject: Pick<TokenSubject, 'id' | 'sessionGeneration'>): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: [key.publicJwk] }), {
      issuer: LOCAL_ISSUER,
      audience: DEVICE_AUDIENCE,
      algorithms: ['RS256'],
      requiredClaims: ['exp', 'sub', 'jti'],
    });
    if (payload.sub !== subject.id || payload[SESSION_GENERATION_CLAIM] !== subject.sessionGeneration) return null;
    return payload.jti!;
  } catch {
    return null;
  }
}

