// Hostile input (issue 21): what the worst a client may send costs the server.
//   - every extreme but schema-valid play of tests/fixtures/extreme-plays.ts, and the absurd arrow
//     of the original report, saved (create, then update) on the embedded database: the slowest
//     answer (target < 200 ms) and the largest stored thumbnail (target < 64 KB);
//   - a load of mixed saves, creates and creates rolled back inside their transaction, on PGlite
//     and PostgreSQL: answers with a 5xx status (target 0).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { DATA_STEPS } from '../server/items/data-steps';
import { createEmptyPlaybookData } from '../engine/index';
import { EXTREME_PLAYS, absurdArrowPlay } from '../tests/fixtures/extreme-plays';
import type { BenchRow, BenchTable } from './table';
import { load, loadDatabases, startServer } from './api-processes';

const SAVE_TARGET_MS = 200;
const THUMBNAIL_TARGET_KB = 64;
const CONNECTIONS = 50;
const LOAD_SECONDS = 8;

async function extremeSaves(): Promise<BenchRow[]> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database, { dataSteps: DATA_STEPS });
  const staticDir = await mkdtemp(join(tmpdir(), 'courtside-bench-'));
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: staticDir }), database });
  try {
    const signup = await app.inject({
      method: 'POST',
      url: '/apiv2/auth/signup',
      payload: { email: 'hostile@example.com', password: 'benchmark password', name: 'Hostile Coach' },
    });
    const headers = { authorization: `Bearer ${(signup.json() as { accessToken: string }).accessToken}` };
    const teams = await app.inject({ method: 'GET', url: '/apiv2/teams', headers });
    const teamId = (teams.json() as { data: { team_id: string }[] }).data[0]!.team_id;

    const cases = [...EXTREME_PLAYS, { name: 'absurd arrow (the report)', data: absurdArrowPlay() }];
    let slowest = { ms: 0, name: '' };
    let largest = { bytes: 0, name: '' };
    const statuses = new Set<number>();
    for (const { name, data } of cases) {
      const timed = async (method: 'POST' | 'PUT', url: string, payload: object) => {
        const start = performance.now();
        const answer = await app.inject({ method, url, headers, payload });
        const ms = performance.now() - start;
        statuses.add(answer.statusCode);
        if (ms > slowest.ms) slowest = { ms, name: `${method} ${name}` };
        return answer;
      };
      const created = await timed('POST', '/apiv2/play', { team_id: teamId, title: name, data });
      if (created.statusCode !== 201) continue;
      const id = (created.json() as { play_id: string }).play_id;
      await timed('PUT', `/apiv2/play/${id}`, { title: name, data });
      const list = await app.inject({ method: 'GET', url: `/apiv2/plays?team_id=${teamId}&type=play&per_page=100`, headers });
      const stored = (list.json() as { data: { play_id: string; thumbnail: string | null }[] }).data.find((play) => play.play_id === id);
      const bytes = Buffer.byteLength(stored?.thumbnail ?? '');
      if (bytes > largest.bytes) largest = { bytes, name };
    }
    const list = await app.inject({ method: 'GET', url: `/apiv2/plays?team_id=${teamId}&type=play&per_page=100`, headers });
    return [
      { case: 'slowest save of an extreme play', result: slowest.ms, unit: 'ms', target: SAVE_TARGET_MS, note: `${slowest.name}; ${cases.length} plays, each created and updated; statuses ${[...statuses].sort().join(', ')}` },
      { case: 'largest stored thumbnail', result: largest.bytes / 1024, unit: 'KB', target: THUMBNAIL_TARGET_KB, note: largest.name },
      { case: 'list of all of them, one page', result: Buffer.byteLength(list.body) / 1024, unit: 'KB', note: `${cases.length} plays with thumbnails` },
    ];
  } finally {
    await app.close();
    await rm(staticDir, { recursive: true, force: true });
  }
}

/** Saves, creates, and creates refused inside their transaction (a playbook naming an unknown play). */
async function mixedLoad(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const databases = await loadDatabases((note) => rows.push({ case: note, result: Number.NaN, unit: '' }));
  const dir = await mkdtemp(join(tmpdir(), 'courtside-bench-'));
  try {
    for (const [database, name] of databases) {
      const server = await startServer(database, { BENCH_LIST_TEAM_PLAYS: '100' });
      try {
        const { info } = server;
        const refused = createEmptyPlaybookData();
        refused.chapters[0]!.objects.push({ type: 'play', play_id: randomUUID() });
        const refusedFile = join(dir, `refused-${database}.json`);
        await writeFile(refusedFile, JSON.stringify({ team_id: info.saveTeamId, title: 'Refused', data: refused }));
        const createFile = join(dir, `create-${database}.json`);
        await writeFile(createFile, JSON.stringify({ team_id: info.saveTeamId, title: 'Created under load' }));
        const result = await load({
          origin: `http://127.0.0.1:${info.port}`,
          token: info.token,
          connections: CONNECTIONS,
          durationSeconds: LOAD_SECONDS,
          requests: [
            { method: 'PUT', paths: info.savedPlayIds.map((id) => `/apiv2/play/${id}`), bodyFile: info.saveBodyFile },
            { method: 'POST', paths: ['/apiv2/playbook'], bodyFile: refusedFile },
            { method: 'POST', paths: ['/apiv2/play'], bodyFile: createFile, idempotencyKey: true },
          ],
        });
        rows.push({
          case: `mixed saves, creates and rolled-back creates: 5xx answers`,
          result: result.serverErrors,
          unit: 'answers',
          target: 0,
          note: `${name}, ${CONNECTIONS} connections, ${LOAD_SECONDS} s, ${result.requests} requests (${result.non2xx} non-2xx: the refused creates), ${result.errors} errors`,
        });
      } finally {
        await server.stop();
      }
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}

export default async function hostileBenchmark(): Promise<BenchTable> {
  return { title: 'Hostile input', rows: [...(await extremeSaves()), ...(await mixedLoad())] };
}
