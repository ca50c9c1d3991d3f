// End-to-end harness: the real built server on a free port with a fresh data directory, and the
// system Chromium driven by playwright-core (no browser download: none can be fetched here).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { cp, mkdtemp, open, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';
import { ensureClientBuild, ROOT } from '../../scripts/client-build';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { DATA_STEPS } from '../../server/items/data-steps';
import { PASSWORD_HASH_COST } from '../../server/auth/passwords';
import { CSP_VIOLATION_MESSAGE } from '../../server/http/security-headers';

export interface ProductServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server logged, for failure messages. */
  output(): string;
  /** Stops the server; fails if a page broke the content security policy while it ran. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Where the server bundle lies (tests/e2e/global-setup.ts). */
export const SERVER_BUNDLE_ENV = 'COURTSIDE_E2E_SERVER_BUNDLE';

/** Where a migrated data directory lies (tests/e2e/global-setup.ts): a server given no data directory starts on a copy. */
export const DATA_TEMPLATE_ENV = 'COURTSIDE_E2E_DATA_TEMPLATE';

/** Makes a data directory whose embedded database is migrated, and points this process's environment (and its workers') at it. */
export async function makeDataTemplate(dir: string): Promise<void> {
  const database = await openDatabase({ dataDir: dir });
  await migrate(database, { dataSteps: DATA_STEPS });
  await database.close();
  process.env[DATA_TEMPLATE_ENV] = dir;
}

/** A fresh data directory: a copy of the migrated one where there is one (no initdb, no migrations), else empty. */
async function freshDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'courtside-e2e-'));
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template) await cp(template, dataDir, { recursive: true });
  return dataDir;
}

/** Starts `server/main.ts` as `npm start` does, after making sure the client is built (unless only the API is used). */
export async function startProductServer(
  options: { dataDir?: string; env?: Record<string, string>; apiOnly?: boolean; port?: number; logFile?: string } = {},
): Promise<ProductServer> {
  if (!options.apiOnly) await ensureClientBuild(() => {});
  const dataDir = options.dataDir ?? (await freshDataDir());
  // A given port: a server restarted for the same browser keeps its origin (and service worker).
  const port = options.port ?? (await freePort());
  let output = '';
  // The bundle the global setup made (server-bundle.ts), else the sources through tsx (a bench, a file run alone).
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const child = spawn(process.execPath, bundle ? [bundle] : ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    // Real scrypt at its least cost: the files sign up many accounts.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '', PASSWORD_HASH_COST: String(PASSWORD_HASH_COST.min), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A server shared by many files also writes its log to a file, where each file reads its own part.
  const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a' }) : undefined;
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    log?.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    const ok = await fetch(`${url}/apiv2/health`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`The server did not answer within 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      log?.end();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      failOnCspViolations(output);
      return code;
    },
  };
}

/** Fails on the violation reports the server logged in `output` (the e2e suite runs under the production policy). */
function failOnCspViolations(output: string): void {
  const violations = output
    .split('\n')
    .filter((line) => line.includes(CSP_VIOLATION_MESSAGE))
    .map((line) => JSON.stringify((JSON.parse(line) as { report?: unknown }).report));
  if (violations.length > 0) throw new Error(`A page broke the content security policy:\n${violations.join('\n')}`);
}

/** What the e2e global setup started for each worker (tests/e2e/global-setup.ts), as JSON: one entry per vitest pool id. */
export const WORKER_RESOURCES_ENV = 'COURTSIDE_E2E_WORKERS';

/** A product server and a browser that the files run one after another by one e2e worker share. */
export interface WorkerResources {
  url: string;
  /** The server's log, appended to as it runs. */
  logFile: string;
  /** playwright's endpoint of a Chromium started with CHROMIUM_ARGS. */
  browserEndpoint: string;
}

/** This worker's resources: only one file at a time runs on a pool id, so nothing else uses them meanwhile. */
function workerResources(): WorkerResources | undefined {
  const all = process.env[WORKER_RESOURCES_ENV];
  const pool = Number(process.env.VITEST_POOL_ID);
  if (!all || !Number.isInteger(pool)) return undefined;
  return (JSON.parse(all) as WorkerResources[])[pool - 1];
}

/** The server a test file talks to: `stop` fails the file if its pages broke the content security policy. */
export type E2eServer = Pick<ProductServer, 'url'> & { stop(): Promise<unknown> };

/**
 * The product server this worker shares (a migrated database, a fresh account per file: files
 * never see each other's work), else one of the file's own. A file that needs a server of its own
 * (its first account is the admin, other settings, a restart) calls startProductServer instead.
 */
export async function workerServer(): Promise<E2eServer> {
  const shared = workerResources();
  if (!shared) return startProductServer();
  const from = await logSize(shared.logFile);
  return {
    url: shared.url,
    async stop() {
      const handle = await open(shared.logFile, 'r');
      try {
        const size = (await handle.stat()).size;
        const { buffer } = await handle.read(Buffer.alloc(size - from), 0, size - from, from);
        failOnCspViolations(buffer.toString());
      } finally {
        await handle.close();
      }
    },
  };
}

async function logSize(file: string): Promise<number> {
  const handle = await open(file, 'a+');
  try {
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

/** Starts the Chromium a worker's files share (their contexts are as separate as profiles are). */
export function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

let connected: Promise<Browser> | undefined;

export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `No Chromium at ${path}. Install one with "apt-get install -y chromium" (Debian/Ubuntu) or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
    );
  }
  return path;
}

