// Error reporting and analytics in the real browser (issue 19): the product started with SENTRY_DSN and
// MIXPANEL_TOKEN pointing at local stand-ins that take what the official SDKs really send (Sentry
// envelopes, Mixpanel's form-encoded batches). A crash on the route error screen arrives with the coach
// attached; page views arrive in Mixpanel batches; opting out in the account screen stops them; and a
// product configured with neither loads neither SDK and sends nothing. Inside the mobile wrapper, a play
// save asks for the store's review prompt once the coach has more than one play.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMixpanel, type FakeMixpanel } from '../fakes/mixpanel';
import { startFakeSentry, type FakeSentry } from '../fakes/sentry';
import { openEditor, signUp, signIn, type Tokens } from './editor-helpers';
import { enableTestHooks, launchBrowser, startProductServer, workerServer, type E2eServer, type ProductServer } from './harness';

/** The SDKs load after the page, and Mixpanel sends its batch every 5 s (spec §9): generous on a busy machine. */
const ARRIVAL = { timeout: 30_000, interval: 250 };
const TEST_ERROR = 'This is a test error thrown by /test_error.';
const PAGE_VIEW = '$mp_web_page_view';

function subjectOf(tokens: Tokens): string {
  return (JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/** The same-origin scripts a page loaded (the app's chunks, SDK chunks among them when configured). */
function scriptsOf(page: Page, origin: string): Set<string> {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(origin)) scripts.add(new URL(response.url()).pathname);
  });
  return scripts;
}

/**
 * A help widget's host: its script records the settings the app gave it and then fails, as a third
 * party's script may; the product must not report that failure.
 */
