// Issue 30: every printed string shaped by HarfBuzz and ordered by the bidi algorithm; the Arabic
// fonts' glyphs survive subsetting; Arabic and mixed lines read back from the PDF in logical order.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName, decodePDFRawStream, type PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDefaultPrintSettings, createEmptyPlaybookData, samplePlay } from '../../engine';
import { readPrintFontFiles } from './font-files-node';
import { drawnRuns, outlinedFont } from './pdf-read-back';
import { printPdf } from './print-pdf';
import { addCodePoints, faceFile, subsetNamed } from './font-faces';
import { embedPrintFonts, printShaper, type PrintFontFiles } from './print-fonts';
import { sfntBytes, type TextShaper } from './text-shaping';

const CONTENTS = 'المحتويات';
let files: PrintFontFiles;
let shaper: TextShaper;
let arabicBold: Uint8Array;
beforeAll(async () => {
  files = await readPrintFontFiles();
  shaper = await printShaper(files, addCodePoints(CONTENTS, new Set()));
  arabicBold = await sfntBytes(await files.read(faceFile(subsetNamed('arabic'), true)));
});

/** `text` drawn as the writer draws a line (its shaped runs left to right), in a one-page PDF. */
async function pdfOf(lines: readonly string[], direction: 'ltr' | 'rtl') {
  const doc = await PDFDocument.create();
  const fonts = await embedPrintFonts(doc, files, addCodePoints(lines, new Set()), direction);
  const page = doc.addPage([600, 100 + 40 * lines.length]);
  const ops: string[] = ['BT'];
  lines.forEach((text, index) => {
    let x = 20;
    for (const run of fonts.line(text, true).runs) {
      const font = fonts.fontOf(run);
      ops.push(`${page.node.newFontDictionary(font.name, font.ref).toString()} 24 Tf 1 0 0 1 ${x} ${60 + 40 * index} Tm ${fonts.glyphOperators(run, 24)}`);
      x += run.width * 24;
    }
  });
  ops.push('ET');
  page.node.addContentStream(doc.context.register(doc.context.stream(ops.join('\n'))));
  const arabicBoldFont = fonts.fontOf(fonts.line(CONTENTS, true).runs[0]!);
  const glyphIds = (arabicBoldFont as unknown as { embedder: { glyphIdMap: Map<number, number> } }).embedder.glyphIdMap;
  return { bytes: await doc.save(), glyphIds };
}

