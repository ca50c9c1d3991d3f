// The print fonts (issues 14 and 34): a chain of faces by script (font-faces.ts: Noto Sans' Latin,
// Greek and Cyrillic subsets, Noto Sans Arabic), regular and bold; a document loads only the faces
// its characters need, and embeds, as a subset, only those it draws a glyph from. Texts are shaped
// by HarfBuzz in bidi order (text-shaping.ts, issue 30) and drawn as the glyphs shaped; the same
// shaping measures the text layout wraps (a TextMeasurer), so lines break where the PDF draws them.
import fontkit from '@pdf-lib/fontkit';
import { CustomFontSubsetEmbedder, PDFFont, type PDFContext, type PDFDocument, type PDFRef } from 'pdf-lib';
import { wrapLineEnds, type PrintDirection, type PrintTextFont, type TextItem, type TextMeasurer } from '../../engine';
import { BASE_SUBSET, faceFile, faceKey, subsetsFor, type FaceKey, type FaceSubset } from './font-faces';
import { TextShaper, sfntBytes, type ShapedGlyph, type ShapedLine, type ShapedRun } from './text-shaping';

/** Reads a face's file (WOFF or TTF) by its package path (faceFile): a fetch in a worker, a file read in Node. */
export interface PrintFontFiles {
  read(file: string): Promise<Uint8Array>;
}

export interface EmbeddedPrintFonts {
  /** Ascent and descent (positive, below the baseline) of the base face at `size`. */
  verticalMetrics(size: number, bold: boolean): { ascent: number; descent: number };
  /** Width of `text` in page units at `size`, as shaped. */
  width(text: string, size: number, bold: boolean): number;
  /** `text` shaped, in visual order (text-shaping.ts). */
  line(text: string, bold: boolean): ShapedLine;
  /** The font a shaped run is drawn in (embedded in the document the first time). */
  fontOf(run: ShapedRun): PDFFont;
  /** A run's glyphs as content-stream operators at `size` (TJ with their positions; the glyphs join the subset). */
  glyphOperators(run: ShapedRun, size: number): string;
}

/** What pdf-lib's subset embedder keeps of the glyphs a document draws (its encodeText, given glyph ids instead of text). */
interface SubsetEmbedder {
  font: { getGlyph(id: number, codePoints?: number[]): FontkitGlyph };
  subset: { includeGlyph(glyph: FontkitGlyph): number };
  glyphs: FontkitGlyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate(): void; access(): (FontkitGlyph | undefined)[] };
}
interface FontkitGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

/**
 * fontkit's TrueType subset writes the short `loca` format (offsets halved) without padding its
 * glyphs to an even length: after a glyph of odd length every offset is off and the glyphs drawn
 * are others or nothing (most of Noto Sans Arabic's letters: issue 30's "broken glyphs"). Each
 * glyph is padded to an even length, as the format requires.
 */