async function startWidgetHost(): Promise<{ url: string; server: Server }> {
  const script = `window.__widgetLoaded = true; setTimeout(() => { throw new Error('${'help widget exploded'}'); }, 0);`;
  const server = createServer((request, response) => {
    if (request.url !== '/widget.js') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/widget.js`, server };
}

describe('error reporting and analytics when configured', () => {
  let widget: Awaited<ReturnType<typeof startWidgetHost>>;
  let sentry: FakeSentry;
  let mixpanel: FakeMixpanel;
  let server: ProductServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let tokens: Tokens;

  beforeAll(async () => {
    sentry = await startFakeSentry();
    mixpanel = await startFakeMixpanel();
    widget = await startWidgetHost();
    server = await startProductServer({
      env: { SENTRY_DSN: sentry.dsn, SENTRY_ENVIRONMENT: 'e2e', MIXPANEL_TOKEN: 'e2e-project-token', MIXPANEL_API_HOST: mixpanel.apiHost, MIXPANEL_RECORD_SESSIONS_PERCENT: '100', HELP_WIDGET_URL: widget.url },
    });
    browser = await launchBrowser({ serviceWorkers: 'block' });
    tokens = (await signUp(server.url)).tokens;
    await signIn(browser.context, tokens);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await sentry?.close();
    await mixpanel?.close();
    await new Promise((resolve) => widget?.server.close(resolve));
  });

  it('loads the help widget for a signed-in coach (above everything, no bubble or logo) and drops its errors', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/dashboard/plays`);
    await page.waitForFunction(() => (window as { __widgetLoaded?: boolean }).__widgetLoaded === true, undefined, { timeout: 30_000 });
    const widgetEmail = () => page.evaluate(() => (window as { courtsideHelpWidget?: { user?: { email?: string } | null } }).courtsideHelpWidget?.user?.email ?? '');
    await expect.poll(widgetEmail, ARRIVAL).toMatch(/@example\.com$/);
    expect(await page.evaluate(() => (window as { courtsideHelpWidget?: object }).courtsideHelpWidget)).toMatchObject({ zIndex: 9999999, showBubble: false, showLogo: false });
    // An error of the app's own page after the widget's: it arrives, the widget's never does.
    await page.evaluate(() => setTimeout(() => {
      throw new Error('app marker after the widget');
    }, 0));
    await expect.poll(() => JSON.stringify(sentry.envelopes).includes('app marker after the widget'), ARRIVAL).toBe(true);
    expect(JSON.stringify(sentry.envelopes)).not.toContain('help widget exploded');
    expect(JSON.stringify(sentry.events())).not.toContain('Script error');
    await page.close();
  });

  it('reports the route error screen’s crash to Sentry with the coach attached', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/test_error`);
    await page.getByTestId('error-message').getByText(TEST_ERROR).waitFor({ timeout: 30_000 });
    const crash = () => sentry.events().find((event) => JSON.stringify(event.exception ?? {}).includes(TEST_ERROR));
    await expect.poll(() => crash(), ARRIVAL).toBeDefined();
    expect(crash()).toMatchObject({ platform: 'javascript', environment: 'e2e', user: { id: subjectOf(tokens) } });
    const envelope = sentry.envelopes.find((e) => e.items.some((item) => item.payload === crash()))!;
    expect(envelope).toMatchObject({ projectId: '4242', key: 'testpublickey' });
    const frames = (crash() as { exception: { values: { stacktrace?: { frames: unknown[] } }[] } }).exception.values.flatMap((value) => value.stacktrace?.frames ?? []);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.length).toBeLessThanOrEqual(50);
    // Replay on error is 100% (spec §9): the session's replay follows the crash, as Sentry's replay items.
    await expect.poll(() => sentry.envelopes.some((e) => e.items.some((item) => item.type === 'replay_event')), ARRIVAL).toBe(true);
    const replay = sentry.envelopes.find((e) => e.items.some((item) => item.type === 'replay_event'))!;
    expect(replay.items.map((item) => item.type)).toEqual(['replay_event', 'replay_recording']);
    await page.close();
  });

  it('sends page views to Mixpanel in batches, then nothing once the coach opts out', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/dashboard/plays`);
    await page.getByRole('heading', { name: 'Plays', exact: true }).waitFor({ timeout: 30_000 });
    const pageViewsOf = (path: string) => mixpanel.events().filter((e) => e.event === PAGE_VIEW && e.properties.current_url_path === path);
    await expect.poll(() => pageViewsOf('/dashboard/plays').length, ARRIVAL).toBeGreaterThan(0);
    const [view] = pageViewsOf('/dashboard/plays');
    expect(view!.properties).toMatchObject({ token: 'e2e-project-token', current_url_path: '/dashboard/plays' });
    // A batch: an array of events in one POST /track/ (the library's batch mode).
    const batch = mixpanel.requests.find((r) => r.endpoint === 'track' && Array.isArray(r.data) && (r.data as unknown[]).includes(view));
    expect(batch).toBeDefined();
    // The coach is identified (the first page view may leave before the user record loads), and the
    // coach's details reach the profile (spec §7).
    await expect.poll(() => mixpanel.events().some((e) => e.properties.distinct_id === subjectOf(tokens)), ARRIVAL).toBe(true);
    await expect.poll(() => mixpanel.requests.some((r) => r.endpoint === 'engage' && JSON.stringify(r.data).includes('"$email"')), ARRIVAL).toBe(true);

    // Every session is recorded here (MIXPANEL_RECORD_SESSIONS_PERCENT=100): rrweb events, the first
    // batch holding the page's full snapshot, sent within the 10 s the recorder batches for.
    await expect.poll(() => mixpanel.requests.some((r) => r.endpoint === 'record'), ARRIVAL).toBe(true);
    const recording = mixpanel.requests.find((r) => r.endpoint === 'record')!;
    expect(recording.query).toMatchObject({ seq: '0', distinct_id: expect.any(String), replay_id: expect.any(String) });
    expect(recording.headers.authorization).toBe(`Basic ${Buffer.from('e2e-project-token:').toString('base64')}`);
    expect((recording.data as { type: number }[]).some((event) => event.type === 2)).toBe(true); // rrweb's FullSnapshot

    // The play editor recorded too, under the production policy (a violation fails the server's stop).
    await page.goto(`${server.url}/dashboard/playeditor`);
    await page.getByTestId('play-editor').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid=editor-canvas] canvas').first().waitFor({ timeout: 30_000 });
    const recordedBefore = mixpanel.requests.filter((r) => r.endpoint === 'record').length;
    await expect.poll(() => mixpanel.requests.filter((r) => r.endpoint === 'record').length, ARRIVAL).toBeGreaterThan(recordedBefore);

    // Opting out: from then on the browser sends Mixpanel nothing, and after a reload the SDK is not even loaded.
    await page.goto(`${server.url}/dashboard/user/account`);
    const share = page.getByRole('checkbox', { name: 'Share anonymous usage data to help improve Courtside' });
    await share.waitFor({ timeout: 30_000 });
    expect(await share.isChecked()).toBe(true);
    const sentAfterOptOut: string[] = [];
    await share.uncheck();
    page.on('request', (request) => {
      if (request.url().startsWith(mixpanel.apiHost)) sentAfterOptOut.push(request.url());
    });
    expect(await page.evaluate(() => localStorage.getItem('courtside:analytics-opt-out'))).toBe('true');
    await page.getByRole('link', { name: 'Playbooks' }).first().click();
    await page.getByRole('heading', { name: 'Playbooks', exact: true }).waitFor({ timeout: 30_000 });
    // Leaving the page is when the library sends what it still holds: it holds nothing.
    await page.reload();
    await page.getByRole('heading', { name: 'Playbooks', exact: true }).waitFor({ timeout: 30_000 });
    await page.goto(`${server.url}/dashboard/plays`);
    await page.getByRole('heading', { name: 'Plays', exact: true }).waitFor({ timeout: 30_000 });
    expect(sentAfterOptOut).toEqual([]);
    expect(pageViewsOf('/dashboard/playbooks')).toEqual([]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('courtside:analytics-opt-out') ?? 'null'))).toBe(true);
    await page.close();
  });

  it(
    'a product configured with neither loads neither SDK and sends nothing: the same pages fetch fewer scripts',
    async () => {
      const plain = await workerServer();
      const fresh = await launchBrowser({ serviceWorkers: 'block' });
      try {
        const visit = async (url: string, configured: boolean) => {
          const page = await fresh.context.newPage();
          const scripts = scriptsOf(page, url);
          await page.goto(`${url}/test_error`);
          await page.getByTestId('error-message').getByText(TEST_ERROR).waitFor({ timeout: 30_000 });
          await page.goto(`${url}/dashboard/login`);
          await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 30_000 });
          // The SDKs load after the page shows: waited for where configured, the network let settle where not.
          if (configured) await expect.poll(() => page.evaluate(() => '__SENTRY__' in window), ARRIVAL).toBe(true);
          else await page.waitForLoadState('networkidle');
          const sdk = await page.evaluate(() => ({ sentry: '__SENTRY__' in window, mixpanelStorage: Object.keys(localStorage).some((key) => key.startsWith('__mp')) }));
          await page.close();
          return { scripts, sdk };
        };
        const withSdks = await visit(server.url, true);
        expect(withSdks.sdk.sentry).toBe(true);
        await expect.poll(() => JSON.stringify(sentry.envelopes).includes(`${server.url}/test_error`), ARRIVAL).toBe(true);

        const without = await visit(plain.url, false);
        expect(without.sdk).toEqual({ sentry: false, mixpanelStorage: false });
        const sdkChunks = [...withSdks.scripts].filter((script) => !without.scripts.has(script));
        expect(sdkChunks.length).toBeGreaterThanOrEqual(2);
        expect([...without.scripts].filter((script) => !withSdks.scripts.has(script))).toEqual([]);
        // The crash on the plain product went nowhere (reports name the page they come from).
        expect(JSON.stringify(sentry.envelopes)).not.toContain(plain.url);
        expect(JSON.stringify(mixpanel.requests)).not.toContain(plain.url);
      } finally {
        await fresh.close();
        await plain.stop();
      }
    },
    // A second product server starts here.
    180_000,
  );
});

