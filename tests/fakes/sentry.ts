// A local stand-in for Sentry's ingestion (API and end-to-end tests): it takes what the SDKs really
// send, POST /api/<project>/envelope/ with a newline-delimited envelope (an envelope header, then each
// item's header and payload, a payload's `length` counted in bytes when given), gzipped or not, and
// keeps the items for the test to read.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface EnvelopeItem {
  type: string;
  /** JSON payloads parsed; others (a replay's recording) as their bytes. */
  payload: unknown;
}

export interface Envelope {
  projectId: string;
  /** The project key the SDK authenticated with (query or X-Sentry-Auth header). */
  key: string | null;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** Splits an envelope (Sentry's documented format: develop.sentry.dev/sdk/data-model/envelopes). */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const line = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const slice = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return slice;
  };
  const header = JSON.parse(line().toString('utf8')) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const headerLine = line();
    if (headerLine.length === 0) continue;
    const itemHeader = JSON.parse(headerLine.toString('utf8')) as { type: string; length?: number };
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = line();
    }
    let parsed: unknown = payload;
    try {
      parsed = JSON.parse(payload.toString('utf8'));
    } catch {
      // A binary payload (a compressed replay recording) stays as bytes.
    }
    items.push({ type: itemHeader.type, payload: parsed });
  }
  return { header, items };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

export interface FakeSentry {
  /** A DSN pointing at this stand-in, for SENTRY_DSN. */
  dsn: string;
  envelopes: Envelope[];
  /** The error events received (items of type "event"). */
  events(): Record<string, unknown>[];
  close(): Promise<void>;
}

export async function startFakeSentry(projectId = '4242', publicKey = 'testpublickey'): Promise<FakeSentry> {
  const envelopes: Envelope[] = [];
  const server = createServer((request, response) => {
    // The browser SDK posts across origins; a simple request, so this header is all it needs.
    response.setHeader('access-control-allow-origin', '*');
    const url = new URL(request.url ?? '/', 'http://fake');
    const match = /^\/api\/(\d+)\/envelope\/$/.exec(url.pathname);
    if (request.method === 'OPTIONS') return void response.writeHead(204, { 'access-control-allow-headers': '*' }).end();
    if (request.method !== 'POST' || !match) return void response.writeHead(404).end();
    void readBody(request).then(
      (body) => {
        const auth = /sentry_key=([^,\s]+)/.exec(String(request.headers['x-sentry-auth'] ?? ''))?.[1];
        envelopes.push({ projectId: match[1]!, key: url.searchParams.get('sentry_key') ?? auth ?? null, ...parseEnvelope(body) });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
      () => response.writeHead(400).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://${publicKey}@127.0.0.1:${port}/${projectId}`,
    envelopes,
    events: () => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.type === 'event').map((item) => item.payload as Record<string, unknown>)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
