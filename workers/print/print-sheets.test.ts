// Issue 30: the rotation sheet, substitution card and practice sheet as PDFs, read back with
// poppler's pdftotext: the pages the real fonts give and the texts a coach reads, English and Arabic.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDefaultPrintSettings, type BarItem, type PrintPage, type RuleItem } from '../../engine';
import { ninetyMinutePractice, tenPlayerGame } from '../../engine/print/sheet-fixtures';
import { readPrintFontFiles } from './font-files-node';
import { printPdf, printPreview } from './print-pdf';
import { readPgm } from './ppm';
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

/** Page 1 of a PDF rendered in grey, as a black-and-white printer would print it (pdftoppm -gray), at `dpi`. */
function greyPage(bytes: Uint8Array, dpi: number) {
  const dir = mkdtempSync(join(tmpdir(), 'print-grey-'));
  try {
    writeFileSync(join(dir, 'out.pdf'), bytes);
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), '-f', '1', '-l', '1', '-singlefile', join(dir, 'out.pdf'), join(dir, 'page')]);
    return readPgm(readFileSync(join(dir, 'page.pgm')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the rotation sheet in black and white (issue 30)', () => {
  it('prints stints as outlined, hatched bars that stay apart from each other and from the dividers and minute scale', async () => {
    const request = { kind: 'rotation' as const, rotation: tenPlayerGame(), settings };
    const [page] = (await printPreview(request, fonts, 1)).layout.pages as [PrintPage];
    const dpi = 150;
    const image = greyPage(await printPdf(request, fonts), dpi);
    const px = (units: number) => (units * dpi) / 96;
    const grey = (x: number, y: number) => image.grey(px(x), px(y));
    /** The darkest pixel within 2 pixels of a point: a thin line lands on a pixel or its neighbour. */
    const darkest = (x: number, y: number) => Math.min(...[-2, -1, 0, 1, 2].map((dx) => image.grey(px(x) + dx, px(y))));
    const bars = page.items.filter((item): item is BarItem => item.kind === 'bar');
    const rules = page.items.filter((item): item is RuleItem => item.kind === 'rule');
    expect(bars.length).toBeGreaterThan(20);
    const INK = 100;
    const PAPER = 230;
    for (const bar of bars) {
      const middle = bar.box.y + bar.box.height / 2;
      // Its outline inked black, left and right, top and bottom (the app's green printed a mid grey, about 110).
      expect(darkest(bar.box.x + 0.5, middle), `left edge of ${bar.playerId} Q${bar.period}`).toBeLessThan(INK);
      expect(darkest(bar.box.x + bar.box.width - 0.5, middle), `right edge of ${bar.playerId} Q${bar.period}`).toBeLessThan(INK);
      expect(Math.min(...[-1, 0, 1].map((dy) => image.grey(px(bar.box.x + bar.box.width / 2), px(bar.box.y + 0.5) + dy)))).toBeLessThan(INK);
      // Inside: a hatch, ink and paper along its middle, mostly paper (little ink).
      const inside = Array.from({ length: Math.floor(px(bar.box.width - 4)) }, (_, index) => image.grey(px(bar.box.x + 2) + index, px(middle)));
      expect(Math.min(...inside)).toBeLessThan(INK + 60);
      expect(Math.max(...inside)).toBeGreaterThan(PAPER - 30);
      expect(inside.reduce((sum, value) => sum + value, 0) / inside.length).toBeGreaterThan(150);
    }
    // Player 2's Q1 6:00–8:00 and Q2 0:00–2:00: two bars, paper on both sides of the divider between them.
    const [late, early] = [bars.find((bar) => bar.playerId === 'p2' && bar.period === 1 && bar.box.x > bars.find((other) => other.playerId === 'p2' && other.period === 1)!.box.x)!, bars.find((bar) => bar.playerId === 'p2' && bar.period === 2)!];
    const lateEnd = late.box.x + late.box.width;
    const divider = rules.find((rule) => rule.role === 'periodDivider' && rule.box.x > lateEnd && rule.box.x < early.box.x)!;
    const y = late.box.y + late.box.height / 2;
    expect(darkest(divider.box.x, y)).toBeLessThan(INK);
    expect(grey((lateEnd + divider.box.x) / 2, y)).toBeGreaterThan(PAPER);
    expect(grey((divider.box.x + early.box.x) / 2, y)).toBeGreaterThan(PAPER);
    // The minute scale: its ticks inked.
    const tick = rules.find((rule) => rule.role === 'minuteTick' && rule.box.width === 0 && rule.box.height > 4)!;
    expect(darkest(tick.box.x, tick.box.y + tick.box.height / 2)).toBeLessThan(INK + 40);
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

  it("prints a block's own players, equipment and coaching points (issue 32): a free-text block's, and a drill's block's in place of its drill's", async () => {
    const { plan, drills } = ninetyMinutePractice();
    const own = {
      ...plan,
      exercises: plan.exercises.map((block) =>
        block.id === 'e8'
          ? { ...block, players: 12, equipment: ['balls', 'stopwatch'], coachingPoints: 'Same routine every shot; breathe out.' }
          : block.id === 'e6'
            ? { ...block, players: 6, equipment: [], coachingPoints: 'Outlet to the sideline; sprint the wide lanes.' }
            : block,
      ),
    };
    const bytes = await printPdf({ kind: 'practicePlan', plan: own, drills: [...drills.values()], settings }, fonts);
    const pages = pageTexts(bytes);
    expect(pages.length).toBeLessThanOrEqual(2);
    const text = pages.join(' ');
    for (const words of [
      'Players: 12',
      'Equipment: balls, stopwatch',
      'Coaching points: Same routine every shot; breathe out.',
      'Players: 6',
      'Coaching points: Outlet to the sideline; sprint the wide lanes.',
      // A block that has none of its own still prints its drill's.
      'Coaching points: Jump to the ball on every pass; talk on screens.',
    ]) {
      expect(text).toContain(words);
    }
    // The transition block's drill's own details give way to the block's.
    expect(text).not.toContain('Fill the lanes wide');
    expect(text).not.toContain('Players: 5');
  });
});
