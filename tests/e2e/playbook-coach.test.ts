// Issue 14 as one coach's evening: a playbook of two chapters and six plays built in the editor
// through the Add plays dialog (five of the team's plays, one copied from the public library), a
// page moved up, a cover; then a signed-out visitor opens its share link, sees the
// chapters and every play, and prints it from there: the PDF has the pages the dialog announced,
// the cover and every play's title, and its pages render (pdftoppm) with the court drawn.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePlay } from '../../engine';
import { createEmptyPlaybookData } from '../../engine/model/playbook-defaults';
import type { PlaybookData } from '../../engine/model/playbook';
import { tokenApi } from './coach';
import { signIn, signUp, type Tokens } from './editor-helpers';
import { launchBrowser, workerServer, type E2eServer } from './harness';
import { readPpm } from './ppm';

const TEAM_PLAYS = ['Horns', 'Flex', 'Zone', 'Box BLOB', 'Floppy'];

describe('a coach builds, shares and prints a playbook', () => {
  let server: E2eServer;
  let tokens: Tokens;
  let api: ReturnType<typeof tokenApi>;
  let playbookId: string;
  let libraryTitle: string;
  const work = mkdtempSync(join(tmpdir(), 'courtside-playbook-'));

  beforeAll(async () => {
    server = await workerServer();
    const coach = await signUp(server.url);
    tokens = coach.tokens;
    api = tokenApi(server.url, () => tokens.accessToken);
    for (const [index, title] of TEAM_PLAYS.entries()) {
      await api.create('/play', { team_id: coach.teamId, title, data: samplePlay({ phases: 2, arrowsPerPhase: 3, seed: index }) });
    }
    playbookId = (await api.create<{ playbook_id: string }>('/playbook', { team_id: coach.teamId, title: 'Season sets', data: createEmptyPlaybookData() })).playbook_id;
    // The seeded public library (server/library): its first play.
    const library = await api.json<{ data: { title: string }[] }>('GET', '/library?type=play');
    libraryTitle = library.data[0]!.title;
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  const chaptersOnScreen = (page: Page) =>
    page.$$eval('[data-testid=playbook-chapter]', (chapters) => chapters.map((chapter) => [...chapter.querySelectorAll<HTMLElement>('[data-testid=playbook-page]')].map((row) => row.dataset.pageName)));

  async function addPlays(page: Page, chapter: number, team: string[], library: string[] = []): Promise<void> {
    await page.getByTestId('playbook-chapter').nth(chapter).getByRole('button', { name: 'Add plays' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add plays' });
    for (const title of team) await dialog.getByRole('checkbox', { name: `Select ${title}` }).check();
    if (library.length > 0) {
      await dialog.getByRole('tab', { name: 'Library' }).click();
      for (const title of library) await dialog.getByRole('checkbox', { name: `Select ${title}` }).check();
    }
    await dialog.getByRole('button', { name: `Add ${team.length + library.length}` }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
  }

  it('builds two chapters of six plays, one from the library, and a cover; a visitor views and prints it', async () => {
    const coach = await launchBrowser();
    try {
      await signIn(coach.context, tokens);
      const page = await coach.context.newPage();
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.goto(`${server.url}/dashboard/playbook-editor?playbook_id=${playbookId}`);
      await page.getByTestId('playbook-chapter').first().waitFor({ timeout: 30_000 });

      await addPlays(page, 0, ['Horns', 'Flex', 'Zone']);
      await page.getByRole('button', { name: 'Add a chapter' }).click();
      await page.getByLabel('Title of chapter 2').fill('Late game');
      await addPlays(page, 1, ['Box BLOB', 'Floppy'], [libraryTitle]);
      await expect.poll(() => chaptersOnScreen(page), { timeout: 15_000 }).toEqual([
        ['Horns', 'Flex', 'Zone'],
        ['Box BLOB', 'Floppy', libraryTitle],
      ]);

      // Zone to the top of its chapter with its move-up button (the editor's own test drags by mouse, finger and keyboard).
      await page.getByRole('button', { name: 'Move Zone up' }).click();
      await page.getByRole('button', { name: 'Move Zone up' }).click();
      await expect.poll(() => chaptersOnScreen(page)).toEqual([
        ['Zone', 'Horns', 'Flex'],
        ['Box BLOB', 'Floppy', libraryTitle],
      ]);

      await page.getByLabel('Show a cover page').check();
      await page.getByLabel('Cover title').fill('Eagles 2026');
      await page.getByLabel('Cover title').blur();
      await expect.poll(() => page.getByTestId('save-state').textContent(), { timeout: 15_000 }).toBe('Saved');
    } finally {
      await coach.close();
    }

    // The server holds six plays of the team: the library play is a copy in the team now.
    const stored = await api.json<{ data: PlaybookData; stats: { plays: number } }>('GET', `/playbook/${playbookId}`);
    expect(stored.stats.plays).toBe(6);
    expect(stored.data.settings.cover).toMatchObject({ show: true, title: 'Eagles 2026' });
    const plays = await api.json<{ data: { title: string }[] }>('GET', `/playbook/${playbookId}/plays`);
    expect(plays.data.map((play) => play.title)).toEqual(['Zone', 'Horns', 'Flex', 'Box BLOB', 'Floppy', libraryTitle]);
    const link = await api.create<{ url: string }>('/share', { kind: 'playbook', id: playbookId });

    // A visitor with no account.
    const visitor = await launchBrowser({ acceptDownloads: true });
    try {
      const page = await visitor.context.newPage();
      await page.setViewportSize({ width: 1400, height: 900 });
      await page.goto(link.url.replace(/^https?:\/\/[^/]+/, server.url));
      await page.getByText('Eagles 2026').first().waitFor({ timeout: 30_000 });
      for (const chapter of ['Chapter 1', 'Late game']) await page.getByRole('heading', { name: chapter }).first().waitFor();
      for (const title of plays.data.map((play) => play.title)) await page.getByRole('heading', { name: title, exact: true }).first().waitFor();

      await page.getByRole('button', { name: 'Print', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByTestId('print-preview').locator('canvas[data-page="1"]').waitFor({ timeout: 30_000 });
      const announced = await dialog.getByText(/^\d+ pages$/).textContent({ timeout: 30_000 });
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), dialog.getByRole('button', { name: 'Download' }).click()]);
      const file = join(work, 'playbook.pdf');
      await download.saveAs(file);

      const pdf = await PDFDocument.load(readFileSync(file));
      expect(`${pdf.getPageCount()} pages`).toBe(announced);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      for (const words of ['Eagles 2026', 'Contents', 'Late game', ...plays.data.map((play) => play.title)]) expect(text).toContain(words);
      // The last page, rendered: drawn (court lines, markers, titles in ink on the print court's white floor), not blank.
      execFileSync('pdftoppm', ['-r', '30', '-f', String(pdf.getPageCount()), '-l', String(pdf.getPageCount()), '-singlefile', file, join(work, 'last')]);
      const image = readPpm(readFileSync(join(work, 'last.ppm')));
      let coloured = 0;
      for (let y = 0; y < image.height; y += 2) for (let x = 0; x < image.width; x += 2) if (image.rgb(x, y).some((value) => value < 200)) coloured++;
      expect(coloured / ((image.width * image.height) / 4)).toBeGreaterThan(0.01);
    } finally {
      await visitor.close();
    }
  }, 180_000);
});
