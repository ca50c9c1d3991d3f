// Issue 30: the rotation sheet, substitution card and practice sheet as PDFs, read back with
// poppler's pdftotext: the pages the real fonts give and the texts a coach reads, English and Arabic.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDefaultPrintSettings } from '../../engine';
import { ninetyMinutePractice, tenPlayerGame } from '../../engine/print/sheet-fixtures';
import { readPrintFontFiles } from './font-files-node';
import { printPdf } from './print-pdf';
import type { PrintFontFiles } from './print-fonts';

let fonts: PrintFontFiles;
beforeAll(async () => {
  fonts = await readPrintFontFiles();
});

/** pdftotext's reading of the PDF (`-layout` keeps its lines as laid out). */
function pdftotext(bytes: Uint8Array, layout = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'print-sheets-'));
  try {
    const file = join(dir, 'out.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text per page, its runs of spaces made one. */
const pageTexts = (bytes: Uint8Array): string[] =>
  pdftotext(bytes)
    .split('\f')
    .slice(0, -1)
    .map((page) => page.replace(/\s+/g, ' '));

const settings = createDefaultPrintSettings();

describe('the rotation sheet and substitution card as a PDF', () => {
  it('prints a 4 × 8 min game of 10 players on one page: stint times, minutes, and the changes at their clock times', async () => {
    const pages = pageTexts(await printPdf({ kind: 'rotation', rotation: tenPlayerGame(), settings }, fonts));
    expect(pages).toHaveLength(1);
    const [page] = pages as [string];
    for (const words of ['Varsity vs. North', 'Player', 'Minutes', 'Q1', 'Q4', '0:00–2:00, 6:00–8:00 · 4 min', '16 min', 'Substitutions']) expect(page).toContain(words);
    for (const line of ['0:00 — On court 1, 2, 3, 4, 5', '2:00 — In 6, 7 · Out 2, 4', '6:00 — In 2, 4 · Out 6, 7', '4:00 — In 1, 2, 3, 4, 5 · Out 6, 7, 8, 9, 10']) expect(page).toContain(line);
  });

  it('prints the labels the app sends in Arabic, not the English ones', async () => {
    const labels = { number: 'رقم', player: 'اللاعب', total: 'الدقائق', quarter: 'ر{period}', half: 'ش{period}', minutes: '{minutes} دقيقة', substitutions: 'التبديلات', onCourt: 'في الملعب {players}', in: 'دخول {players}', out: 'خروج {players}' };
    const rotation = { ...tenPlayerGame(), title: 'المباراة الأولى' };
    const [page] = pageTexts(await printPdf({ kind: 'rotation', rotation, settings, direction: 'rtl', locale: 'ar', labels }, fonts)) as [string];
    for (const words of ['اللاعب', 'الدقائق', 'التبديلات', 'دقيقة', 'دخول', 'خروج']) expect(page).toContain(words);
    expect(page).not.toMatch(/Minutes|Substitutions|Q1|\bmin\b|\bIn\b|\bOut\b/);
  });
});

describe('the practice sheet as a PDF', () => {
  it('prints a 90-minute, 8-block plan on at most 2 pages: focus, notes, times on one line, coaching points, equipment, players', async () => {
    const { plan, drills } = ninetyMinutePractice();
    const bytes = await printPdf({ kind: 'practicePlan', plan, drills: [...drills.values()], settings }, fonts);
    const pages = pageTexts(bytes);
    expect(pages.length).toBeLessThanOrEqual(2);
    const text = pages.join(' ');
    for (const words of [
      'Focus: Half-court defense',
      'Bring the game film. Free throws after each water break.',
      '6:20 PM – 6:35 PM',
      'Shell drill · 15 min',
      'Coaching points: Jump to the ball on every pass; talk on screens.',
      'Equipment: cones, pinnies',
      'Players: 8',
      'Shooting · 15 min · Coach: Sam',
      // The station's drill (issue 30): its players, equipment and coaching points, and the station's notes.
      'Players: 4',
      'Equipment: balls, rebounder',
      'Coaching points: Elbow under the ball; hold the follow-through.',
      'Rotate every 5 minutes',
    ]) {
      expect(text).toContain(words);
    }
    // Each clock range reads on one line: no "PM" left on a line of its own.
    const lines = pdftotext(bytes, true)
      .split('\n')
      .map((line) => line.trim());
    expect(lines).not.toContain('PM');
    expect(lines.some((line) => line.startsWith('6:20 PM – 6:35 PM'))).toBe(true);
  });
});
