// Where the product is reached from outside, for links people share (invites, public plays):
// PUBLIC_URL when set, otherwise the host the request came to (behind a proxy, its forwarded host).
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

export function publicOrigin(config: Pick<Config, 'PUBLIC_URL'>, request: FastifyRequest): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
