// What the server prints as it starts (issue 36): in a terminal, a banner saying where the app is and
// readable lines with none per request; piped, JSON lines as operators and collectors expect.
// The terminal is a real pseudo-terminal (util-linux `script`), stopped with a real Ctrl+C.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
/** A start on a loaded machine: tsx, a fresh embedded database and its migrations. */
const STARTED_WITHIN_MS = 120_000;

class Output {
  text = '';
  private waiters: (() => void)[] = [];
  constructor(readonly child: ChildProcessWithoutNullStreams) {
    const take = (chunk: Buffer) => {
      this.text += chunk.toString();
      for (const wake of this.waiters.splice(0)) wake();
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
  }
  /** Resolves with the first match of `pattern` in everything printed so far or later. */
  async waitFor(pattern: RegExp): Promise<RegExpMatchArray> {
    const deadline = Date.now() + STARTED_WITHIN_MS;
    for (;;) {
      const match = this.text.match(pattern);
      if (match) return match;
      if (this.child.exitCode !== null) throw new Error(`exited (${this.child.exitCode}) before printing ${pattern}:\n${this.text}`);
      if (Date.now() > deadline) throw new Error(`no ${pattern} within ${STARTED_WITHIN_MS} ms:\n${this.text}`);
      await new Promise<void>((wake) => {
        this.waiters.push(wake);
        this.child.once('exit', () => wake());
      });
    }
  }
  exited(): Promise<number | null> {
    return this.child.exitCode !== null ? Promise.resolve(this.child.exitCode) : new Promise((resolve) => this.child.once('exit', resolve));
  }
}

describe('the server as it starts', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'courtside-output-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const env = (name: string) => ({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dir, name), STATIC_DIR: dir, LOG_FORMAT: '', NODE_ENV: '' });

  it('in a terminal: a banner with the app address and the database, no JSON, no line per request, Ctrl+C stops it', async () => {
    // `exec`: script runs the command through $SHELL, and a shell left between (dash, where CI's SHELL is
    // /bin/sh) dies of the Ctrl+C itself, so script would report 130 for a server that stopped cleanly.
    const child = spawn('script', ['-qfec', `exec ${process.execPath} --import tsx server/main.ts`, '/dev/null'], { cwd: ROOT, env: { ...env('terminal'), LOG_FORMAT: undefined } });
    const output = new Output(child);
    try {
      const [, url] = await output.waitFor(/Courtside is ready: (http:\/\/\S+)/);
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\/$/);
      expect(output.text).toContain(`Database: embedded (PGlite), data in ${join(dir, 'terminal')}`);
      await output.waitFor(/Stop it with Ctrl\+C\./);
      expect((await fetch(new URL('/apiv2/health', url))).status).toBe(200);
      child.stdin.write('\x03');
      await output.waitFor(/stopped cleanly/);
      expect(await output.exited()).toBe(0);
      expect(output.text).not.toMatch(/\{"level"/);
      expect(output.text).not.toMatch(/request completed|incoming request/);
    } finally {
      child.kill('SIGKILL');
    }
  }, 2 * STARTED_WITHIN_MS);

  it('piped: JSON lines, the ready line naming the address, one line per request', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT, env: { ...env('piped'), LOG_FORMAT: undefined } });
    const output = new Output(child);
    try {
      const [readyLine] = await output.waitFor(/^\{.*"msg":"Courtside is ready"\}$/m);
      const ready = JSON.parse(readyLine) as { url: string; database: string };
      expect(ready.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/dashboard\/$/);
      expect(ready.database).toBe(`embedded (PGlite), data in ${join(dir, 'piped')}`);
      expect((await fetch(new URL('/apiv2/health', ready.url))).status).toBe(200);
      await output.waitFor(/"msg":"request completed"/);
      child.kill('SIGTERM');
      expect(await output.exited()).toBe(0);
      const lines = output.text.trim().split('\n');
      for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    } finally {
      child.kill('SIGKILL');
    }
  }, 2 * STARTED_WITHIN_MS);
});
