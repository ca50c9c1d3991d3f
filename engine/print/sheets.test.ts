// Issue 30: the bench's rotation sheet and substitution card, and the court's practice sheet.
import { describe, expect, it } from 'vitest';
import { createDefaultPrintSettings } from '../model/print-settings';
import type { PageItem, PrintLayout, PrintPage, TextItem } from './items';
import { layoutPracticePlan, layoutRotation, practicePlanLabels, substitutionLines } from './layout';
import { pageFrame, type TextMeasurer } from './page';
import { ninetyMinutePractice as ninetyMinutes, tenPlayerGame as game } from './sheet-fixtures';
import { oneLineWidth } from './practice-sheet';
import { minuteScaleStep } from './rotation-sheet';

const itemsOf = <K extends PageItem['kind']>(page: PrintPage, kind: K) => page.items.filter((item): item is Extract<PageItem, { kind: K }> => item.kind === kind);
const texts = (page: PrintPage, role: TextItem['role']) => itemsOf(page, 'text').filter((item) => item.role === role);
const allTexts = (layout: PrintLayout, role: TextItem['role']) => layout.pages.flatMap((page) => texts(page, role));

/** Every item inside the page's content area (page numbers in the footer). */
function expectInside(layout: PrintLayout) {
  const frame = pageFrame(createDefaultPrintSettings());
  for (const page of layout.pages) {
    for (const item of page.items) {
      const area = item.kind === 'text' && item.role === 'pageNumber' ? frame.footer : frame.content;
      expect(item.box.x).toBeGreaterThanOrEqual(area.x - 1e-6);
      expect(item.box.y).toBeGreaterThanOrEqual(area.y - 1e-6);
      expect(item.box.x + item.box.width).toBeLessThanOrEqual(area.x + area.width + 1e-6);
      expect(item.box.y + item.box.height).toBeLessThanOrEqual(area.y + area.height + 1e-6);
    }
  }
}

const MINUTE = 60;

