// Sessions on the account screen against the real server: signing in keeps a device token; a
// password change signs out every other device while this one goes on; "Sign out everywhere" ends
// every session, this one included. With payments off, the account and Paddle's return screen say so.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, workerServer, type E2eServer } from './harness';

/** Signing in hashes the password with scrypt: slower than a second on a busy machine. */
const SCRYPT_WAIT = { timeout: 15_000 };
const EMAIL = 'sue@example.com';
const PASSWORD = 'a long enough password';
const NEW_PASSWORD = 'another long password';

interface Tokens {
  accessToken: string;
  refreshToken: string;
}

describe('sessions on the account screen', () => {
  let server: E2eServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  /** The same account signed in on another device. */
  let otherDevice: Tokens;

  const post = (path: string, body: unknown) =>
    fetch(`${server.url}/apiv2${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const whoAmI = (accessToken: string) => fetch(`${server.url}/apiv2/user_auth`, { headers: { authorization: `Bearer ${accessToken}` } }).then((r) => r.status);
  const savedTokens = () => page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null') as Tokens | null);

  beforeAll(async () => {
    server = await workerServer();
    expect((await post('/auth/signup', { email: EMAIL, password: PASSWORD, name: 'Sue Bird' })).status).toBe(201);
    otherDevice = (await (await post('/auth/login', { email: EMAIL, password: PASSWORD })).json()) as Tokens;
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs in and keeps a device token for the account', async () => {
    await page.goto(`${server.url}/dashboard/login`);
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname, SCRYPT_WAIT).not.toBe('/dashboard/login');
    const devices = await page.evaluate(() => JSON.parse(localStorage.getItem('auth-devices') ?? '{}') as Record<string, string>);
    expect(Object.keys(devices)).toEqual([EMAIL]);
  });

  it('with payments off (no Paddle here), says "Full access", offers no plan, and thanks for no payment', async () => {
    await page.goto(`${server.url}/dashboard/user/account`);
    await page.getByText('Full access', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Free', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Change plan' }).count()).toBe(0);
    // Paddle's return address, reached anyway: no thank-you, no wait, the way back to the dashboard.
    await page.goto(`${server.url}/dashboard/paddle`);
    await page.getByText('Payments are not used on this server', { exact: false }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Thank you!').count()).toBe(0);
    expect(await page.getByText('Waiting for the payment to be confirmed…').count()).toBe(0);
    // The way back to the account's billing as well as to the dashboard (issue 32, point 9).
    expect(await page.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe('/dashboard/user/account');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/dashboard/paddle');
  });

  it('an unknown invoice says so and leads back to the account (issue 32, point 9)', async () => {
    await page.goto(`${server.url}/dashboard/print-invoice/txn_nobody_has_this`);
    await page.getByRole('alert').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/user/account');
  });

  it('changes the password: the other device is signed out, this one goes on', async () => {
    await page.goto(`${server.url}/dashboard/user/account`);
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('Password changed. Every other device was signed out.').isVisible(), SCRYPT_WAIT).toBe(true);
    expect(await whoAmI(otherDevice.accessToken)).toBe(401);
    expect((await post('/auth/refresh', { refreshToken: otherDevice.refreshToken })).status).toBe(401);
    // This device kept the new tokens: they work, and a reload stays on the account screen.
    const mine = await savedTokens();
    expect(await whoAmI(mine!.accessToken)).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Account', level: 1 }).isVisible()).toBe(true);
  });

  it('signs out everywhere, this device included', async () => {
    const before = await savedTokens();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Sign out on every device?').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect.poll(() => savedTokens()).toBeNull();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/dashboard/user/account');
    expect(await whoAmI(before!.accessToken)).toBe(401);
    expect((await post('/auth/refresh', { refreshToken: before!.refreshToken })).status).toBe(401);
    // The password is the new one.
    expect((await post('/auth/login', { email: EMAIL, password: NEW_PASSWORD })).status).toBe(200);
  });
});
