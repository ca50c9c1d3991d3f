// WCAG AA (1.4.3): the theme's status colours read at 4.5:1 or better where they are used — the
// success green and the warning amber as text on white cards, on the page and on their soft tints,
// and white text on the filled success and warning buttons — in light mode, and the dark mode's
// success and warning text on the dark surfaces.
// The tokens are read from src/index.css itself, so a later change of colour is checked too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(__dirname, '..', 'index.css'), 'utf8');

/** The custom properties declared in the first block that opens with `selector {`. */
function block(selector: string): Record<string, string | undefined> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block in index.css`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map((match) => [match[1]!, match[2]!.trim()]));
}

function channels(colour: string | undefined): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour ?? '');
  if (!hex) throw new Error(`not an opaque hex colour: ${colour}`);
  return [0, 2, 4].map((at) => parseInt(hex[1]!.slice(at, at + 2), 16)) as [number, number, number];
}

function luminance(colour: string | undefined): number {
  const [r, g, b] = channels(colour).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string | undefined, b: string | undefined): number {
  const [one, two] = [luminance(a), luminance(b)];
  return (Math.max(one, two) + 0.05) / (Math.min(one, two) + 0.05);
}

const light = block('@theme');
const dark = { ...light, ...block(':root.dark') };
const bold = { ...light, ...block(":root[data-contrast='bold']") };

describe('theme contrast (WCAG AA 4.5:1)', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#118d57', '#ffffff')).toBeCloseTo(4.22, 2); // the reviewer's figure for the old green
  });

  // Each status colour: as text (on the light surfaces, its own soft tint, bold contrast's, and the
  // dark surfaces in dark mode), and its filled button's white text (Start clock; Stop clock, Create anyway).
  describe.each(['success', 'warning'])('%s', (status) => {
    it.each([
      ['surface', light['color-surface']],
      ['page', light['color-page']],
      ['raised', light['color-raised']],
      [`${status}-soft`, light[`color-${status}-soft`]],
      ['bold page', bold['color-page']],
      ['bold raised', bold['color-raised']],
    ])('text on %s (light)', (_name, background) => {
      expect(contrast(light[`color-${status}`], background)).toBeGreaterThanOrEqual(4.5);
    });

    it.each([
      ['surface', dark['color-surface']],
      ['page', dark['color-page']],
      ['raised', dark['color-raised']],
    ])('text on %s (dark)', (_name, background) => {
      expect(contrast(dark[`color-${status}`], background)).toBeGreaterThanOrEqual(4.5);
    });

    it('white text on the filled colour', () => {
      expect(contrast('#ffffff', light[`color-${status}-strong`])).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('the filled success and warning buttons keep one colour in every mode (no dark override to a light tint)', () => {
    expect(block(':root.dark')['color-success-strong']).toBeUndefined();
    expect(block(':root.dark')['color-warning-strong']).toBeUndefined();
    const button = readFileSync(join(__dirname, 'button.tsx'), 'utf8');
    expect(button).toMatch(/success: 'bg-success-strong text-white/);
    expect(button).toMatch(/warning: 'bg-warning-strong text-white/);
  });
});
