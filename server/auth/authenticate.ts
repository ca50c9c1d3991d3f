// Every signed-in call: the bearer token is checked with jose (signature, issuer, audience,
// expiry; RS256 only, so `alg: none` and HS256 tricks fail) and mapped to a user of ours.
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import type { Db } from '../db/client';
import { findOrCreateExternalUser, findUserById } from '../repositories/accounts';
import { API_AUDIENCE, LOCAL_ISSUER, SESSION_GENERATION_CLAIM, type SigningKey } from './tokens';
import { PERMISSIONS_CLAIM, ROLES_CLAIM } from './permissions';
import { VerifiedTokens } from './verified-tokens';
import { requestLanguage } from '../texts/request-language';

export interface AuthUser {
  /** Our user id (db_user_id). */
  id: string;
  /** The token's subject: our id for local accounts, the provider's for Auth0. */
  sub: string;
  email: string;
  roles: string[];
  permissions: string[];
}

export interface Auth0Options {
  domain: string;
  audience: string;
  rolesClaim: string;
  permissionsClaim: string;
  /** Tests point this at a fake Auth0 on loopback; otherwise https://{domain}/.well-known/jwks.json. */
  jwksUrl?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser;
  }
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

async function verify(token: string, keys: JWTVerifyGetKey, issuer: string, audience: string, verified: VerifiedTokens): Promise<JWTPayload> {
  const cached = verified.get(token);
  if (cached === 'expired') throw new HttpError(401, 'auth.expired');
  if (cached) return cached.payload;
  try {
    // A token without `exp` would never expire: refused, whoever signed it.
    const { payload } = await jwtVerify(token, keys, { issuer, audience, algorithms: ['RS256'], requiredClaims: ['exp'] });
    if (!payload.sub) throw new HttpError(401, 'auth.invalidToken');
    verified.add(token, payload);
    return payload;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof errors.JWTExpired) throw new HttpError(401, 'auth.expired');
    throw new HttpError(401, 'auth.invalidToken');
  }
}

export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { db: Db; signingKey: SigningKey; auth0?: Auth0Options }) => {
    const { db, auth0 } = options;
    const localKeys = createLocalJWKSet({ keys: [options.signingKey.publicJwk] });
    const auth0Keys = auth0 ? createRemoteJWKSet(new URL(auth0.jwksUrl ?? `https://${auth0.domain}/.well-known/jwks.json`)) : undefined;
    const verified = new VerifiedTokens();

    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match) throw new HttpError(401, 'auth.signIn');
      const token = match[1]!;

      if (auth0 && auth0Keys) {
        const payload = await verify(token, auth0Keys, `https://${auth0.domain}/`, auth0.audience, verified);
        const email = typeof payload.email === 'string' ? payload.email : `${payload.sub}@users.auth0`;
        const name = typeof payload.name === 'string' ? payload.name : email;
        const user = await findOrCreateExternalUser(db, { sub: payload.sub!, email, name, language: requestLanguage(request.headers['accept-language']) });
        request.user = {
          id: user.id,
          sub: payload.sub!,
          email: user.email,
          roles: stringList(payload[auth0.rolesClaim]),
          permissions: stringList(payload[auth0.permissionsClaim]),
        };
        return;
      }

      const payload = await verify(token, localKeys, LOCAL_ISSUER, API_AUDIENCE, verified);
      const user = await findUserById(db, payload.sub!);
      if (!user) throw new HttpError(401, 'auth.accountGone');
      // Checked on every request against the user row just read, never from the verified-token
      // cache: ending sessions takes effect on the next request.
      const generation = payload[SESSION_GENERATION_CLAIM] ?? 0;
      if (generation !== user.sessionGeneration) throw new HttpError(401, 'auth.signedOutEverywhere');
      request.user = {
        id: user.id,
        sub: payload.sub!,
        email: user.email,
        roles: stringList(payload[ROLES_CLAIM]),
        permissions: stringList(payload[PERMISSIONS_CLAIM]),
      };
    });
  },
  { name: 'authenticate' },
);

/** 403 unless the signed-in user holds `permission` (spec §6). */
export function requirePermission(user: AuthUser, permission: string): void {
  if (!user.permissions.includes(permission)) {
    throw new HttpError(403, 'auth.noPermission');
  }
}
