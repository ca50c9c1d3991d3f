// Media: a 500 MB upload streamed to the API (generated as it goes, never held by the bench), its
// throughput and how much the server's resident memory grows meanwhile (target < 64 MB: the file
// must stream to the store, never be held); and a page of a team's 10,000 media items, p95. The
// server runs in a process of its own (bench/media-server.ts) whose RSS is read from /proc; on
// PGlite and on PostgreSQL where it is reachable (BENCH_API_DATABASES=pglite or postgres: one only).
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { percentile, type BenchRow, type BenchTable } from './table';
import type { MediaBenchServerInfo } from './media-server';
import { loadDatabases } from './api-processes';
import { rssBytes, rssPeak, startMediaServer } from './media-process';

const UPLOAD_BYTES = 500 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;
const RSS_GROWTH_TARGET_MB = 64;
const RSS_SAMPLE_MS = 20;
const LIST_REQUESTS = 200;
const LIST_P95_TARGET_MS = 50;

/** The start of an MP4 (its ftyp box), so the upload sniffs as a video; the rest is noise. */
function mp4Head(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypmp42', 4, 'latin1');
  box.write('mp42isom', 16, 'latin1');
  return box;
}

/** Sends `bytes` bytes as the body, chunk by chunk as the socket drains; answers the status and ms taken. */
function upload(info: MediaBenchServerInfo, bytes: number): Promise<{ status: number; ms: number }> {
  const noise = randomBytes(CHUNK_BYTES);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port: info.port,
        method: 'POST',
        path: `/apiv2/media?team_id=${info.uploadTeamId}&kind=video&name=big.mp4`,
        headers: { authorization: `Bearer ${info.token}`, 'content-type': 'video/mp4', 'content-length': bytes },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const size = Math.min(CHUNK_BYTES, bytes - sent);
        const chunk = sent === 0 ? Buffer.concat([mp4Head(), noise.subarray(24, size)]) : noise.subarray(0, size);
        sent += size;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

export default async function mediaBenchmark(): Promise<BenchTable> {
  const rows: BenchRow[] = [];
  const databases = await loadDatabases((note) => rows.push({ case: note, result: Number.NaN, unit: '' }));
  for (const [database, name] of databases) rows.push(...(await benchOn(database, name)));
  return { title: 'Media: 500 MB upload and a list of 10,000 (server in its own process)', rows };
}

async function benchOn(database: 'pglite' | 'postgres', name: string): Promise<BenchRow[]> {
  const server = await startMediaServer(database);
  const { info, pid } = server;
  const rows: BenchRow[] = [];
  try {
    // A small upload first, so the route's code is loaded before the baseline is read.
    await upload(info, 256 * 1024);
    const before = await rssBytes(pid);
    const sampler = rssPeak(pid, RSS_SAMPLE_MS);
    const sent = await upload(info, UPLOAD_BYTES);
    const peak = Math.max(before, await sampler.stop());
    if (sent.status !== 201) throw new Error(`the 500 MB upload answered ${sent.status}`);
    const mb = UPLOAD_BYTES / 1024 / 1024;
    rows.push({ case: 'POST /media, 500 MB video: throughput', result: mb / (sent.ms / 1000), unit: 'MB/s', note: `${name}, ${(sent.ms / 1000).toFixed(1)} s, directory store, loopback` });
    rows.push({ case: 'POST /media, 500 MB video: server RSS growth (peak)', result: (peak - before) / 1024 / 1024, unit: 'MB', target: RSS_GROWTH_TARGET_MB, note: `${name}, RSS ${Math.round(before / 1024 / 1024)} MB before, sampled every ${RSS_SAMPLE_MS} ms` });

    const headers = { authorization: `Bearer ${info.token}` };
    const time = async (path: string) => {
      const started = performance.now();
      const answer = await fetch(`http://127.0.0.1:${info.port}${path}`, { headers });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      return performance.now() - started;
    };
    const list = `/apiv2/media?team_id=${info.listTeamId}`;
    for (let i = 0; i < 20; i++) await time(`${list}&page=1`);
    const firstPage: number[] = [];
    const anyPage: number[] = [];
    const search: number[] = [];
    for (let i = 0; i < LIST_REQUESTS; i++) {
      firstPage.push(await time(`${list}&page=1`));
      anyPage.push(await time(`${list}&page=${1 + Math.floor(Math.random() * 500)}`));
      search.push(await time(`${list}&search=clip 12&kind=video`));
    }
    const note = `${name}, 10,000 media, 20 a page, ${LIST_REQUESTS} sequential requests`;
    rows.push({ case: 'GET /media page 1: p95', result: percentile(firstPage, 95), unit: 'ms', target: LIST_P95_TARGET_MS, note });
    rows.push({ case: 'GET /media random page of 500: p95', result: percentile(anyPage, 95), unit: 'ms', target: LIST_P95_TARGET_MS, note });
    rows.push({ case: 'GET /media search + kind: p95', result: percentile(search, 95), unit: 'ms', target: LIST_P95_TARGET_MS, note });
  } finally {
    await server.stop();
  }
  return rows;
}
