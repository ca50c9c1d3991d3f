// GET /apiv2/openapi.json and GET /apiv2/docs: the API described by its own route schemas.
import type { FastifyInstance } from 'fastify';
import { route, routeDocs } from '../http/route';
import { buildOpenApiDocument, renderDocsPage } from '../http/openapi';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../engine/index';

const INFO = {
  title: 'Courtside API',
  version: '2',
  description:
    'The REST API of Courtside under /apiv2: JSON in and out, a bearer access token on every call but a few public ones, ' +
    `errors as { error } with a sentence a coach understands, lists as { data, page, per_page, total } with ${PAGE_SIZE} a page ` +
    `(per_page=1 to ${MAX_PAGE_SIZE} asks for another count).`,
};

/** The docs page's inline styles are its own; everything else stays shut. */
const DOCS_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function docsRoutes(app: FastifyInstance): void {
  let document: Record<string, unknown> | undefined;
  let page: string | undefined;
  // Built on first use, once every route has been declared.
  const openApi = () => (document ??= buildOpenApiDocument(routeDocs, INFO));

  route(app, {
    method: 'GET',
    url: '/openapi.json',
    tag: 'App',
    auth: false,
    summary: 'This API as an OpenAPI 3.1 document',
    async handler() {
      return openApi();
    },
  });

  route(app, {
    method: 'GET',
    url: '/docs',
    tag: 'App',
    auth: false,
    summary: 'This API as a readable page',
    responses: { 200: 'HTML' },
    async handler({ reply }) {
      page ??= renderDocsPage(openApi());
      // The page carries its own styles; it runs no script and is never framed.
      reply.type('text/html; charset=utf-8').header('content-security-policy', DOCS_PAGE_POLICY);
      return page;
    },
  });
}
