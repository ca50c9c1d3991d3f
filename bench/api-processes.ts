// The API server and its load generator as processes of their own (bench/api-server.ts,
// bench/api-load.ts), for the benches that put the API under load.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import type { BenchServerInfo } from './api-server';
import type { LoadResult, LoadSettings } from './api-load';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

function runTs(file: string, args: string[], env: Record<string, string> = {}, nodeArgs: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, '--import', 'tsx', here(file), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** The first stdout line of `child` starting with `prefix`, parsed. */
function firstLine<T>(child: ChildProcess, prefix: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith(prefix)) resolve(JSON.parse(line.slice(prefix.length)) as T);
    });
    child.on('exit', (code) => reject(new Error(`${prefix.trim()} never came (exit ${code})`)));
  });
}

/** The bench API server on `database`; `env` passes its BENCH_* settings. */
export async function startServer(database: 'pglite' | 'postgres', env: Record<string, string> = {}) {
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there as it stops (for `bench/profile-summary.ts`).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = runTs('./api-server.ts', [], { BENCH_DATABASE: database, BENCH_POSTGRES_URL: POSTGRES_URL, ...env }, profile);
  const info = await firstLine<BenchServerInfo>(child, 'READY ');
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    info,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function load(settings: LoadSettings): Promise<LoadResult> {
  return firstLine<LoadResult>(runTs('./api-load.ts', [JSON.stringify(settings)]), 'RESULT ');
}

export async function postgresReachable(): Promise<boolean> {
  const client = postgres(POSTGRES_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await client`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await client.end({ timeout: 1 });
  }
}

/** The databases to load: BENCH_API_DATABASES=postgres (or pglite) runs one of them only. */
export async function loadDatabases(skipped: (note: string) => void): Promise<['pglite' | 'postgres', string][]> {
  const only = process.env.BENCH_API_DATABASES;
  const databases: ['pglite' | 'postgres', string][] = [];
  if (!only || only.includes('pglite')) databases.push(['pglite', 'PGlite']);
  if (!only || only.includes('postgres')) {
    if (await postgresReachable()) databases.push(['postgres', 'PostgreSQL']);
    else skipped(`PostgreSQL at ${POSTGRES_URL} not reachable: skipped`);
  }
  return databases;
}
