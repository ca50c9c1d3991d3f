// The media benchmarks' API server (bench/media-server.ts) in a process of its own, so its memory is
// its own and read from /proc.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { MediaBenchServerInfo } from './media-server';
import { POSTGRES_URL } from './api-processes';

export async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

export interface MediaServerProcess {
  info: MediaBenchServerInfo;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the server on `database`; `env` adds settings (BENCH_MEDIA_WORKERS: its processing workers, 0 by default). */
export async function startMediaServer(database: 'pglite' | 'postgres', env: Record<string, string> = {}): Promise<MediaServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./media-server.ts', import.meta.url))], {
    env: { ...process.env, BENCH_DATABASE: database, BENCH_POSTGRES_URL: POSTGRES_URL, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const info = await new Promise<MediaBenchServerInfo>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(JSON.parse(line.slice(6)) as MediaBenchServerInfo);
    });
    child.on('exit', (code) => reject(new Error(`media bench server exited (${code})`)));
  });
  return {
    info,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Samples `pid`'s resident memory every `everyMs` until `stop()`, which answers the peak. */
export function rssPeak(pid: number, everyMs: number): { stop(): Promise<number> } {
  let peak = 0;
  const sample = () => rssBytes(pid).then((rss) => (peak = Math.max(peak, rss)), () => {});
  void sample();
  const timer = setInterval(sample, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await sample();
      return peak;
    },
  };
}
