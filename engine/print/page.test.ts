import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESTIMATED_TEXT, PAPER_PIXELS, PX_PER_INCH, columnWidth, footerHeight, pageFrame, pointsToPx } from './page';

describe('pages', () => {
  it('has the paper sizes of spec §9 in CSS pixels', () => {
    expect(PAPER_PIXELS.letter).toEqual({ width: 816, height: 1056 });
    expect(PAPER_PIXELS.a4).toEqual({ width: 793.7, height: 1122.5 });
    expect(pointsToPx(12)).toBe(16);
  });

  it('pads the page in inches and keeps a band for the page number', () => {
    const letter = pageFrame({ paperSize: 'letter', pagePadding: 0.75 });
    expect(letter.content).toEqual({ x: 72, y: 72, width: 672, height: 1056 - 144 - footerHeight() });
    const a4 = pageFrame({ paperSize: 'a4', pagePadding: 1 });
    expect(a4.content.x).toBe(PX_PER_INCH);
    expect(a4.content.width).toBeCloseTo(793.7 - 192, 6);
    expect(a4.footer.y + a4.footer.height).toBeCloseTo(1122.5 - 96, 6);
  });

  it('splits the width into columns with gaps', () => {
    expect(columnWidth(672, 1)).toBe(672);
    expect(columnWidth(672, 3) * 3 + 2 * 16).toBeCloseTo(672, 9);
  });
});

describe('the text estimate (the seam the PDF writer fills with real measures)', () => {
  const f12 = { size: 12, bold: false };
  it('wraps at spaces, counts paragraphs, and takes nothing for empty text', () => {
    // 12 px at 0.5 em: 6 px a character, 10 characters in 60 px.
    expect(ESTIMATED_TEXT.lineCount('', f12, 60)).toBe(0);
    expect(ESTIMATED_TEXT.lineCount('short', f12, 60)).toBe(1);
    expect(ESTIMATED_TEXT.lineCount('three four five six', f12, 60)).toBe(2);
    expect(ESTIMATED_TEXT.lineCount('a\n\nb', f12, 60)).toBe(3);
    expect(ESTIMATED_TEXT.lineCount('x'.repeat(25), f12, 60)).toBe(3);
    expect(ESTIMATED_TEXT.fit('three four five six', f12, 60, 1)).toBe('three four '.length);
  });

  it('fits the whole text in as many lines as it takes, and a prefix in fewer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 6, max: 40 }), fc.integer({ min: 20, max: 400 }), (text, size, width) => {
        const lines = ESTIMATED_TEXT.lineCount(text, { size, bold: false }, width);
        expect(ESTIMATED_TEXT.fit(text, { size, bold: false }, width, lines)).toBe(text.length);
        if (lines > 1) {
          const end = ESTIMATED_TEXT.fit(text, { size, bold: false }, width, lines - 1);
          expect(end).toBeLessThan(text.length);
          expect(ESTIMATED_TEXT.lineCount(text.slice(0, end).trimEnd(), { size, bold: false }, width)).toBeLessThanOrEqual(lines - 1);
        }
      }),
    );
  });
});
