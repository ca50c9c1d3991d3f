// Helpers for API tests: accounts and their bearer headers.
import type { FastifyInstance } from 'fastify';

export interface Account {
  email: string;
  password: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
  /** Marks this device as one that signed in before (server/routes/auth.ts). */
  deviceToken: string;
  headers: { authorization: string };
}

let counter = 0;

export async function signUp(app: FastifyInstance, name = 'Pat Riley'): Promise<Account> {
  const email = `coach${++counter}-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  // Each sign-up from an address of its own: sign-ups are limited per address.
  const remoteAddress = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  const response = await app.inject({ method: 'POST', url: '/apiv2/auth/signup', remoteAddress, payload: { email, password, name } });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const tokens = response.json() as Pick<Account, 'idToken' | 'accessToken' | 'refreshToken' | 'deviceToken'>;
  return { email, password, ...tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}

export function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}
