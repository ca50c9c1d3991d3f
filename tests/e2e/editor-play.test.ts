// The play editor as a coach uses it (issue 6): place five offense and five defense players, draw a
// pass and a cut linked to players, compute the next phase (the receiver has the ball, the cutter
// stands at the end), animate, save, reload and find the play unchanged; the same drag on a touch
// phone; the court's colours checked on a screenshot.
// EDITOR_E2E_API_URL uses an API server already running, and EDITOR_E2E_APP_URL points the pages at
// another app server proxying that API (for work on the editor against a dev server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONE_COLOR } from '../../engine';
import { clickCourt, dragCourt, openEditor, players, sampleCourt, signIn, signUp, toPage, type Tokens } from './editor-helpers';
import { launchBrowser, workerServer, type E2eServer } from './harness';

describe('play editor in Chromium', () => {
  let server: E2eServer | null = null;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let apiUrl: string;
  let appUrl: string;
  let tokens: Tokens;

  beforeAll(async () => {
    const externalApi = process.env.EDITOR_E2E_API_URL;
    if (!externalApi) server = await workerServer();
    apiUrl = externalApi ?? server!.url;
    appUrl = process.env.EDITOR_E2E_APP_URL ?? apiUrl;
    browser = await launchBrowser();
    ({ tokens } = await signUp(apiUrl));
    await signIn(browser.context, tokens);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('draws, links, computes the next phase, animates, saves and reloads a play', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('blob') && !url.protocol.startsWith('data')) errors.push(`fetched from outside: ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.url().includes('/apiv2/') && response.status() >= 400) errors.push(`${response.request().method()} ${response.url()} answered ${response.status()}`);
    });
    await openEditor(page, `${appUrl}/dashboard/playeditor`);

    // Five offense (the first with the ball) and five defense.
    await page.locator('[data-palette="ball-1"]').click();
    await clickCourt(page, 30, 25);
    await page.locator('[data-palette="offense-2"]').click();
    for (const [x, y] of [[20, 8], [20, 42], [10, 12], [8, 38]] as const) await clickCourt(page, x, y);
    await page.locator('[data-palette="defense-1"]').click();
    for (const [x, y] of [[27, 25], [18, 11], [18, 39], [9, 16], [9, 34]] as const) await clickCourt(page, x, y);
    const placed = await players(page, 0);
    expect(placed.map((p) => `${p.team}${p.number}`)).toEqual(['ball1', 'offense2', 'offense3', 'offense4', 'offense5', 'defense1', 'defense2', 'defense3', 'defense4', 'defense5']);

    // A pass from 1 to 2, and a curved cut by 3 to the block.
    await page.locator('[data-arrow-kind="pass"]').click();
    await dragCourt(page, [30, 25], [20, 8]);
    await page.locator('[data-arrow-kind="cut"]').click();
    await page.locator('[data-arrow-shape="1"]').click();
    await dragCourt(page, [20, 42], [8, 26]);
    const links = await page.evaluate(() => window.__courtsideEditor!.editor.state.doc.data.phases[0]!.links.map((l) => `${l.end}:${l.object.id}`));
    const [passer, receiver, cutter] = [placed[0]!.id, placed[1]!.id, placed[2]!.id];
    expect(links).toEqual([`s:${passer}`, `e:${receiver}`, `s:${cutter}`]);

    // Next phase: the receiver has the ball, the cutter stands where the cut ends.
    await page.getByTestId('next-phase').click();
    await expect.poll(() => page.evaluate(() => window.__courtsideEditor!.editor.state.doc.data.phases.length)).toBe(2);
    const next = await players(page, 1);
    expect(next.find((p) => p.id === receiver)!.team).toBe('ball');
    expect(next.find((p) => p.id === passer)!.team).toBe('offense');
    expect(next.find((p) => p.id === cutter)!.pos).toEqual({ x: 8, y: 26 });
    await expect.poll(() => page.getByTestId('step-report').textContent()).toMatch(/passes to 2 Shooting Guard/);

    // Animate the first phase: frames are drawn while it plays, and it ends by itself.
    await page.getByText('Phase 1', { exact: true }).click();
    const framesBefore = await page.evaluate(() => window.__courtsideEditorStats!.frames);
    await page.getByTestId('play').click();
    await expect.poll(() => page.evaluate(() => window.__courtsideEditor!.playback.state.active)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.__courtsideEditorStats!.frames), { timeout: 10_000 }).toBeGreaterThan(framesBefore + 10);
    await expect.poll(() => page.evaluate(() => window.__courtsideEditor!.playback.state.playing), { timeout: 20_000 }).toBe(false);
    await page.getByTestId('stop').click();

    // The whole play: every phase in turn, to its end.
    await page.getByLabel('Animate').selectOption('play');
    const framesBeforePlay = await page.evaluate(() => window.__courtsideEditorStats!.frames);
    await page.getByTestId('play').click();
    await expect.poll(() => page.evaluate(() => window.__courtsideEditor!.playback.state.active)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.__courtsideEditor!.playback.state.playing), { timeout: 30_000 }).toBe(false);
    expect(await page.evaluate(() => window.__courtsideEditorStats!.frames)).toBeGreaterThan(framesBeforePlay + 10);
    await page.getByTestId('stop').click();

    // Save, reload, find it unchanged.
    await page.getByTestId('play-title').fill('Horns pass and cut');
    await page.getByTestId('save-play').click();
    await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe('All changes saved');
    const saved = await page.evaluate(() => window.__courtsideEditor!.editor.serialize());
    const playId = await page.evaluate(() => window.__courtsideEditor!.editor.state.meta.playId);
    expect(playId, errors.join('\n')).toBeTruthy();
    // The address follows the saved play right after the save (a navigation of its own).
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/dashboard/playeditor/${playId}`);
    await page.reload();
    await page.getByTestId('play-editor').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => window.__courtsideEditor?.editor.state.meta.playId != null);
    const reloaded = await page.evaluate(() => window.__courtsideEditor!.editor.serialize());
    expect(reloaded).toEqual(saved);
    expect(reloaded.title).toBe('Horns pass and cut');
    const fromServer = (await (await fetch(`${apiUrl}/apiv2/play/${playId}`, { headers: { authorization: `Bearer ${tokens.accessToken}` } })).json()) as { data: unknown };
    expect(fromServer.data).toEqual(saved.data);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the court looks like a court (wood, white lines, dark grey offense, red defense) and the phase exports as SVG and PNG', async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1400, height: 900 });
    await openEditor(page, `${appUrl}/dashboard/playeditor`);
    await page.locator('[data-palette="offense-1"]').click();
    await clickCourt(page, 30, 15);
    await page.locator('[data-palette="defense-1"]').click();
    await clickCourt(page, 30, 35);
    await page.keyboard.press('Escape');
    const near = (rgb: number[], hex: string) => {
      const want = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return rgb.every((c, i) => Math.abs(c - want[i]!) <= 24);
    };
    // Wood floor, the baseline, beside the white numbers of the offense and the defense disc: read
    // once a frame shows both players (the defense disc drawn is the sign).
    let samples: number[][] = [];
    await expect
      .poll(async () => near((samples = await sampleCourt(page, [[40, 30], [0, 25], [31.2, 15], [31.2, 35]]))[3]!, '#e53935'), { timeout: 10_000 })
      .toBe(true);
    expect(near(samples[0]!, '#d9a066'), `wood floor, got ${samples[0]}`).toBe(true);
    expect(near(samples[1]!, '#ffffff'), `baseline, got ${samples[1]}`).toBe(true);
    expect(near(samples[2]!, '#212b36'), `offense disc, got ${samples[2]}`).toBe(true);
    expect(near(samples[3]!, '#e53935'), `defense disc, got ${samples[3]}`).toBe(true);

    // A cone placed on the offense comes later in the display list, so it covers the disc, as in print.
    await page.locator('[data-palette="cone"]').click();
    await clickCourt(page, 30, 15);
    await page.keyboard.press('Escape');
    // The canvas draws on demand, in the next animation frame after a change.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const [onTop] = await sampleCourt(page, [[30, 15]]);
    expect(near(onTop!, CONE_COLOR), `cone over the player, got ${onTop}`).toBe(true);

    // Export the phase: SVG from the engine's display list, PNG rasterised from it.
    for (const format of ['svg', 'png'] as const) {
      await page.getByRole('button', { name: 'Export' }).click();
      const download = page.waitForEvent('download');
      await page.getByRole('menuitem', { name: `Export phase as ${format.toUpperCase()}` }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
      // Read through playwright's stream: the browser may be another process's (a shared one).
      const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
      if (format === 'svg') expect(bytes.toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      else expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    }
    await page.close();
  });

  it('drags a player with a finger on a phone: the player rides 35 px above it', async () => {
    const phone = await browser.context.browser()?.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const context = phone ?? browser.context;
    // A persistent context has no browser() to make another: fall back to a page with touch emulation.
    const page = await context.newPage();
    if (!phone) {
      const cdp = await browser.context.newCDPSession(page);
      await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
      await cdp.send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 2, mobile: true });
      await page.setViewportSize({ width: 390, height: 844 });
    } else {
      await signIn(context, tokens);
    }
    await openEditor(page, `${appUrl}/dashboard/playeditor`);
    // On a phone the palette folds away behind a button.
    await expect.poll(() => page.locator('[data-palette="offense-1"]').isVisible()).toBe(false);
    await page.getByTestId('toggle-palette').tap();
    await page.locator('[data-palette="offense-1"]').tap();
    // The drawer stays open for more picks (issue 15) and covers the court's left part: close it.
    await page.getByTestId('close-palette').tap();
    const at = await toPage(page, 20, 25);
    await page.touchscreen.tap(at.x, at.y);
    const id = await page.evaluate(() => window.__courtsideEditor!.editor.state.selection[0]!);
    const placed = (await players(page, 0)).find((p) => p.id === id)!;
    await page.keyboard.press('Escape');

    const cdp = await context.newCDPSession(page);
    const start = await toPage(page, placed.pos.x, placed.pos.y);
    const end = await toPage(page, 30, 30);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }] });
    await touch('touchStart', start.x, start.y);
    for (let i = 1; i <= 12; i++) await touch('touchMove', start.x + ((end.x - start.x) * i) / 12, start.y + ((end.y - start.y) * i) / 12);
    await touch('touchEnd', end.x, end.y);
    const moved = (await players(page, 0)).find((p) => p.id === id)!;
    const pixelsPerUnit = await page.evaluate(() => window.__courtsideEditor!.view.pixelsPerUnit);
    expect(moved.pos.x).toBeCloseTo(30, 1);
    expect(moved.pos.y).toBeCloseTo(30 - 35 / pixelsPerUnit, 1);
    await page.close();
    await phone?.close();
  });
});
