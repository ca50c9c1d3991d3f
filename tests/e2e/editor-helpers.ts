// The play editor's end-to-end helpers, shared by the editor's tests: a coach signed up through the
// API, signed in by the token triple, the editor opened with its test hooks, court points clicked.
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { enableTestHooks, launchBrowser } from './harness';

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export type Point = { x: number; y: number };
export interface PlayerSeen {
  id: string;
  team: string;
  number: number;
  pos: Point;
}
export interface DataSeen {
  phases: Array<{ objects: Array<{ id: string; subType: string; team?: string; number?: number; pos?: Point }>; links: Array<{ end: string; object: { id: string } }> }>;
}

/** The editor's test hooks (window.__courtsideEditor, when localStorage 'courtside:stats' is set). */
declare global {
  interface Window {
    __courtsideEditor?: {
      editor: { state: { doc: { title: string; data: DataSeen }; dirty: boolean; phaseIndex: number; selection: string[]; meta: { playId: string | null } }; serialize(): { title: string; data: DataSeen } };
      view: { toScreen(p: Point): Point; pixelsPerUnit: number };
      playback: { state: { active: boolean; playing: boolean; source: { duration: number } | null }; progress: number };
      /** Where the play animates: 'worker', 'in-thread', or 'starting' until the worker answers. */
      renderer: { rendering: string };
    };
    __courtsideEditorStats?: { frames: number; commits: number; lastDrawCalls: number };
  }
}

export async function signUp(apiUrl: string): Promise<{ tokens: Tokens; teamId: string }> {
  const email = `coach-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signup = await fetch(`${apiUrl}/apiv2/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'correct horse battery staple', name: 'Coach Carter' }),
  });
  expect(signup.status).toBe(201);
  const tokens = (await signup.json()) as Tokens;
  const auth = { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' };
  const teams = (await (await fetch(`${apiUrl}/apiv2/teams`, { headers: auth })).json()) as { data: Array<{ team_id: string }> };
  if (teams.data.length > 0) return { tokens, teamId: teams.data[0]!.team_id };
  const created = await fetch(`${apiUrl}/apiv2/teams`, { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Tigers' }) });
  expect(created.ok).toBe(true);
  return { tokens, teamId: ((await created.json()) as { team_id: string }).team_id };
}

/** Signed in (the local auth layer reads the token triple from localStorage 'auth'), test hooks on. */
export async function signIn(context: BrowserContext, tokens: Tokens): Promise<void> {
  await context.addInitScript((triple) => {
    localStorage.setItem('auth', JSON.stringify(triple));
    localStorage.setItem('courtside:stats', '1');
  }, tokens);
}

/** A fresh browser signed in as `tokens` (the app's test hooks on when asked), and a page of 1400×900. */
export async function browserSignedIn(tokens: Tokens, { testHooks = false } = {}) {
  const browser = await launchBrowser();
  if (testHooks) await enableTestHooks(browser.context);
  await signIn(browser.context, tokens);
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1400, height: 900 });
  return { browser, page };
}

/** A fresh browser with the app's test hooks on and a new coach signed in, and a page of 1400×900. */
export async function signedInBrowser(serverUrl: string) {
  const { tokens } = await signUp(serverUrl);
  return { tokens, ...(await browserSignedIn(tokens, { testHooks: true })) };
}

/**
 * A browser signed in as a new coach (test hooks on) whose team has one play with `data`: what the
 * playback tests open.
 */
export async function coachWithPlay(serverUrl: string, title: string, data: unknown) {
  const browser = await launchBrowser();
  const { tokens, teamId } = await signUp(serverUrl);
  await signIn(browser.context, tokens);
  const created = await fetch(`${serverUrl}/apiv2/play`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ team_id: teamId, title, data }),
  });
  expect(created.status).toBe(201);
  return { browser, tokens, playId: ((await created.json()) as { play_id: string }).play_id };
}

export async function openEditor(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByTestId('play-editor').waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => window.__courtsideEditor !== undefined && document.querySelector('[data-testid=editor-canvas] canvas') !== null);
}

/** What the editor's toolbar says of the coach's work, as the coach reads it. */
export const saveState = (page: Page) => page.getByTestId('save-state').textContent();
/** The open play as the editor would save it. */
export const serialized = (page: Page) => page.evaluate(() => window.__courtsideEditor!.editor.serialize());

/** Places offense player `number` from the palette at court point (x, y). */
export async function placeOffense(page: Page, number: number, x: number, y: number): Promise<void> {
  await page.locator(`[data-palette="offense-${number}"]`).click();
  await clickCourt(page, x, y);
  await page.keyboard.press('Escape');
}

/** The page pixel of a court point. */
export async function toPage(page: Page, x: number, y: number): Promise<Point> {
  const box = (await page.getByTestId('editor-canvas').boundingBox())!;
  const at = await page.evaluate((p) => window.__courtsideEditor!.view.toScreen(p), { x, y });
  return { x: box.x + at.x, y: box.y + at.y };
}

export async function clickCourt(page: Page, x: number, y: number): Promise<void> {
  const p = await toPage(page, x, y);
  await page.mouse.click(p.x, p.y);
}

export async function dragCourt(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const a = await toPage(page, ...from);
  const b = await toPage(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 10, a.y + ((b.y - a.y) * i) / 10);
  await page.mouse.up();
}

export const players = (page: Page, phase: number): Promise<PlayerSeen[]> =>
  page.evaluate(
    (index) =>
      window.__courtsideEditor!.editor.state.doc.data.phases[index]!.objects
        .filter((o) => o.subType === 'player')
        .map((o) => ({ id: o.id, team: o.team ?? '', number: o.number ?? 0, pos: o.pos! })),
    phase,
  );

/** The court's colours in a screenshot: an offense disc and the wooden floor (the editor's default look). */
export const OFFENSE = '#212b36';
export const WOOD = '#d9a066';
/** Whether a screenshot's RGB pixel is `hex`, give or take the anti-aliasing. */
export const near = (rgb: number[], hex: string) => [1, 3, 5].every((at, i) => Math.abs(rgb[i]! - parseInt(hex.slice(at, at + 2), 16)) <= 24);
/** A point inside a player's disc (radius 1.75) below its number. */
export const onDisc = (p: Point): [number, number] => [p.x, p.y + 1.2];

/** A screenshot of the court, decoded in the page, read at the given court points (RGB each). */
export async function sampleCourt(page: Page, points: Array<[number, number]>): Promise<number[][]> {
  const box = (await page.getByTestId('editor-canvas').boundingBox())!;
  const png = (await page.screenshot({ clip: box })).toString('base64');
  return page.evaluate(
    async ({ png, points }) => {
      // Decoded from bytes: the page's content security policy lets it fetch no data: URL.
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const scale = bitmap.width / document.querySelector('[data-testid=editor-canvas]')!.clientWidth;
      const view = window.__courtsideEditor!.view;
      return points.map(([x, y]) => {
        const at = view.toScreen({ x, y });
        const data = context.getImageData(Math.round(at.x * scale), Math.round(at.y * scale), 1, 1).data;
        return [data[0]!, data[1]!, data[2]!];
      });
    },
    { png, points },
  );
}
