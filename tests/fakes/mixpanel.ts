// A local stand-in for Mixpanel's ingestion API (end-to-end tests), answering what mixpanel-browser
// really sends: POST /track/, /engage/ and /groups/ with query parameters and a form body
// `data=<JSON or base64 JSON>`, with credentials (so the origin is echoed, never "*"), and session
// recordings, POST /record/ with the rrweb events as a JSON body (gzipped when `format=gzip`) after a
// CORS preflight (it sends an Authorization header). It answers 1, or {"status":1} when asked verbose.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface MixpanelRequest {
  endpoint: string;
  query: Record<string, string>;
  /** The decoded `data`: an array of events (or profile updates) in a batch; a recording's events. */
  data: unknown;
  headers: Record<string, string | string[] | undefined>;
}

export interface MixpanelEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** `data=` as the library encodes it: JSON, or JSON in base64 (its default payload format). */
export function decodeMixpanelData(form: string): unknown {
  const data = new URLSearchParams(form).get('data') ?? '';
  try {
    return JSON.parse(data);
  } catch {
    return JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface FakeMixpanel {
  apiHost: string;
  requests: MixpanelRequest[];
  /** Every event of every /track/ batch, in order. */
  events(): MixpanelEvent[];
  close(): Promise<void>;
}

export async function startFakeMixpanel(): Promise<FakeMixpanel> {
  const requests: MixpanelRequest[] = [];
  const server = createServer((request, response) => {
    const origin = request.headers.origin;
    if (origin) {
      response.setHeader('access-control-allow-origin', origin);
      response.setHeader('access-control-allow-credentials', 'true');
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    const endpoint = /^\/(track|engage|groups|record)\/?$/.exec(url.pathname)?.[1];
    if (request.method === 'OPTIONS') {
      const asked = request.headers['access-control-request-headers'] ?? '';
      return void response.writeHead(204, { 'access-control-allow-headers': asked, 'access-control-allow-methods': 'POST' }).end();
    }
    if (request.method !== 'POST' || !endpoint) return void response.writeHead(404).end();
    void readBody(request).then((body) => {
      const query = Object.fromEntries(url.searchParams);
      let data: unknown;
      try {
        data = endpoint === 'record' ? JSON.parse((query.format === 'gzip' ? gunzipSync(body) : body).toString('utf8')) : decodeMixpanelData(body.toString('utf8'));
      } catch {
        return void response.writeHead(400).end('0');
      }
      requests.push({ endpoint, query, data, headers: request.headers });
      response.writeHead(200, { 'content-type': 'application/json' }).end(query.verbose ? '{"status":1,"error":null}' : '1');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiHost: `http://127.0.0.1:${port}`,
    requests,
    events: () => requests.filter((r) => r.endpoint === 'track').flatMap((r) => (Array.isArray(r.data) ? r.data : [r.data]) as MixpanelEvent[]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
