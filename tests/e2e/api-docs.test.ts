// The API's docs page (/apiv2/docs, server/http/api-docs.ts) in a browser, on the bundled server:
// Swagger UI draws the whole document from its own files, every request goes to this server, and
// the page's policy blocks nothing it needs.
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './server-and-browser';

describe('the API docs page', () => {
  const env = useServerAndBrowser();

  it('shows every operation by tag and opens one, with nothing from elsewhere and nothing blocked', async () => {
    const { url } = env.server;
    const document = (await (await fetch(`${url}/apiv2/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>>; tags: { name: string }[] };
    const operations = Object.values(document.paths).reduce((count, methods) => count + Object.keys(methods).length, 0);
    const page = await env.browser.context.newPage();
    const requested: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${url}/apiv2/docs`);
    await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('.opblock').count()).toBe(operations);
    expect(await page.locator('.opblock-tag').allInnerTexts()).toEqual(document.tags.map((tag) => tag.name));
    const count = page.locator('.opblock', { hasText: '/apiv2/plays/count' });
    await count.locator('.opblock-summary').click();
    await count.getByText('How many plays (or drills) a team has').first().waitFor();
    await count.locator('.parameters').getByText('team_id').waitFor();
    expect(requested.filter((address) => !address.startsWith(`${url}/`))).toEqual([]);
    expect(requested).toContain(`${url}/apiv2/docs/static/swagger-ui-bundle.js`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
