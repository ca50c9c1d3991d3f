// The dashboard's shell in Chromium, signed out: the not-found and route error screens, the login
// screen, settings that survive a reload, Arabic turning the page rtl, connectivity notices, and
// axe-core finding no serious or critical problem on these screens.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './server-and-browser';
import { allViolations } from './axe';
import { withServiceWorker } from './harness';

// Tests offline or the service worker itself: its browsers run the worker, as a coach's does.
withServiceWorker();

describe('the dashboard shell', () => {
  const env = useServerAndBrowser();

  async function open(path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await env.browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${env.server.url}${path}`);
    return { page, errors };
  }

  it('shows Not Found for an unknown root path and an unknown dashboard path', async () => {
    const { page, errors } = await open('/no-such-page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Not Found');
    await expect.poll(() => page.getByText('No route matches URL').isVisible()).toBe(true);
    expect(await page.locator('code').textContent()).toBe('/no-such-page');
    expect(await allViolations(page)).toEqual([]);
    await page.goto(`${env.server.url}/dashboard/no/such/screen`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Not Found');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the route error screen at /test_error, and its button clears storage and reloads', async () => {
    const { page } = await open('/test_error');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Error');
    await expect.poll(() => page.getByTestId('error-message').textContent()).toMatch(/test error/);
    await expect
      .poll(() => page.getByText("If refreshing the browser doesn't work, there might be a data issue. Clearing the Cache might help.").isVisible())
      .toBe(true);
    expect(await allViolations(page)).toEqual([]);

    await page.evaluate(() => localStorage.setItem('left-behind', 'yes'));
    // Clearing the cache unregisters the service worker before the reload: slow on a busy machine.
    const reloaded = page.waitForEvent('load', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Clear the cache' }).click();
    await reloaded;
    expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Error');
    await page.close();
  });

  it('sends a signed-out coach from a dashboard screen to the login screen', async () => {
    const { page, errors } = await open('/dashboard/plays');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/login');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    await expect.poll(() => page.getByLabel('Email').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Password').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(await allViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps settings across a reload, and Arabic turns the page right to left', async () => {
    const { page, errors } = await open('/dashboard/login');
    await page.getByRole('button', { name: 'Open the settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Settings' });
    // Headless UI's dialog element holds fixed-position children, so look at its title.
    await expect.poll(() => drawer.getByRole('heading', { name: 'Settings' }).isVisible()).toBe(true);
    expect(await allViolations(page)).toEqual([]);

    await drawer.getByText('Dark', { exact: true }).click();
    await drawer.getByText('Blue', { exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>);
    expect(stored).toMatchObject({ themeMode: 'dark', themeColorPresets: 'blue' });
    // The preset really changes the primary colour, dark mode the page colour.
    const colours = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return { primary: style.getPropertyValue('--color-primary').trim(), page: style.getPropertyValue('--color-page').trim() };
      });
    expect(await colours()).toEqual({ primary: '#2065d1', page: '#141a21' });

    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await colours()).toEqual({ primary: '#2065d1', page: '#141a21' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    expect(await allViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Open the settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByText('العربية').click();
    await expect.poll(() => page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('تسجيل الدخول');
    expect(await allViolations(page)).toEqual([]);

    // Reset restores the defaults of spec §9 (the language stays a separate choice).
    await page.getByRole('button', { name: 'فتح الإعدادات' }).click();
    await page.getByRole('button', { name: 'استعادة الافتراضي' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('settings') ?? '{}') as Record<string, unknown>)).toMatchObject({
      themeMode: 'light',
      themeDirection: 'ltr',
      themeLayout: 'horizontal',
      themeContrast: 'default',
      themeColorPresets: 'default',
      themePlaysView: 'grid',
    });
    await page.getByRole('dialog').getByText('English').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('tells the coach when the connection goes and comes back', async () => {
    const { page } = await open('/dashboard/login');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    await env.browser.context.setOffline(true);
    await expect.poll(() => page.getByText('You lost internet connection').isVisible()).toBe(true);
    await env.browser.context.setOffline(false);
    await expect.poll(() => page.getByText('You regained internet connection').isVisible()).toBe(true);
    await page.close();
  });
});