describe('the rotation sheet (issue 30)', () => {
  const settings = createDefaultPrintSettings();

  it('puts a 4 × 8 min game of 10 players, table and substitution card, on one page', () => {
    const layout = layoutRotation(game(), settings);
    expect(layout.pages).toHaveLength(1);
    expect(texts(layout.pages[0]!, 'cardHeading').map((item) => item.text)).toEqual(['Substitutions']);
    expectInside(layout);
  });

  it("prints each stint's in/out clock times and the player's minutes per period and in all", () => {
    const page = layoutRotation(game(), settings).pages[0]!;
    const times = texts(page, 'stintTimes');
    const row = (name: string) => {
      const nameCell = texts(page, 'tableCell').find((item) => item.text === name)!;
      return times.filter((item) => Math.abs(item.box.y - nameCell.box.y - 10 - 2) < 1e-6).sort((a, b) => a.box.x - b.box.x).map((item) => item.text);
    };
    expect(row('Player 2')).toEqual(['0:00–2:00, 6:00–8:00 · 4 min', '4:00–8:00 · 4 min', '0:00–2:00, 6:00–8:00 · 4 min', '4:00–8:00 · 4 min']);
    expect(row('Player 8')).toEqual(['4:00–8:00 · 4 min', '0:00–4:00 · 4 min', '4:00–8:00 · 4 min', '0:00–4:00 · 4 min']);
    expect(texts(page, 'tableCell').filter((item) => item.text.endsWith('min')).map((item) => item.text)).toEqual([
      '16 min', '16 min', '16 min', '16 min', '16 min', '16 min', '16 min', '16 min', '16 min', '16 min',
    ]);
  });

  it("keeps a Q1 6:00–8:00 stint apart from the Q2 0:00–2:00 one: a period divider between them", () => {
    const rotation = game();
    const page = layoutRotation(rotation, settings).pages[0]!;
    const bars = itemsOf(page, 'bar').filter((bar) => bar.playerId === 'p2');
    const q1Late = bars.find((bar) => bar.period === 1 && bar.box.x > bars.find((other) => other.period === 1)!.box.x)!;
    const q2 = bars.find((bar) => bar.period === 2)!;
    const q1End = q1Late.box.x + q1Late.box.width;
    // Player 2's Q2 stint is 4:00–8:00: compare with a Q2 bar that starts at 0:00 (player 6's).
    const q2Start = itemsOf(page, 'bar').find((bar) => bar.playerId === 'p6' && bar.period === 2)!.box.x;
    expect(q2Start).toBeGreaterThan(q1End + 8);
    expect(q2.box.x).toBeGreaterThan(q2Start);
    const dividers = itemsOf(page, 'rule').filter((rule) => rule.role === 'periodDivider');
    // One at each end of the periods and one between each two.
    expect(dividers).toHaveLength(5);
    expect(dividers.some((divider) => divider.box.width === 0 && divider.box.x > q1End && divider.box.x < q2Start)).toBe(true);
  });

  it('draws a minute scale under each period heading: a tick a minute, numbers where they fit', () => {
    const page = layoutRotation(game(), settings).pages[0]!;
    const ticks = itemsOf(page, 'rule').filter((rule) => rule.role === 'minuteTick' && rule.box.width === 0);
    // 0 to 8 in each of 4 periods.
    expect(ticks).toHaveLength(4 * 9);
    const numbers = texts(page, 'minuteScale').map((item) => item.text);
    // Every second minute in an 8-minute quarter of a letter page; the ends are left to the dividers.
    expect(numbers).toEqual(['2', '4', '6', '2', '4', '6', '2', '4', '6', '2', '4', '6']);
    expect(minuteScaleStep(8, 90, 20)).toBe(2);
    expect(minuteScaleStep(40, 90, 20)).toBe(10);
  });

  it('writes the substitution card: per period the five who start it, then each change at its clock time', () => {
    const rotation = game();
    expect(substitutionLines(rotation).filter((line) => line.period === 1)).toEqual([
      { period: 1, at: 0, onCourt: ['p1', 'p2', 'p3', 'p4', 'p5'], in: [], out: [] },
      { period: 1, at: 120, in: ['p6', 'p7'], out: ['p2', 'p4'] },
      { period: 1, at: 240, in: ['p8', 'p9', 'p10'], out: ['p1', 'p3', 'p5'] },
      { period: 1, at: 360, in: ['p2', 'p4'], out: ['p6', 'p7'] },
    ]);
    const page = layoutRotation(rotation, settings).pages[0]!;
    expect(texts(page, 'cardPeriod').map((item) => item.text)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    // Spaces inside "In 6, 7" and after the time do not break: shown here as plain spaces.
    const lines = texts(page, 'cardLine').map((item) => item.text.replace(/\u00a0/g, ' '));
    expect(lines).toContain('6:00 — In 2, 4 · Out 6, 7');
    expect(lines.slice(0, 4)).toEqual(['0:00 — On court 1, 2, 3, 4, 5', '2:00 — In 6, 7 · Out 2, 4', '4:00 — In 8, 9, 10 · Out 1, 3, 5', '6:00 — In 2, 4 · Out 6, 7']);
    expect(lines).toContain('4:00 — In 1, 2, 3, 4, 5 · Out 6, 7, 8, 9, 10');
  });

  it('prints the labels sent (Arabic), with Arabic digits, right to left', () => {
    const layout = layoutRotation(game(), settings, {
      locale: 'ar',
      labels: { number: 'رقم', player: 'اللاعب', total: 'الدقائق', quarter: 'ر{period}', minutes: '{minutes} دقيقة', substitutions: 'التبديلات', onCourt: 'في الملعب {players}', in: 'دخول {players}', out: 'خروج {players}' },
    });
    expect(layout.direction).toBe('rtl');
    const page = layout.pages[0]!;
    expect(texts(page, 'tableHeader').map((item) => item.text)).toEqual(['رقم', 'اللاعب', 'ر١', 'ر٢', 'ر٣', 'ر٤', 'الدقائق']);
    expect(texts(page, 'tableCell').map((item) => item.text)).toContain('١٦ دقيقة');
    expect(texts(page, 'cardLine').map((item) => item.text.replace(/\u00a0/g, ' '))).toContain('٢:٠٠ — دخول ٦, ٧ · خروج ٢, ٤');
    const labels = (['tableHeader', 'stintTimes', 'cardHeading', 'cardPeriod', 'cardLine'] as const).flatMap((role) => texts(page, role).map((item) => item.text));
    expect(labels.join('\n')).not.toMatch(/Minutes|Player|Q1|\bmin\b|In |Out |[0-9]/);
  });

  it('prints two 20-minute halves as H1 and H2, numbering the scale every 5 minutes, the card in two columns', () => {
    const rotation = { ...game(), periods: 2 as const, periodLength: 20 * MINUTE, stints: game().stints.filter((stint) => stint.period <= 2) };
    const page = layoutRotation(rotation, settings).pages[0]!;
    expect(texts(page, 'tableHeader').map((item) => item.text)).toEqual(['#', 'Player', 'H1', 'H2', 'Minutes']);
    expect(texts(page, 'minuteScale').map((item) => item.text)).toEqual(['5', '10', '15', '5', '10', '15']);
    const periods = texts(page, 'cardPeriod');
    expect(periods.map((item) => item.text)).toEqual(['H1', 'H2']);
    expect(periods[1]!.box.x - periods[0]!.box.x).toBeGreaterThan(pageFrame(settings).content.width / 2 - 1);
  });

  it('repeats the header and minute scale on each page a long roster runs onto, and closes each page with dividers', () => {
    const rotation = { ...game(), players: Array.from({ length: 40 }, (_, index) => ({ id: `p${index + 1}`, name: `Player ${index + 1}`, number: String(index + 1), position: null })) };
    const layout = layoutRotation(rotation, settings);
    expect(layout.pages.length).toBeGreaterThan(1);
    for (const page of layout.pages.slice(0, -1)) {
      expect(texts(page, 'tableHeader')).toHaveLength(7);
      expect(itemsOf(page, 'rule').filter((rule) => rule.role === 'periodDivider')).toHaveLength(5);
    }
    expectInside(layout);
  });
});

describe('the practice sheet (issue 30)', () => {
  const settings = createDefaultPrintSettings();

  it('puts a 90-minute, 8-block plan with four drill diagrams on at most 2 pages', () => {
    const { plan, drills } = ninetyMinutes();
    const layout = layoutPracticePlan(plan, settings, { drills });
    expect(layout.pages.length).toBeLessThanOrEqual(2);
    expect(allTexts(layout, 'blockTime')).toHaveLength(8);
    expect(layout.pages.flatMap((page) => itemsOf(page, 'court'))).toHaveLength(4);
    expectInside(layout);
  });

  it("prints each block's clock range on one line, even where the estimate would wrap 12-hour times", () => {
    const { plan, drills } = ninetyMinutes();
    const times = allTexts(layoutPracticePlan(plan, settings, { drills }), 'blockTime');
    expect(times.map((item) => item.text)).toEqual([
      '5:45 PM – 5:55 PM', '5:55 PM – 6:05 PM', '6:05 PM – 6:20 PM', '6:20 PM – 6:35 PM', '6:35 PM – 6:40 PM', '6:40 PM – 6:55 PM', '6:55 PM – 7:05 PM', '7:05 PM – 7:15 PM',
    ]);
    for (const time of times) expect(time.lines).toBe(1);
    // A bigger font widens the column rather than wrapping "PM" onto its own line.
    const big = { ...settings, fontSizes: { ...settings.fontSizes, phase: 16 } };
    for (const time of allTexts(layoutPracticePlan(plan, big, { drills }), 'blockTime')) expect(time.lines).toBe(1);
  });

  it("prints the plan's focus and notes at the top, and per block the drill, minutes, coach, stations, players, equipment and coaching points", () => {
    const { plan, drills } = ninetyMinutes();
    const layout = layoutPracticePlan(plan, settings, { drills });
    const first = layout.pages[0]!;
    expect(texts(first, 'planDetails').map((item) => item.text)).toEqual(['11/26/2026 · 5:45 PM – 7:15 PM · Main gym', 'Focus: Half-court defense', 'Total 90 min of 90 planned (on time)']);
    expect(texts(first, 'planNotes').map((item) => item.text)).toEqual(['Bring the game film. Free throws after each water break.']);
    const titles = allTexts(layout, 'blockTitle').map((item) => item.text);
    // A block without a title of its own is named by its drill.
    expect(titles[3]).toBe('Shell drill · 15 min');
    expect(allTexts(layout, 'station').map((item) => item.text)).toEqual(['Shooting · 15 min · Coach: Sam', 'Ball handling · 15 min · Coach: Lee']);
    expect(allTexts(layout, 'drillDetails').map((item) => item.text)).toEqual([
      'Players: 2', 'Equipment: balls', 'Players: 4', 'Equipment: balls, rebounder', 'Players: 8', 'Equipment: cones, pinnies', 'Players: 5', 'Players: 8', 'Equipment: balls',
    ]);
    expect(allTexts(layout, 'coachingPoints').map((item) => item.text)).toEqual([
      'Coaching points: Two hands high; finish on both sides.',
      // The shooting station's drill.
      'Coaching points: Elbow under the ball; hold the follow-through.',
      'Coaching points: Jump to the ball on every pass; talk on screens.',
      'Coaching points: Fill the lanes wide; first pass ahead.',
    ]);
    expect(allTexts(layout, 'blockNotes').map((item) => item.text)).toEqual(['Coach: Lee', 'Lines, full court', 'Rotate every 5 minutes', 'Coach: Lee', 'Pairs, 10 each']);
  });

  it('prints the drill labels sent (Arabic), digits Arabic', () => {
    const { plan, drills } = ninetyMinutes();
    const labels = practicePlanLabels({ focus: 'التركيز: {focus}', players: 'اللاعبون: {count}', equipment: 'الأدوات: {items}', coachingPoints: 'نقاط تدريبية: {points}' });
    const layout = layoutPracticePlan(plan, settings, { drills, locale: 'ar', labels });
    expect(allTexts(layout, 'planDetails')[1]!.text).toBe('التركيز: Half-court defense');
    expect(allTexts(layout, 'drillDetails')[0]!.text).toBe('اللاعبون: ٢');
    expect(allTexts(layout, 'drillDetails')[1]!.text).toBe('الأدوات: balls');
    expect(allTexts(layout, 'coachingPoints')[0]!.text).toBe('نقاط تدريبية: Two hands high; finish on both sides.');
  });

  it('finds the narrowest one-line width of the clock times', () => {
    const measure: TextMeasurer = {
      lineCount: (text, font, width) => Math.ceil((text.length * font.size * 0.5) / width),
      fit: () => 0,
    };
    const width = oneLineWidth(measure, ['12345678', '1234'], { size: 10, bold: false }, 100);
    expect(width).toBeGreaterThanOrEqual(40);
    expect(width).toBeLessThanOrEqual(41);
    expect(oneLineWidth(measure, ['x'.repeat(100)], { size: 10, bold: false }, 100)).toBe(100);
  });
});
