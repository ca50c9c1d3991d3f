// The API described by its own route schemas: @fastify/swagger builds the OpenAPI 3.1 document
// from every route declared with `route` (./route.ts), fastify-type-provider-zod turns their zod
// schemas into JSON Schema (the records named with `documentedAs` once, under components), and
// @fastify/swagger-ui shows it at {prefix}/docs from its own files, served here: no CDN.
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { isUndeclared } from './route';

export interface ApiInfo {
  title: string;
  version: string;
  description: string;
}

/**
 * The docs page runs Swagger UI's own script and styles, and fetches the document, all from this
 * server; nothing else loads, and nothing frames it. Swagger UI sets a few inline styles.
 */
export const DOCS_PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

type Schema = Record<string, unknown>;

/**
 * The provider's transform, plus what a route says beyond its schemas (route.ts `apiDocs`): a
 * sentence for every status (a status without a body shape is documented without content), an
 * upload's body of bytes; the inputs a route did not declare are checked but left out.
 */
const describeRoute: SwaggerTransform = (document) => {
  const docs = document.route.config?.apiDocs;
  if (!docs) return jsonSchemaTransform(document);
  const declared = Object.fromEntries(Object.entries(document.schema).filter(([, value]) => !isUndeclared(value)));
  const { schema, url } = jsonSchemaTransform({ ...document, schema: declared });
  const transformed = schema as Schema;
  const shapes = (transformed.response ?? {}) as Record<string, Schema>;
  transformed.response = Object.fromEntries(
    Object.entries(docs.responses).map(([status, description]) => {
      const shape = shapes[status];
      if (!shape || status === '204') return [status, { type: 'null', description }];
      // @fastify/swagger takes a response's sentence from `description` (beside a $ref, which it then
      // drops from the content) or from `x-response-description` (which it keeps out of the schema).
      return [status, '$ref' in shape ? { ...shape, description } : { ...shape, 'x-response-description': description }];
    }),
  );
  if (docs.binaryBody) {
    transformed.body = { type: 'string', format: 'binary', description: docs.binaryBody };
    transformed.consumes = ['application/octet-stream'];
  }
  return { schema: transformed, url };
};

type OpenApiObject = {
  paths?: Record<string, Record<string, { tags?: string[] }>>;
  components?: { schemas?: Record<string, unknown> };
};

/** The named schemas the operations refer to, directly or through others: the provider adds every one, each twice (`…Input`). */
function usedSchemas(object: OpenApiObject): Record<string, unknown> {
  const schemas = object.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value ?? null).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(name!)) continue;
      used.add(name!);
      visit(schemas[name!]);
    }
  };
  visit(object.paths);
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

export async function registerApiDocs(app: FastifyInstance, prefix: string, info: ApiInfo): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from sign-in' } },
      },
    },
    // Only the routes declared with `route` (each has a tag): not the app's files, nor Swagger UI's.
    hideUntagged: true,
    transform: describeRoute,
    transformObject: (document) => {
      const object = jsonSchemaTransformObject(document) as OpenApiObject;
      // The tags in the order their first routes were declared: how the docs page groups them.
      const tags = [...new Set(Object.values(object.paths ?? {}).flatMap((operations) => Object.values(operations).flatMap((operation) => operation.tags ?? [])))];
      return { ...object, tags: tags.map((name) => ({ name })), components: { ...object.components, schemas: usedSchemas(object) } };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: `${prefix}/docs`,
    staticCSP: DOCS_PAGE_POLICY,
    theme: { title: info.title },
    // The page shows this server's document only: no top bar to explore another one.
    uiConfig: { layout: 'BaseLayout', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}
