// Every printed string shaped and ordered as it reads on screen (issue 30): the Unicode
// bidirectional algorithm (bidi-js) cuts a line into runs of one direction and puts them in visual
// order; each run is cut again where the face changes (the first face of the chain, font-faces.ts,
// that has each character's glyph: issue 34), and shaped by HarfBuzz (harfbuzzjs) in its face, so
// Arabic letters join and Latin, Greek or Cyrillic text kerns. The glyph ids and positions are what
// the PDF draws (pdf-writer.ts) and what layout measures. Shaping a string costs far more than
// drawing it: each run is shaped once per face and kept.
//
// HarfBuzz is loaded on first use (loadHarfBuzz), never imported statically: harfbuzzjs waits for
// its WebAssembly at its module's top level, and a module worker that imports it statically runs
// none of its own code (Comlink's message listener included) until that wait is over. Chromium
// delivers the page's messages meanwhile, to no listener: the print worker's first call, sent while
// the wasm was loading, was lost and the dialog never answered (issue 30, the Arabic playbook).
import bidiFactory from 'bidi-js';
import type * as HarfBuzz from 'harfbuzzjs';
import type { PrintDirection } from '../../engine';
import { BASE_SUBSET, faceKey, inBaseBlock, type FaceKey, type FaceSubset } from './font-faces';

type HarfBuzzModule = typeof HarfBuzz;
let harfBuzz: Promise<HarfBuzzModule> | undefined;

/** harfbuzzjs, its WebAssembly ready; loaded once (a failed load is tried again on the next call). */
export function loadHarfBuzz(): Promise<HarfBuzzModule> {
  return (harfBuzz ??= import('harfbuzzjs').catch((error: unknown) => {
    harfBuzz = undefined;
    throw error;
  }));
}

/** One glyph as shaped, in font units (the face's units per em). */
export interface ShapedGlyph {
  /** The glyph's id in the font. */
  id: number;
  /** The characters its cluster stands for (a ligature's several), for the PDF's text layer; '' for a cluster's other glyphs (a letter's dots). */
  text: string;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A run of one direction and one font, its glyphs left to right as drawn. */
export interface ShapedRun {
  /** The characters shaped, in logical order. */
  text: string;
  face: FaceKey;
  rtl: boolean;
  glyphs: readonly ShapedGlyph[];
  /** Width in ems. */
  width: number;
  /** The face's units per em. */
  upem: number;
}

/** A line's runs left to right as drawn, and its width in ems. */
export interface ShapedLine {
  runs: readonly ShapedRun[];
  width: number;
}

// Characters that do not cut a run: between two characters of one face they take that face (when
// it has their glyph), so a phrase is one run, not one a word; a mark stays with its letter's face.
const NEUTRAL = /[\s\d.,:;!?()\-'"·]/;
const MARK = /\p{M}/u;
// Right-to-left letters: a line without them in a left-to-right paragraph needs no bidi levels.
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufefc]/;

const bidi = bidiFactory();

/** Kept shapings before the caches start over (a 100-play book's distinct strings are a few thousand). */
const MAX_CACHED = 50_000;

/** WOFF 1.0's signature ('wOFF'): its tables are zlib streams in a header of their own. */
const WOFF_SIGNATURE = 0x774f4646;

/** A font file as the plain OpenType (sfnt) bytes HarfBuzz reads: a WOFF 1.0 file unpacked, others as they are. */
export async function sfntBytes(bytes: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 44 || view.getUint32(0) !== WOFF_SIGNATURE) return bytes;
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const entry = 44 + index * 20;
      const [tag, offset, compLength, origLength, checksum] = [view.getUint32(entry), view.getUint32(entry + 4), view.getUint32(entry + 8), view.getUint32(entry + 12), view.getUint32(entry + 16)];
      const stored = bytes.subarray(offset, offset + compLength);
      const data = compLength < origLength ? new Uint8Array(await new Response(new Blob([stored as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer()) : stored;
      return { tag, checksum, data };
    }),
  );
  const headerLength = 12 + 16 * count;
  const padded = (length: number) => (length + 3) & ~3;
  const out = new Uint8Array(headerLength + tables.reduce((sum, table) => sum + padded(table.data.byteLength), 0));
  const outView = new DataView(out.buffer);
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= count) {
    searchRange *= 2;
    entrySelector++;
  }
  outView.setUint32(0, flavor);
  outView.setUint16(4, count);
  outView.setUint16(6, searchRange * 16);
  outView.setUint16(8, entrySelector);
  outView.setUint16(10, count * 16 - searchRange * 16);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    outView.setUint32(entry, table.tag);
    outView.setUint32(entry + 4, table.checksum);
    outView.setUint32(entry + 8, offset);
    outView.setUint32(entry + 12, table.data.byteLength);
    out.set(table.data, offset);
    offset += padded(table.data.byteLength);
  });
  return out;
}

