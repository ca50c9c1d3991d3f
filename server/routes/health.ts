import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { route } from '../http/route';

export function healthRoutes(app: FastifyInstance, database: Database): void {
  route(app, {
    method: 'GET',
    url: '/health',
    tag: 'App',
    auth: false,
    summary: 'Whether the server and its database answer',
    responses: { 200: '{ status: "ok", database }', 503: 'The database does not answer' },
    async handler({ reply }) {
      try {
        await database.ping();
        return { status: 'ok', database: database.kind };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', database: database.kind, error: 'The database is not answering.' });
      }
    },
  });
}