const PADDED = Symbol('courtside.evenGlyphs');
function padSubsetGlyphs(font: PDFFont): void {
  const subset = (font as unknown as { embedder: { subset: object } }).embedder.subset;
  const proto = Object.getPrototypeOf(subset) as { [PADDED]?: true; _addGlyph?: (this: TtfSubset, gid: number) => number };
  if (proto[PADDED] || typeof proto._addGlyph !== 'function') return;
  const addGlyph = proto._addGlyph;
  proto._addGlyph = function (this: TtfSubset, gid: number) {
    const index = addGlyph.call(this, gid);
    const data = this.glyf[index]!;
    if (data.length % 2 === 1) {
      // The same kind of buffer (fontkit's stream takes its own Buffer only), zero-filled.
      const padded = (data.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(data.length + 1);
      padded.set(data);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
  proto[PADDED] = true;
}
/**
 * The font's ToUnicode map, as pdf-lib writes it but without the glyphs that stand for no
 * character (a letter's dots drawn apart): an empty entry is no valid map, and those glyphs' text
 * is their base's.
 */
function mapOnlyTextGlyphs(font: PDFFont): void {
  const embedder = (font as unknown as { embedder: SubsetEmbedder & { embedUnicodeCmap(context: PDFContext): PDFRef } }).embedder;
  embedder.embedUnicodeCmap = (context) => {
    const entries: string[] = [];
    for (const glyph of embedder.glyphCache.access()) {
      if (glyph === undefined) continue;
      const id = embedder.glyphIdMap.get(glyph.id);
      if (id === undefined) continue;
      const utf16 = String.fromCodePoint(...glyph.codePoints);
      entries.push(`<${hex4(id)}> <${Array.from({ length: utf16.length }, (_, index) => hex4(utf16.charCodeAt(index))).join('')}>`);
    }
    const blocks: string[] = [];
    // At most 100 entries a block (PDF 32000 9.10.3).
    for (let start = 0; start < entries.length; start += 100) {
      const block = entries.slice(start, start + 100);
      blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
    }
    const cmap = `/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo <<\n  /Registry (Adobe)\n  /Ordering (UCS)\n  /Supplement 0\n>> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n1 begincodespacerange\n<0000><ffff>\nendcodespacerange\n${blocks.join('\n')}\nendcmap\nCMapName currentdict /CMap defineresource pop\nend\nend`;
    return context.register(context.flateStream(cmap));
  };
}

interface TtfSubset {
  glyf: Uint8Array[];
  offset: number;
}

interface VerticalMetrics {
  /** Both in ems, the descent positive. */
  ascent: number;
  descent: number;
}

/**
 * The faces read from one PrintFontFiles, kept for every later print (a worker prints many times):
 * a face's file is read the first time a document needs it; the shaper keeps the strings it shaped.
 */
class LoadedFaces {
  private readonly loading = new Map<FaceKey, Promise<void>>();
  /** Each loaded face's file as read: what the PDF embeds a subset of. */
  readonly files = new Map<FaceKey, Uint8Array>();
  readonly metrics = new Map<boolean, VerticalMetrics>();
  private shaper: Promise<TextShaper> | undefined;

  constructor(private readonly source: PrintFontFiles) {}

  /** The shaper, once every face `codePoints` need (both weights of their subsets) is loaded. */
  async need(codePoints: Iterable<number>): Promise<TextShaper> {
    const shaper = await (this.shaper ??= TextShaper.create().catch((error: unknown) => {
      this.shaper = undefined;
      throw error;
    }));
    // The base faces first: every other face falls back on them.
    await Promise.all([false, true].map((bold) => this.load(shaper, BASE_SUBSET, bold)));
    await Promise.all([...(await subsetsFor(codePoints))].flatMap((of) => [false, true].map((bold) => this.load(shaper, of, bold))));
    return shaper;
  }

  private load(shaper: TextShaper, of: FaceSubset, bold: boolean): Promise<void> {
    const key = faceKey(of, bold);
    let loading = this.loading.get(key);
    if (loading === undefined) {
      loading = this.source.read(faceFile(of, bold)).then(async (bytes) => {
        const sfnt = await sfntBytes(bytes);
        this.files.set(key, bytes);
        if (of === BASE_SUBSET) {
          // pdf-lib's heightAtSize, as the Latin font gave it before the chain (layout's line boxes).
          const font = fontkit.create(sfnt);
          this.metrics.set(bold, { ascent: font.ascent / font.unitsPerEm, descent: Math.abs(font.descent) / font.unitsPerEm });
        }
        shaper.addFace(of, bold, sfnt);
      });
      // A failed read (a fetch offline) is tried again by the next print.
      loading.catch(() => this.loading.delete(key));
      this.loading.set(key, loading);
    }
    return loading;
  }
}

const loadedFaces = new WeakMap<PrintFontFiles, LoadedFaces>();

/** The shaper of `files`' faces (one for all prints), with those `codePoints` need loaded. */
export async function printShaper(files: PrintFontFiles, codePoints: Iterable<number> = []): Promise<TextShaper> {
  return (await facesWith(files, codePoints)).shaper;
}

async function facesWith(files: PrintFontFiles, codePoints: Iterable<number>): Promise<{ faces: LoadedFaces; shaper: TextShaper }> {
  let faces = loadedFaces.get(files);
  if (faces === undefined) loadedFaces.set(files, (faces = new LoadedFaces(files)));
  return { faces, shaper: await faces.need(codePoints) };
}

/**
 * A face embedded as a subset, at once: pdf-lib's embedFont without its wait (its embedder's
 * constructor is all that embedFont awaits), so a face is embedded when a page first draws from it.
 */
function embedSubset(doc: PDFDocument, bytes: Uint8Array, key: FaceKey): PDFFont {
  const font = fontkit.create(bytes);
  // Named by subset: every Noto Sans subset has the same PostScript name.
  const Embedder = CustomFontSubsetEmbedder as unknown as new (font: unknown, data: Uint8Array, name: string) => CustomFontSubsetEmbedder;
  const pdfFont = PDFFont.of(doc.context.nextRef(), doc, new Embedder(font, bytes, `${font.postscriptName}-${key}`));
  (doc as unknown as { fonts: PDFFont[] }).fonts.push(pdfFont);
  padSubsetGlyphs(pdfFont);
  mapOnlyTextGlyphs(pdfFont);
  return pdfFont;
}

const hex4 = (value: number) => value.toString(16).padStart(4, '0');
/** Thousandths of an em, as TJ takes them (2 decimals). */
const em1000 = (value: number, upem: number) => Math.round((value * 100_000) / upem) / 100;

/**
 * The print fonts for `doc`: the faces `codePoints` (the document's characters) need loaded, each
 * embedded as a subset only once a glyph is drawn from it (each font costs its subsetting when the
 * PDF is saved, a good part of a short document's time). Texts are shaped in paragraphs of `direction`.
 */
export async function embedPrintFonts(doc: PDFDocument, files: PrintFontFiles, codePoints: Iterable<number>, direction: PrintDirection = 'ltr'): Promise<EmbeddedPrintFonts> {
  const { faces, shaper } = await facesWith(files, codePoints);
  const embedded = new Map<FaceKey, PDFFont>();
  const fontOfFace = (key: FaceKey): PDFFont => {
    let font = embedded.get(key);
    if (font === undefined) embedded.set(key, (font = embedSubset(doc, faces.files.get(key)!, key)));
    return font;
  };
  // Each font's glyphs in this document's subset: the subset's id and the advance the PDF gives it.
  const subsetGlyphs = new Map<PDFFont, Map<number, { hex: string; advance: number }>>();
  const glyphIn = (font: PDFFont, glyph: ShapedGlyph): { hex: string; advance: number } => {
    let glyphs = subsetGlyphs.get(font);
    if (glyphs === undefined) subsetGlyphs.set(font, (glyphs = new Map()));
    let known = glyphs.get(glyph.id);
    if (known === undefined) {
      const embedder = (font as unknown as { embedder: SubsetEmbedder }).embedder;
      // The glyph stands for its cluster's characters in the PDF's text layer (ToUnicode).
      const fontkitGlyph = embedder.font.getGlyph(glyph.id, Array.from(glyph.text, (char) => char.codePointAt(0)!));
      const id = embedder.subset.includeGlyph(fontkitGlyph);
      embedder.glyphs[id - 1] = fontkitGlyph;
      embedder.glyphIdMap.set(fontkitGlyph.id, id);
      embedder.glyphCache.invalidate();
      known = { hex: hex4(id), advance: fontkitGlyph.advanceWidth };
      glyphs.set(glyph.id, known);
    }
    return known;
  };
  // A run's operators at size 1 (a run with raised marks is written at each size: its rise is in points).
  const operators = new Map<ShapedRun, string>();
  const glyphOperators = (run: ShapedRun, size: number): string => {
    const cached = operators.get(run);
    if (cached !== undefined) return cached;
    const font = fontOfFace(run.face);
    const parts: string[] = [];
    let array: string[] = [];
    let raised = false;
    const flush = () => {
      if (array.length > 0) parts.push(`[${array.join(' ')}] TJ`);
      array = [];
    };
    for (const glyph of run.glyphs) {
      const { hex, advance } = glyphIn(font, glyph);
      // TJ moves left by its numbers: to the glyph's offset, then from its PDF advance to HarfBuzz's.
      if (glyph.yOffset !== 0) {
        flush();
        parts.push(`${Math.round((glyph.yOffset / run.upem) * size * 100) / 100} Ts`);
        raised = true;
      }
      if (glyph.xOffset !== 0) array.push(String(em1000(-glyph.xOffset, run.upem)));
      array.push(`<${hex}>`);
      const back = em1000(glyph.xOffset + advance - glyph.xAdvance, run.upem);
      if (back !== 0) array.push(String(back));
      if (glyph.yOffset !== 0) {
        flush();
        parts.push('0 Ts');
      }
    }
    flush();
    // The run's characters as its text: a glyph can stand for several letters (Arabic's dotless
    // forms are shared, their dots drawn apart), so a text layer reads the run, not its glyphs.
    // In drawing order, as glyphs come: readers (poppler, pdf.js) put right-to-left text back in
    // reading order themselves.
    const shown = run.rtl ? Array.from(run.text).reverse().join('') : run.text;
    const written = `/Span <</ActualText <FEFF${Array.from({ length: shown.length }, (_, index) => hex4(shown.charCodeAt(index))).join('')}>>> BDC ${parts.join(' ')} EMC`;
    if (!raised) operators.set(run, written);
    return written;
  };
  return {
    verticalMetrics(size, isBold) {
      const metrics = faces.metrics.get(isBold)!;
      return { ascent: metrics.ascent * size, descent: metrics.descent * size };
    },
    width: (text, size, isBold) => shaper.line(text, isBold, direction).width * size,
    line: (text, isBold) => shaper.line(text, isBold, direction),
    fontOf: (run) => fontOfFace(run.face),
    glyphOperators,
  };
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
