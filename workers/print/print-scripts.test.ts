// Issue 34: text in every script of the app's languages prints: each character in the first face of
// the chain that has it (font-faces.ts), read back as written, drawn as glyphs (no .notdef box); a
// document loads and embeds only the faces it draws from.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDefaultPrintSettings, samplePlay, type PrintablePlay } from '../../engine';
import { readPrintFontFiles } from './font-files-node';
import { FACE_CHAIN, addCodePoints, faceFile, scChunks } from './font-faces';
import { drawnRuns, outlinedFont } from './pdf-read-back';
import { readPpm } from './ppm';
import { printShaper, type PrintFontFiles } from './print-fonts';
import { printPdf, printPreview } from './print-pdf';
import type { PrintRequest } from './print-request';
import { sfntBytes, type ShapedRun } from './text-shaping';

const SCRIPTS = {
  Greek: 'Φάση 2: ο 1 πασάρει στον 4',
  Russian: 'Фаза 2: 1 передаёт мяч 4',
  Serbian: 'Фаза 2: 1 додаје лопту 4 (ђ, ћ, џ, љ, њ)',
  Turkish: 'Şut, dönüş, ığ',
  Lithuanian: 'Užtvara, perdavimas, ėjimas',
  Arabic: 'هجوم القرون',
  Chinese: '第2阶段：1号传球给4号',
} as const;
/** pdftotext marks the direction of each run with Unicode embedding controls. */
const DIRECTION_MARKS = /[\u202a-\u202e\u2066-\u2069]/gu;
const DPI = 100;

let files: PrintFontFiles;
beforeAll(async () => {
  files = await readPrintFontFiles();
});

/** A play titled `text`, its first phase carrying `text` again as a court text label. */
function playOf(text: string): PrintablePlay {
  const data = samplePlay({ phases: 1, arrowsPerPhase: 2, seed: 7 });
  data.phases[0]!.objects.push({
    id: 'object_label',
    type: 'object',
    subType: 'text',
    pos: { x: 5, y: 40 },
    angle: 0,
    status: 'NOT_SELECTED',
    displayOrder: 1_000,
    animationOrder: 0,
    pause: 1,
    animationType: 'end',
    text,
    fontSize: 2,
    width: 40,
    height: 4,
    formats: [],
  } as (typeof data.phases)[number]['objects'][number]);
  return { id: 'p', title: text, data };
}

const requestOf = (text: string): PrintRequest => ({
  kind: 'play',
  play: playOf(text),
  settings: createDefaultPrintSettings(),
  ...(text === SCRIPTS.Arabic ? { direction: 'rtl' as const } : {}),
});

