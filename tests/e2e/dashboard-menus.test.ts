// The signed-in header's menus and drawers load Headless UI on first use (src/ui/menu.tsx,
// src/ui/dialog.tsx, mobile-nav-drawer.tsx): none of it (nor the Arabic texts) is fetched by the
// first visit, and the stand-in buttons still open their menus by mouse and keyboard, focus included.
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allViolations } from './axe';
import { launchBrowser, workerServer, type E2eServer } from './harness';

describe('the signed-in header menus', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    server = await workerServer();
    const signup = await fetch(`${server.url}/apiv2/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'menus@example.com', password: 'a long enough password', name: 'Menu Coach' }),
    });
    const tokens = (await signup.json()) as { accessToken: string };
    await fetch(`${server.url}/apiv2/teams`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Tigers' }),
    });
    browser = await launchBrowser({ serviceWorkers: 'block' });
    await browser.context.addInitScript((triple) => localStorage.setItem('auth', JSON.stringify(triple)), tokens);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Opens a screen; `fetched` lists the scripts it fetched so far, whole source text included. */
  async function open(path: string, viewport = { width: 1280, height: 800 }) {
    const page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: Promise<string>[] = [];
    page.on('response', (response: Response) => {
      // A script still arriving when the page closes has no text to read: nothing to look for in it.
      if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.text().catch(() => ''));
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    return { page, errors, fetched: () => Promise.all(scripts) };
  }

  /** Headless UI's menu and dialog announce themselves in their code as these ids. */
  const hasMenuLibrary = (sources: string[]) => sources.some((source) => source.includes('headlessui-menu-button'));
  const hasDialogLibrary = (sources: string[]) => sources.some((source) => source.includes('headlessui-dialog'));
  const accountButton = (page: Page) => page.getByRole('button', { name: 'Your account' });

  it('loads no menu or dialog library on the first visit, and opens the account menu on a click', async () => {
    const { page, errors, fetched } = await open('/dashboard/');
    await expect.poll(() => accountButton(page).isVisible()).toBe(true);
    expect(hasMenuLibrary(await fetched())).toBe(false);
    expect(hasDialogLibrary(await fetched())).toBe(false);
    // Nor the Arabic texts (src/lib/i18n.ts): they load when Arabic is chosen.
    expect((await fetched()).some((source) => source.includes('تسجيل الدخول'))).toBe(false);
    expect(await accountButton(page).getAttribute('aria-haspopup')).toBe('menu');
    expect(await accountButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await allViolations(page)).toEqual([]);

    await accountButton(page).click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Account' }).isVisible()).toBe(true);
    expect(hasMenuLibrary(await fetched())).toBe(true);
    expect(await page.getByRole('menu').getByText('menus@example.com').isVisible()).toBe(true);
    expect(await allViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(await accountButton(page).evaluate((button) => button === document.activeElement)).toBe(true);

    // The settings item opens the settings drawer, whose dialog library loads then.
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Settings' }).getByRole('heading', { name: 'Settings' }).isVisible()).toBe(true);
    expect(hasDialogLibrary(await fetched())).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a menu from the keyboard before its library has loaded, the focus moving into it', async () => {
    const { page, errors } = await open('/dashboard/');
    // Arrow down on the stand-in: the menu opens once loaded and its first item takes the focus.
    const management = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Management' });
    await management.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => management.evaluate((button) => button === document.activeElement)).toBe(true);

    // Enter on the account button (already loaded library, fresh menu): it opens, arrows move, Enter follows.
    await accountButton(page).focus();
    await expect.poll(() => accountButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('menuitem', { name: 'Account' }).isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"]') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the small-screen navigation drawer on first use', async () => {
    const { page, errors, fetched } = await open('/dashboard/', { width: 390, height: 800 });
    const openMenu = page.getByRole('button', { name: 'Open the menu' });
    await expect.poll(() => openMenu.isVisible()).toBe(true);
    expect(hasDialogLibrary(await fetched())).toBe(false);
    await openMenu.click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await expect.poll(() => drawer.getByRole('link', { name: 'Plays' }).isVisible()).toBe(true);
    expect(await allViolations(page)).toEqual([]);
    await drawer.getByRole('link', { name: 'Plays' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/plays');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
