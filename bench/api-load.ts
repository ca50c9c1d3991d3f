// The load generator of the API benchmark, in a process of its own (so it never shares an event
// loop with the server it measures): autocannon against loopback, requests spread over the given
// paths in turn. Reads its settings as JSON from argv[2]; prints one line `RESULT {json}`.
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'PUT' | 'POST';
  /** Paths asked in turn (one play after another for saves). */
  paths: string[];
  bodyFile?: string;
  /** Each request gets an Idempotency-Key of its own (creates). */
  idempotencyKey?: boolean;
}

export interface LoadSettings {
  origin: string;
  /** Each connection sends these in turn. */
  requests: LoadRequest[];
  token: string;
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** Answers with a 5xx status: the server failed, whatever was sent. */
  serverErrors: number;
  errors: number;
}

async function main() {
  const settings = JSON.parse(process.argv[2]!) as LoadSettings;
  let sent = 0;
  const requests = await Promise.all(
    settings.requests.map(async (request) => {
      const body = request.bodyFile ? await readFile(request.bodyFile, 'utf8') : undefined;
      let next = 0;
      return {
        method: request.method,
        ...(body ? { body, headers: { 'content-type': 'application/json' } } : {}),
        setupRequest: (sending: autocannon.Request) => ({
          ...sending,
          path: request.paths[next++ % request.paths.length]!,
          ...(request.idempotencyKey ? { headers: { ...sending.headers, 'idempotency-key': `load-${process.pid}-${sent++}` } } : {}),
        }),
      };
    }),
  );
  const result = await autocannon({
    url: settings.origin,
    connections: settings.connections,
    duration: settings.durationSeconds,
    headers: { authorization: `Bearer ${settings.token}` },
    requests,
  });
  const summary: LoadResult = {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    serverErrors: result['5xx'],
    errors: result.errors + result.timeouts,
  };
  console.log(`RESULT ${JSON.stringify(summary)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
