import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './server-and-browser';
import { withServiceWorker } from './harness';

// Tests offline or the service worker itself: its browsers run the worker, as a coach's does.
withServiceWorker();

/** GET as a client that accepts `encoding`: the headers and the bytes as they came over the wire. */
function fetchRaw(url: string, encoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('the built app in Chromium', () => {
  const env = useServerAndBrowser();

  it('opens the dashboard (the sign-in screen when signed out), quiet about a server that answers', async () => {
    const page = await env.browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('requestfailed', (request) => {
      if (!request.url().startsWith(env.server.url)) errors.push(`fetched from outside: ${request.url()}`);
    });
    const health = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/health'));
    await page.goto(`${env.server.url}/`);
    // The dashboard sits behind sign-in: a signed-out visit lands on the login screen.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/login');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    await expect.poll(() => page.getByRole('link', { name: 'Courtside home' }).isVisible()).toBe(true);
    // The server answered: the screen says nothing about it (issue 13), no status and no database.
    expect((await health).status()).toBe(200);
    await expect.poll(() => page.getByTestId('health').count()).toBe(0);
    expect(await page.getByText(/database/i).count()).toBe(0);
    // Fonts are bundled: the Inter face is loaded from our own assets.
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves deep links from the app (history fallback) and shows not-found inside it', async () => {
    const page = await env.browser.context.newPage();
    const response = await page.goto(`${env.server.url}/dashboard/some/deep/link`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Not Found');
    await expect.poll(() => page.getByText('No route matches URL').isVisible()).toBe(true);
    await page.close();
    // The screens spec §2 places outside /dashboard/ load with a 200 too; anything else there is a 404.
    for (const path of ['/signup', '/create-account', '/rotation-editor', '/print-invoice/txn_01h']) {
      expect((await fetchRaw(`${env.server.url}${path}`, 'identity')).status, path).toBe(200);
    }
    expect((await fetchRaw(`${env.server.url}/no-such-screen`, 'identity')).status).toBe(404);
  });

  it('caches hashed assets for a year and never the page or the service worker, compressed for clients that accept it', async () => {
    const page = await fetchRaw(`${env.server.url}/dashboard/plays`, 'identity');
    expect(page.headers['cache-control']).toBe('no-store, must-revalidate');
    const script = /src="(\/dashboard\/assets\/[^"]+\.js)"/.exec(page.body.toString('utf8'))?.[1];
    expect(script).toBeDefined();

    const plain = await fetchRaw(`${env.server.url}${script}`, 'identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      const packed = await fetchRaw(`${env.server.url}${script}`, encoding);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers['content-type']).toMatch(/javascript/);
      expect(packed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.body.length).toBeLessThan(plain.body.length / 2);
      expect(decode(packed.body).equals(plain.body)).toBe(true);
    }

    const worker = await fetchRaw(`${env.server.url}/dashboard/sw.js`, 'br');
    expect(worker.headers['cache-control']).toBe('no-store, must-revalidate');
    expect(worker.headers['content-encoding']).toBe('br');
    const deepLink = await fetchRaw(`${env.server.url}/dashboard/some/deep/link`, 'gzip');
    expect(deepLink.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(deepLink.body).equals(page.body)).toBe(true);
    // A missing build file is a 404, never the page in its place.
    expect((await fetchRaw(`${env.server.url}/dashboard/assets/gone-0000.js`, 'gzip')).status).toBe(404);
  });

  it('registers the service worker at /dashboard/sw.js with scope /dashboard/', async () => {
    const page = await env.browser.context.newPage();
    await page.goto(`${env.server.url}/dashboard/`);
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${env.server.url}/dashboard/`, script: `${env.server.url}/dashboard/sw.js` });
    await page.close();
  });
});
