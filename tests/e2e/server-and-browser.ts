// Set-up shared by e2e test files (vitest hooks; harness.ts stays free of vitest, for the benches).
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, workerServer, type E2eServer } from './harness';

/** A browser from launchBrowser: its context, and close. */
export type LaunchedBrowser = Awaited<ReturnType<typeof launchBrowser>>;

/**
 * For a describe block that needs the worker's product server and one fresh browser, signed out: starts
 * both before its tests and closes them after. Read `server` and `browser` inside the tests.
 */
export function useServerAndBrowser(): { readonly server: E2eServer; readonly browser: LaunchedBrowser } {
  let server: E2eServer | undefined;
  let browser: LaunchedBrowser | undefined;
  beforeAll(async () => {
    server = await workerServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} is not started: read it inside a test.`);
    return value;
  };
  return {
    get server() {
      return started(server, 'product server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}
