import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { route } from '../http/route';
import { errorSchema } from '../http/responses';
import { sayTo } from '../errors';

const databaseKindField = z.enum(['pglite', 'postgres']);

export function healthRoutes(app: FastifyInstance, database: Database): void {
  route(app, {
    method: 'GET',
    url: '/health',
    tag: 'App',
    auth: false,
    summary: 'Whether the server and its database answer',
    responses: {
      200: { description: 'Both answer', schema: z.object({ status: z.literal('ok'), database: databaseKindField }) },
      503: { description: 'The database does not answer', schema: errorSchema.extend({ status: z.literal('error'), database: databaseKindField }) },
    },
    async handler({ request, reply }) {
      try {
        await database.ping();
        return { status: 'ok', database: database.kind };
      } catch (error) {
        app.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'error', database: database.kind, error: sayTo(request, 'request.databaseDown') });
      }
    },
  });
}
