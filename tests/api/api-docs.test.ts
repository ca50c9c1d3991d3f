// The API's description (server/http/api-docs.ts): every route of the API in the OpenAPI document,
// and the readable page at /apiv2/docs, whose script, styles and document all come from this
// server (Swagger UI's own files), nothing from a CDN.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from './harness';

/** Routes of /apiv2 that are no part of the API described: browsers' CSP reports, the docs page's own files. */
const UNDOCUMENTED = /^(POST \/apiv2\/csp-report|\w+ \/apiv2\/docs(\/.*)?)$/;
/** Hosts a page would load a library from. */
const CDN = /unpkg|jsdelivr|cdnjs|googleapis|cloudflare|cdn\./i;

/** `METHOD /path/{param}` of every route the server has, HEAD aside, read from `printRoutes`'s tree. */
function serverRoutes(tree: string): string[] {
  const segments: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    segments.length = depth;
    segments.push(match[2]!);
    const path = segments.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) routes.push(`${method} ${path}`);
  }
  return routes;
}

describe.each(testDatabases)('the API description on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.close());

  it('documents every route of the API, with its tag, summary and whether it needs a token', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/apiv2/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags: string[]; summary: string; security: unknown[]; responses: Record<string, unknown> }>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const api = serverRoutes(server.app.printRoutes({ commonPrefix: false })).filter((r) => r.includes(' /apiv2/') && !UNDOCUMENTED.test(r));
    expect(api.length).toBeGreaterThan(80);
    expect(api.filter((r) => !documented.includes(r)), 'routes missing from the document').toEqual([]);
    expect(documented.filter((r) => !api.includes(r)), 'documented routes the server does not have').toEqual([]);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.tags, `${method} ${path}`).toHaveLength(1);
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        // Signed-in routes say so, and that a missing token is a 401.
        if (operation.security.length > 0) expect(Object.keys(operation.responses), `${method} ${path}`).toContain('401');
      }
    }
    expect(doc.paths['/apiv2/plays']!.get!.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/apiv2/health']!.get!.security).toEqual([]);
    // No GET documents a body.
    expect(Object.entries(doc.paths).filter(([, operations]) => operations.get && 'requestBody' in operations.get).map(([path]) => path)).toEqual([]);
  });

  it('shows the page from its own files: no CDN, nothing from another origin', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/apiv2/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>Courtside API</title>');
    expect(page.body).not.toMatch(/https?:\/\//);
    // The policy lets scripts, styles and requests come from this server only.
    const policy = String(page.headers['content-security-policy']);
    for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src']) {
      expect(policy.split(';').find((part) => part.trim().startsWith(directive)), directive).not.toMatch(/https?:|\*/);
    }
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.filter((url) => url.endsWith('.js'))).toHaveLength(3);
    expect(assets.filter((url) => url.endsWith('.css'))).toHaveLength(2);
    for (const url of assets) {
      expect(url, url).toMatch(/^\/apiv2\/docs\/static\//);
      const asset = await server.app.inject({ method: 'GET', url });
      expect(asset.statusCode, url).toBe(200);
      if (url.endsWith('.js')) expect(asset.headers['content-type'], url).toMatch(/javascript/);
      if (url.endsWith('.css')) expect(asset.headers['content-type'], url).toMatch(/text\/css/);
      if (/\.(js|css)$/.test(url)) expect(asset.body.match(CDN)?.[0], url).toBeUndefined();
    }
    // The page reads the same document as /apiv2/openapi.json, from beside itself.
    const initializer = await server.app.inject({ method: 'GET', url: '/apiv2/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    const shown = await server.app.inject({ method: 'GET', url: '/apiv2/docs/json' });
    expect(shown.json()).toEqual((await server.app.inject({ method: 'GET', url: '/apiv2/openapi.json' })).json());
  });
});
