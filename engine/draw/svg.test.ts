import { describe, expect, it } from 'vitest';
import { samplePlay } from '../animate/sample-play';
import { drawPhase, drawPhaseLazily } from './draw-phase';
import type { Primitive } from './primitives';
import { escapeXml, formatSvgNumber, primitivesViewBox, toSvg, toSvgWithin, utf8Length } from './svg';

const base = { layer: 'item' as const };

/** A minimal XML well-formedness check: every tag closes in order. */
function wellFormed(xml: string): boolean {
  const stack: string[] = [];
  for (const match of xml.matchAll(/<(\/?)([a-zA-Z]+)([^>]*?)(\/?)>/g)) {
    const [, closing, name, , selfClosing] = match;
    if (selfClosing) continue;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

describe('toSvg', () => {
  it('writes a well-formed standalone document for a real phase', () => {
    const play = samplePlay();
    const svg = toSvg(drawPhase(play.phases[0]!, play.settings), { width: 600, height: 630, title: 'Horns & <Flex>' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="-5 -5 57 60" width="600" height="630"')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(wellFormed(svg)).toBe(true);
    expect(svg).toContain('<title>Horns &amp; &lt;Flex&gt;</title>');
    expect(svg).toContain('data-role="arrowhead"');
    expect(svg).toContain('<path d="M');
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  it('is deterministic', () => {
    const play = samplePlay({ seed: 3 });
    const list = drawPhase(play.phases[1]!, play.settings);
    expect(toSvg(list)).toBe(toSvg(drawPhase(play.phases[1]!, play.settings)));
  });

  it('escapes text and attribute values', () => {
    const text: Primitive = {
      ...base, kind: 'text', role: 'text', x: 1, y: 2, text: `<script>alert("x")</script> & 'y'`, fontSize: 2, align: 'center', baseline: 'middle',
      bold: true, italic: true, underline: true, rotation: 45, fill: '"red"',
    };
    const svg = toSvg([text]);
    expect(svg).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;y&apos;');
    expect(svg).toContain('fill="&quot;red&quot;"');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('font-weight="bold" font-style="italic" text-decoration="underline" transform="rotate(45 1 2)"');
    expect(svg).toContain('text-anchor="middle" dominant-baseline="central"');
    expect(wellFormed(svg)).toBe(true);
  });

  it('writes every primitive kind', () => {
    const list: Primitive[] = [
      { ...base, kind: 'line', role: 'screen-bar', x1: 0, y1: 0, x2: 1, y2: 1, stroke: '#000', strokeWidth: 0.3, error: 'Action not assigned to a player' },
      { ...base, kind: 'polyline', role: 'pass-line', points: [0, 0, 1, 1], stroke: '#000', strokeWidth: 0.3, dash: [1, 0.5], opacity: 0.5, itemId: 'object_3' },
      { ...base, kind: 'polygon', role: 'arrowhead', points: [0, 0, 1, 0, 1, 1], fill: '#000' },
      { ...base, kind: 'circle', role: 'player-disc', cx: 2, cy: 2, r: 1, fill: '#333' },
      { ...base, kind: 'ellipse', role: 'circle', cx: 2, cy: 2, rx: 3, ry: 1, rotation: 10 },
      { ...base, kind: 'ellipse', role: 'circle', cx: 2, cy: 2, rx: 3, ry: 1, rotation: 0 },
      { ...base, kind: 'arc', role: 'court-line', cx: 0, cy: 0, r: 2, startAngle: -90, endAngle: 90, stroke: '#fff' },
      { ...base, kind: 'arc', role: 'court-line', cx: 0, cy: 0, r: 2, startAngle: 0, endAngle: 270, stroke: '#fff' },
      { ...base, kind: 'arc', role: 'court-line', cx: 0, cy: 0, r: 2, startAngle: 90, endAngle: 0, stroke: '#fff' },
      { ...base, kind: 'rect', role: 'rectangle', x: 0, y: 0, width: 4, height: 2, rotation: 90 },
      { ...base, kind: 'text', role: 'text', x: 0, y: 0, text: 'a', fontSize: 1, align: 'left', baseline: 'top', bold: false, italic: false, underline: false, rotation: 0, error: 'e' },
      { ...base, kind: 'text', role: 'text', x: 0, y: 0, text: 'b', fontSize: 1, align: 'right', baseline: 'bottom', bold: false, italic: false, underline: false, rotation: 0 },
    ];
    const svg = toSvg(list, { fontFamily: 'Serif' });
    const written = [
      '<line x1="0" y1="0" x2="1" y2="1" fill="none" stroke="#000" stroke-width="0.3" data-role="screen-bar"><title>Action not assigned to a player</title></line>',
      'stroke-dasharray="1 0.5" opacity="0.5" data-role="pass-line" data-item="object_3"',
      '<polygon points="0,0 1,0 1,1" fill="#000"',
      '<ellipse cx="2" cy="2" rx="3" ry="1" transform="rotate(10 2 2)"',
      '<ellipse cx="2" cy="2" rx="3" ry="1" fill="none"',
      'd="M0 -2 A2 2 0 0 1 0 2"',
      'd="M2 0 A2 2 0 1 1 0 -2"',
      'A2 2 0 0 0 2 0',
      'transform="rotate(90 2 1)"',
      'text-anchor="start" dominant-baseline="hanging"',
      'text-anchor="end" dominant-baseline="alphabetic"',
      '<title>e</title>a</text>',
      'font-family="Serif"',
    ];
    for (const part of written) expect(svg, part).toContain(part);
    expect(wellFormed(svg)).toBe(true);
  });
});

describe('primitivesViewBox', () => {
  it('spans every primitive when there is no court', () => {
    const list: Primitive[] = [
      { ...base, kind: 'line', role: 'cut-line', x1: -1, y1: 0, x2: 3, y2: 1 },
      { ...base, kind: 'polyline', role: 'cut-line', points: [0, 0, 2, 9] },
      { ...base, kind: 'circle', role: 'hoop', cx: 10, cy: 0, r: 1 },
      { ...base, kind: 'ellipse', role: 'circle', cx: 0, cy: 0, rx: 1, ry: 2, rotation: 0 },
      { ...base, kind: 'rect', role: 'rectangle', x: 0, y: 0, width: 1, height: 1, rotation: 0 },
      { ...base, kind: 'text', role: 'text', x: 0, y: -5, text: 'a', fontSize: 1, align: 'left', baseline: 'top', bold: false, italic: false, underline: false, rotation: 0 },
    ];
    expect(primitivesViewBox(list)).toEqual({ minX: -2, minY: -6, width: 13, height: 15 });
    expect(primitivesViewBox([])).toEqual({ minX: 0, minY: 0, width: 1, height: 1 });
  });
});

describe('formatSvgNumber and escapeXml', () => {
  it('writes short, stable numbers', () => {
    expect(formatSvgNumber(1.23456)).toBe('1.235');
    expect(formatSvgNumber(-0.0001)).toBe('0');
    expect(formatSvgNumber(-0)).toBe('0');
    expect(formatSvgNumber(42)).toBe('42');
  });
  it('escapes the five XML characters', () => {
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
  });
});

describe('toSvgWithin', () => {
  const play = samplePlay({ phases: 1, arrowsPerPhase: 10 });
  const primitives = drawPhase(play.phases[0]!, play.settings);
  const viewBox = primitivesViewBox(primitives);

  it('writes what toSvg writes when it fits, from a lazy drawing too', () => {
    const svg = toSvg(primitives);
    expect(toSvgWithin(primitives, utf8Length(svg), { viewBox })).toBe(svg);
    expect(toSvgWithin(drawPhaseLazily(play.phases[0]!, play.settings), utf8Length(svg), { viewBox })).toBe(svg);
    expect(toSvgWithin([], 1_000, { viewBox })).toBe(toSvg([], { viewBox }));
  });

  it('answers null past the size, having read no more of the list than that', () => {
    const svg = toSvg(primitives);
    expect(toSvgWithin(primitives, utf8Length(svg) - 1, { viewBox })).toBeNull();
    let read = 0;
    function* counted() {
      for (const p of primitives) {
        read++;
        yield p;
      }
    }
    expect(toSvgWithin(counted(), 1_000, { viewBox })).toBeNull();
    expect(read).toBeLessThan(primitives.length / 4);
  });

  it('counts UTF-8 bytes, never fewer than a text takes', () => {
    for (const text of ['abc', 'é', '€', '🏀', 'a🏀é€']) expect(utf8Length(text)).toBeGreaterThanOrEqual(new TextEncoder().encode(text).length);
    expect(utf8Length('abc€')).toBe(6);
  });
});
