// A coach as the end-to-end tests and the browser benches meet one: signed up through the real
// screens, and the API called with the token the app keeps.
import type { Page } from 'playwright-core';

/** Signs up through /signup and the team screen, as a new coach does; answers on the plays list. */
export async function signUpThroughScreens(page: Page, url: string, coach: { name: string; email: string; organization?: string }) {
  await page.goto(`${url}/signup`);
  await page.getByLabel('Name').fill(coach.name);
  await page.getByLabel('Email').fill(coach.email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Create an account' }).click();
  // Signing up hashes the password with scrypt: slower than a second on a busy machine.
  await page.getByLabel('Organization').waitFor({ timeout: 20_000 });
  await page.getByLabel('Organization').fill(coach.organization ?? 'Gym Rats');
  await page.getByLabel('Team', { exact: true }).fill('Varsity');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL('**/dashboard/plays', { timeout: 20_000 });
}

/** The API as the coach of `page`, from outside the browser: what the server holds. */
export async function apiAs(page: Page, url: string) {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { accessToken?: string }).accessToken ?? '');
  return async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const response = await fetch(`${url}/apiv2${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** The API with a coach's access token, from outside the browser: `call` answers the response; `json` and `create` (a POST) answer the record, failing the test otherwise. */
export function tokenApi(url: string, accessToken: () => string) {
  const call = (method: string, path: string, body?: unknown): Promise<Response> =>
    fetch(`${url}/apiv2${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await call(method, path, body);
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const create = <T>(path: string, body: unknown): Promise<T> => json<T>('POST', path, body);
  return { call, json, create };
}