// The native wrapper's review prompt (spec §7), on a product with neither SDK: the wrapper is played
// by the page's ReactNativeWebView, which records what the app posts to it.
describe('the mobile wrapper', () => {
  let plain: E2eServer;
  beforeAll(async () => {
    plain = await workerServer();
  });
  afterAll(async () => {
    await plain?.stop();
  });

  it('saving an opened play asks for the store review once the coach has 2 plays, not with 1', async () => {
    const coach = await signUp(plain.url);
    const headers = { authorization: `Bearer ${coach.tokens.accessToken}`, 'content-type': 'application/json' };
    const createPlay = async (title: string) => {
      const created = await fetch(`${plain.url}/apiv2/play`, { method: 'POST', headers, body: JSON.stringify({ team_id: coach.teamId, title }) });
      expect(created.status).toBe(201);
      return ((await created.json()) as { play_id: string }).play_id;
    };
    const first = await createPlay('Horns');
    // The React Native web view: it records what the app posts and answers GET_TOKEN with the coach's tokens.
    const wrapped = await launchBrowser({ serviceWorkers: 'block' });
    await enableTestHooks(wrapped.context);
    await wrapped.context.addInitScript((given) => {
      localStorage.setItem('courtside:stats', '1');
      const sent: Array<{ type: string }> = [];
      Object.assign(window, {
        __wrapperSent: sent,
        ReactNativeWebView: {
          postMessage(raw: string) {
            const message = JSON.parse(raw) as { type: string };
            sent.push(message);
            const token = JSON.stringify({ type: 'SET_TOKEN', idToken: given.idToken, accessToken: given.accessToken });
            if (message.type === 'GET_TOKEN' || message.type === 'FORCE_NEW_TOKEN') setTimeout(() => window.dispatchEvent(new MessageEvent('message', { data: token })), 0);
          },
        },
      });
    }, coach.tokens);
    const sentTypes = (page: Page) => page.evaluate(() => (window as unknown as { __wrapperSent: Array<{ type: string }> }).__wrapperSent.map((message) => message.type));
    const editAndSave = async (title: string) => {
      const page = await wrapped.context.newPage();
      await page.setViewportSize({ width: 1400, height: 900 });
      await openEditor(page, `${plain.url}/dashboard/playeditor/${first}`);
      await page.getByTestId('play-title').fill(title);
      await page.getByTestId('save-play').click();
      await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe('All changes saved');
      return page;
    };
    try {
      const alone = await editAndSave('Horns twist');
      // The count the save was weighed against is known (asked or cached), and it was 1: no prompt.
      const countKnown = (teamId: string) =>
        alone.evaluate((team) => {
          const client = window.__courtsideOffline!.client;
          return client.isFetching({ queryKey: ['plays', 'count'] }) === 0 ? client.getQueryData(['plays', 'count', team, 'play']) : undefined;
        }, teamId);
      await expect.poll(() => countKnown(coach.teamId), ARRIVAL).toBe(1);
      expect(await sentTypes(alone)).toContain('GET_TOKEN');
      expect(await sentTypes(alone)).not.toContain('REQUEST_REVIEW');
      await alone.close();

      await createPlay('Flex');
      const two = await editAndSave('Horns flare');
      await expect.poll(() => sentTypes(two), ARRIVAL).toContain('REQUEST_REVIEW');
      expect((await sentTypes(two)).filter((type) => type === 'REQUEST_REVIEW')).toHaveLength(1);
      await two.close();
    } finally {
      await wrapped.close();
    }
  }, 120_000);
});
