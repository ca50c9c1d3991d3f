// Builds the HTTP server: the API under /apiv2 and the built app under /dashboard/.
// Tests call buildApp with a database of their own and talk to it with inject().
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './errors';
import { healthRoutes } from './routes/health';
import { registerStatic } from './static';

export const API_PREFIX = '/apiv2';
/** Larger payloads are refused with 413 (a play with many phases is far below this). */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export interface AppOptions {
  config: Pick<Config, 'LOG_LEVEL' | 'STATIC_DIR'>;
  database: Database;
}

export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    // Keep-alive connections with nothing in flight are closed at shutdown; busy ones finish first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  registerErrorHandling(app);
  app.addHook('onClose', async () => database.close());

  await app.register(
    async (api) => {
      healthRoutes(api, database);
    },
    { prefix: API_PREFIX },
  );
  await registerStatic(app, config.STATIC_DIR);
  return app;
}
