// Issue 34: a first visit opens in the browser's preferred language, the picker names each of the
// thirteen languages in its own words, and the one a coach picks follows them to another device
// (the account keeps it). Texts are the translations' own (src/lib/locales/<code>.ts), copied here:
// tests do not import the app.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughScreens } from './coach';
import { launchBrowser, workerServer, type E2eServer } from './harness';

const LANGUAGE_NAMES = ['English', 'العربية', 'Español', 'Français', 'Deutsch', 'Italiano', 'Português', 'Ελληνικά', 'Türkçe', 'Русский', 'Српски', 'Lietuvių', '简体中文'];

describe('languages (issue 34)', () => {
  let server: E2eServer;
  const browsers: Awaited<ReturnType<typeof launchBrowser>>[] = [];

  beforeAll(async () => {
    server = await workerServer();
  });
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
  });

  /** A fresh device whose browser prefers `locale`. */
  const device = async (locale: string): Promise<Page> => {
    const browser = await launchBrowser({ locale });
    browsers.push(browser);
    return browser.context.newPage();
  };
  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();
  const pageLanguage = (page: Page) => page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]);

  it("opens a first visit in the browser's preferred language, left to right", async () => {
    const page = await device('es-AR');
    await page.goto(`${server.url}/dashboard/login`);
    await expect.poll(() => heading(page)).toBe('Iniciar sesión');
    expect(await pageLanguage(page)).toEqual(['es', 'ltr']);
  });

  it('names every language in its own words, and the one picked follows the coach to another device', async () => {
    const laptop = await device('en-US');
    await signUpThroughScreens(laptop, server.url, { name: 'Eleni Papadopoulou', email: 'languages@example.com' });
    await laptop.getByRole('button', { name: 'Open the settings' }).click();
    const choices = laptop.getByRole('dialog', { name: 'Settings' }).getByRole('group', { name: 'Language' }).getByRole('radio');
    await expect.poll(() => choices.evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent))).toEqual(LANGUAGE_NAMES);
    // Each name is marked as its own language, so a screen reader reads it in that voice.
    expect(await choices.evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.lang))).toEqual(['en', 'ar', 'es', 'fr', 'de', 'it', 'pt', 'el', 'tr', 'ru', 'sr', 'lt', 'zh']);
    await laptop.getByText('Ελληνικά').click();
    await expect.poll(() => pageLanguage(laptop)).toEqual(['el', 'ltr']);

    // Another device whose browser prefers English: signed in, it turns Greek.
    const phone = await device('en-US');
    await phone.goto(`${server.url}/dashboard/login`);
    await expect.poll(() => heading(phone)).toBe('Sign in');
    await phone.getByLabel('Email').fill('languages@example.com');
    await phone.getByLabel('Password').fill('a long enough password');
    await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => pageLanguage(phone)).toEqual(['el', 'ltr']);
    await expect.poll(() => heading(phone)).toBe('Συστήματα');
  });
});
