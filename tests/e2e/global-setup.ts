// Once per e2e run, before any file starts: the client built (two workers must not both build it),
// the server bundled, a migrated data directory that each server without one of its own starts on a
// copy of, and for each worker a product server and a Chromium that its files share
// (harness.ts: workerServer, launchBrowser).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureClientBuild } from '../../scripts/client-build';
import { makeDataTemplate, SERVER_BUNDLE_ENV, startBrowserServer, startProductServer, WORKER_RESOURCES_ENV, type WorkerResources } from './harness';
import { bundleServer } from './server-bundle';

/** Every file on a shared server signs its coaches up from 127.0.0.1: one clinic's worth of sign-ups. */
const SHARED_SERVER_SIGNUPS_PER_HOUR = 1000;

/**
 * The first account of a fresh server is its admin: on a shared server it is nobody's test account,
 * so no file's coach is an admin by the order files happen to run in (files that test the admin
 * start a server of their own).
 */
async function takeAdminSeat(url: string, index: number): Promise<void> {
  const response = await fetch(`${url}/apiv2/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `operator-${index + 1}@example.com`, password: 'correct horse battery staple', name: 'Operator' }),
  });
  if (response.status !== 201) throw new Error(`The shared server's first account was refused: ${response.status} ${await response.text()}`);
}

export default async function setup(project: TestProject) {
  const [bundle] = await Promise.all([bundleServer(), ensureClientBuild()]);
  process.env[SERVER_BUNDLE_ENV] = bundle;
  const dir = await mkdtemp(join(tmpdir(), 'courtside-e2e-template-'));
  await makeDataTemplate(dir);
  const logs = await mkdtemp(join(tmpdir(), 'courtside-e2e-logs-'));
  const workers = Array.from({ length: project.config.maxWorkers ?? 1 }, (_, index) => index);
  const started = await Promise.all(
    workers.map(async (index) => {
      const logFile = join(logs, `server-${index + 1}.log`);
      const [server, browser] = await Promise.all([startProductServer({ logFile, env: { SIGNUPS_PER_ADDRESS_PER_HOUR: String(SHARED_SERVER_SIGNUPS_PER_HOUR) } }), startBrowserServer()]);
      await takeAdminSeat(server.url, index);
      return { server, browser, logFile };
    }),
  );
  process.env[WORKER_RESOURCES_ENV] = JSON.stringify(
    started.map(({ server, browser, logFile }): WorkerResources => ({ url: server.url, logFile, browserEndpoint: browser.wsEndpoint() })),
  );
  return async () => {
    await Promise.all(started.map(async ({ server, browser }) => Promise.all([browser.close(), server.stop()])));
    await rm(logs, { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
    await rm(dirname(bundle), { recursive: true, force: true });
  };
}