interface LoadedFace {
  key: FaceKey;
  bold: boolean;
  rank: number;
  font: HarfBuzz.Font;
  upem: number;
  /** The code points its cmap maps. */
  unicodes: ReadonlySet<number>;
}

export class TextShaper {
  private readonly hb: HarfBuzzModule;
  private readonly faces = new Map<FaceKey, LoadedFace>();
  /** The loaded faces in the chain's order. */
  private chain: LoadedFace[] = [];
  private readonly runs = new Map<string, ShapedRun>();
  private readonly lines = new Map<string, ShapedLine>();

  /** A shaper with no face yet (addFace), HarfBuzz loaded first. */
  static async create(): Promise<TextShaper> {
    return new TextShaper(await loadHarfBuzz());
  }

  /** `hb`: harfbuzzjs loaded (loadHarfBuzz). */
  constructor(hb: HarfBuzzModule) {
    this.hb = hb;
  }

  /** Adds a face of the chain: `of` in bold or not, its sfnt bytes (sfntBytes); the base faces come first. */
  addFace(of: FaceSubset, bold: boolean, sfnt: Uint8Array): void {
    const hb = this.hb;
    const face = new hb.Face(new hb.Blob(sfnt));
    const loaded = { key: faceKey(of, bold), bold, rank: of.rank, font: new hb.Font(face), upem: face.upem, unicodes: new Set(face.collectUnicodes()) };
    this.faces.set(loaded.key, loaded);
    this.chain = [...this.faces.values()].sort((a, b) => a.rank - b.rank);
    // A line shaped before may have a character this face draws now.
    this.lines.clear();
  }

  /** Whether face `key` is loaded and has the glyph of `codePoint`. */
  private draws(key: FaceKey, codePoint: number): boolean {
    return this.faces.get(key)?.unicodes.has(codePoint) ?? false;
  }

  /** The first face of the chain loaded with the glyph of `codePoint`; else the base face (its .notdef). */
  private faceOf(codePoint: number, bold: boolean): FaceKey {
    return this.chain.find((face) => face.bold === bold && face.unicodes.has(codePoint))?.key ?? faceKey(BASE_SUBSET, bold);
  }

  /** Per UTF-16 unit of `text`, the face it is drawn in. */
  private unitFaces(text: string, bold: boolean): FaceKey[] {
    const faces = new Array<FaceKey>(text.length).fill(faceKey(BASE_SUBSET, bold));
    if (inBaseBlock(text)) return faces;
    const codePoints: { index: number; codePoint: number; char: string }[] = [];
    for (let index = 0; index < text.length; ) {
      const codePoint = text.codePointAt(index)!;
      const char = String.fromCodePoint(codePoint);
      codePoints.push({ index, codePoint, char });
      faces.fill(this.faceOf(codePoint, bold), index, index + char.length);
      index += char.length;
    }
    codePoints.forEach(({ index, codePoint, char }, at) => {
      const previous = at > 0 ? faces[codePoints[at - 1]!.index]! : undefined;
      if (previous === undefined || previous === faces[index] || !this.draws(previous, codePoint)) return;
      let keep = MARK.test(char);
      if (!keep && NEUTRAL.test(char)) {
        // A neutral joins the run before it only when that face's text follows it.
        let next = at + 1;
        while (next < codePoints.length && NEUTRAL.test(codePoints[next]!.char)) next++;
        keep = next < codePoints.length && faces[codePoints[next]!.index] === previous;
      }
      if (keep) faces.fill(previous, index, index + char.length);
    });
    return faces;
  }

