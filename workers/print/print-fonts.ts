// The print fonts (issue 14): Noto Sans for Latin text and Noto Sans Arabic for Arabic, regular and
// bold, embedded as subsets so a PDF carries only the glyphs it shows. The same fonts measure the
// text layout wraps (a TextMeasurer), so lines break where the PDF draws them.
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { wrapLineEnds, type PrintTextFont, type TextItem, type TextMeasurer } from '../../engine';

/** The font files' bytes (WOFF or TTF): loaded by the caller, a fetch in a worker, a file read in Node. */
export interface PrintFontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
  arabicRegular: Uint8Array;
  arabicBold: Uint8Array;
}

/** One script's run of a text: drawn in one font, left to right as laid out. */
export interface TextRun {
  text: string;
  arabic: boolean;
}

export interface EmbeddedPrintFonts {
  fontFor(bold: boolean, arabic: boolean): PDFFont;
  /** Width of `text` in page units at `size`. */
  width(text: string, size: number, bold: boolean): number;
  /** Width of one run in its own font at `size`. */
  runWidth(run: TextRun, size: number, bold: boolean): number;
  /** A run as the PDF's hex string of glyph ids in its font (the glyphs join the subset). */
  encode(run: TextRun, bold: boolean): string;
}

// Arabic letters, marks and presentation forms; a space or digit between two Arabic runs stays with them.
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
const NEUTRAL = /[\s\d.,:;!?()\-'"·]/;

/** `text` cut into runs of Arabic and of everything else (neutrals between Arabic stay Arabic). */
export function scriptRuns(text: string): TextRun[] {
  if (!ARABIC.test(text)) return text.length === 0 ? [] : [{ text, arabic: false }];
  const runs: TextRun[] = [];
  let current: TextRun | undefined;
  const chars = Array.from(text);
  chars.forEach((char, index) => {
    let arabic = ARABIC.test(char);
    if (!arabic && NEUTRAL.test(char) && current?.arabic === true) {
      // A neutral joins the Arabic run only when Arabic follows it.
      const next = chars.slice(index + 1).find((c) => !NEUTRAL.test(c));
      arabic = next !== undefined && ARABIC.test(next);
    }
    if (current === undefined || current.arabic !== arabic) {
      current = { text: '', arabic };
      runs.push(current);
    }
    current.text += char;
  });
  return runs;
}

/** Whether `text` has any Arabic letter: a document without one needs no Arabic font. */
export function hasArabic(text: string): boolean {
  return ARABIC.test(text);
}

/**
 * Embeds the fonts as subsets in `doc`; the Arabic ones only when `withArabic` (each font costs
 * its subsetting when the PDF is saved, a good part of a short document's time).
 */
export async function embedPrintFonts(doc: PDFDocument, files: PrintFontFiles, withArabic = true): Promise<EmbeddedPrintFonts> {
  doc.registerFontkit(fontkit);
  const embed = (bytes: Uint8Array) => doc.embedFont(bytes, { subset: true });
  const [regular, bold] = await Promise.all([embed(files.regular), embed(files.bold)]);
  const [arabicRegular, arabicBold] = withArabic ? await Promise.all([embed(files.arabicRegular), embed(files.arabicBold)]) : [regular, bold];
  const fontFor = (isBold: boolean, arabic: boolean): PDFFont => (arabic ? (isBold ? arabicBold : arabicRegular) : isBold ? bold : regular);
  // Widths at size 1 and encodings by font and text: layout and the court's labels ask for the
  // same words again and again, and each answer is a shaping of the text by fontkit.
  const widths = new Map<string, number>();
  const encodings = new Map<string, string>();
  const keyOf = (run: TextRun, isBold: boolean) => `${isBold ? 'b' : 'r'}${run.arabic ? 'a' : 'l'}${run.text}`;
  const runWidth = (run: TextRun, size: number, isBold: boolean): number => {
    const key = keyOf(run, isBold);
    let unit = widths.get(key);
    if (unit === undefined) {
      unit = fontFor(isBold, run.arabic).widthOfTextAtSize(run.text, 1);
      widths.set(key, unit);
    }
    return unit * size;
  };
  const width = (text: string, size: number, isBold: boolean): number => {
    let total = 0;
    for (const run of scriptRuns(text)) total += runWidth(run, size, isBold);
    return total;
  };
  const encode = (run: TextRun, isBold: boolean): string => {
    const key = keyOf(run, isBold);
    let hex = encodings.get(key);
    if (hex === undefined) {
      hex = fontFor(isBold, run.arabic).encodeText(run.text).toString();
      encodings.set(key, hex);
    }
    return hex;
  };
  return { fontFor, width, runWidth, encode };
}

/** Where each wrapped line of `text` ends (offsets), greedy by words, at most `width` wide. */
export function wrapByWidth(text: string, width: number, widthOf: (text: string) => number): number[] {
  return wrapLineEnds(text, (lineStart, paragraphEnd) => {
    let lineEnd = lineStart;
    let lineWidth = 0;
    // Take words while they fit (a line is as wide as its words); a word longer than a line is
    // broken between characters.
    while (lineEnd < paragraphEnd) {
      const space = text.indexOf(' ', lineEnd);
      const wordEnd = space === -1 || space >= paragraphEnd ? paragraphEnd : space + 1;
      const word = text.slice(lineEnd, wordEnd);
      if (lineWidth + widthOf(word.trimEnd()) <= width) {
        lineEnd = wordEnd;
        lineWidth += widthOf(word);
        continue;
      }
      if (lineEnd === lineStart) {
        let cut = lineStart + 1;
        while (cut < wordEnd && widthOf(text.slice(lineStart, cut + 1)) <= width) cut += 1;
        lineEnd = cut;
      }
      break;
    }
    return lineEnd;
  });
}

/** The lines `text` wraps into in `font` at `width`, as drawn (line breaks and trailing spaces dropped). */
export function wrapLines(fonts: EmbeddedPrintFonts, text: string, font: PrintTextFont, width: number): string[] {
  if (text.length === 0) return [];
  const ends = wrapByWidth(text, width, (part) => fonts.width(part, font.size, font.bold));
  let start = 0;
  return ends.map((end) => {
    const line = text.slice(start, end).replace(/\n$/, '').trimEnd();
    start = end;
    return line;
  });
}

/** The lines a laid-out text item shows: wrapped in its box, no more than layout counted. */
export function textItemLines(fonts: EmbeddedPrintFonts, item: TextItem): string[] {
  return wrapLines(fonts, item.text, { size: item.fontSize, bold: item.bold }, item.box.width).slice(0, Math.max(1, item.lines));
}

/** Layout's TextMeasurer backed by the embedded fonts' real widths. */
export function fontMeasurer(fonts: EmbeddedPrintFonts): TextMeasurer {
  const ends = (text: string, font: PrintTextFont, width: number) => wrapByWidth(text, width, (part) => fonts.width(part, font.size, font.bold));
  return {
    lineCount: (text, font, width) => (text.length === 0 ? 0 : ends(text, font, width).length),
    fit(text, font, width, lines) {
      if (lines <= 0 || text.length === 0) return 0;
      const all = ends(text, font, width);
      return all[Math.min(lines, all.length) - 1] ?? 0;
    },
  };
}
