import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_PADDING_INCHES, MAX_PRINT_FONT_SIZE } from '../limits';
import { createEmptyPlayData } from '../model/play-defaults';
import { createDefaultPrintSettings, PAPER_SIZES, type PrintSettings } from '../model/print-settings';
import type { PrintLayout } from './items';
import { layoutPlay } from './layout';
import { pageFrame } from './page';
import type { PrintablePlay } from './play-block';

const fontSize = fc.integer({ min: 4, max: MAX_PRINT_FONT_SIZE });
const settings = fc
  .record({
    paperSize: fc.constantFrom(...PAPER_SIZES),
    columns: fc.integer({ min: 1, max: 6 }),
    layout: fc.constantFrom('grid' as const, 'list' as const),
    pagePadding: fc.double({ min: 0, max: MAX_PAGE_PADDING_INCHES, noNaN: true }),
    sidelines: fc.integer({ min: 0, max: 20 }),
    show: fc.record({ title: fc.boolean(), description: fc.boolean(), phaseTitles: fc.boolean(), phaseDescriptions: fc.boolean(), videos: fc.boolean() }),
    fontSizes: fc.record({ objectTitle: fontSize, play: fontSize, phase: fontSize, phaseTitle: fontSize }),
  })
  .map((changes): PrintSettings => ({ ...createDefaultPrintSettings(), ...changes }));

const words = fc.array(fc.constantFrom('pick', 'and', 'roll', 'weak-side', 'x'.repeat(40), '\n'), { maxLength: 200 }).map((parts) => parts.join(' '));
const play = fc
  .record({
    title: fc.string({ maxLength: 200 }),
    description: words,
    view: fc.constantFrom('half' as const, 'full' as const),
    phases: fc.array(fc.record({ title: words, note: words }), { minLength: 1, maxLength: 12 }),
    videos: fc.array(fc.record({ url: fc.webUrl(), note: words }), { maxLength: 3 }),
  })
  .map(({ title, description, view, phases, videos }): PrintablePlay => {
    const data = createEmptyPlayData(view);
    data.settings.description = description;
    data.settings.videos = videos.map((video) => ({ ...video, source: 'youtube' }));
    data.phases = phases.map((phase, index) => ({ id: `phase_${index}`, ...phase, objects: [], links: [] }));
    return { id: 'p', title, data };
  });

function expectInside(layout: PrintLayout, printSettings: PrintSettings) {
  const frame = pageFrame(printSettings);
  for (const page of layout.pages) {
    for (const item of page.items) {
      const area = item.kind === 'text' && item.role === 'pageNumber' ? frame.footer : frame.content;
      expect(item.box.height).toBeGreaterThanOrEqual(0);
      expect(item.box.x).toBeGreaterThanOrEqual(area.x - 1e-6);
      expect(item.box.y).toBeGreaterThanOrEqual(area.y - 1e-6);
      expect(item.box.x + item.box.width).toBeLessThanOrEqual(area.x + area.width + 1e-6);
      expect(item.box.y + item.box.height).toBeLessThanOrEqual(area.y + area.height + 1e-6);
    }
  }
}

describe('print layout properties', () => {
  it('keeps every box inside its page, prints every phase once, in order, and numbers the pages', () => {
    fc.assert(
      fc.property(play, settings, (printable, printSettings) => {
        const layout = layoutPlay(printable, printSettings);
        expectInside(layout, printSettings);
        const courts = layout.pages.flatMap((page) => page.items.filter((item) => item.kind === 'court'));
        expect(courts.map((court) => court.phaseIndex)).toEqual(printable.data.phases.map((_, index) => index));
        layout.pages.forEach((page, index) => expect(page.number).toBe(index + 1));
      }),
      { numRuns: 150 },
    );
  });

  it('mirrors right to left: the same boxes, reflected across the page', () => {
    fc.assert(
      fc.property(play, settings, (printable, printSettings) => {
        const ltr = layoutPlay(printable, printSettings);
        const rtl = layoutPlay(printable, printSettings, { direction: 'rtl' });
        expect(rtl.direction).toBe('rtl');
        expectInside(rtl, printSettings);
        rtl.pages.forEach((page, pageIndex) =>
          page.items.forEach((item, itemIndex) => {
            const original = ltr.pages[pageIndex]!.items[itemIndex]!;
            expect(item.box.x).toBeCloseTo(page.size.width - original.box.x - original.box.width, 6);
            expect(item.box.y).toBe(original.box.y);
          }),
        );
      }),
      { numRuns: 30 },
    );
  });
});
