// Reading a printed PDF back (issue 30, for the print tests, unit and e2e): the glyphs the writer
// drew for a run of text, as outlines, from the font subset the PDF itself embeds, to compare with
// what the shaping engine (HarfBuzz) chose. A run is found by the ActualText span the writer wraps
// it in (pdf-writer.ts, print-fonts.ts glyphOperators), its font by the Tf before it.
import fontkit from '@pdf-lib/fontkit';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';

interface OutlinedFont {
  getGlyph(id: number): { path: { toSVG(): string } };
  glyphForCodePoint(codePoint: number): { id: number };
}

/** A font file (sfnt bytes) as outlines by glyph id. */
export function outlinedFont(bytes: Uint8Array): OutlinedFont {
  return fontkit.create(Buffer.from(bytes)) as unknown as OutlinedFont;
}

function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams.map((stream) => (stream instanceof PDFRawStream ? new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()) : '')).join('\n');
}

/** The embedded TrueType subset of the page's font resource `key` (a Type0 font's descendant). */
function embeddedFontFile(page: PDFPage, key: string): Uint8Array {
  const fonts = page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict);
  const font = fonts.lookup(PDFName.of(key), PDFDict);
  const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
  const file = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict).lookup(PDFName.of('FontFile2'));
  if (!(file instanceof PDFRawStream)) throw new Error(`Font ${key} embeds no TrueType file`);
  return decodePDFRawStream(file).decode();
}

const utf16Hex = (text: string) => Array.from({ length: text.length }, (_, index) => text.charCodeAt(index).toString(16).padStart(4, '0')).join('');

export interface DrawnRun {
  /** Each glyph drawn, left to right, as its outline (SVG path data) in the PDF's own font subset. */
  outlines: string[];
  /** The subset's glyph ids, as the content stream names them. */
  subsetIds: number[];
}

/**
 * Every run on page `pageIndex` (0-based) whose ActualText is `shown` (the run's characters in
 * drawing order: an Arabic run's reversed): its glyphs as drawn.
 */
export async function drawnRuns(pdf: Uint8Array, pageIndex: number, shown: string): Promise<DrawnRun[]> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(pageIndex);
  const content = pageContent(page);
  const pattern = /\/(\S+) [\d.]+ Tf\n[^\n]* Tm\n\/Span <<\/ActualText <FEFF([0-9a-f]*)>>> BDC (.*?) EMC/g;
  const runs: DrawnRun[] = [];
  for (const match of content.matchAll(pattern)) {
    const [, key, hex, operators] = match as unknown as [string, string, string, string];
    if (hex !== utf16Hex(shown)) continue;
    const font = outlinedFont(embeddedFontFile(page, key));
    const subsetIds = [...operators.matchAll(/<([0-9a-f]{4})>/g)].map((glyph) => parseInt(glyph[1]!, 16));
    runs.push({ subsetIds, outlines: subsetIds.map((id) => font.getGlyph(id).path.toSVG()) });
  }
  return runs;
}
