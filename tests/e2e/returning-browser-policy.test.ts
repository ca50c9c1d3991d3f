// Issue 28 §5: a browser that opened the app before the operator configured Sentry and Mixpanel
// (service worker installed, controlling its pages) gets the policy the server has now on its next
// visit, without clearing anything: the same profile, the server restarted on the same origin with
// both configured, and both stand-ins receive what the SDKs send. A document from the worker's
// precache would carry the old policy and block them (and the server's stop reports the violation);
// a runtime config kept in the persisted query cache would not even load them.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMixpanel, type FakeMixpanel } from '../fakes/mixpanel';
import { startFakeSentry, type FakeSentry } from '../fakes/sentry';
import { ensureClientBuild } from '../../scripts/client-build';
import { signIn, signUp } from './editor-helpers';
import { freePort, launchBrowser, startProductServer, waitForServiceWorker, type ProductServer, withServiceWorker } from './harness';

// Tests offline or the service worker itself: its browsers run the worker, as a coach's does.
withServiceWorker();

/** The SDKs load after the page, and Mixpanel sends its batch every 5 s (spec §9). */
const ARRIVAL = { timeout: 30_000, interval: 250 };

function connectSources(policy: string | undefined): string[] {
  const directive = (policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === 'connect-src');
  return directive?.slice(1) ?? [];
}

describe('a returning browser and a policy changed since its last visit', () => {
  let sentry: FakeSentry;
  let mixpanel: FakeMixpanel;
  let dataDir: string;
  let server: ProductServer | undefined;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    sentry = await startFakeSentry();
    mixpanel = await startFakeMixpanel();
    dataDir = await mkdtemp(join(tmpdir(), 'courtside-e2e-'));
    browser = await launchBrowser();
    // Built before the test's clock starts (the servers below start within the test).
    await ensureClientBuild(() => {});
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sentry?.close();
    await mixpanel?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('allows Sentry and Mixpanel on the next visit once the operator configured them', async () => {
    const port = await freePort();
    server = await startProductServer({ dataDir, port });
    const { tokens } = await signUp(server.url);
    await signIn(browser.context, tokens);
    const first = await browser.context.newPage();
    const before = await first.goto(`${server.url}/dashboard/plays`);
    expect(connectSources(before?.headers()['content-security-policy'])).toEqual(["'self'"]);
    await first.getByRole('heading', { name: 'Plays', exact: true }).waitFor({ timeout: 30_000 });
    await waitForServiceWorker(first);
    // A visit the worker controls: the worker answers this document.
    const controlled = await first.reload();
    expect(controlled?.fromServiceWorker()).toBe(true);
    await first.close();
    await server.stop();

    // The operator turns error reporting and analytics on; the browser comes back as it was.
    server = await startProductServer({ dataDir, port, env: { SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: 'e2e', MIXPANEL_TOKEN: 'e2e-project-token', MIXPANEL_API_HOST: mixpanel.apiHost } });
    const page = await browser.context.newPage();
    const after = await page.goto(`${server.url}/dashboard/plays`);
    expect(connectSources(after?.headers()['content-security-policy'])).toEqual(expect.arrayContaining([new URL(sentry.dsn).origin, new URL(mixpanel.apiHost).origin]));
    await page.getByRole('heading', { name: 'Plays', exact: true }).waitFor({ timeout: 30_000 });
    // The config kept from the last visit said "no analytics"; the one asked at start says otherwise
    // (the page view counted before it answered is not sent): the next screen's page view arrives.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/apiv2/config'))), ARRIVAL).toBe(true);
    await page.getByRole('link', { name: 'Drills', exact: true }).first().click();
    await expect.poll(() => mixpanel.events().some((event) => event.properties.current_url_path === '/dashboard/drills'), ARRIVAL).toBe(true);
    // An uncaught error of the page reaches Sentry (thrown again until the SDK, loaded after the page, has it).
    const reported = async () => {
      await page.evaluate(() => setTimeout(() => {
        throw new Error('returning browser marker');
      }, 0));
      return JSON.stringify(sentry.envelopes).includes('returning browser marker');
    };
    await expect.poll(reported, { ...ARRIVAL, interval: 1000 }).toBe(true);
    await page.close();
  }, 120_000);
});
