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

/** Where New play (or New drill) → Create lands: the play editor on the new play, its title in the title field. Answers the play's id. */
export async function newPlayEditorOpened(page: Page, title: string): Promise<string> {
  await page.waitForURL(/\/dashboard\/playeditor\/[^/?]+$/, { timeout: 20_000 });
  await page.waitForFunction((expected) => document.querySelector<HTMLInputElement>('[data-testid="play-title"]')?.value === expected, title, { timeout: 20_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

/** From the play editor to the play's own page (the editor's Back), where it is renamed, shared or deleted. */
export async function editorToPlayPage(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor({ timeout: 20_000 });
}
