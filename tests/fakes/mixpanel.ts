// A local stand-in for Mixpanel's ingestion API (end-to-end tests), answering what mixpanel-browser
// really sends: POST /track/, /engage/, /groups/ and /record/ with query parameters and a form body
// `data=<JSON or base64 JSON>`, with credentials (so the origin is echoed, never "*"). It answers 1 in
// verbose form ({"status":1}) as Mixpanel does when asked.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MixpanelRequest {
  endpoint: string;
  query: Record<string, string>;
  /** The decoded `data`: an array of events (or profile updates) in a batch. */
  data: unknown;
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

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
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
    if (request.method === 'OPTIONS') return void response.writeHead(204, { 'access-control-allow-headers': '*' }).end();
    if (request.method !== 'POST' || !endpoint) return void response.writeHead(404).end();
    void readText(request).then((body) => {
      const query = Object.fromEntries(url.searchParams);
      let data: unknown = body;
      if (endpoint !== 'record') {
        try {
          data = decodeMixpanelData(body);
        } catch {
          return void response.writeHead(400).end('0');
        }
      }
      requests.push({ endpoint, query, data });
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