function pdftotext(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'shaping-'));
  try {
    writeFileSync(join(dir, 'out.pdf'), bytes);
    return execFileSync('pdftotext', [join(dir, 'out.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('text shaping', () => {
  it('joins Arabic letters: the shaped glyphs are contextual forms, right to left, not each letter on its own', async () => {
    const run = shaper.line(CONTENTS, true, 'rtl').runs;
    expect(run).toHaveLength(1);
    expect(run[0]).toMatchObject({ face: 'arabic-700', rtl: true });
    const font = fontkit.create(arabicBold as unknown as Buffer) as unknown as { glyphForCodePoint(code: number): { id: number } };
    const nominal = Array.from(CONTENTS, (char) => font.glyphForCodePoint(char.codePointAt(0)!).id);
    const drawn = run[0]!.glyphs.filter((glyph) => glyph.text !== '');
    // Drawn right to left: the last letter first; joined letters take other glyphs than their isolated forms.
    expect(drawn.map((glyph) => glyph.text).join('')).toBe([...CONTENTS].reverse().join(''));
    expect(drawn.map((glyph) => glyph.id).filter((id, index) => id !== [...nominal].reverse()[index]).length).toBeGreaterThan(CONTENTS.length / 2);
  });

  it('orders a mixed line by the bidi algorithm: in an Arabic paragraph the English reads to the left of the Arabic before it', () => {
    const rtl = shaper.line('هجوم Horns', false, 'rtl');
    expect(rtl.runs.at(-1)).toMatchObject({ face: 'arabic-400', rtl: true });
    expect(rtl.runs[0]!.glyphs.map((glyph) => glyph.text).join('')).toBe('Horns');
    const ltr = shaper.line('Horns هجوم', false, 'ltr');
    expect(ltr.runs[0]!.glyphs.map((glyph) => glyph.text).join('').trim()).toBe('Horns');
    expect(ltr.runs.at(-1)!.face).toBe('arabic-400');
    // Shaped once: the same line is the same object.
    expect(shaper.line('Horns هجوم', false, 'ltr')).toBe(ltr);
  });

  it('keeps every Arabic glyph whole in the PDF subset (odd-length glyphs padded), and the text reads back in logical order', async () => {
    const note = 'مرر الكرة إلى Horns ثم اقطع';
    const { bytes, glyphIds } = await pdfOf([CONTENTS, note], 'rtl');
    const doc = await PDFDocument.load(bytes);
    const descriptor = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .find((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor') && String(object.get(PDFName.of('FontName'))).includes('Arabic-Bold'))!;
    const file = descriptor.lookup(PDFName.of('FontFile2')) as PDFRawStream;
    type Font = { getGlyph(id: number): { bbox: { minX: number; minY: number; maxX: number; maxY: number } } };
    const subset = fontkit.create(Buffer.from(decodePDFRawStream(file).decode())) as unknown as Font;
    const original = fontkit.create(arabicBold as unknown as Buffer) as unknown as Font;
    expect(glyphIds.size).toBeGreaterThan(10);
    for (const [originalId, subsetId] of glyphIds) expect(subset.getGlyph(subsetId).bbox).toEqual(original.getGlyph(originalId).bbox);

    // pdftotext marks the direction of each run with Unicode embedding controls: read without them.
    const text = pdftotext(bytes).replace(/[\u202a-\u202e\u2066-\u2069]/gu, '');
    expect(text).toContain(CONTENTS);
    // In reading order (pdftotext may drop the space where the script changes).
    expect(text.replace(/\s+/gu, '')).toContain(note.replace(/\s+/gu, ''));
  });
});

describe('an Arabic playbook printed (issue 30)', () => {
  it('draws its contents heading (المحتويات) as HarfBuzz shaped it, joined, not letter by letter; the text reads back', async () => {
    const playbook = createEmptyPlaybookData();
    playbook.settings.cover.show = false;
    playbook.chapters = [{ title: 'الهجوم', objects: [{ type: 'play', play_id: 'p1' }] }];
    const play = { id: 'p1', title: 'القرنان', data: samplePlay({ phases: 2, arrowsPerPhase: 3, seed: 3 }) };
    const pdf = await printPdf(
      { kind: 'playbook', playbook, plays: [play], settings: createDefaultPrintSettings(), direction: 'rtl', locale: 'ar', labels: { contents: CONTENTS } },
      files,
    );
    // The heading's run, as the PDF draws it (its ActualText is the run in drawing order: reversed).
    const runs = await drawnRuns(pdf, 0, [...CONTENTS].reverse().join(''));
    expect(runs).toHaveLength(1);
    const drawn = runs[0]!.outlines;
    // The shaping engine's glyphs for the heading (bold, right to left), as outlines in the original font.
    const font = outlinedFont(arabicBold);
    const shaped = shaper.line(CONTENTS, true, 'rtl').runs.flatMap((run) => run.glyphs.map((glyph) => font.getGlyph(glyph.id).path.toSVG()));
    expect(drawn).toEqual(shaped);
    // Per-character glyph lookup (each letter's isolated form, right to left) would draw other glyphs.
    const nominal = [...CONTENTS].reverse().map((char) => font.getGlyph(font.glyphForCodePoint(char.codePointAt(0)!).id).path.toSVG());
    expect(drawn).not.toEqual(nominal);
    expect(drawn.filter((outline, index) => outline !== nominal[index]).length).toBeGreaterThan(CONTENTS.length / 2);
    expect(pdftotext(pdf).replace(/[\u202a-\u202e\u2066-\u2069]/gu, '')).toContain(CONTENTS);
  });
});

// Issue 30: harfbuzzjs awaits its wasm at its module's top level; a print worker importing it statically runs no code (nor
// Comlink's listener) until then, and Chromium drops the messages it gets meanwhile: the dialog's first print never answered.
it('loads HarfBuzz on first use: no print module imports harfbuzzjs statically', async () => {
  const { readdir, readFile } = await import('node:fs/promises');
  const dir = new URL('.', import.meta.url);
  const sources = (await readdir(dir)).filter((name) => /\.ts$/.test(name) && !name.includes('.test.'));
  for (const name of [...sources.map((source) => new URL(source, dir)), new URL('../print.worker.ts', dir)]) {
    const text = await readFile(name, 'utf8');
    expect(text, name.pathname).not.toMatch(/^import(?!\s+type\b)[^;]*from\s+'harfbuzzjs'/m);
  }
});