function withPdf<T>(bytes: Uint8Array, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'print-scripts-'));
  try {
    writeFileSync(join(dir, 'out.pdf'), bytes);
    return read(join(dir, 'out.pdf'), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const pdftotext = (bytes: Uint8Array) => withPdf(bytes, (file) => execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' })).replace(DIRECTION_MARKS, '');
const squeezed = (text: string) => text.replace(/\s+/gu, '');

/** The PDF's font names (BaseFont), each face named by its subset and weight ('NotoSans-Regular-latin-400'). */
const fontNames = (bytes: Uint8Array) => [...new Set(new TextDecoder('latin1').decode(bytes).match(/\/BaseFont \/\S+/g) ?? [])].map((name) => name.slice('/BaseFont /'.length));

/** How a run shows in the PDF's ActualText: in drawing order (an Arabic run's characters reversed). */
const shownOf = (run: ShapedRun) => (run.rtl ? [...run.text].reverse().join('') : run.text);

/** The original face a run is shaped in, as sfnt bytes ('cyrillic-700': the Cyrillic subset, bold). */
async function faceSfnt(run: ShapedRun): Promise<Uint8Array> {
  const [, name, weight] = /^(.+)-(\d+)$/.exec(run.face)!;
  const of = [...FACE_CHAIN, ...(await scChunks())].find((candidate) => candidate.name === name)!;
  return sfntBytes(await files.read(faceFile(of, weight === '700')));
}

describe.each(Object.entries(SCRIPTS))('%s text printed (issue 34)', (_, text) => {
  it('reads back as written, in the title and in the court diagram', async () => {
    const read = squeezed(pdftotext(await printPdf(requestOf(text), files)));
    // The title and the court's label: each as written (pdftotext may drop a space where the face changes).
    expect(read.split(squeezed(text)).length - 1).toBeGreaterThanOrEqual(2);
  });

  it('draws a glyph for every character: none is .notdef, in the shaping or in the PDF, and the title is inked', async () => {
    const request = requestOf(text);
    const shaper = await printShaper(files, addCodePoints(text, new Set()));
    const { pdf, layout } = await printPreview(request, files, 1);
    const runs = shaper.line(text, true, request.direction ?? 'ltr').runs;
    expect(runs.flatMap((run) => run.glyphs.filter((glyph) => glyph.id === 0))).toEqual([]);
    for (const run of runs) {
      const drawn = await drawnRuns(pdf, 0, shownOf(run));
      expect(drawn.length, run.text).toBeGreaterThan(0);
      // Drawn from the PDF's own subset: a letter has an outline, and not the .notdef box's.
      const notdef = outlinedFont(await faceSfnt(run)).getGlyph(0).path.toSVG();
      run.glyphs.forEach((glyph, index) => {
        if (!/\S/u.test(glyph.text)) return;
        expect(drawn[0]!.outlines[index], glyph.text).not.toBe('');
        expect(drawn[0]!.outlines[index], glyph.text).not.toBe(notdef);
      });
    }
    // The title's box, rendered: its glyphs leave ink.
    const title = layout.pages[0]!.items.find((item) => item.kind === 'text' && item.text === text)!;
    const inked = withPdf(pdf, (file, dir) => {
      execFileSync('pdftoppm', ['-r', String(DPI), '-f', '1', '-l', '1', '-singlefile', file, join(dir, 'page')]);
      const image = readPpm(readFileSync(join(dir, 'page.ppm')));
      const px = (units: number) => (units * DPI) / 96;
      let dark = 0;
      for (let x = px(title.box.x); x < px(title.box.x + title.box.width); x++) {
        for (let y = px(title.box.y); y < px(title.box.y + title.box.height); y++) if (image.rgb(x, y).every((value) => value < 128)) dark++;
      }
      return dark;
    });
    expect(inked).toBeGreaterThan(text.length * 3);
  });
});

describe('faces loaded and embedded by need (issue 34)', () => {
  /** The print fonts, recording each file read. */
  async function recordingFiles() {
    const node = await readPrintFontFiles();
    const reads: string[] = [];
    const recording: PrintFontFiles = { read: (file) => (reads.push(file.replace(/^.*\//, '')), node.read(file)) };
    return { recording, reads };
  }

  it('prints a Latin-only document from the Latin faces alone: no other file read, no other font embedded', async () => {
    const { recording, reads } = await recordingFiles();
    const english = await printPdf(requestOf('Horns: 1 passes to 4, café'), recording);
    expect(reads.sort()).toEqual(['noto-sans-latin-400-normal.woff', 'noto-sans-latin-700-normal.woff']);
    expect(fontNames(english).every((name) => /-latin-(400|700)$/.test(name))).toBe(true);
    expect(fontNames(english).join(' ')).not.toMatch(/greek|cyrillic|arabic|Arabic/);
  });

  it('reads a face the first time a document needs it, once, and embeds only the faces drawn from', async () => {
    const { recording, reads } = await recordingFiles();
    await printPdf(requestOf('Horns'), recording);
    const russian = await printPdf(requestOf(SCRIPTS.Russian), recording);
    expect(reads.filter((file) => file.includes('cyrillic')).sort()).toEqual(['noto-sans-cyrillic-400-normal.woff', 'noto-sans-cyrillic-700-normal.woff']);
    expect(fontNames(russian).some((name) => name.includes('-cyrillic-'))).toBe(true);
    expect(fontNames(russian).join(' ')).not.toMatch(/greek|arabic/);
    // Chinese: only the chunks of Noto Sans SC its characters fall in, of its 97.
    const chinese = await printPdf(requestOf(SCRIPTS.Chinese), recording);
    const chunks = reads.filter((file) => file.startsWith('noto-sans-sc-'));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.length).toBeLessThanOrEqual(2 * [...SCRIPTS.Chinese].length);
    expect(fontNames(chinese).some((name) => /-sc-\d+-/.test(name))).toBe(true);
    expect(fontNames(chinese).join(' ')).not.toMatch(/greek|cyrillic|arabic/);
    const before = reads.length;
    await printPdf(requestOf(SCRIPTS.Russian), recording);
    await printPdf(requestOf(SCRIPTS.Chinese), recording);
    await printPdf(requestOf('Horns'), recording);
    expect(reads).toHaveLength(before);
  });
});
