import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startProductServer, type ProductServer } from './harness';

describe('the built app in Chromium', () => {
  let server: ProductServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    server = await startProductServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the dashboard (the sign-in screen when signed out) with the server health', async () => {
    const page = await browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('requestfailed', (request) => {
      if (!request.url().startsWith(server.url)) errors.push(`fetched from outside: ${request.url()}`);
    });
    await page.goto(`${server.url}/`);
    // The dashboard sits behind sign-in: a signed-out visit lands on the login screen.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/login');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    await expect.poll(() => page.getByRole('link', { name: 'Courtside home' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('health').textContent()).toMatch(/Status ok, database pglite/);
    // Fonts are bundled: the Inter face is loaded from our own assets.
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves deep links from the app (history fallback) and shows not-found inside it', async () => {
    const page = await browser.context.newPage();
    const response = await page.goto(`${server.url}/dashboard/some/deep/link`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Not Found');
    await expect.poll(() => page.getByText('No route matches URL').isVisible()).toBe(true);
    await page.close();
  });

  it('registers the service worker at /dashboard/sw.js with scope /dashboard/', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${server.url}/dashboard/`);
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${server.url}/dashboard/`, script: `${server.url}/dashboard/sw.js` });
    await page.close();
  });
});