  /** One run shaped in `face`, right to left when `rtl`: its glyphs in drawing order (left to right). */
  shapeRun(text: string, face: FaceKey, rtl: boolean): ShapedRun {
    const key = `${face}${rtl ? 'r' : 'l'}${text}`;
    let run = this.runs.get(key);
    if (run !== undefined) return run;
    const { font, upem } = this.faces.get(face) ?? this.faces.get(faceKey(BASE_SUBSET, false))!;
    const hb = this.hb;
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
    // One cluster a character (a ligature's several): each glyph keeps the characters it draws.
    buffer.setClusterLevel(hb.ClusterLevel.MONOTONE_CHARACTERS);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    // A cluster's characters run from its start to the next cluster's start.
    const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
    const endOf = new Map(starts.map((start, index) => [start, starts[index + 1] ?? text.length]));
    // A cluster drawn as several glyphs (a letter and its dots) gives its characters to one: the
    // first that advances (its base), so a text layer reads each character once.
    const carrier = new Map<number, number>();
    infos.forEach((info, index) => {
      const current = carrier.get(info.cluster);
      if (current === undefined || (positions[current]!.xAdvance === 0 && positions[index]!.xAdvance !== 0)) carrier.set(info.cluster, index);
    });
    let advance = 0;
    const glyphs = infos.map((info, index) => {
      const position = positions[index]!;
      advance += position.xAdvance;
      const characters = carrier.get(info.cluster) === index ? text.slice(info.cluster, endOf.get(info.cluster)) : '';
      return { id: info.codepoint, text: characters, xAdvance: position.xAdvance, xOffset: position.xOffset, yOffset: position.yOffset };
    });
    run = { text, face, rtl, glyphs, width: advance / upem, upem };
    if (this.runs.size >= MAX_CACHED) this.runs.clear();
    this.runs.set(key, run);
    return run;
  }

  /**
   * A line in visual order: bidi levels in a paragraph of `direction`, cut where the level or the
   * face changes, each run shaped, the runs reordered (rule L2: from the highest level down to
   * the lowest odd one, each sequence at that level or above reversed).
   */
  line(text: string, bold: boolean, direction: PrintDirection): ShapedLine {
    const key = `${bold ? 'b' : 'r'}${direction === 'rtl' ? 'r' : 'l'}${text}`;
    let line = this.lines.get(key);
    if (line !== undefined) return line;
    const faces = this.unitFaces(text, bold);
    const plainLtr = direction === 'ltr' && !RIGHT_TO_LEFT.test(text);
    const levels = plainLtr ? new Uint8Array(text.length) : bidi.getEmbeddingLevels(text, direction).levels;
    const pieces: { text: string; level: number; face: FaceKey }[] = [];
    let start = 0;
    for (let index = 1; index <= text.length; index++) {
      if (index < text.length && levels[index] === levels[start] && faces[index] === faces[start]) continue;
      // A surrogate pair is never cut: its halves have the same level and face.
      pieces.push({ text: text.slice(start, index), level: levels[start] ?? 0, face: faces[start]! });
      start = index;
    }
    const shaped = pieces.map((piece) => ({ level: piece.level, run: this.shapeRun(piece.text, piece.face, piece.level % 2 === 1) }));
    const highest = Math.max(0, ...shaped.map((piece) => piece.level));
    const lowestOdd = Math.min(...shaped.map((piece) => (piece.level % 2 === 1 ? piece.level : piece.level + 1)), highest + 1);
    for (let level = highest; level >= lowestOdd; level--) {
      for (let index = 0; index < shaped.length; index++) {
        if (shaped[index]!.level < level) continue;
        let end = index;
        while (end + 1 < shaped.length && shaped[end + 1]!.level >= level) end++;
        shaped.splice(index, end - index + 1, ...shaped.slice(index, end + 1).reverse());
        index = end;
      }
    }
    const runs = shaped.map((piece) => piece.run);
    line = { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
    if (this.lines.size >= MAX_CACHED) this.lines.clear();
    this.lines.set(key, line);
    return line;
  }
}
