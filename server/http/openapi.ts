// The OpenAPI 3.1 document of the API, generated from the routes' own zod schemas (`routeDocs`),
// and a readable page of it rendered on the server: one self-contained HTML file, no CDN.
import { z } from 'zod';
import type { ResponseDoc, RouteDoc } from './route';

type JsonSchema = Record<string, unknown>;

/**
 * What comes in is read as `input` (before defaults and transforms), what goes out as `output`.
 * Schemas named with `documentedAs` go into `components` once, referred to by `$ref`.
 */
function toJsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input', components: Record<string, JsonSchema> = {}): JsonSchema {
  const { $schema: _ignored, $defs, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  if (!$defs) return json;
  const toComponents = (value: JsonSchema) => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [id, definition] of Object.entries($defs as Record<string, JsonSchema>)) components[id] = toComponents(definition);
  return toComponents(json);
}

function responseOf(status: number, doc: ResponseDoc, components: Record<string, JsonSchema>): Record<string, unknown> {
  const { description, schema } = typeof doc === 'string' ? { description: doc, schema: undefined } : doc;
  if (status === 204) return { description };
  const json = schema ? toJsonSchema(schema, 'output', components) : { $ref: status >= 400 ? '#/components/schemas/Error' : '#/components/schemas/Any' };
  return { description, content: { 'application/json': { schema: json } } };
}

/** `/play/:id` → `/play/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): Parameter[] {
  if (!schema) return [];
  const json = toJsonSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

export function buildOpenApiDocument(routes: readonly RouteDoc[], info: OpenApiInfo): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = [...new Set(routes.map((route) => route.tag))];
  const components: Record<string, JsonSchema> = {};
  for (const route of routes) {
    const path = openApiPath(route.url);
    const operation: Record<string, unknown> = {
      tags: [route.tag],
      summary: route.summary,
      operationId: `${route.method.toString().toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
      responses: Object.fromEntries(
        Object.entries({ ...route.responses, ...(route.auth ? { 401: 'Not signed in, or the session expired' } : {}) }).map(([status, doc]) => [
          status,
          responseOf(Number(status), doc, components),
        ]),
      ),
      ...(route.auth ? { security: [{ bearer: [] }] } : { security: [] }),
    };
    if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: toJsonSchema(route.body, 'input', components) } } };
    if (route.binaryBody) {
      operation.requestBody = { required: true, description: route.binaryBody, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } };
    }
    (paths[path] ??= {})[route.method.toString().toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from sign-in' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: { error: { type: 'string', description: 'A sentence a coach understands' } },
          additionalProperties: true,
        },
        Any: {},
        ...components,
      },
    },
  };
}

// --- the docs page -----------------------------------------------------------------------------

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

const PAGE_STYLE = `
  :root { --green: #00a76f; --ink: #1c252e; --muted: #637381; --line: #e7ebef; --page: #f4f6f8; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--page); }
  header { background: #fff; border-bottom: 1px solid var(--line); padding: 24px 32px; }
  header h1 { margin: 0 0 4px; font-size: 24px; }
  header p { margin: 0; color: var(--muted); }
  .layout { display: flex; gap: 24px; padding: 24px 32px; align-items: flex-start; }
  nav { position: sticky; top: 24px; min-width: 200px; background: #fff; border-radius: 8px; padding: 16px; box-shadow: 0 1px 2px rgba(0,0,0,.06); }
  nav a { display: block; color: var(--ink); text-decoration: none; padding: 4px 0; }
  nav a:hover { color: var(--green); }
  main { flex: 1; min-width: 0; }
  section > h2 { margin: 8px 0 12px; font-size: 20px; }
  details { background: #fff; border-radius: 8px; margin-bottom: 10px; box-shadow: 0 1px 2px rgba(0,0,0,.06); }
  summary { cursor: pointer; padding: 12px 16px; display: flex; gap: 12px; align-items: baseline; list-style: none; }
  summary::-webkit-details-marker { display: none; }
  .method { font: 700 12px/1 ui-monospace, monospace; padding: 5px 8px; border-radius: 6px; color: #fff; min-width: 64px; text-align: center; }
  .get { background: #0c68e9; } .post { background: #00a76f; } .put { background: #b76e00; } .delete { background: #d32f2f; }
  .path { font-family: ui-monospace, monospace; font-weight: 600; }
  .summary { color: var(--muted); }
  .lock { margin-left: auto; color: var(--muted); font-size: 12px; white-space: nowrap; }
  .body { padding: 0 16px 16px; border-top: 1px solid var(--line); }
  h4 { margin: 14px 0 6px; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
  table { border-collapse: collapse; width: 100%; }
  td, th { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
  code, pre { font-family: ui-monospace, monospace; font-size: 13px; }
  pre { background: var(--page); padding: 12px; border-radius: 8px; overflow: auto; max-height: 360px; margin: 0; }
  @media (max-width: 800px) { .layout { flex-direction: column; padding: 16px; } nav { position: static; width: 100%; } }
`;

/** A readable page of the OpenAPI document, grouped by tag. */
export function renderDocsPage(document: Record<string, unknown>): string {
  const info = document.info as OpenApiInfo;
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const tags = (document.tags as { name: string }[]).map((t) => t.name);
  const sections = tags.map((tag) => {
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => (operation.tags as string[]).includes(tag))
        .map(([method, operation]) => renderOperation(method, path, operation)),
    );
    return `<section id="${slug(tag)}"><h2>${escapeHtml(tag)}</h2>${operations.join('')}</section>`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)}</title><style>${PAGE_STYLE}</style></head>
<body><header><h1>${escapeHtml(info.title)} <small style="color:var(--muted);font-weight:400">${escapeHtml(info.version)}</small></h1>
<p>${escapeHtml(info.description)} The machine-readable document is at <a href="openapi.json">openapi.json</a>.</p></header>
<div class="layout"><nav>${tags.map((tag) => `<a href="#${slug(tag)}">${escapeHtml(tag)}</a>`).join('')}</nav>
<main>${sections.join('')}</main></div></body></html>`;
}

function renderOperation(method: string, path: string, operation: Record<string, unknown>): string {
  const parameters = operation.parameters as Parameter[];
  const secured = (operation.security as unknown[]).length > 0;
  const requestBody = operation.requestBody as { description?: string; content: { 'application/json'?: { schema: unknown } } } | undefined;
  const body = requestBody?.content['application/json']?.schema;
  const responses = operation.responses as Record<string, { description: string }>;
  const parts = [
    parameters.length > 0
      ? `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>required</th><th>schema</th><th>about</th></tr>${parameters
          .map(
            (p) =>
              `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : ''}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td><td>${escapeHtml(p.description ?? '')}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    body ? `<h4>Request body (JSON)</h4><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre>` : '',
    requestBody && !body ? `<h4>Request body (bytes)</h4><p>${escapeHtml(requestBody.description ?? '')}</p>` : '',
    `<h4>Responses</h4><table>${Object.entries(responses)
      .map(([status, response]) => `<tr><td><code>${status}</code></td><td>${escapeHtml(response.description)}</td></tr>`)
      .join('')}</table>`,
  ];
  return `<details><summary><span class="method ${method}">${method.toUpperCase()}</span><span class="path">${escapeHtml(path)}</span><span class="summary">${escapeHtml(String(operation.summary))}</span><span class="lock">${secured ? 'bearer token' : 'public'}</span></summary><div class="body">${parts.join('')}</div></details>`;
}
