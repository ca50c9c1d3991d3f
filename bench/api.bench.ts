// API under load on loopback, on PGlite and on PostgreSQL: the server runs in one process
// (bench/api-server.ts), autocannon in another (bench/api-load.ts), 50 connections each.
//   - GET /apiv2/plays page 1 of a team of 10,000 plays (target on PostgreSQL: p99 ≤ 25 ms)
//   - PUT /apiv2/play/{id} of a 20-phase play (target on PostgreSQL: p99 ≤ 50 ms)
//   - issue 33: 200 connections each sending in turn a list, a get, a save and a create of typical
//     plays (three phases); targets on PostgreSQL: ≥ 1,000 req/s, p99 ≤ 250 ms
// PostgreSQL is TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; each run works in a
// schema of its own, dropped afterwards. Where PostgreSQL cannot be reached its rows say so.
// BENCH_API_DATABASES=postgres (or pglite) runs one of them only.
import type { BenchRow, BenchTable } from './table';
import type { LoadResult, LoadSettings } from './api-load';
import { load, loadDatabases, startServer } from './api-processes';

const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const RUN_SECONDS = 8;
const LIST_P99_TARGET_MS = 25;
const SAVE_P99_TARGET_MS = 50;
const MIXED_CONNECTIONS = 200;
const MIXED_RUN_SECONDS = 20;
const MIXED_THROUGHPUT_TARGET = 1000;
const MIXED_P99_TARGET_MS = 250;

function rowsOf(label: string, database: string, result: LoadResult, target: number): BenchRow[] {
  const note = `${database}, ${CONNECTIONS} connections, ${RUN_SECONDS} s, ${result.requests} requests${result.non2xx + result.errors > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''}`;
  const targets = database === 'PostgreSQL';
  return [
    { case: `${label}: throughput`, result: result.requestsPerSecond, unit: 'req/s', note },
    { case: `${label}: p50`, result: result.p50, unit: 'ms', note: database },
    { case: `${label}: p99`, result: result.p99, unit: 'ms', ...(targets ? { target } : {}), note: database },
  ];
}

export default async function apiBenchmark(): Promise<BenchTable> {
  const rows: BenchRow[] = [];
  const databases = await loadDatabases((note) => rows.push({ case: note, result: Number.NaN, unit: '' }));

  for (const [database, name] of databases) {
    const server = await startServer(database);
    try {
      const { info } = server;
      const origin = `http://127.0.0.1:${info.port}`;
      const list: Omit<LoadSettings, 'durationSeconds'> = {
        origin,
        requests: [{ method: 'GET', paths: [`/apiv2/plays?team_id=${info.listTeamId}&type=play&page=1`] }],
        token: info.token,
        connections: CONNECTIONS,
      };
      const save: Omit<LoadSettings, 'durationSeconds'> = {
        origin,
        requests: [{ method: 'PUT', paths: info.savedPlayIds.map((id) => `/apiv2/play/${id}`), bodyFile: info.saveBodyFile }],
        token: info.token,
        connections: CONNECTIONS,
      };
      await load({ ...list, durationSeconds: WARMUP_SECONDS });
      rows.push(...rowsOf('GET /plays page 1, 10,000-play team', name, await load({ ...list, durationSeconds: RUN_SECONDS }), LIST_P99_TARGET_MS));
      await load({ ...save, durationSeconds: WARMUP_SECONDS });
      const saved = await load({ ...save, durationSeconds: RUN_SECONDS });
      rows.push(...rowsOf(`PUT /play/{id}, 20 phases (${Math.round(info.saveBodyBytes / 1024)} KB)`, name, saved, SAVE_P99_TARGET_MS));
      const mixed: Omit<LoadSettings, 'durationSeconds'> = {
        origin,
        requests: [
          { method: 'GET', paths: [`/apiv2/plays?team_id=${info.mixedTeamId}&type=play&page=1`] },
          { method: 'GET', paths: info.mixedPlayIds.map((id) => `/apiv2/play/${id}`) },
          { method: 'PUT', paths: info.mixedPlayIds.map((id) => `/apiv2/play/${id}`), bodyFile: info.mixedSaveBodyFile },
          { method: 'POST', paths: ['/apiv2/play'], bodyFile: info.mixedCreateBodyFile, idempotencyKey: true },
        ],
        token: info.token,
        connections: MIXED_CONNECTIONS,
      };
      await load({ ...mixed, durationSeconds: WARMUP_SECONDS });
      const mixedResult = await load({ ...mixed, durationSeconds: MIXED_RUN_SECONDS });
      const targets = name === 'PostgreSQL';
      rows.push(
        {
          case: 'mixed list/get/save/create, typical plays: throughput',
          result: mixedResult.requestsPerSecond,
          unit: 'req/s',
          ...(targets ? { target: MIXED_THROUGHPUT_TARGET, atLeast: true } : {}),
          note: `${name}, ${MIXED_CONNECTIONS} connections, ${MIXED_RUN_SECONDS} s, ${mixedResult.requests} requests, ${mixedResult.non2xx} non-2xx, ${mixedResult.errors} errors`,
        },
        { case: 'mixed list/get/save/create, typical plays: p99', result: mixedResult.p99, unit: 'ms', ...(targets ? { target: MIXED_P99_TARGET_MS } : {}), note: name },
      );
    } finally {
      await server.stop();
    }
  }
  return { title: 'API under load (loopback, server and autocannon in separate processes)', rows };
}
