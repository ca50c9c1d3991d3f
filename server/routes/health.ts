import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

export function healthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/health', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'error', database: database.kind, error: 'The database is not answering.' });
    }
  });
}
