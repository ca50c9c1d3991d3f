// GET /apiv2/openapi.json: the API described by its own route schemas (../http/api-docs.ts, which
// also serves the readable page at /apiv2/docs).
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';

export function docsRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/openapi.json',
    tag: 'App',
    auth: false,
    summary: 'This API as an OpenAPI 3.1 document (shown as a readable page at /apiv2/docs)',
    responses: { 200: 'The document' },
    async handler() {
      return app.swagger();
    },
  });
}