/** The flags every launch passes (exported so a caller adding one keeps the rest). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

type LaunchOptions = Parameters<typeof chromium.launchPersistentContext>[1];

/** How long an action or a navigation waits on its page (Playwright's 30 s default): a page that
 * loads in seconds may take three times as long with two CPU-bound processes beside the suite. */
const PAGE_WAIT_MS = 60_000;

/** The browser contexts open now, whose pages a failed test describes (file-setup.ts). */
const openContexts = new Set<BrowserContext>();

function sizedForBusyMachine(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(PAGE_WAIT_MS);
  context.setDefaultNavigationTimeout(PAGE_WAIT_MS);
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  return context;
}

/** A failed test's open pages as the log can show them: each page's address and what a screen
 * reader would find there (Playwright's ARIA snapshot), so a CI log says what the test saw. */
export async function describeOpenPages(): Promise<string> {
  const MAX_SNAPSHOT_CHARS = 4_000;
  const pages = [...openContexts].flatMap((context) => context.pages());
  const described = await Promise.all(
    pages.map(async (page, index) => {
      const snapshot = await page
        .locator('body')
        .ariaSnapshot({ timeout: 5_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error).split('\n')[0]})`);
      const cut = snapshot.length > MAX_SNAPSHOT_CHARS ? `${snapshot.slice(0, MAX_SNAPSHOT_CHARS)}\n… (${snapshot.length - MAX_SNAPSHOT_CHARS} more characters)` : snapshot;
      return `── page ${index + 1} of ${pages.length}: ${page.url()}\n${cut}`;
    }),
  );
  return described.join('\n');
}

/** The system Chromium on a given profile folder (kept by the caller: a bench reopens one offline). */
export async function openProfile(profile: string, options: LaunchOptions = {}): Promise<BrowserContext> {
  return sizedForBusyMachine(
    await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      headless: true,
      args: CHROMIUM_ARGS,
      ...options,
    }),
  );
}

type ContextOptions = Parameters<Browser['newContext']>[0];

/**
 * Whether this file's browsers run the app's service worker. Installing it precaches the whole
 * app (every script, font and wasm file) in each fresh context: a quarter of the CPU of a file
 * that tests no offline. So a file's browsers block it unless the file tests offline, the precache
 * or the worker itself and says so by calling `withServiceWorker()` at its top. A worker's files
 * share this module (the e2e project does not isolate them): file-setup.ts sets it back first.
 */
let serviceWorkers: 'allow' | 'block' = 'block';

/** This file's browsers run the service worker, as a coach's does (see `serviceWorkers`). */
export function withServiceWorker(): void {
  serviceWorkers = 'allow';
}

/** Before each file (file-setup.ts): its browsers block the service worker unless it asks for it. */
export function blockServiceWorkers(): void {
  serviceWorkers = 'block';
}

/**
 * A fresh browser each time, so no test sees another's storage or service worker: a new context
 * of the worker's shared Chromium, or (a bench, launch options such as flags) a Chromium on a
 * profile of its own.
 */
export async function launchBrowser(options: LaunchOptions = {}) {
  const shared = workerResources();
  if (shared && !('args' in options)) {
    connected ??= chromium.connect(shared.browserEndpoint);
    const context = sizedForBusyMachine(await (await connected).newContext({ serviceWorkers, ...(options as ContextOptions) }));
    return { context, close: () => context.close() };
  }
  const profile = await mkdtemp(join(tmpdir(), 'courtside-chromium-'));
  const context = await openProfile(profile, { serviceWorkers, ...options });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Local storage key of src/app/providers.tsx: with it the app loads its test hook (window.__courtsideOffline). */
export const TEST_HOOKS_STORAGE_KEY = 'courtside:test-hooks';

/** Asks every page of the context for the app's test hook, before the app starts. */
export async function enableTestHooks(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    try {
      localStorage.setItem(key, '1');
    } catch {
      // about:blank and the like have no storage; the app's pages do.
    }
  }, TEST_HOOKS_STORAGE_KEY);
}

/** Waits for the service worker to control the page (it precaches the app on the first visit). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), undefined, { timeout: 30_000 });
}

/**
 * Waits until the page has run the tasks already queued: a timer of no delay set now runs after the
 * ones set before it. For a library that starts listening "from the next task" (dnd-kit's keyboard
 * sensor after a pick-up): a barrier, not a sleep.
 */
export async function pageTasksRun(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Waits until the page has drawn `count` more frames (requestAnimationFrame), however long a busy machine takes for them. */
export async function pageFramesDrawn(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (left) =>
      new Promise<void>((resolve) => {
        const frame = () => (--left <= 0 ? resolve() : requestAnimationFrame(frame));
        requestAnimationFrame(frame);
      }),
    count,
  );
}
