// The load generator of the API benchmark, in a process of its own (so it never shares an event
// loop with the server it measures): autocannon against loopback, requests spread over the given
// paths in turn. Reads its settings as JSON from argv[2]; prints one line `RESULT {json}`.
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

export interface LoadSettings {
  origin: string;
  method: 'GET' | 'PUT';
  /** Paths asked in turn (one play after another for saves). */
  paths: string[];
  token: string;
  bodyFile?: string;
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function main() {
  const settings = JSON.parse(process.argv[2]!) as LoadSettings;
  const body = settings.bodyFile ? await readFile(settings.bodyFile, 'utf8') : undefined;
  let next = 0;
  const result = await autocannon({
    url: settings.origin,
    connections: settings.connections,
    duration: settings.durationSeconds,
    headers: { authorization: `Bearer ${settings.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    requests: [
      {
        method: settings.method,
        ...(body ? { body } : {}),
        setupRequest: (request) => ({ ...request, path: settings.paths[next++ % settings.paths.length]! }),
      },
    ],
  });
  const summary: LoadResult = {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(`RESULT ${JSON.stringify(summary)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
